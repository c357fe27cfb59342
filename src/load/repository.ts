import fs from 'node:fs';
import path from 'node:path';

/** The root of the git repository a folder is in (the nearest folder above it with a `.git`), if any. */
export function repositoryRoot(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

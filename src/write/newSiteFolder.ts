import fs from 'node:fs';
import path from 'node:path';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { isInside } from '../site/safePath.js';

/** Writes a new site root's files into `dir`, which must be absent or empty: nothing is ever overwritten. */
export function writeNewSite(dir: string, files: ReadonlyArray<[rel: string, text: string]>): void {
  const abs = path.resolve(dir);
  if (fs.existsSync(abs)) {
    if (!fs.statSync(abs).isDirectory())
      throw new DocsError('init-not-empty', `${abs} exists and is not a folder.`, {
        hint: 'Choose a new folder: docs-init my-docs',
        exitCode: EXIT.usage,
      });
    if (fs.readdirSync(abs).length) {
      throw new DocsError(
        'init-not-empty',
        `${abs} is not empty; docs-init only writes into a new or empty folder, so nothing was written.`,
        { hint: 'Choose a new folder: docs-init my-docs', exitCode: EXIT.usage },
      );
    }
  }
  for (const [rel, text] of files) {
    const target = path.resolve(abs, rel);
    if (!isInside(abs, target)) throw new DocsError('path-escape', `Refusing to write ${rel}: it leaves ${abs}.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}

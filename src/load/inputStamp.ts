import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything loadSite reads from a site root. */
const INPUT_FILES = ['docs.config.json', 'error-codes.json'];
const INPUT_FOLDERS = ['content', 'translations', 'templates', 'public'];

/**
 * A stamp of every input file's path, size and modification time: equal stamps mean the site
 * root is as the last build read it, without reading a page (as make and Hugo decide). A site
 * with symbolic links gets none (a linked folder's files would not count), so it always builds.
 */
export function inputStamp(root: string): string | undefined {
  const hash = createHash('sha256');
  const add = (rel: string, stat: fs.Stats | undefined) =>
    hash.update(`${rel}\u0000${stat ? `${stat.isDirectory() ? 'd' : stat.size}:${stat.mtimeMs}` : '-'}\n`);
  for (const name of [...INPUT_FILES, ...INPUT_FOLDERS]) {
    const stat = fs.lstatSync(path.join(root, name), { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) return undefined;
    add(name, stat);
  }
  // Paths by concatenation below the absolute root: path.relative and join per file cost more than its stat.
  const base = path.resolve(root) + path.sep;
  for (const folder of INPUT_FOLDERS) {
    const dir = base + folder;
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) continue;
    const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
    if (entries.some((e) => e.isSymbolicLink())) return undefined;
    const files = entries.map((e) => `${e.parentPath ?? e.path}${path.sep}${e.name}`.slice(base.length)).sort();
    for (const rel of files) add(rel, fs.statSync(base + rel));
  }
  return hash.digest('hex');
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withinTick } from './fileStamp.js';

/** Everything loadSite reads from a site root. */
const INPUT_FILES = ['docs.config.json', 'error-codes.json'];
const INPUT_FOLDERS = ['content', 'translations', 'templates', 'public'];

/** A stamp of the site's inputs, and the entries (files and folders) below its folders it covers. */
export interface InputStamp {
  stamp: string;
  listed: string[];
}

/**
 * A stamp of every input file's path, size and modification time: equal stamps mean the site
 * root is as the last build read it, without reading a page (as make and Hugo decide). A site
 * with symbolic links gets none (a linked folder's files would not count), so it always builds.
 */
export function inputStamp(root: string): InputStamp | undefined {
  // Paths by concatenation below the absolute root: path.relative and join per file cost more than its stat.
  const base = path.resolve(root) + path.sep;
  const listed: string[] = [];
  for (const folder of INPUT_FOLDERS) {
    const dir = base + folder;
    const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) return undefined;
    if (!stat?.isDirectory()) continue;
    const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
    if (entries.some((e) => e.isSymbolicLink())) return undefined;
    listed.push(...entries.map((e) => `${e.parentPath ?? e.path}${path.sep}${e.name}`.slice(base.length)).sort());
  }
  const stamp = listedStamp(root, listed);
  return stamp === undefined ? undefined : { stamp, listed };
}

/**
 * The stamp of the entries an earlier stamp (taken before `since`) listed, from their stats alone (no
 * folder is read): the same as inputStamp's while nothing was added, removed or changed, as adding,
 * removing or renaming an entry changes its folder's time, and each folder is listed. None when a
 * folder changed within a tick of `since`.
 */
export function listedStamp(root: string, listed: readonly string[], since?: number): string | undefined {
  const base = path.resolve(root) + path.sep;
  const hash = createHash('sha256');
  // A folder changed within a tick of the earlier stamp may have gained an entry since, its time unchanged.
  const unsure = (stat: fs.Stats | undefined) =>
    since !== undefined && !!stat?.isDirectory() && withinTick(stat.mtimeMs, since);
  const add = (rel: string, stat: fs.Stats | undefined) =>
    hash.update(`${rel}\u0000${stat ? `${stat.isDirectory() ? 'd' : stat.size}:${stat.mtimeMs}` : '-'}\n`);
  for (const name of [...INPUT_FILES, ...INPUT_FOLDERS]) {
    const stat = fs.lstatSync(base + name, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink() || unsure(stat)) return undefined;
    add(name, stat);
  }
  for (const rel of listed) {
    const stat = fs.statSync(base + rel, { throwIfNoEntry: false });
    if (unsure(stat)) return undefined;
    add(rel, stat);
  }
  return hash.digest('hex');
}

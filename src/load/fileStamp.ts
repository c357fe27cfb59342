import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Names a folder listing leaves out: installed packages, the tool's own folders, dotfiles. */
const SKIPPED = /^(\.|node_modules$)/;

/** A folder's entries, recursively, as sorted relative names (a folder an input depends on: one file more or less counts). */
function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (SKIPPED.test(e.name)) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      out.push(child);
      if (e.isDirectory()) walk(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * A stamp of some inputs (paths relative to `root`, `../` allowed: a monorepo's packages):
 * `times` records each file's size and modification time (equal stamps mean the files are as
 * they were, without reading them, as make decides); `contents` hashes each file's bytes. A
 * folder counts by the names it holds; a file that is gone counts as such.
 */
export function filesStamp(root: string, rels: readonly string[], by: 'times' | 'contents'): string {
  const hash = createHash('sha256');
  for (const rel of rels) {
    const abs = path.resolve(root, rel);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    let what = '-';
    if (stat?.isDirectory()) what = `d:${listing(abs).join('/')}`;
    else if (stat && by === 'times') what = `${stat.size}:${stat.mtimeMs}`;
    else if (stat) what = createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
    hash.update(`${rel}\u0000${what}\n`);
  }
  return hash.digest('hex');
}

/** Whether a file (or folder) of `rels` was modified at or after `since` (ms since the epoch). */
export const modifiedSince = (root: string, rels: readonly string[], since: number): boolean =>
  rels.some((rel) => (fs.statSync(path.resolve(root, rel), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since);

/** The hash of a file's bytes ('-' when it is gone), for keys that must follow its content. */
export function fileHash(abs: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  } catch {
    return '-';
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { byFirst } from '../base/order.js';

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
export const filesStamp = (root: string, rels: readonly string[], by: 'times' | 'contents'): string =>
  stampOf(root, rels, by, Infinity)!;

/**
 * The `times` stamp of some inputs, or none when one of them was modified at or after `since` (ms
 * since the epoch): one stat of each.
 */
export const timesStampBefore = (root: string, rels: readonly string[], since: number): string | undefined =>
  stampOf(root, rels, 'times', since);

/** A run's stats (`statsOnce`), by path. */
let stats: Map<string, fs.Stats | undefined> | undefined;

/**
 * Runs `run` with each file stat'ed once by the stamps it takes: a build stamps its demos' inputs
 * when it starts and again (with its API's) for its record. A stat taken after the build started and
 * before it read the file is as good as one at its end: a file changed later differs from it.
 */
export async function statsOnce<T>(run: () => Promise<T>): Promise<T> {
  stats = new Map();
  try {
    return await run();
  } finally {
    stats = undefined;
  }
}

function statOf(abs: string): fs.Stats | undefined {
  if (!stats) return fs.statSync(abs, { throwIfNoEntry: false });
  if (!stats.has(abs)) stats.set(abs, fs.statSync(abs, { throwIfNoEntry: false }));
  return stats.get(abs);
}

function stampOf(root: string, rels: readonly string[], by: 'times' | 'contents', since: number): string | undefined {
  const hash = createHash('sha256');
  for (const rel of rels) {
    const abs = path.resolve(root, rel);
    const stat = statOf(abs);
    if (stat && stat.mtimeMs >= since) return undefined;
    let what = '-';
    if (stat?.isDirectory()) what = `d:${listing(abs).join('/')}`;
    else if (stat && by === 'times') what = `${stat.size}:${stat.mtimeMs}`;
    else if (stat) what = hashOfFile(abs, stat);
    hash.update(`${rel}\u0000${what}\n`);
  }
  return hash.digest('hex');
}

/** A file's hash with the stat it was taken at: `[path, size, mtimeMs, ctimeMs, sha256]`. */
export type KnownHash = [abs: string, size: number, mtimeMs: number, ctimeMs: number, hash: string];

const known = new Map<string, KnownHash>();
/** The files hashed (or found known) since the last `knownHashes()`: what a build still reads. */
const used = new Set<string>();

/**
 * The hash of a file's bytes, remembered while its size and times are those it was read at (docs-dev
 * stamps the same files after every save; a build starts with the last build's, see `trustHashes`),
 * as git's index does. The change time moves with every write and cannot be set back (`touch -d`
 * sets only the modification time). A file changed within a tick of now is read each time: a later
 * change in the same tick would keep its times.
 */
function hashOfFile(abs: string, stat: fs.Stats): string {
  used.add(abs);
  const was = known.get(abs);
  if (was?.[1] === stat.size && was[2] === stat.mtimeMs && was[3] === stat.ctimeMs) return was[4];
  const hash = createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  if (!withinTick(Math.max(stat.mtimeMs, stat.ctimeMs), Date.now()))
    known.set(abs, [abs, stat.size, stat.mtimeMs, stat.ctimeMs, hash]);
  else known.delete(abs);
  return hash;
}

/** Hashes an earlier process took (a build cache's record of them): trusted while each file's stat is the same. */
export function trustHashes(entries: unknown): void {
  if (!Array.isArray(entries)) return;
  for (const e of entries as unknown[])
    if (
      Array.isArray(e) &&
      e.length === 5 &&
      typeof e[0] === 'string' &&
      [e[1], e[2], e[3]].every((n) => typeof n === 'number') &&
      typeof e[4] === 'string' &&
      !known.has(e[0])
    )
      known.set(e[0], e as KnownHash);
}

/** The known hashes of the files hashed since the last call (a record for the next process: files no longer read drop out). */
export function knownHashes(): KnownHash[] {
  const entries = [...used]
    .map((abs) => known.get(abs))
    .filter((entry) => entry !== undefined)
    .sort(byFirst);
  used.clear();
  return entries;
}

/**
 * Whether a file or folder modified at `mtimeMs` may be modified again without its time moving, seen
 * at `at`: times move in ticks, of at most 10 ms where they have a fraction of a second (Linux's
 * coarse clock), else of one or two seconds (HFS+, FAT).
 */
export const withinTick = (mtimeMs: number, at: number): boolean => mtimeMs >= at - (mtimeMs % 1000 === 0 ? 2000 : 100);

/** The hash of a file's bytes ('-' when it is gone), for keys that must follow its content. */
export function fileHash(abs: string): string {
  try {
    return hashOfFile(abs, fs.statSync(abs));
  } catch {
    return '-';
  }
}

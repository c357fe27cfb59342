import fs from 'node:fs';
import path from 'node:path';
import { withinTick } from '../load/fileStamp.js';
import { cacheKey } from '../site/hash.js';
import { foldersHolding, MARKER, parentOf, type OutputId, type OutputRecord, type BuildCache } from '../site/output.js';
import type { KnownFolders } from './outputFolder.js';

/**
 * What the last build with this cache wrote into an output folder: each file's id, size and
 * modification time. A file is trusted (and kept by an incremental commit) only while its size
 * and time are still those the build left, so a file edited or replaced since is written again.
 */
type Entry = [rel: string, id: OutputId, size: number, mtimeMs: number];
/** A folder of the output and its modification time, which changes whenever an entry is added, removed or renamed in it. */
type Folder = [rel: string, mtimeMs: number];
interface Recorded {
  files: Entry[];
  /** Every folder of the output (`''` itself); none when the output holds files without an id. */
  folders: Folder[];
  /** When the record was taken (ms since the epoch). */
  at: number;
}

/**
 * The record's key: an output folder inside the site root by its path there, so a checkout moved
 * or restored elsewhere with its cache and output (a CI cache) keeps its record; else the folder's
 * absolute path. Files are trusted by size and time either way.
 */
function recordKey(root: string, out: string): string {
  const rel = path.relative(root, path.resolve(out));
  const inside = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  return cacheKey('outputs', inside ? `root/${rel.split(path.sep).join('/')}` : path.resolve(out));
}

const NONE: Recorded = { files: [], folders: [], at: 0 };

/** A record; an empty one when it is of another shape (an older tool's record). */
function recordOf(text: string | undefined): Recorded {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Recorded> | null;
    const isEntry = (e: unknown) =>
      Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string' && typeof e[2] === 'number';
    const isFolder = (e: unknown) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number';
    const { files, folders, at } = value ?? {};
    return Array.isArray(files) && files.every(isEntry) && Array.isArray(folders) && folders.every(isFolder)
      ? { files, folders, at: Number(at) || 0 }
      : NONE;
  } catch {
    return NONE;
  }
}

/** What the last build with this cache left in an output folder, as far as it is still there. */
export interface PreviousOutput {
  /** The files still as it left them, with their ids. */
  trusted: Map<string, OutputId>;
  /** Each folder's time and entries as it recorded them. */
  folders: KnownFolders;
  /** The trusted files' recorded entries (size and time), recorded again for the files a build keeps. */
  entries: ReadonlyMap<string, Entry>;
}

/** Reads the record of the last build into `out`, and checks its files are still as it left them. */
export function previousOutput(cache: BuildCache | undefined, root: string, out: string): PreviousOutput {
  const record = recordOf(cache?.get('outputs', recordKey(root, out)));
  const entries = trustedOf(record.files, out);
  const trusted = new Map([...entries].map(([rel, [, id]]) => [rel, id]));
  return { trusted, folders: knownFolders(record), entries };
}

/** Each recorded folder's time and entries (its files, its folders, the marker in the output folder itself). */
function knownFolders({ files, folders, at }: Recorded): KnownFolders {
  const known = new Map<string, { mtimeMs: number; entries: Array<[string, boolean]> }>();
  // The record's time: a folder changed within a tick of it may have gained an entry since, its time unchanged.
  for (const [rel, mtimeMs] of folders) if (!withinTick(mtimeMs, at)) known.set(rel, { mtimeMs, entries: [] });
  if (!known.size) return known;
  const add = (rel: string, dir: boolean) => known.get(parentOf(rel))?.entries.push([path.posix.basename(rel), dir]);
  add(MARKER, false);
  for (const [rel] of files) add(rel, false);
  for (const [rel] of folders.slice(1)) add(rel, true);
  return known;
}

/**
 * A recorded path's place in the output folder, joined without `path.join`'s normalising: the
 * record holds plain relative POSIX paths, and the no-op check joins thousands of them.
 */
const placeIn = (out: string) => {
  const base = path.resolve(out);
  return (rel: string) => (rel ? `${base}/${rel}` : base);
};

/** The recorded files still as the build left them (none without the output folder's marker). */
function trustedOf(entries: readonly Entry[], out: string): Map<string, Entry> {
  const trusted = new Map<string, Entry>();
  const place = placeIn(out);
  if (!entries.length || !fs.existsSync(place(MARKER))) return trusted;
  for (const entry of entries) {
    const [rel, , size, mtimeMs] = entry;
    const stat = fs.statSync(place(rel), { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size === size && stat.mtimeMs === mtimeMs) trusted.set(rel, entry);
  }
  return trusted;
}

/** Forgets the record before the output changes: if the change is interrupted, the next build is a full one. */
export function forgetOutputs(cache: BuildCache | undefined, root: string, out: string): void {
  cache?.set('outputs', recordKey(root, out), JSON.stringify(NONE));
}

/** Records the committed output's files that have an id. */
export function recordOutputs(
  cache: BuildCache | undefined,
  root: string,
  out: string,
  outputs: readonly OutputRecord[],
  previous?: PreviousOutput,
): void {
  if (!cache) return;
  const files: Entry[] = [];
  for (const [rel, id, written] of outputs) {
    if (id === null) continue;
    // A kept file keeps its entry (stat when the build began): were it changed since, the next build would not trust it.
    const kept = written ? undefined : previous?.entries.get(rel);
    if (kept?.[1] === id) {
      files.push(kept);
      continue;
    }
    const stat = fs.statSync(path.join(out, rel), { throwIfNoEntry: false });
    if (stat) files.push([rel, id, stat.size, stat.mtimeMs]);
  }
  // Files without an id cannot be told from files added since: such an output is never intact.
  const folders: Folder[] =
    files.length === outputs.length
      ? foldersHolding(files.map(([rel]) => rel)).map((rel) => [rel, fs.statSync(path.join(out, rel)).mtimeMs])
      : [];
  cache.set('outputs', recordKey(root, out), JSON.stringify({ files, folders, at: Date.now() }));
}

/**
 * Whether the output folder is exactly as the last build with this cache left it: every recorded
 * file unchanged, and no file added since, known without listing the output: adding, removing or
 * renaming an entry changes its folder's time, and every folder's time is recorded.
 */
export function outputIntact(cache: BuildCache | undefined, root: string, out: string): boolean {
  const { files, folders, at } = recordOf(cache?.get('outputs', recordKey(root, out)));
  if (!files.length || !folders.length || trustedOf(files, out).size !== files.length) return false;
  const entries = new Map<string, number>([['', 1]]); // the marker
  for (const [rel] of [...files, ...folders.slice(1)]) {
    entries.set(parentOf(rel), (entries.get(parentOf(rel)) ?? 0) + 1);
  }
  const place = placeIn(out);
  return folders.every(([rel, mtimeMs]) => {
    const abs = place(rel);
    if (fs.statSync(abs, { throwIfNoEntry: false })?.mtimeMs !== mtimeMs) return false;
    // A folder changed within a tick of the record is checked by its entries.
    return !withinTick(mtimeMs, at) || fs.readdirSync(abs).length === (entries.get(rel) ?? 0);
  });
}

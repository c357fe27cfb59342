import fs from 'node:fs';
import path from 'node:path';
import { cacheKey } from '../site/hash.js';
import { MARKER, type OutputId, type OutputRecord, type BuildCache } from '../site/output.js';

/**
 * What the last build with this cache wrote into an output folder: each file's id, size and
 * modification time. A file is trusted (and kept by an incremental commit) only while its size
 * and time are still those the build left, so a file edited or replaced since is written again.
 */
type Entry = [rel: string, id: OutputId, size: number, mtimeMs: number];

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

/** A record's entries; none when it is not a list of them (an older tool's record). */
function entriesOf(text: string | undefined): Entry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    const isEntry = (e: unknown) =>
      Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string' && typeof e[2] === 'number';
    return Array.isArray(value) && value.every(isEntry) ? (value as Entry[]) : [];
  } catch {
    return [];
  }
}

/** The output's files that are still as the last build left them, with their ids. */
export function trustedOutputs(cache: BuildCache | undefined, root: string, out: string): Map<string, OutputId> {
  return trustedOf(entriesOf(cache?.get('outputs', recordKey(root, out))), out);
}

/** The recorded files still as the build left them (none without the output folder's marker). */
function trustedOf(entries: readonly Entry[], out: string): Map<string, OutputId> {
  const trusted = new Map<string, OutputId>();
  if (!entries.length || !fs.existsSync(path.join(out, MARKER))) return trusted;
  for (const [rel, id, size, mtimeMs] of entries) {
    const stat = fs.statSync(path.join(out, rel), { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size === size && stat.mtimeMs === mtimeMs) trusted.set(rel, id);
  }
  return trusted;
}

/** Forgets the record before the output changes: if the change is interrupted, the next build is a full one. */
export function forgetOutputs(cache: BuildCache | undefined, root: string, out: string): void {
  cache?.set('outputs', recordKey(root, out), '[]');
}

/** Records the committed output's files that have an id. */
export function recordOutputs(
  cache: BuildCache | undefined,
  root: string,
  out: string,
  outputs: readonly OutputRecord[],
): void {
  if (!cache) return;
  const entries: Entry[] = [];
  for (const [rel, id] of outputs) {
    if (id === null) continue;
    const stat = fs.statSync(path.join(out, rel), { throwIfNoEntry: false });
    if (stat) entries.push([rel, id, stat.size, stat.mtimeMs]);
  }
  cache.set('outputs', recordKey(root, out), JSON.stringify(entries));
}

/**
 * Whether the output folder is exactly as the last build with this cache left it: every recorded
 * file unchanged, and no file added since.
 */
export function outputIntact(cache: BuildCache | undefined, root: string, out: string): boolean {
  const recorded = entriesOf(cache?.get('outputs', recordKey(root, out)));
  if (!recorded.length || trustedOf(recorded, out).size !== recorded.length) return false;
  const files = (fs.readdirSync(out, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter(
    (e) => !e.isDirectory(),
  );
  return files.length === recorded.length + 1;
}

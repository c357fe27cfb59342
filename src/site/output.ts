/**
 * The interfaces through which the pure stages hand files and cache entries to write/ (which
 * implements them on disk, and in memory for docs-dev): the stages never touch the file system.
 */

/** Marker file: a folder holding it was written by docs-build (it may be replaced by a build, and served). */
export const MARKER = '.docs-build';

/** What a file holds, by name: a cache key, or a content hash. Equal ids, equal bytes. */
export type OutputId = string;

/** One output file: whether it was written to staging or is kept from the previous output. */
export type OutputRecord = [rel: string, id: OutputId | null, written: boolean];

/** Where a stage puts output files. */
export interface OutputWriter {
  /** Writes a file; `id` names its bytes (a cache key or a content hash). */
  write(rel: string, data: string | Uint8Array, id?: OutputId): void;
  /** Whether the previous output holds `rel` with this id (then `keep` can take it as it is). */
  holds(rel: string, id: OutputId): boolean;
  /** Takes `rel` from the previous output; only valid when it `holds` it. */
  keep(rel: string, id: OutputId): void;
}

/** The build cache's folder in a site root. */
export const CACHE_FOLDER = '.docs-cache';

/**
 * The content-addressed build cache. Keys are hashes of every input of an entry, so an entry is
 * never stale: a changed input is a different key.
 */
export interface BuildCache {
  get(kind: string, key: string): string | undefined;
  set(kind: string, key: string, value: string): void;
  /** Keeps an entry this build does not read (prune leaves it). */
  keep(kind: string, key: string): void;
  /** Removes the entries this build did not use (only the main thread reads and writes the cache). */
  prune(): void;
}

/** The folder of an output path (relative, with `/`): `''` for the output folder itself. */
export const parentOf = (rel: string): string => rel.slice(0, Math.max(0, rel.lastIndexOf('/')));

/** The folders that hold the given files (relative, with `/`), the output folder itself (`''`) first. */
export function foldersHolding(files: Iterable<string>): string[] {
  const folders = new Set<string>(['']);
  for (const rel of files)
    for (let dir = parentOf(rel); dir && !folders.has(dir); dir = parentOf(dir)) folders.add(dir);
  return [...folders];
}

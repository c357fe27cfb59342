import type { Staging } from './outputFolder.js';
import { type OutputId, type OutputRecord, type BuildCache } from '../site/output.js';

/** docs-dev's output: the files a build would write, kept in memory (it never writes into a site's output folder). */
export interface MemoryOutput extends Staging {
  get(rel: string): { data: string | Uint8Array; id: OutputId } | undefined;
}

export function createMemoryOutput(): MemoryOutput {
  const files = new Map<string, { data: string | Uint8Array; id: OutputId }>();
  let counter = 0;
  return {
    dir: '',
    write(rel, data, id) {
      files.set(rel, { data, id: id ?? `unkeyed-${++counter}` });
    },
    holds: (rel, id) => files.get(rel)?.id === id,
    keep() {
      // The file is already there.
    },
    outputs: (): OutputRecord[] => [...files].map(([rel, { id }]) => [rel, id, true]),
    get: (rel) => files.get(rel),
  };
}

/** Entries kept per kind: a session of edits must not grow the memory without bound. */
const ENTRIES_PER_KIND = 4;

/** A build cache in memory: docs-dev reuses what it rendered while it runs, and leaves no files behind. */
export function createMemoryCache(): BuildCache {
  const kinds = new Map<string, Map<string, string>>();
  return {
    get: (kind, key) => kinds.get(kind)?.get(key),
    // Bounded by ENTRIES_PER_KIND: nothing is pruned.
    keep: () => undefined,
    set(kind, key, value) {
      let entries = kinds.get(kind);
      if (!entries) kinds.set(kind, (entries = new Map()));
      entries.delete(key);
      entries.set(key, value);
      // The oldest entries go first (a Map keeps insertion order).
      for (const old of entries.keys()) {
        if (entries.size <= ENTRIES_PER_KIND) break;
        entries.delete(old);
      }
    },
    prune() {
      // Bounded by ENTRIES_PER_KIND instead.
    },
  };
}

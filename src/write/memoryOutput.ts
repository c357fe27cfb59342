import type { Staging } from './outputFolder.js';
import { type OutputId, type OutputRecord, type BuildCache } from '../site/output.js';
import type { CacheEntry } from '../site/shards.js';
import { compareStrings } from '../base/order.js';

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

/**
 * A build cache in memory: docs-dev reuses what it rendered while it runs, and leaves no files
 * behind; --merge holds the shards' entries in one (`limit`: Infinity).
 */
export function createMemoryCache(limit = ENTRIES_PER_KIND): BuildCache {
  const kinds = new Map<string, Map<string, string>>();
  return {
    get: (kind, key) => kinds.get(kind)?.get(key),
    // Bounded by the limit: nothing is pruned.
    keep: () => undefined,
    set(kind, key, value) {
      let entries = kinds.get(kind);
      if (!entries) kinds.set(kind, (entries = new Map()));
      entries.delete(key);
      entries.set(key, value);
      // The oldest entries go first (a Map keeps insertion order).
      for (const old of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(old);
      }
    },
    prune() {
      // Bounded by the limit instead.
    },
  };
}

/**
 * `memory`, which also reads the entries of `kinds` that it lacks from `disk` (each once: it keeps
 * them), and never writes there: docs-dev takes the last build's work whose keys name every input.
 */
export function readingThrough(memory: BuildCache, disk: BuildCache, kinds: readonly string[]): BuildCache {
  return {
    ...memory,
    get(kind, key) {
      const kept = memory.get(kind, key);
      if (kept !== undefined || !kinds.includes(kind)) return kept;
      const read = disk.get(kind, key);
      if (read !== undefined) memory.set(kind, key, read);
      return read;
    },
  };
}

/**
 * `store` (by default one in memory: a build without a cache) that also remembers every entry read
 * from it or written to it, as last seen: what a shard hands to --merge.
 */
export function recordingCache(store: BuildCache = createMemoryCache(Infinity)): {
  store: BuildCache;
  entries: () => CacheEntry[];
} {
  const seen = new Map<string, CacheEntry>();
  const note = (kind: string, key: string, value: string | undefined) => {
    if (value !== undefined) seen.set(`${kind}\u0000${key}`, [kind, key, value]);
    return value;
  };
  return {
    store: {
      get: (kind, key) => note(kind, key, store.get(kind, key)),
      set(kind, key, value) {
        store.set(kind, key, value);
        note(kind, key, value);
      },
      keep: (kind, key) => store.keep(kind, key),
      prune: () => store.prune(),
    },
    entries: () => [...seen.values()].sort((a, b) => compareStrings(a[0], b[0]) || compareStrings(a[1], b[1])),
  };
}

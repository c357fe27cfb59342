import { compareStrings } from '../base/order.js';

/** The files a sharded build writes beside its pages, for --merge. */
export const SHARD_MANIFEST = '.docs-shard.json';
/** A shard's search entries, which --merge assembles into the index. */
export const SHARD_SEARCH = '.docs-search.json';
/** The facts of the pages a shard analysed, from which --merge validates the whole site. */
export const SHARD_FACTS = '.docs-facts.json';
/**
 * The site's TypeScript as the shard read it (its API extraction and demo type check, as the cache
 * entries that record every file they read): --merge takes each while those files are unchanged.
 */
export const SHARD_TYPES = '.docs-types.json';

/** A build cache entry as a shard carries it. */
export type CacheEntry = [kind: string, key: string, value: string];

export interface ShardManifest {
  shard: { index: number; count: number };
  baseUrl: string;
  /** The fingerprint of the docs-build that wrote it: the merge must be the same build. */
  tool: string;
  /** --strict of the shard builds: the merge's validation applies it too. */
  strict: boolean;
  routes: string[];
  /** The templates' titles and descriptions (from their modules): the merge's llms.txt lists them. */
  templates: TemplateMeta[];
  /** Every file the shard published, sorted: --merge takes these (regular files) and nothing else. */
  files: string[];
}

/** What a template's module says of it. */
export interface TemplateMeta {
  slug: string;
  title: string;
  description: string;
}

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** Parses `I/N` (1 <= I <= N); undefined when malformed. */
export function parseShard(value: string): Shard | undefined {
  const m = value.match(/^(\d+)\/(\d+)$/);
  if (!m) return undefined;
  const [index, count] = [Number(m[1]), Number(m[2])];
  return index >= 1 && index <= count ? { index, count } : undefined;
}

/**
 * Deterministic, size-balanced assignment of work units to shards: largest first, each to the
 * least-loaded shard (ties by key and by shard number).
 */
export function assignShards(units: ReadonlyArray<{ key: string; size: number }>, count: number): Map<string, number> {
  const loads = Array.from({ length: count }, () => 0);
  const out = new Map<string, number>();
  const sorted = [...units].sort((a, b) => b.size - a.size || compareStrings(a.key, b.key));
  for (const unit of sorted) {
    let best = 0;
    for (let i = 1; i < count; i++) if (loads[i] < loads[best]) best = i;
    loads[best] += unit.size;
    out.set(unit.key, best + 1);
  }
  return out;
}

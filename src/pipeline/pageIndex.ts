import { cacheKey, textKey } from '../site/hash.js';
import { type BuildCache } from '../site/output.js';
import { byFirst } from '../base/order.js';

/**
 * Per-page data in sixteen cache entries per kind (key -> JSON, by the key's first hex digit), read
 * once per build instead of one file per page: on a large site a rebuild spends more time opening
 * small files than on anything else; and a one-page edit rewrites one sixteenth of it, not all.
 * Kinds: `facts` (a page's analysis) and `search` (its search words). A page's key is the hash of
 * the tool and its source, so an entry is never stale.
 */
export type PageIndexKind = 'facts' | 'search';

type KeyedPage = { rel: string; route: string; lang: string; text: string };
const keys = new WeakMap<KeyedPage, string>();

/** A page's key (remembered per page object: a build asks for it more than once). */
export function factsKey(fingerprint: string, page: KeyedPage): string {
  let key = keys.get(page);
  if (key === undefined) keys.set(page, (key = cacheKey(fingerprint, page.rel, page.route, page.lang, textKey(page))));
  return key;
}

const SHARDS = [...'0123456789abcdef'];
const shardName = (digit: string) => `index-${digit}`;

/** One shard's entries; a damaged one counts as empty (its pages are analysed again). */
function readShard(cache: BuildCache, kind: PageIndexKind, digit: string): Array<[string, string]> {
  try {
    const entries = [...new Map(JSON.parse(cache.get(kind, shardName(digit)) ?? '[]') as Array<[string, string]>)];
    return entries.every(([k, v]) => typeof k === 'string' && k[0] === digit && typeof v === 'string') ? entries : [];
  } catch {
    return [];
  }
}

export function readPageIndex(cache: BuildCache | undefined, kind: PageIndexKind): Map<string, string> {
  return new Map(cache ? SHARDS.flatMap((digit) => readShard(cache, kind, digit)) : []);
}

/**
 * Replaces the index with this build's pages (sorted: the same site gives the same files); a shard
 * whose entries are those `known` read is kept as it is.
 */
export function writePageIndex(
  cache: BuildCache | undefined,
  kind: PageIndexKind,
  entries: Iterable<[key: string, json: string]>,
  known: ReadonlyMap<string, string> = new Map(),
): void {
  if (!cache) return;
  const all = [...new Map(entries)].sort(byFirst);
  const before = new Map<string, number>();
  for (const key of known.keys()) before.set(key[0], (before.get(key[0]) ?? 0) + 1);
  for (const digit of SHARDS) {
    const shard = all.filter(([key]) => key[0] === digit);
    if (shard.length === (before.get(digit) ?? 0) && shard.every(([key, json]) => known.get(key) === json))
      cache.keep(kind, shardName(digit));
    else cache.set(kind, shardName(digit), JSON.stringify(shard));
  }
}

/** What the cache knows of each page from the last build: its facts, and its search words. */
export type PageIndexes = { knownFacts: Map<string, string>; knownSearch: Map<string, string> };

export const knownPages = (cache: BuildCache | undefined): PageIndexes => ({
  knownFacts: readPageIndex(cache, 'facts'),
  knownSearch: readPageIndex(cache, 'search'),
});

import { cacheKey, type BuildCache } from './buildCache.js';

/**
 * Every page's facts in one cache entry (key -> facts), read once per build instead of one file
 * per page: on a large site a rebuild spends more time opening small files than on anything else.
 * A page's key is the hash of the tool and its source, so an entry is never stale.
 */
const INDEX = ['facts', 'index'] as const;

type KeyedPage = { rel: string; route: string; lang: string; text: string };
const keys = new WeakMap<KeyedPage, string>();

/** A page's facts key (remembered per page object: a build asks for it more than once). */
export function factsKey(fingerprint: string, page: KeyedPage): string {
  let key = keys.get(page);
  if (key === undefined) keys.set(page, (key = cacheKey(fingerprint, page.rel, page.route, page.lang, page.text)));
  return key;
}

export function readFactsIndex(cache: BuildCache | undefined): Map<string, string> {
  const text = cache?.get(...INDEX);
  if (!text) return new Map();
  try {
    return new Map(JSON.parse(text) as Array<[string, string]>);
  } catch {
    return new Map();
  }
}

/** Replaces the index with the facts of this build's pages (sorted: the same site gives the same file). */
export function writeFactsIndex(cache: BuildCache | undefined, entries: Iterable<[key: string, facts: string]>): void {
  cache?.set(...INDEX, JSON.stringify([...new Map(entries)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

import { cacheKey } from '../site/hash.js';
import { type BuildCache } from '../site/output.js';
import { byFirst } from '../base/order.js';

/**
 * Per-page data in one cache entry per kind (key -> JSON), read once per build instead of one file
 * per page: on a large site a rebuild spends more time opening small files than on anything else.
 * Kinds: `facts` (a page's analysis) and `search` (its search words). A page's key is the hash of
 * the tool and its source, so an entry is never stale.
 */
export type PageIndexKind = 'facts' | 'search';

type KeyedPage = { rel: string; route: string; lang: string; text: string };
const keys = new WeakMap<KeyedPage, string>();

/** A page's key (remembered per page object: a build asks for it more than once). */
export function factsKey(fingerprint: string, page: KeyedPage): string {
  let key = keys.get(page);
  if (key === undefined) keys.set(page, (key = cacheKey(fingerprint, page.rel, page.route, page.lang, page.text)));
  return key;
}

export function readPageIndex(cache: BuildCache | undefined, kind: PageIndexKind): Map<string, string> {
  const text = cache?.get(kind, 'index');
  if (!text) return new Map();
  try {
    return new Map(JSON.parse(text) as Array<[string, string]>);
  } catch {
    return new Map();
  }
}

/** Replaces the index with this build's pages (sorted: the same site gives the same file). */
export function writePageIndex(
  cache: BuildCache | undefined,
  kind: PageIndexKind,
  entries: Iterable<[key: string, json: string]>,
): void {
  cache?.set(kind, 'index', JSON.stringify([...new Map(entries)].sort(byFirst)));
}

/** What the cache knows of each page from the last build: its facts, and its search words. */
export type PageIndexes = { knownFacts: Map<string, string>; knownSearch: Map<string, string> };

export const knownPages = (cache: BuildCache | undefined): PageIndexes => ({
  knownFacts: readPageIndex(cache, 'facts'),
  knownSearch: readPageIndex(cache, 'search'),
});

import { cacheKey, textKey } from '../site/hash.js';
import { type BuildCache } from '../site/output.js';

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

/**
 * What the cache holds of a kind: its keys, found in each shard's text without parsing it, and
 * their values, a shard parsed when one of its values is first asked for (a one-page rebuild of the
 * 1,000-page bench needs the words of one shard of sixteen, 6 MB in all).
 */
export interface KnownIndex {
  has(key: string): boolean;
  get(key: string): string | undefined;
  /** The keys a shard holds (by the keys' first hex digit). */
  shardKeys(digit: string): ReadonlySet<string>;
  /** Whether a key's value is JSON's `null` (a page kept out of search), known without parsing its shard. */
  isNull(key: string): boolean;
}

// An entry as JSON.stringify writes a shard: `["<key>","<value>"]`. Every quote inside a value is escaped, so the
// pattern finds exactly the entries' keys (a page's key is a sha256).
const ENTRY = /\["([0-9a-f]{64})","(null"\])?/g;

/** One shard's values, checked whole: a damaged shard (or an older tool's) counts as empty, its pages analysed again. */
function parseShard(text: string, digit: string, keys: ReadonlySet<string>): Map<string, string> | undefined {
  try {
    const entries = new Map(JSON.parse(text) as Array<[string, string]>);
    const whole = [...entries].every(([k, v]) => typeof k === 'string' && k[0] === digit && typeof v === 'string');
    return whole && entries.size === keys.size && [...keys].every((k) => entries.has(k)) ? entries : undefined;
  } catch {
    return undefined;
  }
}

export function readPageIndex(cache: BuildCache | undefined, kind: PageIndexKind): KnownIndex {
  const shards = new Map(
    SHARDS.map((digit) => {
      const text = cache?.get(kind, shardName(digit)) ?? '';
      const matches = [...text.matchAll(ENTRY)];
      const found = new Set(matches.map((m) => m[1]));
      const nulls = new Set(matches.filter((m) => m[2]).map((m) => m[1]));
      // A key of another shard's digit is not this tool's entry: the shard counts as empty.
      const keys = [...found].every((k) => k[0] === digit) ? found : new Set<string>();
      const shard = { keys, nulls, values: undefined as Map<string, string> | undefined };
      const values = () => (shard.values ??= parseShard(text, digit, keys) ?? new Map());
      return [digit, { shard, values }] as const;
    }),
  );
  // Once a shard is parsed, its values are what it holds (none if it was damaged after all).
  const held = (key: string) => {
    const { shard } = shards.get(key[0]) ?? {};
    return !!shard?.keys.has(key) && (shard.values === undefined || shard.values.has(key));
  };
  return {
    has: held,
    get: (key) => (held(key) ? shards.get(key[0])!.values().get(key) : undefined),
    shardKeys: (digit) => shards.get(digit)?.shard.keys ?? new Set(),
    isNull: (key) => held(key) && !!shards.get(key[0])?.shard.nulls.has(key),
  };
}

/**
 * Replaces the index with this build's pages, `keys` with their values (`valueOf`, asked for the
 * shards written only; sorted: the same site gives the same files). A shard that holds the keys it
 * held (`known`) is kept as it is: a key is the hash of the tool and a page's source, its value
 * follows from them.
 */
export function writePageIndex(
  cache: BuildCache | undefined,
  kind: PageIndexKind,
  keys: readonly string[],
  valueOf: (key: string) => string,
  known?: KnownIndex,
): void {
  if (!cache) return;
  const all = [...new Set(keys)].sort();
  for (const digit of SHARDS) {
    const shard = all.filter((key) => key[0] === digit);
    const before = known?.shardKeys(digit) ?? new Set<string>();
    if (shard.length === before.size && shard.every((key) => before.has(key))) cache.keep(kind, shardName(digit));
    else cache.set(kind, shardName(digit), JSON.stringify(shard.map((key) => [key, valueOf(key)])));
  }
}

/** The values this build found (`found`), and the cache's for the rest. */
export const withFound = (known: KnownIndex, found: ReadonlyMap<string, string>): Omit<KnownIndex, 'shardKeys'> => ({
  has: (key) => found.has(key) || known.has(key),
  get: (key) => found.get(key) ?? known.get(key),
  isNull: (key) => (found.has(key) ? found.get(key) === 'null' : known.isNull(key)),
});

/** What the cache knows of each page from the last build: its facts, and its search words. */
export type PageIndexes = { knownFacts: KnownIndex; knownSearch: KnownIndex };

export const knownPages = (cache: BuildCache | undefined): PageIndexes => ({
  knownFacts: readPageIndex(cache, 'facts'),
  knownSearch: readPageIndex(cache, 'search'),
});

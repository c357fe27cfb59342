import { createHash } from 'node:crypto';
import { readPageIndex, writePageIndex as writeIndex, type KnownIndex } from '../../src/pipeline/pageIndex.js';
import type { BuildCache } from '../../src/site/output.js';

// Issue 44: the per-page indexes are rewritten in proportion to what changed. On a plain-object cache.
function memoryCache() {
  const entries = new Map<string, string>();
  const sets: string[] = [];
  const kept: string[] = [];
  const cache: BuildCache = {
    get: (kind, key) => entries.get(`${kind}/${key}`),
    set: (kind, key, value) => void (entries.set(`${kind}/${key}`, value), sets.push(key)),
    keep: (_kind, key) => void kept.push(key),
    prune: () => undefined,
  };
  return { cache, entries, sets, kept };
}

/** Writes the entries (their values asked for by key, as a build does). */
const writePageIndex = (
  cache: BuildCache,
  kind: 'facts' | 'search',
  entries: Array<[string, string]>,
  known?: KnownIndex,
) =>
  writeIndex(
    cache,
    kind,
    entries.map(([k]) => k),
    (k) => new Map(entries).get(k)!,
    known,
  );
const sizeOf = (index: KnownIndex) => [...'0123456789abcdef'].reduce((n, d) => n + index.shardKeys(d).size, 0);

const key = (n: number | string) => createHash('sha256').update(String(n)).digest('hex');
// A page's key is the hash of its source: an edited page has a new key.
const pages = (count: number, edited = -1): Array<[string, string]> =>
  Array.from({ length: count }, (_, n) => [
    key(n === edited ? `${n} edited` : n),
    JSON.stringify({ page: n, edited: n === edited }),
  ]);

test('an index reads back as it was written, and a one-page edit rewrites the one shard that holds the page', () => {
  const { cache, sets, kept } = memoryCache();
  writePageIndex(cache, 'facts', pages(200));
  expect(sets).toHaveLength(16);
  const known = readPageIndex(cache, 'facts');
  expect(pages(200).map(([k]) => known.get(k))).toEqual(pages(200).map(([, v]) => v));
  expect(sizeOf(known)).toBe(200);
  sets.length = 0;
  writePageIndex(cache, 'facts', pages(200, 7), known);
  // The shard that held its old key, and the one that holds its new key.
  const shards = [...new Set([key(7)[0], key('7 edited')[0]])].sort().map((d) => `index-${d}`);
  expect(sets).toEqual(shards);
  expect(kept).toHaveLength(16 - shards.length);
  expect(readPageIndex(cache, 'facts').get(key('7 edited'))).toBe(JSON.stringify({ page: 7, edited: true }));
  expect(readPageIndex(cache, 'facts').has(key(7))).toBe(false);
});

test('a page gone, or one added, rewrites its shard too; the same pages rewrite nothing', () => {
  const { cache, sets } = memoryCache();
  writePageIndex(cache, 'search', pages(50));
  sets.length = 0;
  writePageIndex(cache, 'search', pages(49), readPageIndex(cache, 'search'));
  expect(sets).toEqual([`index-${key(49)[0]}`]);
  sets.length = 0;
  writePageIndex(cache, 'search', pages(49), readPageIndex(cache, 'search'));
  expect(sets).toEqual([]);
});

test('a damaged shard loses only its own pages (they are analysed again), and is written whole next time', () => {
  const { cache, entries, sets } = memoryCache();
  writePageIndex(cache, 'facts', pages(100));
  const digit = key(3)[0];
  for (const damage of ['', '{"a": 1}', '[1]', '"text"', `[["${key(4)}", 5]]`, '[["not-its-digit", "x"]]']) {
    entries.set(`facts/index-${digit}`, damage);
    const read = readPageIndex(cache, 'facts');
    expect(read.has(key(3))).toBe(false);
    expect(sizeOf(read)).toBe(100 - pages(100).filter(([k]) => k[0] === digit).length);
    sets.length = 0;
    writePageIndex(cache, 'facts', pages(100), read);
    expect(sets).toEqual([`index-${digit}`]);
  }
});

test('keys are known without parsing a shard, and a shard is parsed when one of its values is asked for: then only what it holds counts', () => {
  const { cache, entries } = memoryCache();
  writePageIndex(cache, 'search', pages(100));
  const digit = key(5)[0];
  // Its entries' text as written, cut short: the keys are there, the values are not.
  const text = entries.get(`search/index-${digit}`)!;
  entries.set(`search/index-${digit}`, text.slice(0, -10));
  const read = readPageIndex(cache, 'search');
  expect(read.has(key(5))).toBe(true);
  expect(read.get(key(5))).toBeUndefined();
  expect(read.has(key(5))).toBe(false);
  // The other shards are read as written.
  const other = pages(100).find(([k]) => k[0] !== digit)!;
  expect(read.get(other[0])).toBe(other[1]);
});

test('a shard whose keys are those it held is kept without asking for its values', () => {
  const { cache, sets } = memoryCache();
  writePageIndex(cache, 'search', pages(100));
  const known = readPageIndex(cache, 'search');
  const asked: string[] = [];
  const edited = pages(101);
  sets.length = 0;
  writeIndex(
    cache,
    'search',
    edited.map(([k]) => k),
    (k) => (asked.push(k), new Map(edited).get(k)!),
    known,
  );
  expect(sets).toEqual([`index-${key(100)[0]}`]);
  expect(asked.sort()).toEqual(
    edited
      .map(([k]) => k)
      .filter((k) => k[0] === key(100)[0])
      .sort(),
  );
});

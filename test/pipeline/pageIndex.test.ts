import { createHash } from 'node:crypto';
import { readPageIndex, writePageIndex } from '../../src/pipeline/pageIndex.js';
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

const key = (n: number) => createHash('sha256').update(String(n)).digest('hex');
const pages = (count: number, edited = -1): Array<[string, string]> =>
  Array.from({ length: count }, (_, n) => [key(n), JSON.stringify({ page: n, edited: n === edited })]);

test('an index reads back as it was written, and a one-page edit rewrites the one shard that holds the page', () => {
  const { cache, sets, kept } = memoryCache();
  writePageIndex(cache, 'facts', pages(200));
  expect(sets).toHaveLength(16);
  const known = readPageIndex(cache, 'facts');
  expect(known).toEqual(new Map(pages(200)));
  sets.length = 0;
  writePageIndex(cache, 'facts', pages(200, 7), known);
  expect(sets).toEqual([`index-${key(7)[0]}`]);
  expect(kept).toHaveLength(15);
  expect(readPageIndex(cache, 'facts').get(key(7))).toBe(JSON.stringify({ page: 7, edited: true }));
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
    expect(read.size).toBe(100 - pages(100).filter(([k]) => k[0] === digit).length);
    sets.length = 0;
    writePageIndex(cache, 'facts', pages(100), read);
    expect(sets).toEqual([`index-${digit}`]);
  }
});

import { availableParallelism } from 'node:os';
import { describe, expect, it } from '@jest/globals';
import { threadCount } from '../../src/pipeline/threads.js';
import { splitEvenly } from '../../src/pipeline/shares.js';
import type { PageSource } from '../../src/site/types.js';

const pages = (count: number, size: number): PageSource[][] =>
  Array.from({ length: count }, (_, i) => [
    { rel: `p${i}.md`, route: `/p${i}`, lang: 'en', text: 'x'.repeat(size), dir: '' },
  ]);

describe('render threads', () => {
  it('a small site renders on one thread', () => expect(threadCount(pages(40, 1000), 0, 40)).toBe(1));

  it('a large site gets a thread per core, at most', () => {
    expect(threadCount(pages(2000, 6000), 0, 2000)).toBe(Math.max(1, Math.min(availableParallelism(), 4)));
  });

  it('--jobs decides, but never more threads than routes', () => {
    expect(threadCount(pages(3, 10), 0, 3, 8)).toBe(3);
    expect(threadCount(pages(2000, 6000), 0, 2000, 1)).toBe(1);
  });

  it('pages the cache holds do not count: a warm rebuild renders on the main thread', () =>
    expect(threadCount([], 0, 2000)).toBe(1));
});

describe('preview lists', () => {
  it('are consecutive runs of the list, as equal as can be', () => {
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(splitEvenly([1], 3)).toEqual([[], [], [1]]);
  });
});

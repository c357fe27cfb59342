import { assignShards, parseShard } from '../../src/site/shards.js';

describe('shards', () => {
  it('parses I/N', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '2', 'a/b', '1/0']) expect(parseShard(bad)).toBeUndefined();
  });

  it('assigns largest first to the least-loaded shard, deterministically', () => {
    const units = [
      { key: '/a', size: 10 },
      { key: '/b', size: 7 },
      { key: '/c', size: 5 },
      { key: '/d', size: 4 },
      { key: '/e', size: 1 },
    ];
    const assignment = assignShards(units, 2);
    expect(Object.fromEntries(assignment)).toEqual({ '/a': 1, '/b': 2, '/c': 2, '/d': 1, '/e': 2 });
    expect(assignShards([...units].reverse(), 2)).toEqual(assignment);
  });
});

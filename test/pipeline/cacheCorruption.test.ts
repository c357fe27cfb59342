import fs from 'node:fs';
import path from 'node:path';
import { CACHE_KINDS, CORRUPTIONS } from '../cacheDamage.js';
import { hashTree, runCli } from '../helpers.js';
import { builtNewSite, seededNewSite } from '../sharedSites.js';

/**
 * A damaged cache never holds a build hostage: every kind of entry, damaged, is a miss, and the
 * build's output is byte-identical to a cold build's (a new site from docs-init has every kind of
 * entry: site assets, demo bundle, facts, search, outputs, last build...). Every entry is read
 * through one sealed `get`, whose answer to each way of damage test/write/buildCache.test.ts
 * pins; here every way meets the build: the entries take the ways in turn.
 */
describe('a damaged build cache', () => {
  // Warm from the run's first build of a new site, whose output is a cold build's (reliability.test: cache or none, any path).
  const root = seededNewSite('cache-damage');
  const parent = path.dirname(root);
  const page = path.join(root, 'content/acme-ui/getting-started/overview/index.md');
  const build = (out: string, ...extra: string[]) => {
    const r = runCli('docs-build', ['--root', root, '--out', out, ...extra]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return hashTree(out);
  };
  let cold: Record<string, string>;
  let coldEdited: Record<string, string>;
  const snapshot = path.join(parent, 'cache-snapshot');
  const out = path.join(parent, 'dist');
  const original = () => fs.readFileSync(page, 'utf8').replace(/\nEdited after the cache was damaged\.\n$/, '');

  beforeAll(() => {
    cold = hashTree(builtNewSite().out);
    fs.appendFileSync(page, '\nEdited after the cache was damaged.\n');
    coldEdited = build(path.join(parent, 'cold-edited'), '--no-cache');
    fs.writeFileSync(page, original());
    build(out);
    fs.cpSync(path.join(root, '.docs-cache'), snapshot, { recursive: true });
  });
  afterEach(() => fs.writeFileSync(page, original()));

  /**
   * The warm cache again, with the entries of `kinds` (all when none are named) damaged in the ways
   * of `ways`, taken in turn entry after entry; returns the kinds and the ways used per kind.
   */
  function damage(ways: typeof CORRUPTIONS, kinds?: string[]): Record<string, string[]> {
    const cache = path.join(root, '.docs-cache');
    fs.rmSync(cache, { recursive: true, force: true });
    fs.cpSync(snapshot, cache, { recursive: true });
    const used: Record<string, string[]> = {};
    let turn = 0;
    for (const kind of kinds ?? fs.readdirSync(cache).sort()) {
      used[kind] = [];
      for (const name of fs.readdirSync(path.join(cache, kind)).sort()) {
        const [way, how] = ways[turn++ % ways.length];
        how(path.join(cache, kind, name));
        used[kind].push(way);
      }
    }
    return used;
  }

  it('every entry of every kind damaged, every way used, then a page edit: the output is a cold build’s', () => {
    const used = damage(CORRUPTIONS);
    expect(Object.keys(used)).toEqual(CACHE_KINDS);
    expect(new Set(Object.values(used).flat())).toEqual(new Set(CORRUPTIONS.map(([way]) => way)));
    fs.appendFileSync(page, '\nEdited after the cache was damaged.\n');
    expect(build(out)).toEqual(coldEdited);
  });

  // The no-op check reads these two before anything else: damage that fails the read and damage that fails the seal.
  const ways = CORRUPTIONS.filter(([way]) => way === 'a directory' || way === 'truncated');
  it.each([['last-build'], ['outputs']].flatMap(([kind]) => ways.map(([way, how]) => [kind, way, how] as const)))(
    'the %s entry damaged as %s, nothing edited (the no-op check reads it)',
    (kind, _way, how) => {
      damage([[_way, how]], [kind]);
      expect(build(out)).toEqual(cold);
    },
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { CACHE_KINDS, CORRUPTIONS } from '../cacheDamage.js';
import { hashTree, runCli } from '../helpers.js';
import { builtNewSite, seededNewSite } from '../sharedSites.js';

/**
 * A damaged cache never holds a build hostage: every kind of entry, damaged in every way, is a
 * miss, and the build's output is byte-identical to a cold build's (a new site from docs-init has
 * every kind of entry: site assets, demo bundle, facts, search, outputs, last build...).
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

  /** The warm cache again, with the entries of `kinds` damaged (all kinds when none are named). */
  function damage(how: (file: string) => void, kinds?: string[]): string[] {
    const cache = path.join(root, '.docs-cache');
    fs.rmSync(cache, { recursive: true, force: true });
    fs.cpSync(snapshot, cache, { recursive: true });
    const all = fs.readdirSync(cache).sort();
    for (const kind of kinds ?? all)
      for (const name of fs.readdirSync(path.join(cache, kind))) how(path.join(cache, kind, name));
    return all;
  }

  it('has every kind of entry to damage', () => {
    expect(damage(() => undefined)).toEqual(CACHE_KINDS);
  });

  describe.each(CORRUPTIONS)('damaged as %s', (_, how) => {
    afterEach(() => fs.writeFileSync(page, original()));

    it('every entry, then a page edit: the output is a cold build’s', () => {
      damage(how);
      fs.appendFileSync(page, '\nEdited after the cache was damaged.\n');
      expect(build(out)).toEqual(coldEdited);
    });

    it.each([['last-build'], ['outputs']])('the %s entry, nothing edited (the no-op check reads it)', (kind) => {
      damage(how, [kind]);
      expect(build(out)).toEqual(cold);
    });
  });
});

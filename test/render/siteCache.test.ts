import { describe, expect, it } from '@jest/globals';
import { loadSite } from '../../src/load/loadSite.js';
import { SiteCache } from '../../src/render/siteCache.js';
import type { PreparedAssets, RenderCache, SiteAssets } from '../../src/render/types.js';
import { siteModelOf } from '../../src/transform/buildSiteModel.js';
import { createMemoryCache } from '../../src/write/memoryOutput.js';
import { REPO } from '../helpers.js';

// The rules of what the cache keeps of the site-wide work (render/siteCache.ts), on plain objects.
const source = loadSite(REPO);
const model = siteModelOf(source);
const server = { code: 'module.exports = {};', map: '{}' };
const demoBundle = { runtime: '/r.js', editors: '/e.js', modules: {}, sandboxes: {}, css: {}, files: [] };
const assets = { css: 'a{}', cssName: 'static/docs.1.css', demoBundle } as unknown as SiteAssets;
const prepared = (problems: number): PreparedAssets => ({
  assets,
  problems: Array.from({ length: problems }, () => ({
    code: 'demo-render-failed',
    file: 'content/a.js',
    line: 1,
    column: 1,
    severity: 'error' as const,
    message: 'threw',
  })),
  inputs: [],
  live: ['content/a.js'],
});
const store = () => createMemoryCache();
const cacheOf = (memory: RenderCache['store'], session?: string): RenderCache => ({
  store: memory,
  fingerprint: 'tool',
  stamp: () => 'stamp',
  ...(session === undefined ? {} : { session }),
});

describe('the site cache', () => {
  it('keeps assets and bundles that had no problem: another build (or docs-dev session) of the same inputs uses both', () => {
    const memory = store();
    new SiteCache(model, cacheOf(memory)).keep(prepared(0), server);
    const next = new SiteCache(model, cacheOf(memory, '7'));
    const kept = next.bundles();
    expect(kept).toEqual({ server, browser: { live: ['content/a.js'], bundle: expect.any(Function), inputs: [] } });
    expect(kept?.browser?.bundle()).toEqual(demoBundle);
    // The assets are the session's own: keyed by it.
    expect(next.assets()).toBeUndefined();
    expect(new SiteCache(model, cacheOf(memory)).assets()).toEqual(assets);
  });

  it('a build keeps nothing that had a problem; docs-dev keeps it for its session only, and never its browser bundle', () => {
    const memory = store();
    new SiteCache(model, cacheOf(memory)).keep(prepared(1), server);
    expect(new SiteCache(model, cacheOf(memory)).bundles()).toBeUndefined();
    expect(new SiteCache(model, cacheOf(memory)).assets()).toBeUndefined();
    new SiteCache(model, cacheOf(memory, '1')).keep(prepared(1), server);
    const same = new SiteCache(model, cacheOf(memory, '1'));
    expect(same.bundles()).toEqual({ server });
    expect(same.problems()).toHaveLength(1);
    expect(new SiteCache(model, cacheOf(memory, '2')).bundles()).toBeUndefined();
  });

  it("keeps the browser bundle's files as an entry of their own: read only when asked for, and none when damaged or of another bundling", () => {
    const memory = store();
    const written: string[] = [];
    const spy = {
      ...memory,
      set: (kind: string, key: string, value: string) => (
        kind === 'demo-bundles' && written.push(key),
        memory.set(kind, key, value)
      ),
    };
    new SiteCache(model, cacheOf(spy)).keep(prepared(0), server);
    const files = written.filter((key) => key.endsWith('-browser'));
    expect(written).toHaveLength(2);
    expect(files).toHaveLength(1);
    const read: string[] = [];
    const reads = { ...memory, get: (kind: string, key: string) => (read.push(key), memory.get(kind, key)) };
    const kept = new SiteCache(model, cacheOf(reads)).bundles();
    expect(kept?.server).toEqual(server);
    expect(read.filter((key) => key.endsWith('-browser'))).toEqual([]);
    // Damaged, or the files of another bundling sealed as they should be: the demos are bundled again.
    for (const damaged of ['{"files"', JSON.stringify({ ...demoBundle, runtime: '/other.js' })]) {
      memory.set('demo-bundles', files[0], damaged);
      expect(kept?.browser?.bundle()).toBeUndefined();
    }
    expect(kept?.server).toEqual(server);
  });

  it('without a cache there is nothing to keep or find', () => {
    const none = new SiteCache(model, undefined);
    none.keep(prepared(0), server);
    expect([none.siteKey, none.assets(), none.bundles(), none.problems()]).toEqual(['', undefined, undefined, []]);
  });
  // docs-dev reads the kept assets after every save: what it gets is always what the store holds now.
  it('gives the assets each store holds, read after one another', () => {
    const other = { ...assets, css: 'b{}', cssName: 'static/docs.2.css' } as SiteAssets;
    const memories = [store(), store()];
    new SiteCache(model, cacheOf(memories[0])).keep(prepared(0), server);
    new SiteCache(model, cacheOf(memories[1])).keep({ ...prepared(0), assets: other }, server);
    for (const [memory, kept] of [...memories.map((m, i) => [m, [assets, other][i]] as const)].concat([
      [memories[0], assets],
    ]))
      expect(new SiteCache(model, cacheOf(memory)).assets()).toEqual(kept);
  });
});

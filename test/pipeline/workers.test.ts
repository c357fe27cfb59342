import path from 'node:path';
import fs from 'node:fs';
import { CORPUS, hashTree, REPO, runCli, tmpDir } from '../helpers.js';
import { builtSample, seededSample, sharedBuild } from '../sharedSites.js';

// The sample site is small enough to render on one thread by default; --jobs forces workers.
describe('rendering on worker threads', () => {
  const dir = tmpDir('workers');
  // Builds into a new output folder: every page is rendered (on the threads asked for). A --root in
  // args comes later and wins; without one, a copy of the run's sample whose cache keeps the site's
  // assets and API pages (a cold build's work that is not the threads').
  const build = async (name: string, ...args: string[]) => {
    const out = path.join(dir, name);
    const root = args.includes('--root') ? [] : ['--root', await seededSample('workers-sample')];
    const r = runCli('docs-build', [...root, '--out', out, ...args]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return hashTree(out);
  };

  it('a share the build aborts (a render worker failed) stops before its next route and writes nothing', async () => {
    // The main thread renders a share beside the workers: it must not go on writing into a staging folder the failed build removes.
    // From lib/: the tool finds its own files (and fingerprint) from there.
    const { renderShare } = (await import(
      path.join(REPO, 'lib/src/pipeline/renderShare.js')
    )) as typeof import('../../src/pipeline/renderShare.js');
    const staging = tmpDir('aborted-share');
    const reason = new Error('A render worker stopped with exit code 1.');
    const routes = ['/material-ui/getting-started/installation', '/material-ui/getting-started/usage'];
    const task = {
      root: REPO,
      cache: false,
      fingerprint: 'a test',
      stagingDir: staging,
      previous: new Map(),
      knownFacts: new Map(),
      knownSearch: new Set<string>(),
      assets: undefined as never,
      pageRoutes: routes,
      renderRoutes: routes,
      apiRoutes: [],
      apis: [],
    };
    await expect(renderShare(task, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(fs.readdirSync(staging)).toEqual([]);
  });

  it('2 and 3 threads build byte-identical output to one thread', async () => {
    // The run's sample build, rendered on one thread (the default for a site this small).
    const sample = await builtSample();
    expect(sample.stdout).toMatch(/Built \d+ pages/);
    const one = hashTree(sample.out);
    expect(Object.keys(one).length).toBeGreaterThan(100);
    expect(await build('two', '--jobs', '2')).toEqual(one);
    expect(await build('three', '--jobs', '3')).toEqual(one);
  });

  it('the shared corpus: its 580 demo previews rendered on two threads give the same stylesheet and every page byte for byte', async () => {
    const one = await build('corpus-one', '--root', CORPUS, '--no-cache', '--jobs', '1');
    // The run's corpus build, on two threads.
    const { out } = await sharedBuild('corpus');
    const two = hashTree(out);
    const css = Object.keys(one).filter((f) => /^static\/docs\.[0-9a-f]{10}\.css$/.test(f));
    expect(css).toHaveLength(1);
    // The demos' rules are in the stylesheet (it names their classes), in the same order.
    expect(fs.readFileSync(path.join(out, css[0]), 'utf8').length).toBeGreaterThan(50_000);
    expect(Object.keys(one).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(250);
    expect(two).toEqual(one);
  });

  it('a shard rendered on threads is the same shard', async () => {
    expect(await build('shard-threads', '--shard', '2/3', '--jobs', '2')).toEqual(
      await build('shard-one', '--shard', '2/3', '--jobs', '1'),
    );
  });

  it('refuses a thread count that is not a whole number of at least 1 (exit 2)', () => {
    for (const jobs of ['0', '-1', '1.5', 'many']) {
      const r = runCli('docs-build', ['--root', REPO, '--out', path.join(dir, 'bad'), '--jobs', jobs]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`Invalid --jobs ${jobs}`);
    }
  });
});

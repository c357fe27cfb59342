import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../src/load/loadSite.js';
import { comparePng } from '../../src/visual/compare.js';
import { testedDemos } from '../../src/visual/demoList.js';
import { copySample, read, REPO, startCli } from '../helpers.js';
import { builtSample } from '../sharedSites.js';

// Issue 43: the sample's demos are the tool's own visual regression suite: every one shot again in light and dark
// (--all) against the baselines committed in __screenshots__, with axe, and no console error on any page.
describe("the sample's demos against their committed baselines", () => {
  it('every demo matches its baseline in both modes, with no axe error', async () => {
    const { out } = await builtSample();
    const root = copySample('sample-visual');
    fs.cpSync(path.join(REPO, '__screenshots__'), path.join(root, '__screenshots__'), { recursive: true });
    const run = startCli('docs-test', ['--root', root, '--out', out, '--all', '--format', 'json']);
    const code = await run.exited;
    const summary = JSON.parse(read(root, 'test-report/summary.json')) as {
      shots: Array<{ demo: string; status: string; page: string; mode: string; width: number }>;
      unstable: string[];
    };
    expect(summary.shots.filter((s) => s.status !== 'same')).toEqual([]);
    expect(summary.unstable).toEqual([]);
    const demos = testedDemos(loadSite(root));
    expect(summary.shots).toHaveLength(2 * demos.length);
    // In the order of the pages' views (page, width, mode), whichever finished first: the same report on every run.
    const views = (list: Array<[string, number, string]>) => [...new Set(list.map((v) => v.join(' ')))];
    expect(views(summary.shots.map((s) => [s.page, s.width, s.mode]))).toEqual(
      views(
        demos.flatMap((d) =>
          d.plan.widths.flatMap((w) => ['light', 'dark'].map((m) => [d.route, w, m] as [string, number, string])),
        ),
      ),
    );
    expect(code).toBe(0);
  }, 300_000);

  it('shards split the demos with no overlap and no gap', () => {
    const source = loadSite(REPO);
    const all = testedDemos(source).map((d) => d.id);
    const parts = [1, 2, 3].map((index) => testedDemos(source, { index, count: 3 }).map((d) => d.id));
    expect(parts.flat().sort()).toEqual([...all].sort());
    expect(new Set(parts.flat()).size).toBe(all.length);
    expect(parts.every((p) => p.length > 0)).toBe(true);
  });

  it('the diff ignores anti-aliasing but not a changed pixel', () => {
    const png = (file: string) => fs.readFileSync(path.join(REPO, '__screenshots__', file));
    const light = png('material-ui/components/button/BasicButtons.light.1280.png');
    expect(comparePng(light, light, 0.1)).toEqual({ same: true, pixels: 0 });
    const other = comparePng(light, png('material-ui/components/button/BasicButtons.dark.1280.png'), 0.1);
    expect(other.same).toBe(false);
    expect(other.pixels).toBeGreaterThan(1000);
    expect(other.diff?.subarray(1, 4).toString()).toBe('PNG');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { hashTree, REPO, runCli, tmpDir } from '../helpers.js';

describe('sharded builds', () => {
  const dir = tmpDir('shards');
  const single = path.join(dir, 'single');
  const shard = (i: number) => path.join(dir, `shard-${i}`);

  beforeAll(() => {
    expect(runCli('docs-build', ['--root', REPO, '--out', single]).status).toBe(0);
    for (const i of [1, 2, 3]) expect(runCli('docs-build', ['--root', REPO, '--shard', `${i}/3`, '--out', shard(i)]).status).toBe(0);
  });

  it('3 shards merged are byte-identical to a single-machine build', () => {
    const merged = path.join(dir, 'merged');
    const r = runCli('docs-build', ['--merge', shard(1), shard(2), shard(3), '--out', merged]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Merged 3 shards/);
    expect(hashTree(merged)).toEqual(hashTree(single));
  });

  it('each shard renders a deterministic, balanced share of the pages and no sitemap', () => {
    const html = (folder: string) => Object.keys(hashTree(folder)).filter((f) => f.endsWith('.html'));
    const pages = [1, 2, 3].map((i) => html(shard(i)));
    const expected = html(single).sort();
    // Disjoint, and together exactly the single build's pages.
    expect(pages.flat().sort()).toEqual(expected);
    for (const p of pages) expect(p.length).toBeGreaterThan(expected.length / 4);
    for (const i of [1, 2, 3]) expect(fs.existsSync(path.join(shard(i), 'sitemap.xml'))).toBe(false);
  });

  it('refuses incomplete or malformed shard sets (exit 2)', () => {
    const missing = runCli('docs-build', ['--merge', shard(1), shard(3), '--out', path.join(dir, 'bad')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Got shards 1, 3 of 3');
    expect(runCli('docs-build', ['--root', REPO, '--shard', '4/3', '--out', path.join(dir, 'x')]).status).toBe(2);
    expect(runCli('docs-build', ['--merge', single, '--out', path.join(dir, 'y')]).stderr).toContain('not-a-shard');
  });
});

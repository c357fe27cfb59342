import fs from 'node:fs';
import path from 'node:path';
import { hashTree, REPO, runCli, tmpDir } from '../helpers.js';
import { builtSample, seededSample } from '../sharedSites.js';

describe('sharded builds', () => {
  const dir = tmpDir('shards');
  let single: string;
  // The copy the shards are built from: every merge names it (its default, the working folder, is another root).
  let root: string;
  const shard = (i: number) => path.join(dir, `shard-${i}`);
  const merge = (shards: string[], out: string) =>
    runCli('docs-build', ['--merge', ...shards, '--root', root, '--out', out]);

  // The run's single-machine build of the sample, and three shards of a copy of it with its cache (as a CI cache restores it).
  beforeAll(async () => {
    single = (await builtSample()).out;
    root = await seededSample('shards');
    for (const i of [1, 2, 3])
      expect(runCli('docs-build', ['--root', root, '--shard', `${i}/3`, '--out', shard(i)]).status).toBe(0);
  });

  it('3 shards merged are byte-identical to a single-machine build', () => {
    const merged = path.join(dir, 'merged');
    const r = merge([shard(1), shard(2), shard(3)], merged);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Merged 3 shards/);
    expect(hashTree(merged)).toEqual(hashTree(single));
  });

  it("the merge takes the shards' API extraction and demo type check while every file they read is unchanged, and does them again otherwise", () => {
    // A problem added to the type check that shard 3 carries: the merge reports it only if it took that entry.
    const recorded = (changed: boolean) => {
      const tampered = path.join(tmpDir('types'), 'shard-3');
      fs.cpSync(shard(3), tampered, { recursive: true });
      const file = path.join(tampered, '.docs-types.json');
      const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<[string, string, string]>;
      expect(entries.map(([kind]) => kind)).toEqual(['api', 'demo-types']);
      const check = entries[1];
      const value = JSON.parse(check[2]) as { hashes: Record<string, string>; problems: object[] };
      const demo = Object.keys(value.hashes).find((rel) => rel.endsWith('.tsx'))!;
      value.problems.push({
        file: demo,
        line: 1,
        column: 1,
        severity: 'warning',
        code: 'demo-type-error',
        message: 'A problem the shards recorded.',
      });
      // A file the check read, changed since (as the merge sees it).
      if (changed) value.hashes[demo] = '0'.repeat(64);
      check[2] = JSON.stringify(value);
      fs.writeFileSync(file, JSON.stringify(entries));
      const merged = path.join(path.dirname(tampered), 'merged');
      const r = merge([shard(1), shard(2), tampered], merged);
      expect(r.status).toBe(0);
      expect(hashTree(merged)).toEqual(hashTree(single));
      return r.stdout;
    };
    expect(recorded(false)).toMatch(/\.tsx:1:1\s+warning\s+demo-type-error\s+A problem the shards recorded\./);
    expect(recorded(true)).not.toContain('A problem the shards recorded.');
  });

  it.each([
    ['a linked folder', 'outside', (at: string) => fs.symlinkSync('/etc', at), 'unlisted'],
    ['a linked file', 'passwd.txt', (at: string) => fs.symlinkSync('/etc/passwd', at), 'unlisted'],
    ['a file it does not list', 'extra.html', (at: string) => fs.writeFileSync(at, '<p>not built</p>'), 'unlisted'],
    ['a link loop', 'loop', (at: string) => fs.symlinkSync('loop', at), 'unlisted'],
    [
      'a listed file replaced by a link',
      'versions/index.html',
      (at: string) => (fs.rmSync(at, { force: true }), fs.symlinkSync('/etc/passwd', at)),
      'link',
    ],
  ])('--merge takes only the regular files a shard lists: %s is a located error', (_, rel, tamper, problem) => {
    const tampered = path.join(tmpDir('tampered'), 'shard');
    const owner = [1, 2, 3].find((i) => fs.existsSync(path.join(shard(i), rel))) ?? 1;
    fs.cpSync(shard(owner), tampered, { recursive: true });
    tamper(path.join(tampered, rel));
    const shards = [1, 2, 3].map((i) => (i === owner ? tampered : shard(i)));
    const merged = path.join(dir, `merged-${problem}-${rel.replace(/\W/g, '')}`);
    const r = merge(shards, merged);
    expect(r.status).toBe(1);
    const messages = {
      unlisted: `${rel} is in the shard's folder but not in its manifest.`,
      link: `${rel} is a symbolic link; a shard holds only regular files.`,
    };
    // Printed as seen from where the merge runs (the root it names).
    const shown = path.relative(root, path.join(tampered, rel));
    expect(r.stderr).toContain(`${shown}:1:1  error  shard-file  ${messages[problem as 'link']}`);
    expect(r.stderr).not.toMatch(/internal|ELOOP/);
    expect(fs.existsSync(merged)).toBe(false);
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

  it('each shard analyses only its own pages; the merge checks links and anchors between them, as one build would, and writes nothing when one is broken', async () => {
    const root = await seededSample('shards-links');
    const page = path.join(root, 'content/material-ui/components/button/index.md');
    fs.appendFileSync(
      page,
      '\nSee [the slider](/material-ui/components/slider/#no-such-heading) and [a page](/material-ui/components/no-such-page/).\n',
    );
    const diagnosticLines = (stdout: string) => stdout.split('\n').filter((l) => /\s(error|warning)\s/.test(l));
    // A full build, which leaves a cache that knows every page (used at the end).
    const single = runCli('docs-build', ['--root', root, '--out', path.join(root, 'single')]);
    expect(single.status).toBe(1);
    // Built cold, a shard lacks the other pages' ids: it leaves those checks to the merge and succeeds.
    const outs = [1, 2].map((i) => path.join(root, `shard-${i}`));
    for (const [i, out] of outs.entries()) {
      const built = runCli('docs-build', ['--root', root, '--shard', `${i + 1}/2`, '--out', out, '--no-cache']);
      expect(built.status).toBe(0);
      expect(built.stdout).toContain('Links and anchors between pages are checked by --merge');
    }
    const facts = outs.map((out) =>
      (JSON.parse(fs.readFileSync(path.join(out, '.docs-facts.json'), 'utf8')) as Array<[string]>).map(([rel]) => rel),
    );
    expect(facts[0].filter((rel) => facts[1].includes(rel))).toEqual([]);
    expect(facts.flat().length).toBe(
      fs.readdirSync(path.join(root, 'content'), { recursive: true }).filter((f) => String(f).endsWith('.md')).length,
    );

    const merged = path.join(root, 'merged');
    const r = runCli('docs-build', ['--merge', ...outs, '--out', merged], { cwd: root });
    expect(r.status).toBe(1);
    expect(diagnosticLines(r.stdout)).toEqual(diagnosticLines(single.stdout));
    expect(r.stdout).toMatch(/content\/material-ui\/components\/button\/index\.md:\d+:\d+\s+error\s+broken-link/);
    expect(r.stdout).toMatch(/content\/material-ui\/components\/button\/index\.md:\d+:\d+\s+warning\s+broken-anchor/);
    expect(r.stdout).toContain('Merge stopped before writing anything');
    expect(fs.existsSync(merged)).toBe(false);

    // With a cache that knows every page (the full build's), a shard checks them itself.
    const warm = runCli('docs-build', ['--root', root, '--shard', '1/2', '--out', path.join(root, 'warm-shard')]);
    expect(warm.status).toBe(1);
    expect(diagnosticLines(warm.stdout)).toEqual(diagnosticLines(single.stdout));

    // Merged in a site root the shards were not built from: refused.
    const elsewhere = runCli('docs-build', ['--merge', ...outs, '--root', REPO, '--out', merged]);
    expect(elsewhere.stderr).toContain(
      'content/material-ui/components/button/index.md differs from the one the shards were built from',
    );
    expect(elsewhere.status).not.toBe(0);
  });

  it('refuses incomplete or malformed shard sets (exit 2)', () => {
    const missing = merge([shard(1), shard(3)], path.join(dir, 'bad'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Got shards 1, 3 of 3');
    expect(runCli('docs-build', ['--root', REPO, '--shard', '4/3', '--out', path.join(dir, 'x')]).status).toBe(2);
    expect(runCli('docs-build', ['--merge', single, '--out', path.join(dir, 'y')]).stderr).toContain('not-a-shard');
    // A shard written by another docs-build than the merging one.
    const other = path.join(dir, 'shard-1-other-tool');
    fs.cpSync(shard(1), other, { recursive: true });
    const manifest = path.join(other, '.docs-shard.json');
    fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), tool: 'another' }));
    const mixed = merge([other, shard(2), shard(3)], path.join(dir, 'z'));
    expect(mixed.stderr).toContain('The shards were built by another version of docs-build than the one merging them.');
    expect(mixed.status).not.toBe(0);
    // A shard whose record of the site's TypeScript is not a list of cache entries.
    const odd = path.join(dir, 'shard-2-odd-types');
    fs.cpSync(shard(2), odd, { recursive: true });
    fs.writeFileSync(path.join(odd, '.docs-types.json'), '{"api": 1}');
    const malformed = merge([shard(1), odd, shard(3)], path.join(dir, 'w'));
    expect(malformed.stderr).toContain(`${odd} is not the output of a sharded build`);
    expect(malformed.status).toBe(2);
  });
});

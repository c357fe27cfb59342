import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copySample, hashTree, REPO, runCli, tmpDir } from '../helpers.js';
import { builtSample, seededSample } from '../sharedSites.js';

describe('determinism', () => {
  it('is byte-identical across checkout path, cache or none, TZ, LANG, NODE_ENV, mtimes and directory listing order', async () => {
    // The run's sample build (with its cache) against a copy built without one, in every other way different.
    const a = await builtSample();
    const b = copySample();
    const old = new Date('2001-02-03T04:05:06Z');
    for (const file of fs.readdirSync(path.join(b, 'content'), { recursive: true }))
      fs.utimesSync(path.join(b, 'content', String(file)), old, old);
    const outB = path.join(tmpDir('det-b'), 'dist');
    const shuffled = runCli('docs-build', ['--root', b, '--out', outB, '--no-cache'], {
      env: {
        TZ: 'Pacific/Auckland',
        LANG: 'de_DE.UTF-8',
        NODE_ENV: 'development',
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(REPO, 'test/fixtures/shuffleReaddir.mjs')).href}`,
      },
    });
    expect(shuffled.status).toBe(0);
    expect(hashTree(outB)).toEqual(hashTree(a.out));
  });
});

describe('faults and odd input', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s half-way through rendering leaves the previous output intact and removes the staging folder',
    async (signal, exitCode) => {
      const parent = tmpDir('sigint');
      const out = path.join(parent, 'dist');
      const root = path.resolve(REPO, '../shared/corpus/material-ui-site');
      fs.mkdirSync(out);
      fs.writeFileSync(path.join(out, '.docs-build'), 'marker');
      fs.writeFileSync(path.join(out, 'index.html'), 'previous');
      const before = hashTree(out);
      // --no-cache: a cold build (a warm one may finish before the signal), and nothing written into the shared corpus.
      const child = spawn(
        process.execPath,
        [path.join(REPO, 'bin/docs-build.js'), '--root', root, '--out', out, '--no-cache'],
        { stdio: 'pipe' },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      // Interrupt as soon as the staging folder exists: rendering (demos first, then pages) is under way.
      let staged = false;
      for (let i = 0; i < 800 && !staged; i++) {
        staged = fs.readdirSync(parent).some((n) => n.startsWith('dist.staging-'));
        if (!staged) await new Promise((r) => setTimeout(r, 25));
      }
      expect(staged).toBe(true);
      child.kill(signal);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(exitCode);
      expect(stderr).toContain(
        `stopped by ${signal}. Nothing was written: the previous output in ${out} is as it was.`,
      );
      expect(hashTree(out)).toEqual(before);
      expect(fs.readdirSync(parent)).toEqual(['dist']);
    },
  );

  it('a page deleted from the content is gone from the next build', async () => {
    const root = await seededSample();
    const out = path.join(root, 'dist');
    expect(fs.existsSync(path.join(out, 'base-ui/components/select/index.html'))).toBe(true);
    fs.rmSync(path.join(root, 'content/base-ui/components/select'), { recursive: true });
    const manifest = path.join(root, 'content/base-ui/pages.json');
    fs.writeFileSync(
      manifest,
      fs.readFileSync(manifest, 'utf8').replace(/,\s*\{\s*"pathname": "\/base-ui\/components\/select",[^}]*\}/, ''),
    );
    const second = runCli('docs-build', ['--root', root, '--out', out]);
    expect(second.status).toBe(0);
    expect(fs.existsSync(path.join(out, 'base-ui/components/select'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/base-ui/components/select/');
  });

  // Forty times the largest page of the real corpus (53 KB), built once: remark-parse alone takes
  // about 2.7 s a MB of it, and 600 times its size in memory (its own floor), which CI has to hold.
  it('a 2 MB page builds (slowly, never a crash or a hang), an empty page gets clear errors', () => {
    const site = (pages: Record<string, string>) => {
      const root = tmpDir('large');
      for (const [name, text] of Object.entries(pages)) {
        fs.mkdirSync(path.join(root, 'content/material-ui', name), { recursive: true });
        fs.writeFileSync(path.join(root, 'content/material-ui', name, 'index.md'), text);
      }
      const manifest = Object.keys(pages).map((name) => ({ pathname: `/material-ui/${name}` }));
      fs.writeFileSync(path.join(root, 'content/material-ui/pages.json'), JSON.stringify(manifest));
      return root;
    };
    const check = runCli('docs-check', ['--root', site({ empty: '' }), '--format', 'json']);
    expect(check.status).toBe(1);
    expect(
      JSON.parse(check.stdout)
        .map((d: { code: string; file: string }) => `${d.code} ${d.file}`)
        .sort(),
    ).toEqual([
      'description-missing content/material-ui/empty/index.md',
      'title-missing content/material-ui/empty/index.md',
    ]);
    const section = '## Section\n\nSome text with `code` and a [link](#section).\n\n```js\nconst a = 1;\n```\n\n';
    const big = `# Big\n\n<p class="description">A very large page.</p>\n\n${section.repeat(Math.ceil((2 * 1024 * 1024) / section.length))}`;
    const root = site({ big });
    const out = path.join(root, 'dist');
    const build = runCli('docs-build', ['--root', root, '--out', out]);
    expect(build.status).toBe(0);
    expect(build.stdout).toMatch(/: 0 errors, 0 warnings in 0 files;/);
    expect(fs.statSync(path.join(out, 'material-ui/big/index.html')).size).toBeGreaterThan(2 * 1024 * 1024);
  }, 600_000);

  it('a symbolic link in content/ pointing outside the root is rejected before anything is written', async () => {
    const root = await seededSample();
    const outside = tmpDir('outside');
    fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n\n<p class="description">x</p>\n');
    fs.symlinkSync(outside, path.join(root, 'content/material-ui/linked'));
    const r = runCli('docs-check', ['--root', root]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /content\/material-ui\/linked:1:1 {2}error {2}path-escape {2}Symbolic link points outside the site root/,
    );
    const out = path.join(root, 'dist-linked');
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(1);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('docs-check --dist verifies the CSP hashes of a built site', async () => {
    const root = await seededSample();
    const out = path.join(root, 'dist');
    expect(runCli('docs-check', ['--root', root, '--dist', out]).status).toBe(0);
    const page = path.join(out, 'versions/index.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('<script>', '<script>alert(1);'));
    const tampered = runCli('docs-check', ['--root', root, '--dist', out]);
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toMatch(
      /dist\/versions\/index\.html:1:1 {2}error {2}csp-mismatch {2}Content-Security-Policy: inline script 'sha256-/,
    );
  });
});

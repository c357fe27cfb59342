import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seal, unseal } from '../../src/write/buildCache.js';
import { CACHE_KINDS } from '../cacheDamage.js';
import { hashTree, runCli, tmpDir } from '../helpers.js';
import { seededSample } from '../sharedSites.js';

// Every rebuild ends equal to a cold build of the same sources: checked at the end of each group of
// edits (repair, graph, lines), a stale file left by any edit of the group shows there.
describe('the build cache', () => {
  let root: string;
  let out: string;
  // A cold build of the sources so far, with the cache moved away: --no-cache neither reads nor writes one.
  const cold = (label: string) => {
    const dir = path.join(tmpDir(`cold-${label}`), 'dist');
    const cache = path.join(root, '.docs-cache');
    fs.renameSync(cache, `${cache}-aside`);
    try {
      expect(runCli('docs-build', ['--root', root, '--out', dir, '--no-cache']).status).toBe(0);
      expect(fs.existsSync(cache)).toBe(false);
    } finally {
      fs.renameSync(`${cache}-aside`, cache);
    }
    return hashTree(dir);
  };

  // The demos' bundles kept in the cache (the server's, and the browser's files): each entry's name and time
  // (an entry used as it was is not written again).
  const kept = () =>
    fs
      .readdirSync(path.join(root, '.docs-cache/demo-bundles'))
      .map((name) => `${name} ${fs.statSync(path.join(root, '.docs-cache/demo-bundles', name)).mtimeMs}`);

  // The run's sample build, copied with its cache: the state a first build leaves.
  beforeAll(async () => {
    root = await seededSample('cache');
    out = path.join(root, 'dist');
    expect(fs.readdirSync(path.join(root, '.docs-cache')).sort()).toEqual(['api', ...CACHE_KINDS]);
  });

  it('a rebuild after changing one page has the new section', () => {
    fs.appendFileSync(
      path.join(root, 'content/joy-ui/getting-started/usage/index.md'),
      '\n## Added later\n\nA new section.\n',
    );
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'joy-ui/getting-started/usage/index.html'), 'utf8')).toContain(
      'id="added-later"',
    );
  });

  it('a page with demos changed renders them with the server bundle kept in the cache', () => {
    const before = kept();
    expect(before).toHaveLength(2);
    fs.appendFileSync(path.join(root, 'content/material-ui/components/slider/index.md'), '\nOne more sentence.\n');
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(fs.readFileSync(path.join(out, 'material-ui/components/slider/index.html'), 'utf8')).toContain(
      'One more sentence.',
    );
    expect(kept()).toEqual(before);
  });

  it('a damaged last search index in the cache is assembled again, not trusted', () => {
    const dir = path.join(root, '.docs-cache/search-last');
    const entries = fs.readdirSync(dir);
    expect(entries.length).toBeGreaterThan(0);
    // The same pages, but its words lost.
    for (const name of entries) {
      // Sealed again: an entry of the wrong shape that passes the integrity check (an older tool's).
      const last = JSON.parse(unseal(fs.readFileSync(path.join(dir, name), 'utf8'))!);
      delete last.state.words;
      fs.writeFileSync(path.join(dir, name), seal(JSON.stringify(last)));
    }
    fs.appendFileSync(
      path.join(root, 'content/joy-ui/getting-started/usage/index.md'),
      '\nA sentence after the cache was damaged.\n',
    );
    const r = runCli('docs-build', ['--root', root, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('a rebuild rewrites only the changed page, repairs files changed in the output since, and equals a cold build after the edits so far', () => {
    const page = path.join(out, 'joy-ui/getting-started/usage/index.html');
    const untouched = path.join(out, 'material-ui/components/button/index.html');
    const before = fs.statSync(untouched).mtimeMs;
    fs.appendFileSync(path.join(root, 'content/joy-ui/getting-started/usage/index.md'), '\nOne more sentence.\n');
    fs.appendFileSync(path.join(out, 'material-ui/index.html'), '<!-- edited by hand -->');
    fs.rmSync(path.join(out, 'versions/index.html'));
    fs.mkdirSync(path.join(out, 'stray'));
    fs.writeFileSync(path.join(out, 'stray/file.txt'), 'not from the build');
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(fs.readFileSync(page, 'utf8')).toContain('One more sentence.');
    expect(fs.statSync(untouched).mtimeMs).toBe(before);
    expect(hashTree(out)).toEqual(cold('repair'));
  });

  it('a checkout moved elsewhere with its cache and output (a CI cache restored on another path) writes no file again', () => {
    // As deep as the root: the tests' node_modules is a link out of it, and files outside the root are
    // known by their path from it. Copied as a CI cache restores it: times to the nanosecond (fs.cpSync keeps milliseconds).
    const moved = tmpDir('moved');
    fs.rmdirSync(moved);
    execFileSync('cp', ['-a', root, moved]);
    const movedOut = path.join(moved, 'dist');
    const mtimes = () =>
      Object.keys(hashTree(movedOut)).map((rel) => [rel, fs.statSync(path.join(movedOut, rel)).mtimeMs]);
    const before = mtimes();
    expect(runCli('docs-build', ['--root', moved, '--out', movedOut]).status).toBe(0);
    expect(mtimes()).toEqual(before);
    expect(hashTree(movedOut)).toEqual(hashTree(out));
  });

  it('changing a manifest, a translation, a demo, the config or a playground invalidates what depends on it, and bundles the demos again only for a change of theirs', () => {
    const edits: Array<[string, (text: string) => string, string, string, 'kept' | 'bundled']> = [
      [
        'content/x/pages.json',
        (t) => t.replace('"Data Grid Premium"', '"Data Grid Premium (new title)"'),
        'x/components/data-grid/index.html',
        'Data Grid Premium (new title)',
        'kept',
      ],
      [
        'translations/translations.json',
        (t) => t.replace('"Contents"', '"On this page"'),
        'material-ui/components/button/index.html',
        '>On this page</p>',
        'kept',
      ],
      [
        'content/material-ui/components/button/BasicButtons.js',
        (t) => t.replace('>Contained<', '>Contained!<'),
        'material-ui/components/button/index.html',
        'Contained!',
        'bundled',
      ],
      // A playground's options make another module of the demo bundles.
      [
        'content/base-ui/components/button/index.md',
        (t) => t.replace('"children": "Press me"', '"children": "Press now"'),
        'base-ui/components/button/index.html',
        'class="BaseButton-root">Press now</button>',
        'bundled',
      ],
      ['docs.config.json', (t) => t.replace('"v8.4.0"', '"v8.5.0"'), 'versions/index.html', 'v8.5.0', 'kept'],
    ];
    for (const [file, edit, page, expected, bundles] of edits) {
      const abs = path.join(root, file);
      const before = kept();
      expect(before).toHaveLength(2);
      fs.writeFileSync(abs, edit(fs.readFileSync(abs, 'utf8')));
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      expect(fs.readFileSync(path.join(out, page), 'utf8')).toContain(expected);
      expect([file, kept().join() === before.join() ? 'kept' : 'bundled']).toEqual([file, bundles]);
    }
  });

  it("a file a demo's graph reads outside content/ (a module, a stylesheet) invalidates the site's assets and the no-op check; the site equals a cold build after the edits so far", () => {
    const tokens = path.join(root, 'design/tokens.js');
    fs.mkdirSync(path.dirname(tokens), { recursive: true });
    fs.writeFileSync(tokens, "export const label = 'Outlined from tokens';\n");
    const demo = path.join(root, 'content/material-ui/components/button/BasicButtons.js');
    const original = fs.readFileSync(demo, 'utf8');
    fs.writeFileSync(
      demo,
      `import { label } from '../../../../design/tokens.js';\n${original.replace('</Box>', '  <span>{label}</span>\n    </Box>')}`,
    );
    const page = () => fs.readFileSync(path.join(out, 'material-ui/components/button/index.html'), 'utf8');
    const stylesheet = path.join(root, 'content/material-ui/components/button/StylingVariants/css/styles.css');
    const demoCss = () =>
      fs
        .readdirSync(path.join(out, 'static/demos'))
        .filter((f) => f.endsWith('.css'))
        .map((f) => fs.readFileSync(path.join(out, 'static/demos', f), 'utf8'))
        .join('\n');
    try {
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      expect(page()).toContain('Outlined from tokens');
      fs.writeFileSync(tokens, "export const label = 'Outlined, tokens changed';\n");
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      expect(page()).toContain('Outlined, tokens changed');
      fs.writeFileSync(stylesheet, fs.readFileSync(stylesheet, 'utf8').replace('#0b6bcb', '#0a5bb0'));
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      expect(demoCss()).toContain('#0a5bb0');
      expect(hashTree(out)).toEqual(cold('graph'));
    } finally {
      // Built again by the next test's first build.
      fs.writeFileSync(demo, original);
      fs.writeFileSync(stylesheet, fs.readFileSync(stylesheet, 'utf8').replace('#0a5bb0', '#0b6bcb'));
    }
  });

  it("a change of the library's TypeScript re-extracts its API pages (the no-op check sees it)", () => {
    const badge = path.join(root, 'packages/base-ui/src/Badge.tsx');
    const original = fs.readFileSync(badge, 'utf8');
    const page = () => fs.readFileSync(path.join(out, 'base-ui/api/badge/index.html'), 'utf8');
    try {
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      fs.writeFileSync(
        badge,
        original.replace('If `true`, the badge is hidden.', 'If `true`, the badge is out of sight.'),
      );
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
      expect(page()).toContain('the badge is out of sight.');
    } finally {
      fs.writeFileSync(badge, original);
      expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    }
  });

  it('a demo change rewrites only its page, a manifest change its product line and the generated pages; the site equals a cold build after the edits so far', () => {
    const mtimes = () =>
      new Map(Object.keys(hashTree(out)).map((rel) => [rel, fs.statSync(path.join(out, rel)).mtimeMs]));
    const rewritten = (before: Map<string, number>) =>
      [...mtimes()].filter(([rel, t]) => before.get(rel) !== t).map(([rel]) => rel);
    const generated =
      /^(zh\/)?(index|404|versions\/index|production-error\/index|[a-z-]+(\/docs)?\/index|material-ui\/getting-started\/templates\/index)\.html$/;

    const beforeDemo = mtimes();
    const demo = path.join(root, 'content/material-ui/components/button/BasicButtons.js');
    fs.writeFileSync(demo, fs.readFileSync(demo, 'utf8').replace('>Cancel<', '>Cancel!<'));
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(
      rewritten(beforeDemo)
        .filter((rel) => rel.endsWith('.html') && !generated.test(rel))
        .sort(),
    ).toEqual(['material-ui/components/button/index.html', 'zh/material-ui/components/button/index.html']);

    const beforeManifest = mtimes();
    const bundles = kept();
    const manifest = path.join(root, 'content/joy-ui/pages.json');
    fs.writeFileSync(
      manifest,
      fs.readFileSync(manifest, 'utf8').replace('"title": "Overview"', '"title": "Overview (renamed)"'),
    );
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    const afterManifest = rewritten(beforeManifest);
    expect(afterManifest).toContain('joy-ui/components/button/index.html');
    // The line's pages, the generated pages and the line's navigation file (English and Chinese).
    const navFiles = afterManifest.filter((rel) => /^static\/nav\.[0-9a-f]{10}\.json$/.test(rel));
    expect(navFiles).toHaveLength(2);
    expect(
      afterManifest.filter(
        (rel) =>
          !rel.startsWith('joy-ui/') &&
          !rel.startsWith('zh/joy-ui/') &&
          !generated.test(rel) &&
          !navFiles.includes(rel),
      ),
    ).toEqual([]);
    // That build made the site's assets again around the demos' bundles kept in the cache.
    expect(kept()).toEqual(bundles);
    expect(hashTree(out)).toEqual(cold('lines'));
  });

  it('nothing changed, nothing done: the last result stands, and no file is read, rendered or written; any change or damage to the output builds', () => {
    const mtimes = (dir: string) =>
      Object.keys(hashTree(dir)).map((rel) => [rel, fs.statSync(path.join(dir, rel)).mtimeMs]);
    const verbose = () => runCli('docs-build', ['--root', root, '--out', out, '--verbose']);
    verbose();
    const before = { out: mtimes(out), cache: mtimes(path.join(root, '.docs-cache')) };
    const again = verbose();
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(
      /^timings: start-up \d+ ms, unchanged inputs \d+ ms, other -?\d+ ms \(total \d+ ms\)$/m,
    );
    expect(again.stdout).toMatch(/Built \d+ pages \(\d+ files\)/);
    expect({ out: mtimes(out), cache: mtimes(path.join(root, '.docs-cache')) }).toEqual(before);
    // The same text saved again (a new time) is a change; so is an output file removed or added.
    const page = path.join(root, 'content/material-ui/getting-started/usage/index.md');
    fs.writeFileSync(page, fs.readFileSync(page));
    expect(verbose().stdout).toMatch(/^timings: start-up \d+ ms, unchanged check \d+ ms, thread start /m);
    fs.rmSync(path.join(out, 'versions/index.html'));
    expect(verbose().stdout).toMatch(/^timings: start-up \d+ ms, unchanged check \d+ ms, thread start /m);
    expect(fs.existsSync(path.join(out, 'versions/index.html'))).toBe(true);
    fs.writeFileSync(path.join(out, 'stray.txt'), 'not from the build');
    expect(verbose().stdout).toMatch(/^timings: start-up \d+ ms, unchanged check \d+ ms, thread start /m);
    expect(fs.existsSync(path.join(out, 'stray.txt'))).toBe(false);
    expect(verbose().stdout).toMatch(/^timings: start-up \d+ ms, unchanged inputs/m);
  });

  it('a build reports the same diagnostics and summary cold, warm, and after a one-page edit', async () => {
    const site = await seededSample('diagnostics');
    // Two warnings (a broken anchor, an orphan page) and the missing-translation summary.
    fs.appendFileSync(
      path.join(site, 'content/material-ui/getting-started/usage/index.md'),
      '\nSee [the section](#no-such-section).\n',
    );
    fs.mkdirSync(path.join(site, 'content/material-ui/orphan'));
    fs.writeFileSync(
      path.join(site, 'content/material-ui/orphan/index.md'),
      '# Orphan\n\n<p class="description">Linked from nowhere.</p>\n',
    );
    // A language that lacks some strings: the summary of missing translations must not depend on the cache either.
    const zh = JSON.parse(fs.readFileSync(path.join(site, 'translations/translations-zh.json'), 'utf8'));
    delete zh.settings.rtl;
    fs.writeFileSync(path.join(site, 'translations/translations-zh.json'), JSON.stringify(zh));
    const dist = path.join(site, 'dist');
    const report = (args: string[] = []) => {
      const r = runCli('docs-build', ['--root', site, '--out', dist, ...args]);
      expect(r.status).toBe(0);
      return r.stdout.replace(/ in \d+\.\d s:/, ' in N s:');
    };
    const cold = report(['--no-cache']);
    expect(cold).toContain('2 warnings in 2 files');
    expect(cold).toContain('1 UI string has no zh translation; English is used. `docs-check --verbose` lists them.');
    expect(report()).toBe(cold); // from the cache of the sample before the edits
    expect(report()).toBe(cold); // nothing changed
    fs.appendFileSync(path.join(site, 'content/joy-ui/getting-started/usage/index.md'), '\nOne more sentence.\n');
    expect(report()).toBe(cold);
  });
});

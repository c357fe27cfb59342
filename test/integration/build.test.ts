import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { CORPUS, read, REPO, runCli, SAMPLE_TEMPLATES, tmpDir } from '../helpers.js';
import { sharedBuild, type SharedBuild } from '../sharedSites.js';

describe('docs-build on the sample site', () => {
  let out: string;
  let result: SharedBuild;
  beforeAll(async () => {
    result = await sharedBuild('sample');
    out = result.out;
  });
  const page = (p: string) => read(out, p, 'index.html');

  it('succeeds and prints a summary with the client budget figure', () => {
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Built \d+ pages .* 0 errors, 0 warnings .* client JS [\d.]+ KiB gzip/);
  });

  it('writes every route', () => {
    for (const p of [
      'index.html',
      '404.html',
      'sitemap.xml',
      'sw.js',
      'static/error-codes.json',
      'versions/index.html',
      'production-error/index.html',
      'material-ui/index.html',
      'material-ui/api/button/index.html',
      'zh/material-ui/getting-started/overview/index.html',
      'material-ui/getting-started/templates/index.html',
    ]) {
      expect(fs.existsSync(path.join(out, p))).toBe(true);
    }
    for (const prefix of ['material-ui', 'joy-ui', 'system', 'base-ui', 'x', 'toolpad', 'experiments/docs'])
      expect(fs.existsSync(path.join(out, prefix, 'getting-started/usage/index.html'))).toBe(true);
    const templates = fs
      .readdirSync(path.join(out, 'material-ui/getting-started/templates'))
      // Each template's folder, beside its Markdown twin (<slug>.md).
      .filter((n) => n !== 'index.html' && !n.endsWith('.md'));
    expect(templates.sort()).toEqual(SAMPLE_TEMPLATES);
  });

  it('renders title, metas, ids, TOC and the current nav item', () => {
    const html = page('material-ui/components/button');
    expect(html).toContain('<title>React Button component - Material UI</title>');
    expect(html).toContain('<meta name="mui:productId" content="material-ui">');
    expect(html).toContain('<meta name="mui:productCategoryId" content="core">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/material-ui/components/button/">');
    expect(html).toContain('hreflang="zh"');
    expect(html).toMatch(/<h2 id="basic-button">Basic button<a class="anchor-link" href="#basic-button"/);
    expect(html).toMatch(/<p class="toc-title">Contents<\/p>/);
    expect(html).toMatch(/<a href="#compact-layouts">Compact layouts<\/a>/);
    expect(html).toMatch(/href="\/material-ui\/components\/button\/" aria-current="page"/);
    expect(html).toContain('href="/material-ui/api/button/"');
  });

  it("keeps only the page's own groups of the navigation, the others as a link to their first page, and writes the whole navigation once", () => {
    const html = page('material-ui/components/button');
    // The page's group is open with all its links; "Getting started" is reduced to its first page.
    expect(html).toMatch(/<details data-nav-group="1" open=""><summary class="nav-group">Components<\/summary>/);
    expect(html).toMatch(
      /<details data-nav-group="0"><summary class="nav-group">Getting started<\/summary><ul><li data-nav-placeholder=""><a class="nav-link" href="\/material-ui\/getting-started\/overview\/">Overview<\/a><\/li><\/ul><\/details>/,
    );
    expect(html).not.toContain('href="/material-ui/getting-started/usage/"');
    expect(html).not.toContain('data-nav-link');
    const data = JSON.parse(html.match(/<script type="application\/json" id="docs-data">(.*?)<\/script>/)![1]) as {
      nav: string;
    };
    const nav = JSON.parse(read(out, data.nav.slice(1))) as string;
    expect(nav.startsWith('<ul class="nav-root">')).toBe(true);
    expect(nav).toContain('href="/material-ui/getting-started/usage/"');
    expect(nav).not.toContain('aria-current');
    // Every page of the line shares the file.
    expect(page('material-ui/getting-started/usage')).toContain(`"nav":"${data.nav}"`);
  });

  it('renders flag chips and plan badges from the manifests', () => {
    // A page and the whole navigation of its line (the groups a reader opens).
    const withNav = (route: string) => {
      const html = page(route);
      return html + JSON.parse(read(out, html.match(/"nav":"\/([^"]+)"/)![1]));
    };
    expect(page('material-ui/components/button')).toContain('>New</span>');
    expect(withNav('joy-ui/components/button')).toContain('>Preview</span>');
    expect(withNav('joy-ui/components/button')).toContain('>Deprecated</span>');
    expect(withNav('material-ui/components/button')).toContain('>Legacy</span>');
    expect(withNav('material-ui/components/button')).toContain('>Beta</span>');
    expect(withNav('base-ui/components/button')).toContain('>Planned</span>');
    const x = withNav('x/components/button');
    expect(x).toContain('aria-label="Pro plan"');
    expect(x).toContain('aria-label="Premium plan"');
  });

  it('puts both code variants and a server-rendered preview in each demo', () => {
    const html = page('material-ui/components/button');
    expect(html).toMatch(/<div class="Demo-source" data-variant="JS">/);
    expect(html).toMatch(/<div class="Demo-source" data-variant="TS">/);
    expect(html).toContain('id="BasicButtons.js"');
    expect(html).toContain('id="BasicButtons.tsx"');
    expect(html).toMatch(/Demo-preview[^>]*><div class="MuiBox-root[^"]*"><button class="MuiButtonBase-root/);
    expect(page('material-ui/getting-started/overview')).toContain('<aside class="MuiCallout-root MuiCallout-info">');
  });

  it('honours the demo options (bg, disableAd)', () => {
    expect(page('material-ui/components/button')).toContain('Demo-preview Demo-bg-inline');
    expect(page('material-ui/components/button')).toContain('id="ad-slot"');
    expect(page('toolpad/components/button')).not.toContain('id="ad-slot"');
  });

  it('API pages carry section and prop ids', () => {
    const html = page('material-ui/api/button');
    for (const id of ['props', 'classes', 'inheritance', 'button-prop-disabled', 'button-prop-onClick'])
      expect(html).toContain(`id="${id}"`);
  });

  it('carries a CSP whose script hash matches the inline head script', () => {
    const html = page('material-ui/components/button');
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1].replace(/&#39;/g, "'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBe(1);
    for (const code of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('exposes the data-grid licence key on /x pages only', () => {
    expect(page('x/components/button')).toContain('"licenseKey":"sample-license-key-0000"');
    expect(page('material-ui/components/button')).not.toContain('licenseKey');
    expect(result.stdout + result.stderr).not.toContain('sample-license-key-0000');
  });
});

describe('hostile content', () => {
  const out = path.join(tmpDir('hostile'), 'dist');
  it('never reaches the page', () => {
    const r = runCli('docs-build', [
      '--root',
      path.join(REPO, 'test/fixtures/good/hostile'),
      '--out',
      out,
      '--no-cache',
    ]);
    expect(r.status).toBe(0);
    const html = read(out, 'material-ui/a/index.html');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<script(?![^>]*type="(module|application\/json)")/);
    expect(body).not.toMatch(
      /alert\(\d\)<\/script>|onerror|javascript:|vbscript:|evil\.example|<form|<style|data:image/i,
    );
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - Material UI</title>');
    // window.location cannot be shadowed by an element: the id stays as written; a form is dropped.
    expect(body).toContain('<div id="location">clobber</div>');
    expect(body).toContain('https://www.youtube.com/embed/abc');
    expect(body).toContain('<kbd>Ctrl</kbd>');
    expect(body).toContain('<details><summary>More</summary>');
  });
});

describe('the real corpus', () => {
  it('docs-check exits 0 and finds the known broken anchors', async () => {
    const r = await sharedBuild('corpusCheck');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/0 errors, \d+ warnings/);
    expect(r.stdout).toContain('Broken anchor #sliver');
    expect(r.stdout).toContain('Broken anchor #default-values');
    expect(r.stdout).toMatch(/links to sections this site root does not contain were not verified/);
  });

  it('docs-build writes every manifest page and API page', async () => {
    const { out, status } = await sharedBuild('corpus');
    expect(status).toBe(0);
    const manifest = JSON.parse(read(CORPUS, 'content/material-ui/pages.json'));
    const leaves: string[] = [];
    const walk = (list: Array<{ pathname: string; children?: unknown[] }>) =>
      list.forEach((e) =>
        e.children?.length
          ? walk(e.children as typeof list)
          : e.pathname.startsWith('/') && leaves.push(e.pathname.split('#')[0]),
      );
    walk(manifest);
    expect(leaves.length).toBeGreaterThan(100);
    for (const p of leaves) expect(fs.existsSync(path.join(out, p, 'index.html'))).toBe(true);
    for (const api of fs.readdirSync(path.join(CORPUS, 'content/material-ui/api'))) {
      expect(fs.existsSync(path.join(out, 'material-ui/api', api.replace('.json', ''), 'index.html'))).toBe(true);
    }
  });

  it("an inheritance line naming another site's component links it as the API JSON writes it, page and twin", async () => {
    const { out } = await sharedBuild('corpus');
    // fade.json: { "component": "Transition", "pathname": "https://reactcommunity.org/…/transition/#Transition-props" }
    const transition = 'https://reactcommunity.org/react-transition-group/transition/#Transition-props';
    expect(read(out, 'material-ui/api/fade', 'index.html')).toContain(
      `<a href="${transition}"><code>Transition</code>`,
    );
    expect(read(out, 'material-ui/api', 'fade.md')).toContain(`[\`Transition\`](${transition})`);
    const apis = JSON.parse(read(out, 'material-ui', 'api.json')) as Array<{ name: string; inheritance?: unknown }>;
    expect(apis.find((a) => a.name === 'Fade')!.inheritance).toEqual({ component: 'Transition', url: transition });
    // A component of the site still takes the trailing slash.
    expect(read(out, 'material-ui/api/dialog', 'index.html')).toContain(
      '<a href="/material-ui/api/modal/"><code>Modal</code>',
    );
  });
});

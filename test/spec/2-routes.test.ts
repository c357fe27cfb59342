// SPEC.md section 2: screens and routes.
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../src/load/loadSite.js';
import { pathnameToLanguage } from '../../src/site/paths.js';
import { getProductInfo } from '../../src/site/products.js';
import { entryTitle } from '../../src/site/titles.js';
import type { NavEntry } from '../../src/site/types.js';
import { parseManifest } from '../../src/transform/parseManifest.js';
import { CORPUS } from '../helpers.js';
import { fullNav, page, sampleSite } from './specHelpers.js';

describe('2. Screens and routes', () => {
  it.each([
    'material-ui',
    'joy-ui',
    'system',
    'base-ui',
    'x',
    'toolpad',
    'experiments/docs',
    'versions',
    'production-error',
  ])('"Path prefixes by product line": /%s/ is built', (prefix) => {
    expect(fs.existsSync(path.join(sampleSite(), prefix, 'index.html'))).toBe(true);
  });

  it('"Each product line has a side navigation tree: getting started, components (grouped by inputs, data-display, ...), API reference, customization, guides, integrations, migration"', () => {
    const source = loadSite(CORPUS);
    const { entries } = parseManifest(source.manifests[0].file);
    const titles = (list: NavEntry[]): string[] =>
      list.flatMap((e) => [entryTitle(e), ...(e.children ? titles(e.children) : [])]);
    const all = titles(entries);
    for (const t of [
      'Getting started',
      'Components',
      'Inputs',
      'Data display',
      'Feedback',
      'Surfaces',
      'Navigation',
      'Layout',
      'Utils',
      'Component API',
      'Customization',
      'How-to guides',
      'Integrations',
      'Migration',
    ])
      expect(all).toContain(t);
    for (const line of ['material-ui', 'x', 'toolpad'])
      expect(page(`${line}/getting-started/usage`)).toContain(
        '<nav aria-label="Main navigation"><ul class="nav-root">',
      );
  });

  it('"The navigation also links to an external template store, a blog and the versions page"', () => {
    const html = page('material-ui/getting-started/usage');
    expect(
      html.match(/<a [^>]*href="https:\/\/mui.com\/store\/"[^>]*target="_blank"[^>]*>.*?Template store/g),
    ).toHaveLength(1);
    expect(html).toContain('href="https://mui.com/blog/" target="_blank" rel="noopener">Blog');
    expect(html).toMatch(/<ul class="nav-extra">.*<a href="\/versions\/">Versions<\/a>/s);
  });

  it('"A two-letter language prefix (en, or zh) is stripped to give the canonical path"', () => {
    expect(pathnameToLanguage('/zh/material-ui/').canonicalAs).toBe('/material-ui/');
    expect(pathnameToLanguage('/en/material-ui/').canonicalAs).toBe('/material-ui/');
    expect(pathnameToLanguage('/fr/material-ui/').canonicalAs).toBe('/fr/material-ui/');
  });
  it('"/api is mapped to /api-docs for the server"', () =>
    expect(pathnameToLanguage('/api/button/').canonicalPathname).toBe('/api-docs/button'));
  it('"A trailing slash is removed"', () =>
    expect(pathnameToLanguage('/material-ui/react-button/').canonicalPathname).toBe('/material-ui/react-button'));
  it('"A hash is dropped"', () =>
    expect(pathnameToLanguage('/material-ui/react-button/#basic').canonicalAsServer).toBe(
      '/material-ui/react-button/',
    ));

  it('"material-ui, joy-ui, base-ui and system: category core"', () => {
    for (const p of ['material-ui', 'joy-ui', 'base-ui', 'system'])
      expect(getProductInfo(`/${p}/x/`)).toEqual({ productId: p, productCategoryId: 'core' });
  });
  it('"x: category x"', () => expect(getProductInfo('/x/react-charts/').productCategoryId).toBe('x'));
  it('"toolpad: toolpad-core or toolpad-studio"', () => {
    expect(getProductInfo('/toolpad/core/intro/').productId).toBe('toolpad-core');
    expect(getProductInfo('/toolpad/studio/intro/').productId).toBe('toolpad-studio');
  });
  it('"the docs paths: docs"', () => {
    expect(getProductInfo('/versions/').productId).toBe('docs');
    expect(page('versions')).toContain('<meta name="mui:productId" content="docs">');
  });
  it('"/experiments/docs: docs-infra"', () =>
    expect(page('experiments/docs/getting-started/usage')).toContain(
      '<meta name="mui:productId" content="docs-infra">',
    ));

  it('"Side-navigation entries may carry flags: new feature, planned, unstable, beta, legacy, deprecated, and a plan of pro or premium"', () => {
    const html = [
      'material-ui/components/button',
      'joy-ui/components/button',
      'base-ui/components/button',
      'x/components/button',
    ]
      .map(fullNav)
      .join('');
    for (const label of ['New', 'Planned', 'Preview', 'Beta', 'Legacy', 'Deprecated'])
      expect(html).toContain(`>${label}</span>`);
    expect(html).toContain('aria-label="Pro plan"');
    expect(html).toContain('aria-label="Premium plan"');
  });

  it('"Template demo pages exist with these titles: Marketing page, Blog, Checkout, Dashboard, Pricing, Sign-in, Sign-in side, Sign-up, Sticky footer"', () => {
    const index = page('material-ui/getting-started/templates');
    for (const title of [
      'Marketing page',
      'Blog',
      'Checkout',
      'Dashboard',
      'Pricing',
      'Sign-in',
      'Sign-in side',
      'Sign-up',
      'Sticky footer',
    ]) {
      expect(index).toMatch(new RegExp(`<h2 id="template-card-[a-z-]+" class="template-card-title">${title}</h2>`));
    }
  });
});

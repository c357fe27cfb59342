import { describe, expect, it } from '@jest/globals';
import { textKey } from '../../src/site/hash.js';
import { loadSite } from '../../src/load/loadSite.js';
import {
  apiParts,
  contentParts,
  demoBundlesKey,
  generatedParts,
  lineKey,
  pageKey,
  sharedPagesKey,
  siteKey,
  type LinkedAssets,
} from '../../src/render/pageKeys.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import type { ApiSource, SiteSource } from '../../src/site/types.js';
import { siteModelOf } from '../../src/transform/buildSiteModel.js';
import { REPO } from '../helpers.js';

// Each rule of the README's cache section, on the sample site: what changes a page's key, and what does not.
const source = loadSite(REPO);
const model = siteModelOf(source);
const assets: LinkedAssets = {
  cssName: 'static/docs.1.css',
  client: {
    fileName: 'static/client.1.js',
    search: { fileName: 's' },
    feedback: { fileName: 'f' },
    versions: { fileName: 'v' },
  },
  templates: [],
};
const withSource = (change: Partial<SiteSource>) => siteModelOf({ ...source, ...change });
/** A site key, its demos' part included. */
const siteOf = (site: typeof model) => siteKey(site, demoBundlesKey(site, 'tool'));
const page = source.pages.find((p) => p.rel === 'content/material-ui/components/button/index.md')!;

describe('page keys', () => {
  it('a content page depends on its own text and on the code of the demos it names', () => {
    const parts = contentParts(page, page, source.codeFiles);
    // The text counts by its hash (hashed once per source however many keys name it).
    expect(parts).toContain(textKey(page));
    const edited = { ...page, text: `${page.text}\nOne more line.\n` };
    expect(contentParts(edited, edited, source.codeFiles)).not.toEqual(parts);
    expect(contentParts(page, edited, source.codeFiles)).not.toEqual(parts);
    expect(parts).toContain('content/material-ui/components/button/BasicButtons.js');
    const codeFiles = new Map(source.codeFiles);
    codeFiles.set('content/material-ui/components/button/BasicButtons.js', '// changed');
    expect(contentParts(page, page, codeFiles)).not.toEqual(parts);
    // A demo of another page is not an input.
    codeFiles.set('content/material-ui/components/slider/ContinuousSlider.js', '// changed');
    codeFiles.set(
      'content/material-ui/components/button/BasicButtons.js',
      source.codeFiles.get('content/material-ui/components/button/BasicButtons.js')!,
    );
    expect(contentParts(page, page, codeFiles)).toEqual(parts);
  });

  it("a demo's browser module, sandbox and stylesheet names are inputs (they change with the modules it imports)", () => {
    const demo = 'content/material-ui/components/button/BasicButtons.js';
    const links = (module: string, sandbox: string, css: string) => ({
      modules: { [demo]: module },
      sandboxes: { [demo]: sandbox },
      css: { [demo]: css },
    });
    const base = contentParts(page, page, source.codeFiles, links('/a.js', '/a.json', '/a.css'));
    expect(contentParts(page, page, source.codeFiles, links('/b.js', '/a.json', '/a.css'))).not.toEqual(base);
    expect(contentParts(page, page, source.codeFiles, links('/a.js', '/b.json', '/a.css'))).not.toEqual(base);
    expect(contentParts(page, page, source.codeFiles, links('/a.js', '/a.json', '/b.css'))).not.toEqual(base);
  });

  it("a product line's pages depend on its own manifest, not on another line's", () => {
    const shared = sharedPagesKey(model, 'tool', assets);
    const joy = source.manifests.find((m) => m.prefix === 'joy-ui')!;
    const edited = withSource({
      manifests: source.manifests.map((m) => (m === joy ? { ...m, file: { ...m.file, text: `${m.file.text} ` } } : m)),
    });
    expect(lineKey(shared, edited, 'material-ui')).toBe(lineKey(shared, model, 'material-ui'));
    expect(lineKey(shared, edited, 'joy-ui')).not.toBe(lineKey(shared, model, 'joy-ui'));
  });

  it('every page depends on the tool, config, translations, languages and the shared files it links', () => {
    const base = sharedPagesKey(model, 'tool', assets);
    expect(sharedPagesKey(model, 'another tool', assets)).not.toBe(base);
    expect(sharedPagesKey(model, 'tool', { ...assets, cssName: 'static/docs.2.css' })).not.toBe(base);
    expect(sharedPagesKey(model, 'tool', { ...assets, client: { ...assets.client, fileName: 'x' } })).not.toBe(base);
    expect(
      sharedPagesKey(model, 'tool', { ...assets, templates: [{ slug: 'a', title: 'A', description: '' }] }),
    ).not.toBe(base);
    const translated = withSource({
      translations: source.translations.map((t, i) => (i ? t : { ...t, file: { ...t.file, text: `${t.file.text} ` } })),
    });
    expect(sharedPagesKey(translated, 'tool', assets)).not.toBe(base);
    expect(sharedPagesKey(model, 'tool', assets)).toBe(base);
  });

  it('the generated pages and the site assets depend on everything site-wide', () => {
    const base = siteOf(model);
    const codeFiles = new Map(source.codeFiles);
    codeFiles.set('templates/blog/index.js', '// changed');
    expect(siteOf(withSource({ codeFiles }))).not.toBe(base);
    expect(siteOf(withSource({ imageSizes: { '/logo.svg': { width: 1, height: 1 } } }))).not.toBe(base);
    expect(siteOf(model)).toBe(base);
  });

  it("the demos' bundles depend on the demos, templates, playgrounds, the config's demos and base path, and their graphs; not on the rest of the config, manifests or translations", () => {
    const base = demoBundlesKey(model, 'tool', 'stamp');
    const withConfig = (change: object) => siteModelOf({ ...source, config: { ...source.config, ...change } });
    const codeFiles = new Map(source.codeFiles);
    codeFiles.set('templates/blog/index.js', '// changed');
    const changed = [
      demoBundlesKey(withSource({ codeFiles }), 'tool', 'stamp'),
      demoBundlesKey(model, 'tool', 'another stamp'),
      demoBundlesKey(model, 'another tool', 'stamp'),
      demoBundlesKey(withSource({ templates: source.templates.slice(1) }), 'tool', 'stamp'),
      demoBundlesKey(withConfig({ basePath: '/docs' }), 'tool', 'stamp'),
      demoBundlesKey(withConfig({ demos: { ...source.config.demos, timeLimit: 1 } }), 'tool', 'stamp'),
      demoBundlesKey(
        withSource({
          pages: source.pages.map((p) =>
            // A demo the page no longer shows.
            p === page
              ? { ...p, text: p.text.replace('{{"demo": "ButtonSizes.js"', '{{"demo": "BasicButtons.js"') }
              : p,
          ),
        }),
        'tool',
        'stamp',
      ),
    ];
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
    const unchanged = [
      withConfig({ siteName: 'Another name', feedback: { url: 'https://feedback.example.com/' } }),
      withSource({ manifests: source.manifests.map((m) => ({ ...m, file: { ...m.file, text: `${m.file.text} ` } })) }),
      withSource({
        translations: source.translations.map((t) => ({ ...t, file: { ...t.file, text: `${t.file.text} ` } })),
      }),
      withSource({ pages: source.pages.map((p) => (p === page ? { ...p, text: `${p.text}\nMore words.\n` } : p)) }),
    ];
    for (const other of unchanged) expect(demoBundlesKey(other, 'tool', 'stamp')).toBe(base);
    // The site's assets depend on it all.
    expect(siteOf(unchanged[0])).not.toBe(siteOf(model));
  });

  it("the site assets depend on each playground's directive and its component's API (its module is in the bundles)", () => {
    const buttonPage = source.pages.find((p) => p.rel === 'content/base-ui/components/button/index.md')!;
    const api = (text: string): ApiSource => ({
      prefix: 'base-ui',
      name: 'button',
      route: '/base-ui/api/button',
      file: parseJsonFile('content/base-ui/api/button.json', text),
    });
    const site = (pageText: string, apiText: string) =>
      siteOf(
        withSource({
          pages: source.pages.map((p) => (p === buttonPage ? { ...p, text: pageText } : p)),
          apis: [...source.apis, api(apiText)],
        }),
      );
    const apiText = JSON.stringify({ name: 'Button', props: { disabled: { type: { name: 'bool' } } } });
    const base = site(buttonPage.text, apiText);
    expect(buttonPage.text).toContain('{{"playground": "Button", "props": {"children": "Press me"}');
    expect(site(buttonPage.text.replace('Press me', 'Press now'), apiText)).not.toBe(base);
    expect(site(buttonPage.text, apiText.replace('bool', 'string'))).not.toBe(base);
    // Text around it is the page's own input, not the site's.
    expect(site(`${buttonPage.text}\nMore words.\n`, apiText)).toBe(base);
  });

  it('a page key is its base, language, route and own inputs; API and generated pages have their own parts', () => {
    const key = pageKey('base', 'en', '/a', ['page', 'text']);
    expect(pageKey('base', 'zh', '/a', ['page', 'text'])).not.toBe(key);
    expect(pageKey('base', 'en', '/b', ['page', 'text'])).not.toBe(key);
    expect(pageKey('base', 'en', '/a', ['page', 'text'])).toBe(key);
    const api = model.apis[0];
    expect(apiParts(api)).toEqual(['api', api.source.file.text, api.source.descriptions?.text ?? '']);
    expect(generatedParts('home')).not.toEqual(generatedParts('versions'));
  });
});

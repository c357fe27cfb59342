import fs from 'node:fs';
import path from 'node:path';
import { copySample, read, runCli } from '../helpers.js';
import { builtSample, seededSample, sharedBuild, type SharedBuild } from '../sharedSites.js';

// Issue 16 §2 and §4: ids exactly as the heading-id rule derives them, edit links, the version in
// the footer, and the feedback box only where a feedback.url is configured.

/** Builds a copy of the built sample site (warm) after `change` edited its config (and files). */
async function buildSample(change: (config: Record<string, unknown>, root: string) => void) {
  const root = await seededSample('reader');
  const text = read(root, 'docs.config.json');
  const config = JSON.parse(text);
  change(config, root);
  if (JSON.stringify(config) !== JSON.stringify(JSON.parse(text)))
    fs.writeFileSync(path.join(root, 'docs.config.json'), JSON.stringify(config));
  const out = path.join(root, 'dist');
  const result = runCli('docs-build', ['--root', root, '--out', out]);
  return { root, out, result, page: (route: string) => read(out, route, 'index.html') };
}

const editHrefs = (html: string) => [...html.matchAll(/<a class="docs-edit" href="([^"]*)"/g)].map((m) => m[1]);

describe('edit links, version and feedback', () => {
  let sample: { result: SharedBuild; page: (route: string) => string };
  beforeAll(async () => {
    const result = await builtSample();
    sample = { result, page: (route) => read(result.out, route, 'index.html') };
  });

  it('a content page links its markdown source in the repository and shows the product version; no feedback box without feedback.url', () => {
    expect(sample.result.status).toBe(0);
    const html = sample.page('material-ui/components/button');
    expect(editHrefs(html)).toEqual([
      'https://github.com/mui/material-ui/edit/HEAD/content/material-ui/components/button/index.md',
    ]);
    expect(html).toContain('<span class="docs-version">Material UI v9.0.0</span>');
    expect(html).toMatch(/<a class="docs-footer-prev" href="[^"]+" rel="prev">/);
    expect(html).not.toContain('page-feedback');
    expect(html).not.toContain('section-feedback');
  });

  it('an API page links its JSON source', () => {
    expect(editHrefs(sample.page('material-ui/api/button'))).toEqual([
      'https://github.com/mui/material-ui/edit/HEAD/content/material-ui/api/button.json',
    ]);
  });

  it('editUrl overrides the repository (another host or branch); neither configured: no link', async () => {
    const other = await buildSample((config) => {
      config.editUrl = 'https://gitlab.example.com/acme/docs/-/edit/next/site/{path}';
    });
    expect(other.result.status).toBe(0);
    expect(editHrefs(other.page('material-ui/components/button'))).toEqual([
      'https://gitlab.example.com/acme/docs/-/edit/next/site/content/material-ui/components/button/index.md',
    ]);
    const none = await buildSample((config) => {
      delete config.githubRepo;
    });
    expect(none.result.status).toBe(0);
    expect(editHrefs(none.page('material-ui/components/button'))).toEqual([]);
    // The version stays: it does not depend on a repository.
    expect(none.page('material-ui/components/button')).toContain('Material UI v9.0.0');
  });

  it('an editUrl without {path} is refused with the field and an example', () => {
    const root = copySample('reader-bad');
    const config = JSON.parse(read(root, 'docs.config.json'));
    config.editUrl = 'https://github.com/acme/docs/edit/main/';
    fs.writeFileSync(path.join(root, 'docs.config.json'), JSON.stringify(config, null, 2));
    const r = runCli('docs-check', ['--root', root]);
    // Exit 2: a configuration problem, as documented in --help.
    expect(r.status).toBe(2);
    expect(r.stdout + r.stderr).toMatch(
      /docs\.config\.json:\d+:\d+ +error +config-invalid +"editUrl" must contain \{path\}/,
    );
    expect(r.stdout + r.stderr).toContain('"editUrl": "https://github.com/acme/docs/edit/main/{path}"');
  });

  it('with feedback.url every content page ends with the box and each h2 has a Feedback link; API pages do not', async () => {
    const site = await buildSample((config) => {
      config.feedback = { url: 'https://feedback.example.com/api' };
    });
    expect(site.result.status).toBe(0);
    const html = site.page('material-ui/components/button');
    expect(html).toMatch(
      /<section class="page-feedback" id="feedback"[^>]* data-feedback-url="https:\/\/feedback.example.com\/api" data-page="\/material-ui\/components\/button\/" data-lang="en" data-version="v9.0.0"/,
    );
    const h2s = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== 'feedback-title');
    const links = [...html.matchAll(/data-feedback-section="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(h2s);
    expect(links.length).toBeGreaterThan(1);
    // The page's policy names the endpoint's origin (an http: one, in development, would need it).
    expect(html).toMatch(/connect-src &#39;self&#39; https:[^;]* https:\/\/feedback\.example\.com;/);
    expect(site.page('material-ui/api/button')).not.toContain('page-feedback');
  });
});

describe('heading ids', () => {
  it('headings named like globals keep their plain ids and links to them resolve; clobbering names are still neutralised', async () => {
    const site = await buildSample((_, root) => {
      const file = path.join(root, 'content/material-ui/components/button/index.md');
      fs.appendFileSync(
        file,
        '\n## Alert\n\nSee [children](#children), [location](#location), [submit](#submit) and [fetch](#fetch).\n\n## Children\n\n## Location\n\n### Submit\n\n## Fetch\n\n<form name="cookie"><input></form>\n\n<img src="https://x.test/a.png" alt="" name="getElementById">\n',
      );
    });
    expect(site.result.status).toBe(0);
    expect(site.result.stdout).toMatch(/0 errors, 0 warnings/);
    const html = site.page('material-ui/components/button');
    for (const id of ['alert', 'children', 'location', 'submit', 'fetch'])
      expect(html).toMatch(new RegExp(`<h[23] id="${id}"`));
    expect(html).not.toMatch(/<form|name="cookie"/);
    expect(html).toContain('name="user-content-getElementById"');
  });
});

describe('the real corpus', () => {
  let out: string;
  let built: SharedBuild;
  beforeAll(async () => {
    built = await sharedBuild('corpus');
    out = built.out;
  });

  it('API class rows carry the original ids (<component-kebab>-classes-<className>) and the table of contents links them', () => {
    expect(built.status).toBe(0);
    const html = read(out, 'material-ui/api/accordion-summary', 'index.html');
    expect(html).toContain('id="accordion-summary-classes-MuiAccordionSummary-gutters"');
    expect(html).toContain('href="#accordion-summary-classes-MuiAccordionSummary-gutters"');
    // The shorter form the corpus's own links use (#button-classes-text) lands on the same row.
    expect(html).toContain('id="accordion-summary-classes-gutters"');
    expect(read(out, 'material-ui/api/button', 'index.html')).toMatch(/id="button-classes-text"/);
    // Props rows keep <name>-prop-<prop>.
    expect(html).toContain('id="accordion-summary-prop-children"');
    // Descriptions read as on the original site: placeholders filled.
    expect(html).not.toContain('{{');
    expect(html).toContain('Styles applied to the children wrapper element.');
  });

  it('docs-check reports only anchors no heading of the original site yields', async () => {
    const r = await sharedBuild('corpusCheck');
    const anchors = [
      ...new Set([...r.stdout.matchAll(/Broken anchor (\S+)/g)].map((m) => m[1].replace(/^.*#/, ''))),
    ].sort();
    // Each is an author's mistake in the corpus (a heading renamed or never written), not an id we derive differently.
    expect(anchors).toEqual([
      'AccordionSummary-classes-content',
      'AccordionSummary-classes-gutters',
      'default-values',
      'link-underline-hover',
      'material-icons',
      'menu-positioning',
      'preset-safe',
      'prevent-scrollbar',
      'sliver',
      'system-props',
      'variant-prop',
    ]);
  });

  it('its headings named like window properties keep the ids links written for the original site use', () => {
    for (const route of [
      'material-ui/migration/migrating-from-deprecated-apis',
      'material-ui/migration/v5-component-changes',
    ]) {
      expect(read(out, route, 'index.html')).toMatch(/<h2 id="alert">/);
    }
  });
});

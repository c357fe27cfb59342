import { parseJsonFile } from '../../src/site/jsonFile.js';
import { validateSite } from '../../src/validate/validateSite.js';
import { type PageSource, type SiteSource } from '../../src/site/types.js';
import { resolveConfig } from '../../src/site/config/resolve.js';

const page = (name: string, body: string): PageSource => ({
  rel: `content/material-ui/${name}/index.md`,
  route: `/material-ui/${name}`,
  lang: 'en',
  text: `# ${name}\n\n<p class="description">About ${name}.</p>\n\n## Section\n\n${body}\n`,
  dir: `content/material-ui/${name}`,
  prefix: 'material-ui',
});

function site(pages: PageSource[], extra: Partial<SiteSource> = {}): SiteSource {
  return {
    root: '/virtual',
    manifests: [
      {
        prefix: 'material-ui',
        file: parseJsonFile(
          'content/material-ui/pages.json',
          JSON.stringify(pages.map((p) => ({ pathname: p.route }))),
        ),
      },
    ],
    pages,
    apis: [],
    translations: [],
    apiTranslations: {},
    codeFiles: new Map(),
    templates: [],
    unknownFolders: [],
    imageSizes: {},
    diagnostics: [],
    ...extra,
    config: extra.config ?? resolveConfig(extra.configFile),
  };
}

describe('link report', () => {
  it('hints that a link broken on five or more pages probably sits in a shared component', () => {
    const pages = ['a', 'b', 'c', 'd', 'e'].map((n) =>
      page(n, 'See [gone](/material-ui/gone/) and [also](/material-ui/a/#nope).'),
    );
    const broken = validateSite(site(pages)).diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken).toHaveLength(5);
    for (const d of broken)
      expect(d.hint).toContain('It is broken on 5 pages: it probably sits in a shared component.');
    const fewer = validateSite(site(pages.slice(0, 4))).diagnostics.filter((d) => d.code === 'broken-link');
    expect(fewer[0].hint).not.toContain('shared component');
  });

  it('checks static files against public/ when the site has one, and counts them as unverifiable otherwise', () => {
    const pages = [page('a', '![logo](/static/logo.png) and ![missing](/static/missing.png)')];
    const withPublic = validateSite(site(pages, { publicFiles: new Set(['static/logo.png']) }));
    expect(withPublic.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'broken-link Broken link /static/missing.png (resolves to /static/missing.png): no such page.',
    ]);
    const without = validateSite(site(pages));
    expect(without.diagnostics).toEqual([]);
    expect(without.unverifiableLinks.get('static files')).toBe(2);
  });

  it('counts links to product lines this root does not contain per prefix, and never reports them', () => {
    const result = validateSite(
      site([page('a', '[x](/x/react-data-grid/) [y](/x/introduction/) [b](/blog/post/) [e](/experiments/docs/z/)')]),
    );
    expect(result.diagnostics).toEqual([]);
    expect([...result.unverifiableLinks].sort()).toEqual([
      ['/blog/', 1],
      ['/experiments/', 1],
      ['/x/', 2],
    ]);
  });

  it('severity is configurable per check (off, warn, error), and --strict makes anchors errors', () => {
    const pages = [page('a', '[anchor](#missing) [page](/material-ui/nope/)')];
    const codes = (config: object, strict = false) =>
      validateSite(site(pages, { configFile: parseJsonFile('docs.config.json', JSON.stringify(config)) }), { strict })
        .diagnostics.map((d) => `${d.severity} ${d.code}`)
        .sort();
    expect(codes({})).toEqual(['error broken-link', 'warning broken-anchor']);
    expect(codes({ checks: { brokenAnchors: 'error', brokenLinks: 'warn' } })).toEqual([
      'error broken-anchor',
      'warning broken-link',
    ]);
    expect(codes({ checks: { brokenAnchors: 'off', brokenLinks: 'off' } })).toEqual([]);
    expect(codes({}, true)).toEqual(['error broken-anchor', 'error broken-link']);
  });

  it('a broken link or anchor suggests the nearest existing page or id', () => {
    const pages = [
      page('button', 'Text.'),
      page('a', '[b](/material-ui/buton/) [s](/material-ui/button/#sectoin) [far](/material-ui/zzzzzzzzzzzz/)'),
    ];
    const hints = validateSite(site(pages)).diagnostics.map((d) => `${d.message} | ${d.hint}`);
    expect(hints).toEqual([
      'Broken link /material-ui/buton/ (resolves to /material-ui/buton/): no such page. | Link to an existing page. Did you mean /material-ui/button/?',
      'Broken anchor /material-ui/button/#sectoin (resolves to /material-ui/button/#sectoin): the page has no heading or element with id "sectoin". | Check the heading\'s text: ids are derived from it. Did you mean #section?',
      'Broken link /material-ui/zzzzzzzzzzzz/ (resolves to /material-ui/zzzzzzzzzzzz/): no such page. | Link to an existing page.',
    ]);
  });

  it('a link written in the wrong form is told so when its fixed form is a page, and as broken when not (fixing the form would not do)', () => {
    const pages = [
      page('button', 'Text.'),
      page('a', '[x](/material-ui/button) [y](../button/) [z](/material-ui/buton) [w](buton/#section)'),
    ];
    const found = validateSite(site(pages)).diagnostics.map((d) => `${d.code}: ${d.message}`);
    expect(found).toEqual([
      'link-trailing-slash: Missing trailing slash: /material-ui/button',
      'link-leading-slash: Missing leading slash: ../button/',
      'broken-link: Broken link /material-ui/buton (resolves to /material-ui/buton/): no such page.',
      'broken-link: Broken link buton/#section (resolves to /material-ui/a/buton/): no such page.',
    ]);
  });

  it('links inside HTML comments and code are not links', () => {
    const result = validateSite(
      site([
        page(
          'a',
          '<!-- [x](/material-ui/nope/) <a href="/nope/">x</a> -->\n\n`[y](/material-ui/nope/)`\n\n```md\n[z](/material-ui/nope/)\n```',
        ),
      ]),
    );
    expect(result.diagnostics).toEqual([]);
  });
});

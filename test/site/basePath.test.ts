import { describe, expect, it } from '@jest/globals';
import { basePathOf, htmlUnderBase, rootUrlIn, underBase, withinBase } from '../../src/site/basePath.js';
import { baseOverride } from '../../src/site/config/baseOverride.js';
import { resolveConfig } from '../../src/site/config/resolve.js';
import { parseVersionsFile, versionsFileText } from '../../src/site/versionsFile.js';
import { placeOnSite } from '../../src/serve/httpRules.js';
import { DocsError } from '../../src/errors/DocsError.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';

describe('a site served below its host root', () => {
  it("takes the base path from the base URL's path, without its trailing slash", () => {
    expect(basePathOf('https://acme.github.io/acme-kit/')).toBe('/acme-kit');
    expect(basePathOf('https://acme.github.io/a/b')).toBe('/a/b');
    expect(basePathOf('https://docs.example.com')).toBe('');
    expect(basePathOf('https://docs.example.com/')).toBe('');
  });

  it('puts site paths under the base path, and leaves URLs, protocol-relative ones and anchors alone', () => {
    expect(underBase('/acme-kit', '/static/docs.css')).toBe('/acme-kit/static/docs.css');
    expect(underBase('/acme-kit', '//cdn.example.com/x.js')).toBe('//cdn.example.com/x.js');
    expect(underBase('/acme-kit', 'https://example.com/')).toBe('https://example.com/');
    expect(underBase('/acme-kit', '#intro')).toBe('#intro');
    expect(underBase('', '/static/docs.css')).toBe('/static/docs.css');
  });

  it('reads a requested path as a site path, or as none when it is outside the base path', () => {
    expect(withinBase('/acme-kit', '/acme-kit/x/')).toBe('/x/');
    expect(withinBase('/acme-kit', '/acme-kit')).toBe('/');
    expect(withinBase('/acme-kit', '/acme-kitten/')).toBeUndefined();
    expect(withinBase('/acme-kit', '/x/')).toBeUndefined();
    expect(withinBase('', '/x/')).toBe('/x/');
  });

  it("maps every URL attribute of rendered HTML, but not a demo's own markup nor text", () => {
    const html = [
      '<link rel="preload" as="image" href="/static/logo.svg"/>',
      '<a class="nav-link" href="/material-ui/">Home</a><img src="/static/a.png" alt="/not-a-url">',
      '<a href="//cdn.example.com/">cdn</a><a href="https://x.example/">x</a><a href="#h">h</a>',
      '<div class="Demo-preview" data-demo-scope="" data-demo-module="/static/demos/a.js" data-demo-sandbox="/static/s.json">',
      '<div><a href="/in-demo/">in</a></div><img src="/demo.png"/></div>',
      '<a data-copy-page="/x.md" href="/after/">after</a><code>href=&quot;/code/&quot;</code>',
      '<section><div class="Playground-live" data-demo-module="/static/p.js"><div><a href="/own/">o</a></div></div></section>',
      '<a href="/last/">last</a>',
    ].join('');
    expect(htmlUnderBase(html, '/kit')).toBe(
      [
        '<link rel="preload" as="image" href="/kit/static/logo.svg"/>',
        '<a class="nav-link" href="/kit/material-ui/">Home</a><img src="/kit/static/a.png" alt="/not-a-url">',
        '<a href="//cdn.example.com/">cdn</a><a href="https://x.example/">x</a><a href="#h">h</a>',
        '<div class="Demo-preview" data-demo-scope="" data-demo-module="/kit/static/demos/a.js" data-demo-sandbox="/kit/static/s.json">',
        '<div><a href="/in-demo/">in</a></div><img src="/demo.png"/></div>',
        '<a data-copy-page="/kit/x.md" href="/kit/after/">after</a><code>href=&quot;/code/&quot;</code>',
        '<section><div class="Playground-live" data-demo-module="/kit/static/p.js"><div><a href="/own/">o</a></div></div></section>',
        '<a href="/kit/last/">last</a>',
      ].join(''),
    );
    expect(htmlUnderBase(html, '')).toBe(html);
  });

  it("finds a demo's path at the host's root, not one already under the base path", () => {
    const html = '<img src="/kit/static/media/a.png"><a href="//cdn.example.com/"></a><img src="/static/b.png">';
    expect(rootUrlIn(html, '/kit')).toEqual({ attribute: 'src', url: '/static/b.png' });
    expect(rootUrlIn('<img src="/kit/a.png">', '/kit')).toBeUndefined();
  });

  it('serves the site under its base path: the host root leads there, other paths are none of it', () => {
    expect(placeOnSite('/kit', '/')).toEqual({ kind: 'redirect', location: '/kit/' });
    expect(placeOnSite('/kit', '/kit')).toEqual({ kind: 'redirect', location: '/kit/' });
    expect(placeOnSite('/kit', '/kit/a/')).toEqual({ kind: 'site', path: '/a/' });
    expect(placeOnSite('/kit', '/other/')).toEqual({ kind: 'outside' });
    expect(placeOnSite('', '/other/')).toEqual({ kind: 'site', path: '/other/' });
  });
});

describe('--base-url and --base-path', () => {
  const fatalOf = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      return err instanceof DocsError ? err.message : String(err);
    }
    return 'no error';
  };

  it('a base path replaces the path of the base URL, given or configured', () => {
    expect(baseOverride(undefined, '/acme-kit/')).toBe('/acme-kit/');
    expect(baseOverride('https://acme.github.io/x/', '/acme-kit/')).toBe('https://acme.github.io/acme-kit/');
    expect(baseOverride('https://acme.github.io/x/', undefined)).toBe('https://acme.github.io/x/');
    const config = resolveConfig(
      parseJsonFile('docs.config.json', '{"baseUrl": "https://acme.github.io/"}'),
      '/acme-kit/',
    );
    expect([config.baseUrl, config.basePath]).toEqual(['https://acme.github.io/acme-kit', '/acme-kit']);
  });

  it('a base path that is no path of a site is an error naming it', () => {
    for (const bad of ['acme-kit/', '//evil.example/', '/a/../b/', '/a?x', '/a\\b'])
      expect(fatalOf(() => baseOverride(undefined, bad))).toContain(`Invalid base path "${bad}"`);
  });
});

describe('versions.json', () => {
  it('says where the build is served and its pages, once each and sorted', () => {
    const text = versionsFileText('https://acme.github.io/acme-kit', ['/b/', '/a/', '/b/']);
    expect(parseVersionsFile(text)).toEqual({
      format: 1,
      baseUrl: 'https://acme.github.io/acme-kit',
      routes: ['/a/', '/b/'],
    });
  });

  it('is none when it is not one (an older build, another file)', () => {
    for (const text of [undefined, '', '{', '{"format":2}', '{"format":1,"baseUrl":"x","routes":[]}'])
      expect(parseVersionsFile(text)).toBeUndefined();
  });
});

import { normalizePathname, pageHref, pathnameToLanguage, toPublicPath } from '../../src/site/paths.js';
import { getProductInfo, getProductName } from '../../src/site/products.js';
import { fixedLink } from '../../src/site/linkRules.js';

describe('pathnameToLanguage', () => {
  it.each([
    ['/zh/material-ui/react-button/', 'zh', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/en/material-ui/', 'en', '/material-ui/', '/material-ui'],
    ['/fr/material-ui/', 'en', '/fr/material-ui/', '/fr/material-ui'],
    ['/zh', 'en', '/zh', '/zh'],
    ['/api/button/#props', 'en', '/api/button/#props', '/api-docs/button'],
    ['/apis/x/', 'en', '/apis/x/', '/apis/x'],
    ['/', 'en', '/', '/'],
  ])('%s', (input, lang, canonicalAs, canonicalPathname) => {
    const result = pathnameToLanguage(input);
    expect(result.userLanguage).toBe(lang);
    expect(result.canonicalAs).toBe(canonicalAs);
    expect(result.canonicalPathname).toBe(canonicalPathname);
    expect(result.canonicalAsServer).toBe(canonicalAs.replace(/#.*/, ''));
  });

  it('normalises manifest paths and public URLs', () => {
    expect(normalizePathname('/a/b/#x')).toBe('/a/b');
    expect(normalizePathname('/')).toBe('/');
    expect(toPublicPath('/a/b')).toBe('/a/b/');
    expect(toPublicPath('/')).toBe('/');
  });
});

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/components/', 'x-data-grid', 'x'],
    ['/x/introduction/', 'null', 'x'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/versions/', 'docs', 'null'],
    ['/production-error/', 'docs', 'null'],
    ['/experiments/docs/callouts/', 'docs-infra', 'null'],
    ['/zh/material-ui/react-button/', 'material-ui', 'core'],
  ])('%s -> %s / %s', (path, productId, categoryId) => {
    expect(getProductInfo(path)).toEqual({ productId, productCategoryId: categoryId });
  });

  it.each([
    ['/material-ui/react-button/', 'Material UI'],
    ['/joy-ui/x/', 'Joy UI'],
    ['/base-ui/x/', 'Base UI'],
    ['/system/x/', 'MUI System'],
    ['/x/react-charts/', 'MUI X'],
    ['/toolpad/core/', 'MUI Toolpad'],
    ['/versions/', 'MUI'],
  ])('product name of %s is %s', (path, name) => expect(getProductName(path)).toBe(name));
});

describe('fixedLink (issue 40): the hint writes the author its link fixed', () => {
  it('a relative link as the site path it resolves to from the page, a missing or doubled trailing slash fixed', () => {
    expect(fixedLink('leading-slash', '../../components/badge/', '/acme/components/button/')).toBe(
      '/acme/components/badge/',
    );
    expect(fixedLink('leading-slash', 'badge#sizes', '/acme/components/button/')).toBe(
      '/acme/components/button/badge/#sizes',
    );
    expect(fixedLink('trailing-slash', '/acme/badge?x=1#a', '/')).toBe('/acme/badge/?x=1#a');
    expect(fixedLink('double-slash', '/acme/badge//#a', '/')).toBe('/acme/badge/#a');
  });
});

describe('pageHref: a page link from API JSON (an inheritance line) in a language', () => {
  it('a site path takes the language prefix and its trailing slash before a hash or query', () => {
    expect(pageHref('/material-ui/api/paper', '/zh')).toBe('/zh/material-ui/api/paper/');
    expect(pageHref('/material-ui/api/paper/#props', '')).toBe('/material-ui/api/paper/#props');
    expect(pageHref('/material-ui/api/paper?x=1#props', '')).toBe('/material-ui/api/paper/?x=1#props');
  });

  it('an outside URL stays as written: no prefix, and its fragment intact (MUI 5 transitions link react-transition-group)', () => {
    const transition = 'https://reactcommunity.org/react-transition-group/transition/#Transition-props';
    expect(pageHref(transition, '/zh')).toBe(transition);
  });
});

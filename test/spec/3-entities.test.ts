// SPEC.md section 3: entities and their fields. Type-level checks are compiled by `tsc -p
// tsconfig.test.json` (part of npm test); the runtime checks show the code passes these types around.
import { resolveConfig } from '../../src/site/config/resolve.js';
import { inHouseAds } from './specHelpers.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import { pickFeedAd } from '../../src/site/adDecision.js';
import { initialThemeState } from '../../src/site/themeReducer.js';
import { createTranslator } from '../../src/site/translator.js';
import type {
  DisplayedAd,
  DocsConfig,
  FeedItem,
  NavEntry,
  PageProps,
  ProductIdentity,
  ThemeState,
} from '../../src/site/types.js';
import { parseManifest } from '../../src/transform/parseManifest.js';

describe('3. Entities', () => {
  it('"Navigation page entry: pathname, title (optional), subheader, children, newFeature, planned, unstable, beta, legacy, deprecated, plan, icon, linkProps"', () => {
    const entry = {
      pathname: '/x/group',
      title: 'Group',
      subheader: 'inputs',
      icon: 'WebIcon',
      linkProps: { 'data-ga-event-category': 'nav' },
      plan: 'pro',
      newFeature: true,
      planned: false,
      unstable: false,
      beta: true,
      legacy: false,
      deprecated: false,
      children: [{ pathname: '/x/a' }],
    } satisfies NavEntry;
    const { entries, diagnostics } = parseManifest(parseJsonFile('pages.json', JSON.stringify([entry])));
    expect(diagnostics).toEqual([]);
    expect(entries).toEqual([entry]);
  });

  it('"Theme state: dense, direction (ltr or rtl), paletteColors, spacing, paletteMode (light or dark)"', () => {
    const state: ThemeState = initialThemeState;
    expect(state).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('"Product identity: name, logo, versions list (each with text, href, current)"', () => {
    const identity: ProductIdentity = {
      name: 'Material UI',
      logo: '/logo.svg',
      versions: [{ text: 'v9', href: 'https://x.test/', current: true }],
    };
    const config = resolveConfig(
      parseJsonFile('docs.config.json', JSON.stringify({ products: { 'material-ui': identity } })),
    );
    expect(config.products['material-ui']).toEqual(identity);
  });

  it('"Page props: userLanguage and translations keyed by two-letter code, English being the base"', () => {
    const props: PageProps = {
      userLanguage: 'zh',
      translations: { en: { hello: 'Hello', only: 'English only' }, zh: { hello: '你好' } },
    };
    const t = createTranslator(props);
    expect([t('hello'), t('only')]).toEqual(['你好', 'English only']);
  });

  it('"Ad (displayed): name, link, img, description (HTML), poweredby, label"', () => {
    const ads: DisplayedAd[] = inHouseAds().map((ad) => ({ ...ad, poweredby: 'MUI', label: `in-house-${ad.name}` }));
    for (const ad of ads) {
      expect(Object.keys(ad).sort()).toEqual(['description', 'img', 'label', 'link', 'name', 'poweredby']);
      expect(ad.description).toMatch(/<b>.+<\/b>/);
    }
  });

  it('"External ad feed item: statlink, statimp, pixel, timestamp, image, company, description"', () => {
    const item: FeedItem = {
      statlink: 'https://s/',
      statimp: 'https://i/',
      pixel: 'https://p/1||https://p/2',
      timestamp: 1,
      image: 'https://img/',
      company: 'Acme',
      description: '<b>x</b>',
    };
    expect(pickFeedAd({ ads: [item] })).toEqual(item);
  });

  it('"Config: ad display ratio, default 0.1"', () => {
    const config: DocsConfig = resolveConfig(undefined);
    expect(resolveConfig(parseJsonFile('docs.config.json', '{"ads": {}}')).ads?.displayRatio).toBe(0.1);
    expect(config.ads).toBeUndefined();
    expect(resolveConfig(parseJsonFile('docs.config.json', '{"ads": {"displayRatio": 0.5}}')).ads?.displayRatio).toBe(
      0.5,
    );
  });
});

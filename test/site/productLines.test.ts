import { parseJsonFile } from '../../src/site/jsonFile.js';
import { resolveConfig } from '../../src/site/config/resolve.js';
import { productThemeCss } from '../../src/render/productTheme.js';
import { contrastRatio, parseColor, primaryPalette, toHex } from '../../src/site/color.js';
import { DARK_BACKGROUND } from '../../src/site/constants.js';
import { getProductInfo, getProductName } from '../../src/site/products.js';
import { validateConfig } from '../../src/validate/validateConfig.js';

const config = (json: object) => parseJsonFile('docs.config.json', JSON.stringify(json, null, 2));
const resolveError = (json: object) => {
  try {
    resolveConfig(config(json));
  } catch (err) {
    const e = err as { code: string; message: string; hint?: string; location?: { line: number }; exitCode: number };
    return { code: e.code, message: e.message, hint: e.hint, line: e.location?.line, exitCode: e.exitCode };
  }
  throw new Error('no error');
};

describe('product lines from config', () => {
  const lines = resolveConfig(
    config({
      products: {
        'acme-ui': { name: 'Acme UI' },
        x: { name: 'Grids' },
        'base-ui': { name: 'Base', productId: 'base', categoryId: 'headless' },
      },
    }),
  ).products;

  it('declared lines replace the original seven; ids come from the config, the spec rules, or the prefix', () => {
    expect(Object.keys(lines)).toEqual(['acme-ui', 'x', 'base-ui']);
    expect(getProductInfo('/acme-ui/components/button/', lines)).toEqual({
      productId: 'acme-ui',
      productCategoryId: 'acme-ui',
    });
    expect(getProductInfo('/x/react-data-grid/', lines)).toEqual({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(getProductInfo('/base-ui/a/', lines)).toEqual({ productId: 'base', productCategoryId: 'headless' });
    expect(getProductInfo('/material-ui/a/', lines)).toEqual({ productId: 'docs', productCategoryId: 'null' });
    expect(getProductName('/zh/acme-ui/a/', lines, 'Acme')).toBe('Acme UI');
    expect(getProductName('/versions/', lines, 'Acme')).toBe('Acme');
  });

  it('without products the original seven lines apply, with their spec names', () => {
    const defaults = resolveConfig(undefined).products;
    expect(Object.keys(defaults).sort()).toEqual([
      'base-ui',
      'experiments/docs',
      'joy-ui',
      'material-ui',
      'system',
      'toolpad',
      'x',
    ]);
    expect(getProductName('/system/x/', defaults)).toBe('MUI System');
  });

  it('rejects a bad entry at its line with a useful hint (exit 2)', () => {
    expect(resolveError({ products: { 'acme-ui': { name: 'Acme', vesrions: [] } } })).toEqual({
      code: 'config-invalid',
      message: 'Unknown key "products.acme-ui.vesrions" in docs.config.json.',
      hint: 'Did you mean "versions"?',
      line: 5,
      exitCode: 2,
    });
    expect(resolveError({ products: { 'acme-ui': {} } }).message).toBe('Product line "acme-ui" has no "name".');
    expect(resolveError({ products: { 'Acme UI': { name: 'x' } } }).message).toBe(
      'Invalid product-line prefix "Acme UI".',
    );
    expect(
      resolveError({ products: { 'acme-ui': { name: 'x', theme: { primary: 'purple-ish' } } } }).message,
    ).toContain('"products.acme-ui.theme.primary" must be a colour');
    expect(resolveError({ links: [{ label: 'Blog', url: 'x' }] }).hint).toBe('Known keys: label, href.');
  });

  it('ads: absent means no ads, false turns them off, an object turns them on with in-house ads', () => {
    expect(resolveConfig(config({})).ads).toBeUndefined();
    expect(resolveConfig(config({ ads: false })).ads).toBeUndefined();
    expect(
      resolveConfig(config({ ads: { inHouse: [{ name: 'a', link: 'https://a.example/', description: '<b>A</b>' }] } }))
        .ads,
    ).toEqual({
      networkScript: undefined,
      feedUrl: undefined,
      backersLink: undefined,
      displayRatio: 0.1,
      inHouse: [{ name: 'a', link: 'https://a.example/', description: '<b>A</b>' }],
    });
    expect(resolveError({ ads: true }).message).toBe('"ads" must be { ... }.');
  });
});

describe("a product line's own colour", () => {
  it('parses hex, rgb() and hsl() colours', () => {
    expect(parseColor('#0073e6')).toEqual([0, 115, 230]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(toHex(parseColor('hsl(210, 100%, 45%)')!)).toBe('#0073E6');
    expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
    expect(parseColor('blue')).toBeUndefined();
  });

  it('dark mode gets a lighter shade that reads on the dark background', () => {
    const { light, dark } = primaryPalette(parseColor('#6A1B9A')!, DARK_BACKGROUND);
    expect(toHex(light)).toBe('#6A1B9A');
    expect(contrastRatio(dark, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('warns at build when the colour misses WCAG AA on the light background, suggesting a shade that does not', () => {
    const file = config({
      products: {
        'acme-ui': { name: 'Acme', theme: { primary: '#FFD54F' } },
        'ok-ui': { name: 'Ok', theme: { primary: '#1565C0' } },
      },
    });
    const warnings = validateConfig(file, resolveConfig(file));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      severity: 'warning',
      code: 'theme-contrast',
      file: 'docs.config.json',
      line: 6,
    });
    expect(warnings[0].message).toMatch(
      /^The primary colour of acme-ui \(#FFD54F\) has a contrast of 1\.\d\d:1 on the light background; WCAG AA needs 4\.5:1/,
    );
    const suggested = warnings[0].hint!.match(/"(#[0-9A-F]{6})"/)![1];
    expect(contrastRatio(parseColor(suggested)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('the stylesheet gives the line its palette in both modes, scoped to its pages', () => {
    const css = productThemeCss({
      'acme-ui': { name: 'Acme', versions: [], theme: { primary: '#6A1B9A' } },
      plain: { name: 'Plain', versions: [] },
    });
    const [light, dark] = css.split('\n');
    expect(light).toMatch(
      /^body\[data-product="acme-ui"\]\{--muidocs-palette-primary-main:#6A1B9A;.*--muidocs-palette-primary-contrastText:#fff;.*--muidocs-palette-primary-mainChannel:106 27 154;.*--docs-link:#6A1B9A;--docs-link-strong:#4A136C\}$/,
    );
    expect(dark).toMatch(
      /^\[data-mui-color-scheme="dark"\] body\[data-product="acme-ui"\]\{--muidocs-palette-primary-main:#[0-9A-F]{6};/,
    );
    expect(css).not.toContain('plain');
  });
});

describe('logo sizes', () => {
  it('reads the intrinsic size of SVG (width/height or viewBox) and PNG logos', async () => {
    const { imageSize } = await import('../../src/site/imageSize.js');
    const svg = (s: string) => new TextEncoder().encode(s);
    expect(
      imageSize(
        svg('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><path/></svg>'),
      ),
    ).toEqual({ width: 120, height: 30 });
    expect(imageSize(svg('<svg viewBox="0 0 240 60"></svg>'))).toEqual({ width: 240, height: 60 });
    const png = new Uint8Array(33);
    png.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 64,
    ]);
    expect(imageSize(png)).toEqual({ width: 256, height: 64 });
    expect(imageSize(svg('not an image'))).toBeUndefined();
  });
});

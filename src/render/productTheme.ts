import {
  AA_CONTRAST,
  contrastRatio,
  darken,
  lighten,
  parseColor,
  primaryPalette,
  toHex,
  type Rgb,
} from '../site/color.js';
import { COLOR_SCHEME_ATTRIBUTE, DARK_BACKGROUND } from '../site/constants.js';
import type { ProductIdentity } from '../site/types.js';

const channel = (rgb: Rgb) => rgb.join(' ');
const WHITE: Rgb = [255, 255, 255];
const NEAR_BLACK: Rgb = [0, 0, 0];

/** The branding theme's primary variables (MUI's augmentColor: light +20 %, dark -30 %), for one main colour. */
function primaryVariables(main: Rgb): string {
  const contrast =
    contrastRatio(main, WHITE) >= AA_CONTRAST
      ? { css: '#fff', rgb: WHITE }
      : { css: 'rgba(0, 0, 0, 0.87)', rgb: NEAR_BLACK };
  const light = lighten(main, 0.2);
  const dark = darken(main, 0.3);
  const vars: Array<[string, string]> = [
    ['main', toHex(main)],
    ['light', toHex(light)],
    ['dark', toHex(dark)],
    ['contrastText', contrast.css],
    ['mainChannel', channel(main)],
    ['lightChannel', channel(light)],
    ['darkChannel', channel(dark)],
    ['contrastTextChannel', channel(contrast.rgb)],
  ];
  return vars.map(([name, value]) => `--muidocs-palette-primary-${name}:${value}`).join(';');
}

/**
 * Stylesheet rules that give each product line with `theme.primary` its own primary palette in
 * light and dark mode: pages of the line carry `data-product` on <body>, below the <html> that
 * holds the site's palette, so the line's variables win there.
 */
export function productThemeCss(products: Readonly<Record<string, ProductIdentity>>): string {
  return Object.entries(products)
    .flatMap(([prefix, product]) => {
      const primary = product.theme && parseColor(product.theme.primary);
      if (!primary) return [];
      const { light, dark } = primaryPalette(primary, DARK_BACKGROUND);
      const selector = `body[data-product="${prefix}"]`;
      return [
        // The links' variables too: a variable that refers to another is resolved where it is declared (:root).
        `${selector}{${primaryVariables(light)};--docs-link:${toHex(light)};--docs-link-strong:${toHex(darken(light, 0.3))}}`,
        `[${COLOR_SCHEME_ATTRIBUTE}="dark"] ${selector}{${primaryVariables(dark)};--docs-link:${toHex(dark)};--docs-link-strong:${toHex(lighten(dark, 0.2))}}`,
      ];
    })
    .join('\n');
}

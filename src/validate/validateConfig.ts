import type { Node } from 'jsonc-parser';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { propertyNode, type JsonFile } from '../site/jsonFile.js';
import { AA_CONTRAST, contrastRatio, darken, parseColor, primaryPalette, toHex, type Rgb } from '../site/color.js';
import { DARK_BACKGROUND, LIGHT_BACKGROUND } from '../site/constants.js';
import type { DocsConfig } from '../site/types.js';

/** The darkest shade of `color` that reads on `background`, for the hint. */
function readableShade(color: Rgb, background: Rgb): Rgb {
  let shade = color;
  for (let step = 0.05; contrastRatio(shade, background) < AA_CONTRAST && step < 1; step += 0.05)
    shade = darken(color, step);
  return shade;
}

/**
 * Warnings about the config that do not stop a build: a product line's primary colour whose text
 * (links, outlined buttons) does not reach WCAG AA contrast on the page background.
 */
export function validateConfig(file: JsonFile | undefined, config: DocsConfig): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [prefix, product] of Object.entries(config.products)) {
    const primary = product.theme && parseColor(product.theme.primary);
    if (!primary) continue;
    const node: Node | undefined = propertyNode(
      propertyNode(propertyNode(propertyNode(file?.tree, 'products'), prefix), 'theme'),
      'primary',
    );
    const at = file ? file.at(node) : { file: 'docs.config.json', line: 1, column: 1 };
    const light = contrastRatio(primary, LIGHT_BACKGROUND);
    if (light < AA_CONTRAST) {
      const better = readableShade(primary, LIGHT_BACKGROUND);
      out.push(
        diagnose('theme-contrast', at, {
          mode: 'light',
          prefix,
          color: toHex(primary),
          ratio: light,
          needed: AA_CONTRAST,
          better: toHex(better),
          betterRatio: contrastRatio(better, LIGHT_BACKGROUND),
        }),
      );
    }
    const { dark } = primaryPalette(primary, DARK_BACKGROUND);
    const onDark = contrastRatio(dark, DARK_BACKGROUND);
    if (onDark < AA_CONTRAST) {
      out.push(
        diagnose('theme-contrast', at, {
          mode: 'dark',
          prefix,
          color: toHex(dark),
          ratio: onDark,
          needed: AA_CONTRAST,
        }),
      );
    }
  }
  return out;
}

import path from 'node:path';
import type { DemoSetup } from './setup.js';

/**
 * The browser module every live demo renders in (`docs:frame`, imported by the runtime): the
 * Emotion demos use (the site's, else the tool's), the config's wrapper, and the branding theme
 * when demos use the tool's MUI. Written per site, so a site without MUI never loads it.
 */
export function frameSource(setup: DemoSetup, lib: string): string {
  const lines = [
    "export { CacheProvider } from '@emotion/react';",
    "export { default as createCache } from '@emotion/cache';",
    setup.wrapper
      ? `export { default as Wrapper } from ${JSON.stringify(path.join(setup.root, setup.wrapper))};`
      : 'export const Wrapper = undefined;',
    setup.brandingTheme
      ? `export { BrandingFrame } from ${JSON.stringify(path.join(lib, 'src/client/demos/brandingFrame.js'))};`
      : 'export const BrandingFrame = undefined;',
  ];
  return `${lines.join('\n')}\n`;
}

import fs from 'node:fs';
import path from 'node:path';
import type { AcceptedPlugin, ProcessOptions } from 'postcss';

/** The site's PostCSS setup: its plugins and options, none when it has no config. */
export interface SitePostcss {
  plugins: AcceptedPlugin[];
  options: ProcessOptions;
  /** The config file, for diagnostics. */
  file?: string;
}

const CONFIG_NAMES = [
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
  'postcss.config.mts',
  'postcss.config.cts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
];

/**
 * The site's PostCSS config (`postcss.config.*` in the site root, the convention of Vite and
 * Next.js), loaded by postcss-load-config, which also resolves its plugins from the site.
 */
export async function loadSitePostcss(root: string): Promise<SitePostcss> {
  if (!CONFIG_NAMES.some((name) => fs.existsSync(path.join(root, name)))) return { plugins: [], options: {} };
  const { default: load } = await import('postcss-load-config');
  const config = await load({ cwd: root, env: 'production' }, root);
  return { plugins: config.plugins, options: config.options, file: config.file };
}

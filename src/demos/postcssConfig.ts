import fs from 'node:fs';
import path from 'node:path';
import type { AcceptedPlugin, ProcessOptions } from 'postcss';
import { packageOf } from '../site/packageName.js';
import { withinTimeLimit } from './timeLimit.js';

/** Why the site's PostCSS config did not load: the first line of the loader's error, and a package it lacks. */
export interface PostcssFailure {
  reason: string;
  missing?: string;
}

/** The site's PostCSS setup: its plugins and options, none when it has no config. */
export interface SitePostcss {
  plugins: AcceptedPlugin[];
  options: ProcessOptions;
  /** The config file, for diagnostics. */
  file?: string;
  /** Set when the config exists but does not load: each stylesheet then reports it at its import. */
  failure?: PostcssFailure;
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
export async function loadSitePostcss(root: string, timeLimit: number): Promise<SitePostcss> {
  const name = CONFIG_NAMES.find((n) => fs.existsSync(path.join(root, n)));
  if (!name) return { plugins: [], options: {} };
  const { default: load } = await import('postcss-load-config');
  try {
    // A config (or a plugin it loads) that never settles is its failure, in its time.
    const config = await withinTimeLimit(load({ cwd: root, env: 'production' }, root), timeLimit);
    return { plugins: config.plugins, options: config.options, file: config.file };
  } catch (err) {
    return { plugins: [], options: {}, file: path.join(root, name), failure: postcssFailure(err) };
  }
}

/** A loader error as the user's problem: its first line (no require stack), and the package Node could not find. */
export function postcssFailure(err: unknown): PostcssFailure {
  const text = err instanceof Error ? err.message : String(err);
  const reason = text
    .split('\n')[0]!
    .replace(/^Loading PostCSS Plugin failed: /, '')
    .trim();
  const specifier = /Cannot find (?:module|package) '([^']+)'/.exec(text)?.[1];
  const missing = specifier ? packageOf(specifier) : undefined;
  return missing ? { reason, missing } : { reason };
}

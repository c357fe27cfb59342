import { fatal, fatalOf } from '../../errors/DocsError.js';
import type { JsonFile } from '../jsonFile.js';
import { isWebUrl } from '../webUrl.js';
import { checkConfig } from './problems.js';
import { CONFIG, type DocsConfig } from './schema.js';

/** A path to serve the site under (`/acme-kit/`): absolute, without `.` or `..` segments, a query or a hash. */
const isSitePath = (value: string) =>
  /^\/(?!\/)/.test(value) && !/[?#\\]/.test(value) && !value.split('/').some((s) => s === '.' || s === '..');

/**
 * What `--base-url` and `--base-path` make of the base URL: a URL, a path that replaces the
 * config's (given alone), or nothing. A path is checked here, a URL where it is used.
 */
export function baseOverride(baseUrl?: string, basePath?: string): string | undefined {
  if (basePath === undefined) return baseUrl;
  if (!isSitePath(basePath)) throw fatal('config-invalid', { problem: 'base-path', value: basePath });
  if (baseUrl === undefined) return basePath;
  if (!isWebUrl(baseUrl)) throw fatal('config-invalid', { problem: 'base-url', value: baseUrl });
  return new URL(basePath, baseUrl).href;
}

/**
 * docs.config.json with its defaults applied, and `override` in place of its baseUrl (a URL), or of
 * its path (a path such as `/acme-kit/`), when given. An invalid file stops the command (exit 2)
 * with every problem it has, each at its line.
 */
export function resolveConfig(file: JsonFile | undefined, override?: string): DocsConfig {
  const { config, problems } = checkConfig(file);
  if (!config) throw fatalOf(problems);
  if (override === undefined) return config;
  const baseUrl = isSitePath(override) ? new URL(override, config.baseUrl).href : override;
  // The config's own baseUrl is located among its problems; --base-url's is said here.
  if (!isWebUrl(baseUrl)) throw fatal('config-invalid', { problem: 'base-url', value: override });
  return CONFIG.parse({ ...(file?.value as object | undefined), baseUrl });
}

import { fatal } from '../../errors/DocsError.js';
import { isWebUrl } from '../webUrl.js';

// Apart from the config's schema: every command reads its options with it, and only some load the schema (zod).

/** A path to serve the site under (`/acme-kit/`): absolute, without `.` or `..` segments, a query or a hash. */
export const isSitePath = (value: string) =>
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

import { fatal, fatalOf } from '../../errors/DocsError.js';
import { isSitePath } from './baseOverride.js';
import type { JsonFile } from '../jsonFile.js';
import { isWebUrl } from '../webUrl.js';
import { checkConfig } from './problems.js';
import { CONFIG, type DocsConfig } from './schema.js';

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

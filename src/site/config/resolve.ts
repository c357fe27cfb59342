import { fatal, fatalOf } from '../../errors/DocsError.js';
import type { JsonFile } from '../jsonFile.js';
import { isWebUrl } from '../webUrl.js';
import { checkConfig } from './problems.js';
import { basePath, CONFIG, type DocsConfig } from './schema.js';

/**
 * docs.config.json with its defaults applied, `--base-url` in place of its baseUrl when given. An
 * invalid file stops the command (exit 2) with every problem it has, each at its line.
 */
export function resolveConfig(file: JsonFile | undefined, baseUrlOverride?: string): DocsConfig {
  const { config, problems } = checkConfig(file);
  if (!config) throw fatalOf(problems);
  if (baseUrlOverride === undefined) return config;
  // The config's own baseUrl is located among its problems; --base-url's is said here.
  if (!isWebUrl(baseUrlOverride)) throw fatal('config-invalid', { problem: 'base-url', value: baseUrlOverride });
  const path = basePath(baseUrlOverride);
  if (path) throw fatal('config-invalid', { problem: 'base-path', value: baseUrlOverride, path });
  return CONFIG.parse({ ...(file?.value as object | undefined), baseUrl: baseUrlOverride });
}

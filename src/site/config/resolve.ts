import { compareDiagnostics } from '../../errors/Diagnostic.js';
import { fatal, fatalOf } from '../../errors/DocsError.js';
import type { JsonFile } from '../jsonFile.js';
import { isWebUrl } from '../webUrl.js';
import { configProblems } from './problems.js';
import { basePath, CONFIG, type DocsConfig } from './schema.js';

/**
 * docs.config.json with its defaults applied, `--base-url` in place of its baseUrl when given. An
 * invalid file stops the command (exit 2) with every problem it has, each at its line.
 */
export function resolveConfig(file: JsonFile | undefined, baseUrlOverride?: string): DocsConfig {
  const problems = configProblems(file).sort(compareDiagnostics);
  if (problems.length) throw fatalOf(problems);
  const raw = (file?.value ?? {}) as Record<string, unknown>;
  if (baseUrlOverride === undefined) return CONFIG.parse(raw);
  // The config's own baseUrl is located among its problems; --base-url's is said here.
  if (!isWebUrl(baseUrlOverride)) throw fatal('config-invalid', { problem: 'base-url', value: baseUrlOverride });
  const path = basePath(baseUrlOverride);
  if (path) throw fatal('config-invalid', { problem: 'base-path', value: baseUrlOverride, path });
  return CONFIG.parse({ ...raw, baseUrl: baseUrlOverride });
}

import { DocsError, EXIT } from '../errors/DocsError.js';
import { AD_DISPLAY_RATIO_DEFAULT } from '../site/constants.js';
import { unknownKeyHint } from '../site/didYouMean.js';
import { getProductName, PRODUCT_PREFIXES } from '../site/products.js';
import type { DocsConfig, ProductIdentity, Severity } from '../site/types.js';
import { properties, type JsonFile } from './jsonFile.js';

const CONFIG_KEYS = ['siteName', 'baseUrl', 'docsHost', 'languages', 'products', 'ads', 'analytics', 'licenseKey', 'githubRepo', 'checks'];
export const CHECK_NAMES = ['brokenLinks', 'brokenAnchors', 'orphanPages', 'unknownKeys'] as const;

const DEFAULT_CHECKS: Record<string, Severity> = {
  brokenLinks: 'error',
  brokenAnchors: 'warn',
  orphanPages: 'warn',
  unknownKeys: 'warn',
};

export function defaultProducts(): Record<string, ProductIdentity> {
  return Object.fromEntries(
    PRODUCT_PREFIXES.map((prefix) => [
      prefix,
      { name: prefix === 'experiments/docs' ? 'Experiments' : getProductName(`/${prefix}/`), versions: [{ text: 'Latest', current: true }] },
    ]),
  );
}

function configError(file: JsonFile, node: Parameters<JsonFile['at']>[0], message: string, hint: string): DocsError {
  return new DocsError('config-invalid', message, { hint, location: file.at(node), exitCode: EXIT.usage });
}

/** Applies defaults to docs.config.json and rejects invalid values (exit 2: a configuration problem). */
export function resolveConfig(file: JsonFile | undefined, baseUrlOverride?: string): DocsConfig {
  const raw = (file?.value ?? {}) as Record<string, unknown>;
  if (file) {
    if (file.diagnostics.length) {
      const d = file.diagnostics[0];
      throw new DocsError('config-invalid', d.message, { hint: d.hint, location: d, exitCode: EXIT.usage });
    }
    if (!file.tree || file.tree.type !== 'object') {
      throw configError(file, file.tree, 'docs.config.json must hold a JSON object.', 'Start the file with { and end it with }.');
    }
    for (const [key, keyNode] of properties(file.tree)) {
      if (!CONFIG_KEYS.includes(key)) {
        throw configError(file, keyNode, `Unknown config key "${key}".`, unknownKeyHint(key, CONFIG_KEYS));
      }
    }
    for (const [key, , valueNode] of properties(file.tree)) {
      const value = raw[key];
      const expectString = ['siteName', 'baseUrl', 'docsHost', 'licenseKey', 'githubRepo'].includes(key);
      if (expectString && typeof value !== 'string') {
        throw configError(file, valueNode, `"${key}" must be a string.`, `Write "${key}": "..." in docs.config.json.`);
      }
      if (!expectString && key !== 'languages' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
        throw configError(file, valueNode, `"${key}" must be an object.`, `Write "${key}": { ... } in docs.config.json.`);
      }
    }
    const checks = (raw.checks ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(checks)) {
      if (!(CHECK_NAMES as readonly string[]).includes(name) || !['off', 'warn', 'error'].includes(String(value))) {
        throw configError(file, file.tree, `Invalid check setting "${name}": ${JSON.stringify(value)}.`, `Checks: ${CHECK_NAMES.join(', ')}; each "off", "warn" or "error".`);
      }
    }
    const languages = raw.languages;
    if (languages !== undefined && (!Array.isArray(languages) || !languages.every((l) => typeof l === 'string' && /^[a-z]{2}$/.test(l)))) {
      throw configError(file, file.tree, '"languages" must be an array of two-letter codes.', 'For example "languages": ["en", "zh"].');
    }
  }
  const baseUrl = (baseUrlOverride ?? (raw.baseUrl as string | undefined) ?? 'https://example.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) {
    throw new DocsError('config-invalid', `Invalid base URL "${baseUrl}".`, {
      hint: 'Give an absolute http(s) URL such as https://docs.example.com.',
      exitCode: EXIT.usage,
    });
  }
  const products = defaultProducts();
  for (const [prefix, identity] of Object.entries((raw.products ?? {}) as Record<string, Partial<ProductIdentity>>)) {
    products[prefix] = { ...products[prefix], ...identity, versions: identity.versions ?? products[prefix]?.versions ?? [] } as ProductIdentity;
  }
  const ads = (raw.ads ?? {}) as Record<string, unknown>;
  return {
    siteName: (raw.siteName as string) ?? 'MUI',
    baseUrl,
    docsHost: (raw.docsHost as string) ?? new URL(baseUrl).host,
    languages: (raw.languages as string[]) ?? ['en'],
    products,
    ads: {
      networkScript: ads.networkScript as string | undefined,
      feedUrl: ads.feedUrl as string | undefined,
      backersLink: ads.backersLink as string | undefined,
      displayRatio: typeof ads.displayRatio === 'number' ? ads.displayRatio : AD_DISPLAY_RATIO_DEFAULT,
    },
    analytics: (raw.analytics ?? {}) as DocsConfig['analytics'],
    licenseKey: raw.licenseKey as string | undefined,
    githubRepo: (raw.githubRepo as string) ?? 'https://github.com/mui/material-ui',
    checks: { ...DEFAULT_CHECKS, ...((raw.checks ?? {}) as Record<string, Severity>) },
  };
}

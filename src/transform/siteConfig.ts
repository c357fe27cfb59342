import type { Node } from 'jsonc-parser';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { parseColor } from '../site/color.js';
import { AD_DISPLAY_RATIO_DEFAULT } from '../site/constants.js';
import { unknownKeyHint } from '../site/didYouMean.js';
import { ORIGINAL_PRODUCT_LINES } from '../site/products.js';
import type { DocsConfig, InHouseAd, ProductIdentity, Severity, SiteLink } from '../site/types.js';
import { properties, propertyNode, type JsonFile } from '../site/jsonFile.js';

const CHECK_NAMES = ['brokenLinks', 'brokenAnchors', 'orphanPages', 'unknownKeys'] as const;

const DEFAULT_CHECKS: Record<string, Severity> = {
  brokenLinks: 'error',
  brokenAnchors: 'warn',
  orphanPages: 'warn',
  unknownKeys: 'warn',
};

/** Where templates/ pages are served when the config names no route. */
export const DEFAULT_TEMPLATES_ROUTE = '/templates';

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'url' | 'color' | 'route';
type Shape = { [key: string]: Kind | Shape | [Shape] };

const VERSION: Shape = { text: 'string', href: 'string', current: 'boolean' };
const PRODUCT: Shape = {
  name: 'string',
  description: 'string',
  logo: 'string',
  versions: [VERSION],
  productId: 'string',
  categoryId: 'string',
  theme: { primary: 'color' },
};
const IN_HOUSE_AD: Shape = { name: 'string', link: 'url', img: 'string', description: 'string' };
const ADS: Shape = {
  networkScript: 'url',
  feedUrl: 'url',
  backersLink: 'url',
  displayRatio: 'number',
  inHouse: [IN_HOUSE_AD],
};
/** The whole file: every key, its type, and the shape of its objects. */
const CONFIG: Shape = {
  siteName: 'string',
  baseUrl: 'url',
  docsHost: 'string',
  languages: 'array',
  products: 'object',
  logo: 'string',
  links: [{ label: 'string', href: 'string' }],
  ads: ADS,
  analytics: { gaId: 'string' },
  licenseKey: 'string',
  githubRepo: 'url',
  editUrl: 'string',
  feedback: { url: 'url' },
  iconFont: 'url',
  templatesRoute: 'route',
  checks: 'object',
};

const EXAMPLE: Record<Kind, string> = {
  string: '"..."',
  number: 'a number such as 0.1',
  boolean: 'true or false',
  object: '{ ... }',
  array: '[ ... ]',
  url: 'an absolute http(s) URL such as "https://example.com/"',
  color: 'a colour such as "#0072E5", "rgb(0, 114, 229)" or "hsl(210, 100%, 45%)"',
  route: 'a site path such as "/templates"',
};

function configError(file: JsonFile, node: Node | undefined, message: string, hint: string): DocsError {
  return new DocsError('config-invalid', message, { hint, location: file.at(node), exitCode: EXIT.usage });
}

function checkValue(file: JsonFile, node: Node | undefined, value: unknown, kind: Kind, name: string): void {
  const ok =
    kind === 'array'
      ? Array.isArray(value)
      : kind === 'object'
        ? typeof value === 'object' && value !== null && !Array.isArray(value)
        : kind === 'url'
          ? typeof value === 'string' && /^https?:\/\/[^/]+/.test(value)
          : kind === 'color'
            ? typeof value === 'string' && parseColor(value) !== undefined
            : kind === 'route'
              ? typeof value === 'string' && /^\/[a-z0-9/-]*$/.test(value) && !value.includes('//')
              : typeof value === kind;
  if (!ok)
    throw configError(
      file,
      node,
      `"${name}" must be ${EXAMPLE[kind]}.`,
      `Write "${name.split('.').pop()}": ${EXAMPLE[kind]} in docs.config.json.`,
    );
}

/** Checks a value against its shape: types, and no key the shape does not know. */
function checkShape(
  file: JsonFile,
  node: Node | undefined,
  value: unknown,
  shape: Shape | [Shape] | Kind,
  name: string,
): void {
  if (typeof shape === 'string') return checkValue(file, node, value, shape, name);
  if (Array.isArray(shape)) {
    checkValue(file, node, value, 'array', name);
    (value as unknown[]).forEach((item, i) => checkShape(file, node?.children?.[i], item, shape[0], `${name}[${i}]`));
    return;
  }
  checkValue(file, node, value, 'object', name);
  for (const [key, keyNode, valueNode] of properties(node)) {
    const known = Object.keys(shape);
    if (!known.includes(key))
      throw configError(
        file,
        keyNode,
        `Unknown key "${name ? `${name}.` : ''}${key}" in docs.config.json.`,
        unknownKeyHint(key, known),
      );
    checkShape(file, valueNode, (value as Record<string, unknown>)[key], shape[key], name ? `${name}.${key}` : key);
  }
}

/** Product lines declared by the config, checked; the original seven when it declares none. */
function resolveProducts(file: JsonFile | undefined, raw: Record<string, unknown>): Record<string, ProductIdentity> {
  if (raw.products === undefined) return { ...ORIGINAL_PRODUCT_LINES };
  const node = propertyNode(file?.tree, 'products');
  const products: Record<string, ProductIdentity> = {};
  for (const [prefix, keyNode, valueNode] of properties(node)) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(prefix)) {
      throw configError(
        file!,
        keyNode,
        `Invalid product-line prefix "${prefix}".`,
        'A prefix is the URL folder of the line: lower-case words joined by "-", such as "acme-ui" (or "experiments/docs").',
      );
    }
    const entry = (raw.products as Record<string, Record<string, unknown>>)[prefix];
    checkShape(file!, valueNode, entry, PRODUCT, `products.${prefix}`);
    if (typeof entry.name !== 'string')
      throw configError(
        file!,
        valueNode,
        `Product line "${prefix}" has no "name".`,
        `Write "name": "Acme UI" in products.${prefix}: titles end with it.`,
      );
    products[prefix] = {
      ...(entry as unknown as ProductIdentity),
      versions: (entry.versions as ProductIdentity['versions']) ?? [],
    };
  }
  return products;
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
      throw configError(
        file,
        file.tree,
        'docs.config.json must hold a JSON object.',
        'Start the file with { and end it with }.',
      );
    }
    // `ads: false` turns ads off explicitly.
    const { ads, ...rest } = CONFIG;
    checkShape(file, file.tree, raw, raw.ads === false ? { ...rest, ads: 'boolean' } : { ...rest, ads }, '');
    const checks = (raw.checks ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(checks)) {
      if (!(CHECK_NAMES as readonly string[]).includes(name) || !['off', 'warn', 'error'].includes(String(value))) {
        throw configError(
          file,
          propertyNode(file.tree, 'checks'),
          `Invalid check setting "${name}": ${JSON.stringify(value)}.`,
          `Checks: ${CHECK_NAMES.join(', ')}; each "off", "warn" or "error".`,
        );
      }
    }
    if (typeof raw.editUrl === 'string' && !raw.editUrl.includes('{path}')) {
      throw configError(
        file,
        propertyNode(file.tree, 'editUrl'),
        '"editUrl" must contain {path}, where the page\'s source path goes.',
        'For example "editUrl": "https://github.com/acme/docs/edit/main/{path}".',
      );
    }
    const languages = raw.languages;
    if (
      languages !== undefined &&
      (!Array.isArray(languages) || !languages.every((l) => typeof l === 'string' && /^[a-z]{2}$/.test(l)))
    ) {
      throw configError(
        file,
        propertyNode(file.tree, 'languages'),
        '"languages" must be an array of two-letter codes.',
        'For example "languages": ["en", "zh"].',
      );
    }
  }
  const baseUrl = (baseUrlOverride ?? (raw.baseUrl as string | undefined) ?? 'https://example.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) {
    throw new DocsError('config-invalid', `Invalid base URL "${baseUrl}".`, {
      hint: 'Give an absolute http(s) URL such as https://docs.example.com.',
      exitCode: EXIT.usage,
    });
  }
  const ads = raw.ads && typeof raw.ads === 'object' ? (raw.ads as Record<string, unknown>) : undefined;
  return {
    siteName: (raw.siteName as string) ?? 'Docs',
    baseUrl,
    docsHost: (raw.docsHost as string) ?? new URL(baseUrl).host,
    languages: (raw.languages as string[]) ?? ['en'],
    products: resolveProducts(file, raw),
    logo: raw.logo as string | undefined,
    links: (raw.links as SiteLink[] | undefined) ?? [],
    ads: ads && {
      networkScript: ads.networkScript as string | undefined,
      feedUrl: ads.feedUrl as string | undefined,
      backersLink: ads.backersLink as string | undefined,
      displayRatio: typeof ads.displayRatio === 'number' ? ads.displayRatio : AD_DISPLAY_RATIO_DEFAULT,
      inHouse: (ads.inHouse as InHouseAd[] | undefined) ?? [],
    },
    analytics: (raw.analytics ?? {}) as DocsConfig['analytics'],
    licenseKey: raw.licenseKey as string | undefined,
    githubRepo: (raw.githubRepo as string | undefined)?.replace(/\/+$/, ''),
    editUrl: raw.editUrl as string | undefined,
    feedback: raw.feedback as DocsConfig['feedback'],
    iconFont: raw.iconFont as string | undefined,
    templatesRoute: ((raw.templatesRoute as string | undefined) ?? DEFAULT_TEMPLATES_ROUTE).replace(/(.)\/+$/, '$1'),
    checks: { ...DEFAULT_CHECKS, ...((raw.checks ?? {}) as Record<string, Severity>) },
  };
}

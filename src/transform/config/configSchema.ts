import { parseColor } from '../../site/color.js';
import { isSiteHref, isWebUrl } from '../../site/webUrl.js';

/**
 * docs.config.json's schema: every key, its type, and the shape of its objects. A value's kind
 * says what it may hold; EXAMPLE says it to the reader.
 */
export type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'url' | 'href' | 'color' | 'route';
export type Shape = { [key: string]: Kind | Shape | [Shape] };

const VERSION: Shape = { text: 'string', href: 'href', current: 'boolean' };
export const PRODUCT: Shape = {
  name: 'string',
  description: 'string',
  logo: 'href',
  versions: [VERSION],
  productId: 'string',
  categoryId: 'string',
  theme: { primary: 'color' },
  api: { entry: 'array', tsconfig: 'string' },
};
const IN_HOUSE_AD: Shape = { name: 'string', link: 'url', img: 'href', description: 'string' };
const ADS: Shape = {
  networkScript: 'url',
  feedUrl: 'url',
  backersLink: 'url',
  displayRatio: 'number',
  inHouse: [IN_HOUSE_AD],
};
/** The whole file: every key, its type, and the shape of its objects. */
export const CONFIG: Shape = {
  siteName: 'string',
  baseUrl: 'url',
  docsHost: 'string',
  languages: 'array',
  products: 'object',
  logo: 'href',
  links: [{ label: 'string', href: 'href' }],
  ads: ADS,
  analytics: { gaId: 'string' },
  licenseKey: 'string',
  githubRepo: 'url',
  editUrl: 'url',
  feedback: { url: 'url' },
  iconFont: 'url',
  templatesRoute: 'route',
  checks: 'object',
  demos: { wrapper: 'string', styles: 'array', timeLimit: 'number' },
};

export const EXAMPLE: Record<Kind, string> = {
  string: '"..."',
  number: 'a number such as 0.1',
  boolean: 'true or false',
  object: '{ ... }',
  array: '[ ... ]',
  url: 'an absolute http(s) URL without spaces, such as "https://example.com/"',
  href: 'an http(s) URL or a path of this site, such as "https://example.com/" or "/static/logo.svg"',
  color: 'a colour such as "#0072E5", "rgb(0, 114, 229)" or "hsl(210, 100%, 45%)"',
  route: 'a site path below the home page, such as "/templates"',
};

/** Whether `value` is of `kind`. */
export function isOfKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'url':
      return typeof value === 'string' && isWebUrl(value);
    case 'href':
      return typeof value === 'string' && isSiteHref(value);
    case 'color':
      return typeof value === 'string' && parseColor(value) !== undefined;
    case 'route':
      // Not "/": the home page is the site's own.
      return typeof value === 'string' && /^(\/[a-z0-9]+(-[a-z0-9]+)*)+\/?$/.test(value);
    default:
      return typeof value === kind;
  }
}

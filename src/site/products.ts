import { pathnameToLanguage } from './paths.js';
import { compareStrings } from '../base/order.js';

/** What this file reads of a product line (the config's `products.<prefix>`). */
export interface ProductLine {
  name: string;
  productId?: string;
  categoryId?: string;
}
/** Product lines by prefix (`docs.config.json` `products`). */
export type ProductLines = Readonly<Record<string, ProductLine>>;

/**
 * The original site's seven product lines (SPEC.md section 2): the product lines of a site whose
 * config declares none. Their ids follow the spec's rules unless the config names others.
 */
export const ORIGINAL_PRODUCT_LINES = {
  'material-ui': { name: 'Material UI', versions: [{ text: 'Latest', current: true }] },
  'joy-ui': { name: 'Joy UI', versions: [{ text: 'Latest', current: true }] },
  system: { name: 'MUI System', versions: [{ text: 'Latest', current: true }] },
  'base-ui': { name: 'Base UI', versions: [{ text: 'Latest', current: true }] },
  x: { name: 'MUI X', versions: [{ text: 'Latest', current: true }] },
  toolpad: { name: 'MUI Toolpad', versions: [{ text: 'Latest', current: true }] },
  'experiments/docs': { name: 'Experiments', versions: [{ text: 'Latest', current: true }] },
};

/** The declared prefixes, longest first, so `experiments/docs` wins over a bare `experiments`. */
export const prefixesOf = (lines: ProductLines | readonly string[]): string[] =>
  (Array.isArray(lines) ? [...lines] : Object.keys(lines)).sort((a, b) => b.length - a.length || compareStrings(a, b));

/** The prefix (of `prefixes`, longest first) a canonical path belongs to, if any. */
export const matchPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.find((p) => path === `/${p}` || path.startsWith(`/${p}/`));

/** The product-line prefix a canonical path belongs to, if any. */
export const productPrefixOf = (path: string, lines: ProductLines = ORIGINAL_PRODUCT_LINES): string | undefined =>
  matchPrefix(path, prefixesOf(lines));

export interface ProductInfo {
  productId: string;
  productCategoryId: string;
}

/** The spec's id rules for the original lines (REFERENCE.md 2.2). */
function originalProductInfo(prefix: string, path: string): ProductInfo | undefined {
  if (['material-ui', 'joy-ui', 'base-ui', 'system'].includes(prefix))
    return { productId: prefix, productCategoryId: 'core' };
  if (prefix === 'x') {
    const name = path.match(/^\/x\/react-([^/]+)/)?.[1];
    return { productId: name ? `x-${name}` : 'null', productCategoryId: 'x' };
  }
  if (prefix === 'toolpad')
    return {
      productId: path.split('/')[2] === 'studio' ? 'toolpad-studio' : 'toolpad-core',
      productCategoryId: 'toolpad',
    };
  if (prefix === 'experiments/docs') return { productId: 'docs-infra', productCategoryId: 'null' };
  return undefined;
}

/**
 * Product and category ids of a URL path. A declared line's `productId`/`categoryId` win; the
 * original lines follow the spec's rules; another line is its own product and category. Paths
 * outside every line belong to the docs product. Unknown values are the string 'null': they are
 * written into meta tags and analytics, where a real null would read as "unset".
 */
export function getProductInfo(path: string, lines: ProductLines = ORIGINAL_PRODUCT_LINES): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(path);
  const prefix = productPrefixOf(canonicalAsServer.replace(/\/$/, '') || '/', lines);
  if (!prefix) return { productId: 'docs', productCategoryId: 'null' };
  const line = lines[prefix];
  const rule = originalProductInfo(prefix, canonicalAsServer) ?? {
    productId: prefix.replace(/\//g, '-'),
    productCategoryId: prefix.replace(/\//g, '-'),
  };
  return { productId: line.productId ?? rule.productId, productCategoryId: line.categoryId ?? rule.productCategoryId };
}

/** Product name used in `<title>`: the line's configured name, else the site's name. */
export function getProductName(path: string, lines: ProductLines = ORIGINAL_PRODUCT_LINES, siteName = 'MUI'): string {
  const { canonicalAsServer } = pathnameToLanguage(path);
  const prefix = productPrefixOf(canonicalAsServer.replace(/\/$/, '') || '/', lines);
  return prefix ? lines[prefix].name : siteName;
}

/**
 * The product line whose API pages a page's `components` and `hooks` name: its front matter's
 * `productId` when that is a line of the site (a page may document another line's components), else
 * its own line, else the site's first.
 */
export function apiLineOf(productId: string | undefined, prefix: string | undefined, lines: ProductLines): string {
  if (productId && productPrefixOf(`/${productId}/`, lines)) return productId;
  return prefix ?? Object.keys(lines)[0] ?? '';
}

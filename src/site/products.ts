import { pathnameToLanguage } from './paths.js';

/** Product-line prefixes, longest first so `experiments/docs` wins over a bare segment. */
export const PRODUCT_PREFIXES = ['experiments/docs', 'material-ui', 'joy-ui', 'system', 'base-ui', 'x', 'toolpad'] as const;
export type ProductPrefix = (typeof PRODUCT_PREFIXES)[number];

export interface ProductInfo {
  productId: string;
  productCategoryId: string;
}

/**
 * Product and category ids from a URL path. Unknown values are the string 'null': they are
 * written into meta tags and analytics, where a real null would read as "unset".
 */
export function getProductInfo(path: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(path);
  const firstFolder = canonicalAsServer.match(/^\/([^/]+)(?:\/|$)/)?.[1] ?? '';
  let productId = 'null';
  let productCategoryId = 'null';
  if (['material-ui', 'joy-ui', 'base-ui', 'system'].includes(firstFolder)) {
    productId = firstFolder;
    productCategoryId = 'core';
  } else if (firstFolder === 'x') {
    productCategoryId = 'x';
    const name = canonicalAsServer.match(/^\/x\/react-([^/]+)/)?.[1];
    productId = name ? `x-${name}` : 'null';
  } else if (firstFolder === 'toolpad') {
    productCategoryId = 'toolpad';
    productId = canonicalAsServer.split('/')[2] === 'studio' ? 'toolpad-studio' : 'toolpad-core';
  } else if (!isProductFolder(firstFolder)) {
    // General pages (/versions, /production-error, /docs, ...) belong to the docs product.
    productId = 'docs';
  }
  if (canonicalAsServer.startsWith('/experiments/docs/') || canonicalAsServer === '/experiments/docs') {
    productId = 'docs-infra';
  }
  return { productId, productCategoryId };
}

const isProductFolder = (folder: string) => (PRODUCT_PREFIXES as readonly string[]).includes(folder);

const PRODUCT_NAMES: ReadonlyArray<[string, string]> = [
  ['/material-ui/', 'Material UI'],
  ['/joy-ui/', 'Joy UI'],
  ['/base-ui/', 'Base UI'],
  ['/system/', 'MUI System'],
  ['/x/', 'MUI X'],
  ['/toolpad/', 'MUI Toolpad'],
];

/** Product name used in `<title>`: from the canonical prefix, else "MUI". */
export function getProductName(path: string): string {
  const { canonicalAs } = pathnameToLanguage(path);
  const withSlash = canonicalAs.endsWith('/') ? canonicalAs : `${canonicalAs}/`;
  return PRODUCT_NAMES.find(([prefix]) => withSlash.startsWith(prefix))?.[1] ?? 'MUI';
}

/** The product-line prefix a canonical path belongs to, if any. */
export function productPrefixOf(path: string): ProductPrefix | undefined {
  return PRODUCT_PREFIXES.find((p) => path === `/${p}` || path.startsWith(`/${p}/`));
}

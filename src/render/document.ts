import { htmlUnderBase, underBase } from '../site/basePath.js';
import { cspHash } from '../site/hash.js';
import { escapeHtml, inlineJson } from '../site/html.js';
import { COLOR_SCHEME_ATTRIBUTE, THEME_COLOR } from '../site/constants.js';

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ lang: string; href: string }>;
  /** The public path of the page's Markdown twin. */
  markdown?: string;
  productId: string;
  productCategoryId: string;
  /** The site's stylesheet, then those of the page's demos. */
  stylesheetHrefs: readonly string[];
  scriptHref: string;
  /** Origins the page's scripts may load from beyond its own (ad network, analytics). */
  scriptOrigins: string[];
  /** The blocking script run before first paint (its hash goes into the CSP). */
  headScript: string;
  /** JSON data for the client, inlined as a non-executable data block. */
  data?: Record<string, unknown>;
  body: string;
  noindex?: boolean;
  /** Where the page sends the reader at once (a site path): a page that only points elsewhere. */
  redirect?: string;
  /** The product line whose own theme colours the page wears (`data-product` on <body>). */
  product?: string;
  /** The icon-font stylesheet the client adds, if any (its host is allowed by the CSP). */
  iconFont?: string;
  /** Origins the page's scripts send data to beyond its own (the feedback endpoint). */
  connectOrigins?: string[];
  /** The path the site is served under (`''` at the host's root): every site path in the document goes under it. */
  base: string;
}

/** Where an icon-font stylesheet's fonts come from: Google's fonts API serves them from gstatic. */
const fontOrigin = (stylesheetOrigin: string) =>
  stylesheetOrigin === 'https://fonts.googleapis.com' ? 'https://fonts.gstatic.com' : stylesheetOrigin;

/** The text of every `<style>` element of a page's body (a demo's library may render one on the server). */
export function inlineStyles(body: string): string[] {
  const found: string[] = [];
  for (let at = body.indexOf('<style'); at >= 0; at = body.indexOf('<style', at + 1)) {
    const open = body.indexOf('>', at);
    const close = body.indexOf('</style>', open);
    if (open < 0 || close < 0) break;
    if (/^<style[\s>]/.test(body.slice(at, open + 1))) found.push(body.slice(open + 1, close));
  }
  return [...new Set(found)];
}

/**
 * Content-Security-Policy for a page: hashes of its inline script and of the style elements its
 * demos rendered; no 'unsafe-inline' scripts or style elements.
 */
export function contentSecurityPolicy(
  headScript: string,
  scriptOrigins: string[],
  iconFont?: string,
  connectOrigins: string[] = [],
  styles: readonly string[] = [],
): string {
  const iconOrigin = iconFont ? new URL(iconFont).origin : undefined;
  return [
    "default-src 'self'",
    `script-src 'self' ${cspHash(headScript)}${scriptOrigins.map((o) => ` ${o}`).join('')}`,
    `style-src-elem 'self'${iconOrigin ? ` ${iconOrigin}` : ''}${styles.map((s) => ` ${cspHash(s)}`).join('')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' https: data:" + scriptOrigins.map((o) => ` ${o}`).join(''),
    `font-src 'self'${iconOrigin ? ` ${fontOrigin(iconOrigin)}` : ''}`,
    "connect-src 'self' https:" + [...scriptOrigins, ...connectOrigins].map((o) => ` ${o}`).join(''),
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://codesandbox.io https://stackblitz.com https://www.figma.com",
    "object-src 'none'",
    "base-uri 'self'",
    // "Edit in StackBlitz / CodeSandbox" POST a form to the services.
    "form-action 'self' https://stackblitz.com https://codesandbox.io",
  ].join('; ');
}

/** The whole HTML document of a page. Every value is escaped here, and every site path put under the base path. */
export function renderDocument(p: DocumentParts): string {
  const url = (path: string) => escapeHtml(underBase(p.base, path));
  const body = htmlUnderBase(p.body, p.base);
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const prop = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const head = [
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(p.headScript, p.scriptOrigins, p.iconFont, p.connectOrigins, inlineStyles(body)))}">`,
    ...(p.redirect ? [`<meta http-equiv="refresh" content="0; url=${url(p.redirect)}">`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    meta('description', p.description),
    `<meta name="theme-color" content="${THEME_COLOR.light}">`,
    `<script>${p.headScript}</script>`,
    `<link rel="canonical" href="${escapeHtml(p.canonical)}">`,
    ...p.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.lang)}" href="${escapeHtml(a.href)}">`),
    ...(p.markdown ? [`<link rel="alternate" type="text/markdown" href="${url(p.markdown)}">`] : []),
    prop('og:type', 'website'),
    prop('og:title', p.title),
    prop('og:description', p.description),
    prop('og:url', p.canonical),
    meta('twitter:card', 'summary'),
    meta('twitter:title', p.title),
    meta('twitter:description', p.description),
    meta('mui:productId', p.productId),
    meta('mui:productCategoryId', p.productCategoryId),
    ...(p.noindex ? [meta('robots', 'noindex')] : []),
    `<link rel="icon" href="${url('/favicon.ico')}" sizes="any">`,
    ...p.stylesheetHrefs.map((href) => `<link rel="stylesheet" href="${url(href)}">`),
    `<script type="module" src="${url(p.scriptHref)}"></script>`,
    ...(p.data ? [`<script type="application/json" id="docs-data">${inlineJson(p.data)}</script>`] : []),
  ];
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(p.lang)}" dir="ltr" ${COLOR_SCHEME_ATTRIBUTE}="light" data-code-variant="TS" data-code-styling="system">\n<head>\n${head.join('\n')}\n</head>\n<body${p.product ? ` data-product="${escapeHtml(p.product)}"` : ''}>\n${body}\n</body>\n</html>\n`;
}

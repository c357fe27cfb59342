/**
 * A site served below its host's root (`https://acme.github.io/acme-kit/`). Pages are rendered as
 * if the site were at `/`, and every URL the build emits passes through here once: authors,
 * manifests and components keep writing root-relative paths (`/acme/components/button/`).
 */

/** The path the site is served under, without its trailing slash: `''` at the host's root, `'/acme-kit'` below it. */
export function basePathOf(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/\/+$/, '');
}

/** A root-relative path of the site (`/static/docs.css`) as the browser requests it; anything else as it is. */
export function underBase(base: string, url: string): string {
  return base && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url;
}

/** A path the browser requested, as a path of the site (`/acme-kit/x/` -> `/x/`); undefined when it is outside the base. */
export function withinBase(base: string, pathname: string): string | undefined {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

/** The attributes of the rendered HTML that hold a URL of the site (the client reads the data-* ones). */
const URL_ATTRIBUTES = 'href|src|action|poster|data-copy-page|data-demo-module|data-demo-sandbox';
const URL_ATTRIBUTE = new RegExp(`(\\s(?:${URL_ATTRIBUTES})=")\\/(?!\\/)`, 'g');
/** The start tag of an element whose content is a demo's own markup: the browser renders it again from the demo's code, so it stays as the code wrote it. */
const DEMO_ELEMENT = /<([a-zA-Z][\w:-]*)\s[^>]*\bdata-demo-(?:scope|module)="[^>]*>/g;

/** Where the element whose start tag ends at `from` ends: after its matching end tag (React escapes `<` in text and attributes). */
function endOf(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (!tag[0].endsWith('/>')) depth += tag[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/**
 * Rendered HTML with every root-relative URL attribute under the base path, but inside demos'
 * previews. One pass of one expression over the page; demos' elements are found and stepped over.
 */
export function htmlUnderBase(html: string, base: string): string {
  if (!base) return html;
  // A function, not a pattern: a `$` in the base path is no replacement token.
  const map = (part: string) => part.replace(URL_ATTRIBUTE, (_, attribute: string) => `${attribute}${base}/`);
  if (!html.includes('data-demo-')) return map(html);
  let out = '';
  let from = 0;
  DEMO_ELEMENT.lastIndex = 0;
  for (let start = DEMO_ELEMENT.exec(html); start; start = DEMO_ELEMENT.exec(html)) {
    const open = DEMO_ELEMENT.lastIndex;
    const end = endOf(html, start[1], open);
    out += map(html.slice(from, open)) + html.slice(open, end);
    from = DEMO_ELEMENT.lastIndex = end;
  }
  return out + map(html.slice(from));
}

/** The first URL at the host's root, outside the base path, in a demo's own markup (which stays as its code wrote it). */
export function rootUrlIn(html: string, base: string): { attribute: string; url: string } | undefined {
  for (const [, attribute, url] of html.matchAll(new RegExp(`\\s(${URL_ATTRIBUTES})="(\\/(?!\\/)[^"]*)"`, 'g')))
    if (withinBase(base, url) === undefined) return { attribute, url };
  return undefined;
}

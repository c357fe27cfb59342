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
/** Elements whose content is a demo's own markup: the browser renders it again from the demo's code, so it stays as the code wrote it. */
const DEMO_CONTENT = /\sdata-demo-(?:scope|module)="/;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g;

/**
 * Rendered HTML with every root-relative URL attribute under the base path, but inside demos'
 * previews (React escapes `<` and `>` in text and attributes, so tags are found by their brackets).
 */
export function htmlUnderBase(html: string, base: string): string {
  if (!base) return html;
  const mapTag = (tag: string) => tag.replace(URL_ATTRIBUTE, `$1${base}/`);
  let out = '';
  let from = 0;
  let skipping: { name: string; depth: number } | undefined;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, name, attributes] = match;
    const at = match.index;
    if (skipping) {
      if (name !== skipping.name || tag.endsWith('/>')) continue;
      skipping.depth += closing ? -1 : 1;
      if (skipping.depth === 0) skipping = undefined;
      continue;
    }
    out += html.slice(from, at) + mapTag(tag);
    from = at + tag.length;
    if (!closing && DEMO_CONTENT.test(attributes)) skipping = { name, depth: 1 };
  }
  return out + html.slice(from);
}

/** The first URL at the host's root, outside the base path, in a demo's own markup (which stays as its code wrote it). */
export function rootUrlIn(html: string, base: string): { attribute: string; url: string } | undefined {
  for (const [, attribute, url] of html.matchAll(new RegExp(`\\s(${URL_ATTRIBUTES})="(\\/(?!\\/)[^"]*)"`, 'g')))
    if (withinBase(base, url) === undefined) return { attribute, url };
  return undefined;
}

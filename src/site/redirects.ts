import { escapeHtml } from './html.js';

/**
 * The config's `redirects`: a page that moved keeps its old address. `from` is a site path, or a
 * folder and everything below it (`/old/*`); `to` a site path or a URL, where `:splat` is what `*`
 * matched (Netlify's words). Pure: the build writes them as each kind of host reads them, and
 * docs-preview and docs-dev answer them.
 */
export interface Redirect {
  from: string;
  to: string;
  status?: number;
}

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
const DEFAULT_STATUS = 301;

/** The `*` of `from`, if it ends with one. */
export const isWildcard = (from: string) => from.endsWith('*');
const statusOf = (r: Redirect) => r.status ?? DEFAULT_STATUS;

/** Where a request for `pathname` (a site path) goes, or none. Exact rules are tried before wildcards, as Cloudflare asks. */
export function matchRedirect(
  redirects: readonly Redirect[],
  pathname: string,
): { location: string; status: number } | undefined {
  const slashed = pathname.endsWith('/') || /\.[^/]+$/.test(pathname) ? pathname : `${pathname}/`;
  for (const r of redirects)
    if (!isWildcard(r.from) && (r.from === pathname || r.from === slashed))
      return { location: r.to, status: statusOf(r) };
  for (const r of redirects) {
    const prefix = r.from.slice(0, -1);
    if (isWildcard(r.from) && pathname.startsWith(prefix))
      return { location: r.to.replace(':splat', pathname.slice(prefix.length)), status: statusOf(r) };
  }
  return undefined;
}

/** A site path on the host (`base` + path); a URL as it is. */
const onHost = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/** `_redirects`, as Netlify and Cloudflare Pages read it: `from to status` per line, exact rules first. */
export function netlifyRedirects(redirects: readonly Redirect[], base: string): string {
  const ordered = [...redirects.filter((r) => !isWildcard(r.from)), ...redirects.filter((r) => isWildcard(r.from))];
  const lines = ordered.map((r) => `${onHost(base, r.from)} ${onHost(base, r.to)} ${statusOf(r)}`);
  return `# Written by docs-build from docs.config.json "redirects".\n${lines.join('\n')}\n`;
}

/** `vercel.json`'s redirects: `*` and `:splat` become a `:splat*` segment parameter (path-to-regexp). */
export function vercelConfig(redirects: readonly Redirect[], base: string): string {
  const rules = redirects.map((r) => ({
    source: onHost(base, r.from).replace(/\*$/, ':splat*'),
    destination: onHost(base, r.to).replace(':splat', ':splat*'),
    statusCode: statusOf(r),
  }));
  return JSON.stringify({ redirects: rules }, null, 2) + '\n';
}

/**
 * The page at an exact `from`, for hosts without rules (GitHub Pages): it sends the reader on at
 * once and names the new address as canonical. `canonical`: the target as an absolute URL.
 */
export function redirectPage(to: string, canonical: string): string {
  const href = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<title>Moved</title>',
    '</head>',
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The build's redirect files: `_redirects`, `vercel.json`, and a page at each exact `from`. None without redirects. */
export function redirectFiles(
  redirects: readonly Redirect[],
  config: { baseUrl: string; basePath: string },
): Array<[rel: string, text: string]> {
  if (!redirects.length) return [];
  const base = config.basePath;
  const pages = redirects
    .filter((r) => !isWildcard(r.from))
    .map((r): [string, string] => {
      // A folder's page is its index.html; a file's (`/old.html`) is itself.
      const path = r.from.slice(1);
      const rel = /\.[^/]+$/.test(path) ? path : `${path.replace(/\/?$/, '/')}index.html`.replace(/^\//, '');
      const canonical = r.to.startsWith('/') ? `${config.baseUrl}${r.to}` : r.to;
      return [rel, redirectPage(onHost(base, r.to), canonical)];
    });
  return [['_redirects', netlifyRedirects(redirects, base)], ['vercel.json', vercelConfig(redirects, base)], ...pages];
}

/** The rules of a `_redirects` this tool wrote (docs-preview answers them), as site paths below `base`. */
export function parseNetlifyRedirects(text: string, base: string): Redirect[] {
  const site = (path: string) => (base && path.startsWith(`${base}/`) ? path.slice(base.length) : path);
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from && !from.startsWith('#') && to)
    .map(([from, to, status]) => ({ from: site(from), to: site(to), status: Number(status) || DEFAULT_STATUS }));
}

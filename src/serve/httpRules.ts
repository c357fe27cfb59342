import { withinBase } from '../site/basePath.js';
import { hiddenPart } from '../site/hiddenPaths.js';

/**
 * How a static host answers for a built site, as pure rules shared by docs-preview and docs-dev:
 * which file a URL path means, its content type and its caching.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const contentType = (rel: string) =>
  TYPES[rel.slice(rel.lastIndexOf('.')).toLowerCase()] ?? 'application/octet-stream';

/** Files whose names carry their content hash: cached for a year. */
const HASHED = [
  /^static\/(client|search|docs)\.[0-9a-f]{10}\.(js|css)$/,
  /^static\/demos\/[^/]+-[A-Z0-9]{8}\.js$/,
  /^search\/[a-z]{2}\/[tp]-[0-9a-f]{10}\.json$/,
];

/** Cache-Control of a file: a year for content-hashed ones, revalidation for the rest (pages, sw.js, index.json). */
export const cacheControl = (rel: string) =>
  HASHED.some((re) => re.test(rel)) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * A request's path as sent (dot segments kept: `new URL` would resolve `/../x` to `/x`, hiding an
 * escape attempt) and its query.
 */
export function splitRequestUrl(url = '/'): { pathname: string; search: string } {
  const at = url.search(/[?#]/);
  return at < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, at), search: url.slice(at).replace(/#.*$/, '') };
}

export type Resolution =
  | { kind: 'file'; rel: string }
  /** A folder asked without its trailing slash: redirect, as static hosts do. */
  | { kind: 'redirect'; location: string }
  /** A dotfile (`/.env`, `/.git/config`): never served, as if absent. */
  | { kind: 'hidden'; rel: string }
  | { kind: 'refused' };

/**
 * The output file a URL path asks for: `/a/b/` -> `a/b/index.html`, `/a/b.css` -> `a/b.css`. A path
 * that would leave the site (`..`, encoded or not, a backslash, NUL) is refused; a dotfile is hidden. `isFolder` tells
 * whether a folder exists there (then `/a/b` redirects to `/a/b/`).
 */
export function resolvePath(pathname: string, isFolder: (rel: string) => boolean): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'refused' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  const parts = decoded.split('/').slice(1);
  if (parts.some((p) => p === '..' || p === '.')) return { kind: 'refused' };
  const rel = parts.join('/');
  if (hiddenPart(rel)) return { kind: 'hidden', rel };
  if (rel === '' || rel.endsWith('/')) return { kind: 'file', rel: `${rel}index.html` };
  if (isFolder(rel)) return { kind: 'redirect', location: `${pathname}/` };
  return { kind: 'file', rel };
}

/** Where a request's path is on a site served under `base` (`/acme-kit`, or `''` at the host's root). */
export type SitePlace = { kind: 'site'; path: string } | { kind: 'redirect'; location: string } | { kind: 'outside' };

/** The host's root and the base without its slash lead to the site; any other path outside it is none of the site's. */
export function placeOnSite(base: string, pathname: string): SitePlace {
  if (!base) return { kind: 'site', path: pathname };
  if (pathname === '/' || pathname === base) return { kind: 'redirect', location: `${base}/` };
  const path = withinBase(base, pathname);
  return path === undefined ? { kind: 'outside' } : { kind: 'site', path };
}

/** The not-found page for a path: the language's own 404 page (`zh/404.html`) if the site has one. */
export const notFoundFile = (rel: string, exists: (rel: string) => boolean) => {
  const lang = rel.match(/^([a-z]{2})\//)?.[1];
  return lang && exists(`${lang}/404.html`) ? `${lang}/404.html` : '404.html';
};

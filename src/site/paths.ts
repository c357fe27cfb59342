import { PATH_LANGUAGES } from './constants.js';

export interface LanguagePath {
  userLanguage: string;
  /** The path without its language prefix. */
  canonicalAs: string;
  /** canonicalAs without its #hash: what reaches a server. */
  canonicalAsServer: string;
  /** canonicalAsServer with /api mapped to /api-docs and no trailing slash (except `/`). */
  canonicalPathname: string;
}

/** Splits a path into user language and canonical forms (SPEC.md section 2, path rules). */
export function pathnameToLanguage(pathname: string): LanguagePath {
  const candidate = pathname.substring(1, 3);
  const isLanguage = (PATH_LANGUAGES as readonly string[]).includes(candidate) && pathname.startsWith(`/${candidate}/`);
  const userLanguage = isLanguage ? candidate : 'en';
  const canonicalAs = isLanguage ? pathname.substring(3) : pathname;
  const canonicalAsServer = stripHash(canonicalAs);
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname: toServerPathname(canonicalAsServer) };
}

export const stripHash = (path: string) => path.replace(/#.*$/, '');

function toServerPathname(path: string): string {
  const mapped = path.replace(/^\/api(?=\/|$)/, '/api-docs');
  return mapped !== '/' && mapped.endsWith('/') ? mapped.slice(0, -1) : mapped;
}

/** A manifest or URL path without hash and trailing slash: the key pages are compared by. */
export function normalizePathname(path: string): string {
  const noHash = stripHash(path).replace(/\?.*$/, '');
  return noHash !== '/' && noHash.endsWith('/') ? noHash.replace(/\/+$/, '') || '/' : noHash;
}

/** The public URL of a page path: always ends in `/`. */
export function toPublicPath(path: string): string {
  const p = normalizePathname(path);
  return p === '/' ? '/' : `${p}/`;
}

export const isExternalUrl = (href: string) => /^https?:\/\//i.test(href);

/**
 * Where a page link written in API JSON goes, in a language: a site path takes the language's
 * prefix and a trailing slash (before its `#` or `?`); an outside URL stays as written (MUI's
 * transitions link react-transition-group's `…/transition/#Transition-props`).
 */
export function pageHref(pathname: string, langPrefix: string): string {
  if (isExternalUrl(pathname)) return pathname;
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(pathname)!;
  return `${langPrefix}${path.replace(/\/?$/, '/')}${rest}`;
}

import type http from 'node:http';
import type { BuiltFolder } from '../load/builtFolder.js';
import { basePathOf, underBase } from '../site/basePath.js';
import { matchRedirect, parseNetlifyRedirects } from '../site/redirects.js';
import { parseVersionsFile, VERSIONS_FILE } from '../site/versionsFile.js';
import { cacheControl, contentType, notFoundFile, placeOnSite, resolvePath, splitRequestUrl } from './httpRules.js';

/** The headers every response of the site carries. */
export const fileHeaders = (rel: string) => ({
  'content-type': contentType(rel),
  'cache-control': cacheControl(rel),
  'x-content-type-options': 'nosniff',
});

const text = (res: http.ServerResponse, status: number, body: string) => {
  if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
};

/** A file gone between the listing and the read (a rebuild swapped the folder): not found, not a failure. */
const GONE = new Set(['ENOENT', 'ENOTDIR']);

/** The path a build is served under, from its versions.json (`''`: the host's root, as for a build that has none). */
export function builtBasePath(folder: BuiltFolder): string {
  const file = parseVersionsFile(folder.read(VERSIONS_FILE)?.toString('utf8'));
  return file ? basePathOf(file.baseUrl) : '';
}

/**
 * docs-preview's request handler: serves a built site as a static host would (index.html for
 * folders, the 404 page with status 404, long caching only for content-hashed files), under the
 * path its base URL names (the host's root redirects there), with its redirects. A file it cannot read answers 500
 * (404 if it vanished meanwhile) and the server goes on.
 */
export function previewHandler(folder: BuiltFolder, base = builtBasePath(folder)): http.RequestListener {
  // The build's redirects, as a host that reads _redirects applies them (before its files).
  const redirects = parseNetlifyRedirects(folder.read('_redirects')?.toString('utf8') ?? '', base);
  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void (res.writeHead(405, { allow: 'GET, HEAD' }), res.end());
    const { pathname, search } = splitRequestUrl(req.url);
    const place = placeOnSite(base, pathname);
    if (place.kind === 'redirect') return void (res.writeHead(301, { location: place.location + search }), res.end());
    const moved = place.kind === 'site' ? matchRedirect(redirects, place.path) : undefined;
    if (moved) return void (res.writeHead(moved.status, { location: underBase(base, moved.location) }), res.end());
    const target = place.kind === 'site' ? resolvePath(place.path, folder.isFolder) : ({ kind: 'outside' } as const);
    if (target.kind === 'refused') return text(res, 400, 'Bad request: the path leaves the site.\n');
    if (target.kind === 'redirect')
      return void (res.writeHead(301, { location: base + target.location + search }), res.end());
    const body = target.kind === 'file' ? folder.read(target.rel) : undefined;
    if (body && target.kind === 'file')
      return void (res.writeHead(200, fileHeaders(target.rel)), res.end(req.method === 'HEAD' ? undefined : body));
    const page = notFoundFile(target.kind === 'outside' ? '' : target.rel, folder.isFile);
    res.writeHead(404, fileHeaders(page));
    res.end(req.method === 'HEAD' ? undefined : (folder.read(page) ?? 'Not found\n'));
  };
  return (req, res) => {
    try {
      serve(req, res);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException)?.code ?? '';
      if (GONE.has(code)) text(res, 404, 'Not found\n');
      else text(res, 500, `docs-preview could not read this file (${code || 'error'}).\n`);
    }
  };
}

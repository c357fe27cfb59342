import type http from 'node:http';
import type { BuiltFolder } from '../load/builtFolder.js';
import { cacheControl, contentType, notFoundFile, resolvePath, splitRequestUrl } from './httpRules.js';

/** The headers every response of the site carries. */
export const fileHeaders = (rel: string) => ({
  'content-type': contentType(rel),
  'cache-control': cacheControl(rel),
  'x-content-type-options': 'nosniff',
});

/**
 * docs-preview's request handler: serves a built site as a static host would (index.html for
 * folders, the 404 page with status 404, long caching only for content-hashed files).
 */
export function previewHandler(folder: BuiltFolder): http.RequestListener {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void (res.writeHead(405, { allow: 'GET, HEAD' }), res.end());
    const { pathname, search } = splitRequestUrl(req.url);
    const target = resolvePath(pathname, folder.isFolder);
    if (target.kind === 'refused')
      return void (
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }),
        res.end('Bad request: the path leaves the site.\n')
      );
    if (target.kind === 'redirect') return void (res.writeHead(301, { location: target.location + search }), res.end());
    const body = folder.read(target.rel);
    if (body)
      return void (res.writeHead(200, fileHeaders(target.rel)), res.end(req.method === 'HEAD' ? undefined : body));
    const page = notFoundFile(target.rel, folder.isFile);
    res.writeHead(404, fileHeaders(page));
    res.end(req.method === 'HEAD' ? undefined : (folder.read(page) ?? 'Not found\n'));
  };
}

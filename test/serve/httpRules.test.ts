import { describe, expect, it } from '@jest/globals';
import { cacheControl, contentType, notFoundFile, resolvePath, splitRequestUrl } from '../../src/serve/httpRules.js';

describe('static-host rules', () => {
  const folders = new Set(['a/b']);
  const isFolder = (rel: string) => folders.has(rel);

  it('maps a path to its file: folders to index.html, a folder without its slash to a redirect', () => {
    expect(resolvePath('/', isFolder)).toEqual({ kind: 'file', rel: 'index.html' });
    expect(resolvePath('/a/b/', isFolder)).toEqual({ kind: 'file', rel: 'a/b/index.html' });
    expect(resolvePath('/a/b', isFolder)).toEqual({ kind: 'redirect', location: '/a/b/' });
    expect(resolvePath('/static/x.css', isFolder)).toEqual({ kind: 'file', rel: 'static/x.css' });
  });

  it('refuses a path that would leave the site, encoded or not', () => {
    for (const p of ['/../etc/passwd', '/a/%2e%2e/%2e%2e/x', '/a\\b', '/a%00b', '/%E0%A4%A', 'x'])
      expect(resolvePath(p, isFolder)).toEqual({ kind: 'refused' });
  });

  it('keeps dot segments as sent (new URL would resolve them away) and splits the query', () => {
    expect(splitRequestUrl('/a/../b?x=1#h')).toEqual({ pathname: '/a/../b', search: '?x=1' });
  });

  it('caches content-hashed files for a year and revalidates the rest', () => {
    expect(cacheControl('static/client.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('static/demos/chunk-ABCDEFGH.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('search/en/index.json')).toBe('no-cache');
    expect(cacheControl('a/index.html')).toBe('no-cache');
  });

  it('gives each file its type, and a language its own 404 page', () => {
    expect(contentType('a.html')).toBe('text/html; charset=utf-8');
    expect(contentType('a.WASM')).toBe('application/wasm');
    expect(contentType('a.unknown')).toBe('application/octet-stream');
    expect(notFoundFile('zh/a/index.html', (rel) => rel === 'zh/404.html')).toBe('zh/404.html');
    expect(notFoundFile('zh/a/index.html', () => false)).toBe('404.html');
  });
});

import type { DocsConfig } from '../site/types.js';
import { escapeHtml } from '../site/html.js';
import { redirectFiles } from '../site/redirects.js';
import { VERSIONS_FILE, versionsFileText } from '../site/versionsFile.js';

/** sitemap.xml of every indexable route, sorted. */
export function renderSitemap(baseUrl: string, routes: readonly string[]): string {
  const urls = [...new Set(routes)].sort().map((r) => `  <url><loc>${escapeHtml(baseUrl + r)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The files that list the site's pages and where moved ones went: `sitemap.xml` for search
 * engines, `versions.json` for docs-preview and the site's other versions, and the redirects as
 * hosts read them.
 */
export function routeFiles(
  config: Pick<DocsConfig, 'baseUrl' | 'basePath' | 'versions' | 'redirects'>,
  routes: readonly string[],
): Array<[rel: string, text: string]> {
  return [
    ['sitemap.xml', renderSitemap(config.baseUrl, routes)],
    [VERSIONS_FILE, versionsFileText(config.baseUrl, routes, config.versions)],
    ...redirectFiles(config.redirects, config),
  ];
}

import { escapeHtml } from '../site/html.js';

/** sitemap.xml of every indexable route, sorted. */
export function renderSitemap(baseUrl: string, routes: readonly string[]): string {
  const urls = [...new Set(routes)].sort().map((r) => `  <url><loc>${escapeHtml(baseUrl + r)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

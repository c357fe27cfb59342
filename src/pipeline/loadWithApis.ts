import { loadSite } from '../load/loadSite.js';
import type { BuildCache } from '../site/output.js';
import type { SiteSource } from '../site/types.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import { installProblems } from './installChecks.js';
import { applyApis, extractSiteApis, type SiteApis } from './siteApis.js';

const since = (start: number) => Math.round(performance.now() - start);

/**
 * Loads a site root with the API pages its product lines extract from their TypeScript (a
 * `products.<prefix>.api` entry), their problems (and those of the site's installed packages)
 * among the site's diagnostics: what every command reads. `cache` keeps the extraction.
 */
export async function loadWithApis(
  options: { root: string; baseUrl?: string },
  timings: Record<string, number> = {},
  cache?: BuildCache,
): Promise<{ source: SiteSource; apis: SiteApis }> {
  let start = performance.now();
  const loaded = loadSite(options.root, { baseUrl: options.baseUrl });
  timings.load = since(start);
  start = performance.now();
  const apis = await extractSiteApis(loaded, {
    ...(cache ? { cache: { store: cache, fingerprint: toolFingerprint() } } : {}),
  });
  if (apis.lines.length) timings.api = since(start);
  return { source: applyApis(loaded, apis.lines, [...apis.problems, ...installProblems(loaded)]), apis };
}

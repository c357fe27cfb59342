import { loadSite } from '../load/loadSite.js';
import { readVersionsSource, withVersionsSource } from '../load/versionsSource.js';
import type { ApiPrograms } from '../extract/extractApi.js';
import type { BuildCache } from '../site/output.js';
import type { SiteSource } from '../site/types.js';
import { installProblems } from '../tool/installChecks.js';
import { applyApis, extractSiteApis, type SiteApis } from './siteApis.js';

const since = (start: number) => Math.round(performance.now() - start);

/**
 * The site as every command opens it, once: the root read (docs.config.json resolved with it), the
 * API pages its product lines extract from their TypeScript (a `products.<prefix>.api` entry), and
 * their problems (and those of the site's installed packages) among the site's diagnostics. `cache`
 * keeps the extraction; docs-dev passes the `programs` it keeps between saves.
 */
export async function openSite(
  options: {
    root: string;
    baseUrl?: string;
    cache?: { store: BuildCache; fingerprint: string };
    programs?: ApiPrograms;
  },
  timings: Record<string, number> = {},
): Promise<{ source: SiteSource; apis: SiteApis }> {
  let start = performance.now();
  const site = loadSite(options.root, { baseUrl: options.baseUrl });
  const fetched = await readVersionsSource(site);
  const loaded = withVersionsSource(site, fetched.text);
  if (fetched.problem) loaded.diagnostics.push(fetched.problem);
  timings.load = since(start);
  start = performance.now();
  const apis = await extractSiteApis(loaded, { cache: options.cache, programs: options.programs });
  // The API pages' sources (their descriptions' Markdown) are made here too.
  const source = applyApis(loaded, apis.lines, [...apis.problems, ...installProblems(loaded)]);
  timings.api = since(start);
  return { source, apis };
}

import { hasErrors } from '../errors/Diagnostic.js';
import { fatal } from '../errors/DocsError.js';
import { loadSite } from '../load/loadSite.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import type { PreparedDemos, RenderHooks, SiteAssets } from '../render/renderSite.js';
import { createSiteRenderer } from '../render/renderSite.js';
import { analyzePage, type PageModel } from '../transform/analyzePage.js';
import { fromFacts, toFacts, withTrees } from '../transform/pageFacts.js';
import { pageSearchPage } from '../search/pageEntries.js';
import { validateDemos } from '../validate/validateDemos.js';
import { cspProblems } from '../validate/validateCsp.js';
import { openBuildCache } from '../write/buildCache.js';
import { factsKey } from '../write/factsIndex.js';
import { openStaging, type Staging } from '../write/outputFolder.js';
import { type PageSource, type SiteSource } from '../site/types.js';
import { siteModelOf } from '../transform/buildSiteModel.js';
import { type OutputId, type OutputRecord } from '../site/output.js';

/** One thread's share of a build: plain data, so that it can be posted to a worker. */
export interface ShareTask {
  root: string;
  baseUrl?: string;
  cache: boolean;
  stagingDir: string;
  /** Files the output folder already holds, by id (see trustedOutputs). */
  previous: ReadonlyMap<string, OutputId>;
  /** Facts the cache holds for the share's pages, by facts key. */
  knownFacts: ReadonlyMap<string, string>;
  /** Facts keys of the share's pages whose search words the cache holds. */
  knownSearch: ReadonlySet<string>;
  assets: SiteAssets;
  /** Demos the main thread prepared for the share's pages (absent when the assets came from the cache). */
  demos?: PreparedDemos;
  /** Routes whose pages (every language) this share analyses, in order. */
  pageRoutes: string[];
  /** Those of `pageRoutes` it renders too (all of them, unless the build is a shard). */
  renderRoutes: string[];
  apiRoutes: string[];
}

export interface ShareResult {
  /** Each analysed page's file, facts key and facts (see pageFacts). */
  facts: Array<[rel: string, key: string, facts: string]>;
  /** Search words of the pages whose words the cache did not hold, by facts key ('null': kept out of search). */
  search: Array<[key: string, page: string]>;
  outputs: OutputRecord[];
  routes: string[];
}

/** Pages by route: a route's page in every language it is written in. */
export function groupByRoute(pages: readonly PageSource[]): Map<string, PageSource[]> {
  const out = new Map<string, PageSource[]>();
  for (const page of pages) out.set(page.route, [...(out.get(page.route) ?? []), page]);
  return out;
}

/** Writes files to staging (a page must pass its own CSP), or keeps those the previous output holds. */
export const stagingHooks = (staging: Staging): Pick<RenderHooks, 'emit' | 'holds' | 'keep'> => ({
  emit(rel, data, id) {
    const problems = rel.endsWith('.html') ? cspProblems(data) : [];
    if (problems.length) throw fatal('csp-mismatch', { built: true, rel, problems });
    staging.write(rel, data, id);
  },
  holds: (rel, id) => staging.holds(rel, id),
  keep: (rel, id) => staging.keep(rel, id),
});

/** A page's analysis and its facts, from known facts when it has them: an unchanged page is not parsed again to be validated. */
function cachedAnalyze(known: ReadonlyMap<string, string>, fingerprint: string) {
  return (page: PageSource): { model: PageModel; facts: string; key: string } => {
    const key = factsKey(fingerprint, page);
    const hit = known.get(key);
    if (hit !== undefined) return { model: fromFacts(page, hit), facts: hit, key };
    const model = analyzePage(page);
    return { model, facts: toFacts(model), key };
  };
}

/**
 * Analyses and renders a share of the content and API routes, one route at a time: a page's
 * markdown tree lives only until its page is written. Pages with errors are analysed but not
 * rendered; the main thread validates the whole site from the facts and then fails the build.
 */
export async function renderShare(
  task: ShareTask,
  hooks: { source?: SiteSource; progress?: () => void; signal?: AbortSignal } = {},
): Promise<ShareResult> {
  const source = hooks.source ?? loadSite(task.root);
  const model = siteModelOf(source, { baseUrl: task.baseUrl });
  const cache = task.cache ? openBuildCache(source.root) : undefined;
  const fingerprint = toolFingerprint();
  const staging = openStaging(task.stagingDir, task.previous);
  const renderer = createSiteRenderer(model, {
    assets: task.assets,
    demos: task.demos,
    cache: cache && { store: cache, fingerprint },
    ...stagingHooks(staging),
  });
  const analyze = cachedAnalyze(task.knownFacts, fingerprint);
  const pagesByRoute = groupByRoute(source.pages);
  const renders = new Set(task.renderRoutes);
  const facts: ShareResult['facts'] = [];
  const search: ShareResult['search'] = [];

  for (const route of task.pageRoutes) {
    // The main thread renders a share beside the workers: a failed worker stops it here.
    hooks.signal?.throwIfAborted();
    const analysed = (pagesByRoute.get(route) ?? []).map(analyze);
    for (const { model, facts: json, key } of analysed) {
      facts.push([model.source.rel, key, json]);
      // Words come from the markdown trees: a page restored from its facts is parsed again, only when its words are not cached.
      if (!task.knownSearch.has(key)) search.push([key, JSON.stringify(pageSearchPage(withTrees(model)) ?? null)]);
    }
    const pages = analysed.map((a) => a.model);
    const en = pages.find((p) => p.source.lang === 'en');
    const broken = pages.some((p) => hasErrors([...p.diagnostics, ...validateDemos(p, source.codeFiles)]));
    if (en && renders.has(route) && !broken) {
      // English content where a translation is missing.
      for (const lang of model.languages)
        await renderer.contentPage(en, lang, pages.find((p) => p.source.lang === lang) ?? en);
    }
    hooks.progress?.();
  }
  const apiRoutes = new Set(task.apiRoutes);
  for (const api of model.apis) {
    if (!apiRoutes.has(api.source.route)) continue;
    hooks.signal?.throwIfAborted();
    for (const lang of model.languages) await renderer.apiPage(api, lang);
    hooks.progress?.();
  }
  return { facts, search, outputs: staging.outputs(), routes: renderer.routes };
}

import { hasErrors } from '../errors/Diagnostic.js';
import { fatal } from '../errors/DocsError.js';
import { withVersionsSource } from '../load/versionsSource.js';
import { loadSite } from '../load/loadSite.js';
import type { RenderHooks } from '../render/types.js';
import { createSiteRenderer } from '../render/siteRenderer.js';
import { pageSearchPage } from '../search/pageEntries.js';
import type { OutputWriter } from '../site/output.js';
import { siteModelOf, type SiteModel } from '../transform/buildSiteModel.js';
import { withTrees } from '../transform/pageFacts.js';
import { validateDemos } from '../validate/validateDemos.js';
import { cspProblems } from '../validate/validateCsp.js';
import { openBuildCache } from '../write/buildCache.js';
import { openStaging } from '../write/outputFolder.js';
import { cachedAnalyze } from './analysis.js';
import { renderCache } from './renderCache.js';
import { applyApis } from './siteApis.js';
import { groupByRoute } from './shares.js';
import type { ShareResult, ShareTask } from './types.js';

/** Writes files to staging (a page must pass its own CSP), or keeps those the previous output holds. */
export const stagingHooks = (staging: OutputWriter): Omit<RenderHooks, 'cache'> => ({
  write(rel, data, id) {
    const problems = rel.endsWith('.html') && typeof data === 'string' ? cspProblems(data) : [];
    if (problems.length) throw fatal('csp-mismatch', { built: true, rel, problems });
    staging.write(rel, data, id);
  },
  holds: (rel, id) => staging.holds(rel, id),
  keep: (rel, id) => staging.keep(rel, id),
});

/**
 * Analyses and renders a share of the content and API routes, one route at a time: a page's
 * markdown tree lives only until its page is written. Pages with errors are analysed but not
 * rendered; the main thread validates the whole site from the facts and then fails the build.
 */
export async function renderShare(
  task: ShareTask,
  hooks: { model?: SiteModel; progress?: () => void; signal?: AbortSignal } = {},
): Promise<ShareResult> {
  // The site as the thread opened it (the main thread's run model), else opened here from the task.
  const model =
    hooks.model ??
    siteModelOf(
      applyApis(withVersionsSource(loadSite(task.root, { baseUrl: task.baseUrl }), task.versionsList), task.apis),
    );
  const { source } = model;
  const cache = task.cache ? openBuildCache(source.root) : undefined;
  const { fingerprint } = task;
  const staging = openStaging(task.stagingDir, task.previous);
  const renderer = createSiteRenderer(model, {
    assets: task.assets,
    demos: task.demos,
    cache: cache && renderCache(cache, source.root, fingerprint),
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
    const sources = pagesByRoute.get(route) ?? [];
    const analysed = sources.map(analyze);
    analysed.forEach(({ model, facts: json, key }, i) => {
      facts.push([sources[i].rel, key, json]);
      // Words come from the markdown trees: a page restored from its facts is parsed again, only when its words are not cached.
      if (!task.knownSearch.has(key)) search.push([key, JSON.stringify(pageSearchPage(withTrees(model())) ?? null)]);
    });
    const pages = renders.has(route) ? analysed.map((a) => a.model()) : [];
    const en = pages.find((p) => p.source.lang === 'en');
    const broken = pages.some((p) => hasErrors([...p.diagnostics, ...validateDemos(p, source.codeFiles)]));
    if (en && !broken) {
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

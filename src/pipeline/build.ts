import { availableParallelism } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { compareDiagnostics, diagnose, hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { DocsError, fatal } from '../errors/DocsError.js';
import { loadSite, readPublicFile } from '../load/loadSite.js';
import { readToolAsset, toolFingerprint } from '../tool/toolFiles.js';
import { createSiteRenderer, generatedRoutes, type PreparedDemos, type RenderReport } from '../render/renderSite.js';
import { renderSitemap } from '../render/sitemap.js';
import { assignShards, type Shard, type ShardManifest } from '../site/shards.js';
import { findMissingTranslations } from '../site/translator.js';
import { scanBlocks } from '../transform/analyzePage.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { CROSS_PAGE_CODES, fromFacts, unanalysedPage } from '../transform/pageFacts.js';
import { validateDemos } from '../validate/validateDemos.js';
import { validateSite } from '../validate/validateSite.js';
import { inputStamp } from '../load/inputStamp.js';
import { openBuildCache } from '../write/buildCache.js';
import { factsKey, readPageIndex, writePageIndex } from '../write/factsIndex.js';
import {
  checkOutputFolder,
  commitStaging,
  createStaging,
  discardStaging,
  MARKER,
  type Staging,
} from '../write/outputFolder.js';
import { forgetOutputs, recordOutputs, trustedOutputs } from '../write/outputRecord.js';
import { timed } from './check.js';
import { writeSiteSearch } from '../search/writeIndex.js';
import { recordBuild } from './unchanged.js';
import { groupByRoute, renderShare, stagingHooks, type ShareTask } from './renderShare.js';
import { startWorkers, stopWorkers, type WorkerPool } from './workerPool.js';
import { contentId } from '../site/hash.js';
import { type PageSource, type SiteSource } from '../site/types.js';
import { siteModelOf } from '../transform/buildSiteModel.js';
import { type OutputRecord } from '../site/output.js';
import { SHARD_FACTS, SHARD_MANIFEST } from '../site/shards.js';

export interface BuildOptions {
  root: string;
  out?: string;
  baseUrl?: string;
  strict?: boolean;
  /** Render only shard I of N (see merge()). */
  shard?: Shard;
  /** Use and update `<root>/.docs-cache/` (default true). */
  cache?: boolean;
  /** Render threads; by default one per core, fewer for small sites. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
  /** The input stamp checkUnchanged took (saves taking it again). */
  stamp?: string;
}

export interface BuildResult {
  ok: boolean;
  /** Render threads used (1: in this thread). */
  threads?: number;
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  report?: RenderReport;
  files: number;
  out: string;
  /** A shard that lacked other pages' facts left the links and anchors between pages to --merge. */
  linksLeftToMerge?: boolean;
}

let activeStaging: Staging | undefined;

/** SIGINT/SIGTERM: stop the workers and remove the staging folder; the previous output was never touched. */
export function abortActiveBuild(): void {
  stopWorkers();
  discardStaging(activeStaging);
  activeStaging = undefined;
}

/**
 * Work to render, in bytes of markdown: a thread pays off only past a few seconds of it. A worker
 * costs about half a second of start-up (it loads the tool, React and the site, and MUI for
 * previews), and two threads on two cores do not give twice the throughput (measured: about 1.2x
 * on the 2-vCPU machines the bench runs on). An API page or a demo counts as much markdown as it
 * costs to render.
 */
const WORK_PER_THREAD = 2_500_000;
const MIN_ROUTES_PER_THREAD = 50;
const API_PAGE_WORK = 1_500;
const DEMO_WORK = 3_000;
const workOf = (pages: readonly PageSource[]) =>
  pages.reduce((sum, p) => sum + p.text.length + DEMO_WORK * (p.text.split('"demo"').length - 1), 0);

/** Which routes this build renders: all of them, or its shard's size-balanced share. */
function shardOwnership(
  source: SiteSource,
  model: SiteModel,
  templateSlugs: string[],
  shard: Shard | undefined,
): (route: string) => boolean {
  if (!shard) return () => true;
  // Every route of a page belongs to one shard (one without an English page too: some shard must analyse it).
  const pageRoutes = [...groupByRoute(source.pages)].map(([route, pages]) => ({
    key: route,
    size: (pages.find((p) => p.lang === 'en') ?? pages[0]).text.length,
  }));
  const taken = new Set(pageRoutes.map((u) => u.key));
  const units = [
    ...pageRoutes,
    ...model.apis.map((a) => ({ key: a.source.route, size: 200 * (a.props.length + a.classes.length + 1) })),
    ...generatedRoutes(model, templateSlugs)
      .filter((r) => !taken.has(r))
      .map((key) => ({ key, size: 2000 })),
  ];
  const assignment = assignShards(units, shard.count);
  return (route) => assignment.get(route) === shard.index;
}

/**
 * Splits the content and API routes into `count` shares balanced by source size (rendering
 * dominates). A shard analyses only the routes it `analyses` (its own), and renders those it `owns`.
 */
function splitShares(
  source: SiteSource,
  model: SiteModel,
  analyses: (route: string) => boolean,
  owns: (route: string) => boolean,
  count: number,
  base: Omit<ShareTask, 'pageRoutes' | 'renderRoutes' | 'apiRoutes' | 'demos' | 'knownSearch'> & {
    knownSearch: ReadonlyMap<string, string>;
  },
  demos: PreparedDemos | undefined,
): ShareTask[] {
  const sizes = new Map<string, number>();
  for (const page of source.pages) sizes.set(page.route, (sizes.get(page.route) ?? 0) + page.text.length);
  const units = [...sizes]
    .filter(([route]) => analyses(route))
    .map(([route, size]) => ({ key: `page:${route}`, size: owns(route) ? size * model.languages.length : size / 10 }));
  for (const api of model.apis)
    if (owns(api.source.route))
      units.push({
        key: `api:${api.source.route}`,
        size: 200 * (api.props.length + api.classes.length + 1) * model.languages.length,
      });
  const assignment = assignShards(units, count);
  const fingerprint = toolFingerprint();
  return Array.from({ length: count }, (_, i) => {
    const mine = (key: string) => assignment.get(key) === i + 1;
    const pageRoutes = [...sizes.keys()].filter((r) => analyses(r) && mine(`page:${r}`));
    const routes = new Set(pageRoutes);
    const pages = source.pages.filter((p) => routes.has(p.route));
    const rels = new Set(pages.map((p) => p.rel));
    // Each thread gets only its own pages' facts and demos.
    const knownFacts = new Map<string, string>();
    const knownSearch = new Set<string>();
    for (const key of pages.map((p) => factsKey(fingerprint, p))) {
      if (base.knownFacts.has(key)) knownFacts.set(key, base.knownFacts.get(key)!);
      if (base.knownSearch.has(key)) knownSearch.add(key);
    }
    return {
      ...base,
      knownFacts,
      knownSearch,
      demos: demos && new Map([...demos].filter(([rel]) => rels.has(rel))),
      pageRoutes,
      renderRoutes: pageRoutes.filter(owns),
      apiRoutes: model.apis.map((a) => a.source.route).filter((r) => owns(r) && mine(`api:${r}`)),
    };
  });
}

/**
 * Copies public/ into the output as it is, and the default favicon when public/ has none. A public
 * file may not replace a file the build generates: each such file is an error.
 */
function copyPublicFiles(source: SiteSource, staging: Staging, generated: readonly OutputRecord[]): Diagnostic[] {
  const taken = new Set(generated.map(([rel]) => rel));
  const conflicts: Diagnostic[] = [];
  const files = [...(source.publicFiles ?? [])].sort();
  for (const rel of files) {
    if (taken.has(rel) || rel === MARKER) {
      conflicts.push(diagnose('public-conflict', { file: `public/${rel}`, line: 1, column: 1 }, { rel }));
      continue;
    }
    const bytes = readPublicFile(source.root, rel);
    staging.write(rel, bytes, contentId(bytes));
  }
  if (!files.includes(FAVICON)) {
    const icon = readToolAsset(FAVICON);
    staging.write(FAVICON, icon, contentId(icon));
  }
  return conflicts;
}

/** `count` consecutive runs of the list, as equal as can be (previews merge back in order). */
const splitEvenly = <T>(list: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, i) =>
    list.slice(Math.floor((i * list.length) / count), Math.floor(((i + 1) * list.length) / count)),
  );

/** The first share on this thread, the others on the workers, at the same time; a failure anywhere stops all. */
async function renderShares(
  pool: WorkerPool,
  [mine, ...theirs]: ShareTask[],
  source: SiteSource,
  progress: () => void,
) {
  const abort = new AbortController();
  const there = pool.run(theirs, progress).catch((err: unknown) => {
    abort.abort(err);
    throw err;
  });
  const here = renderShare(mine, { source, progress, signal: abort.signal });
  const [result, others] = await Promise.all([here, there]);
  return [result, ...others];
}

/** Every page links it (document.ts); public/favicon.ico replaces the tool's default. */
const FAVICON = 'favicon.ico';

/**
 * load -> transform/render -> validate -> write. Shares of the pages are analysed and rendered
 * in parallel (worker threads) into a staging folder; the whole site is then validated from the
 * pages' facts, and the staging folder replaces `out` only when there is no error.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  // Taken before the build reads anything: a file changed while it runs makes the next build run too.
  const stamp = options.cache === false ? undefined : (options.stamp ?? inputStamp(path.resolve(options.root)));
  const source = timed(timings, 'load', () => loadSite(options.root));
  const out = path.resolve(options.out ?? path.join(source.root, 'dist'));
  checkOutputFolder(source.root, out);
  const cache = options.cache === false ? undefined : openBuildCache(source.root);
  const fingerprint = toolFingerprint();
  const model = siteModelOf(source, options);
  const previous = trustedOutputs(cache, out);
  const staging = createStaging(out, previous);
  activeStaging = staging;
  const renderer = createSiteRenderer(model, {
    ...stagingHooks(staging),
    cache: cache && { store: cache, fingerprint },
  });
  const pagesByRoute = groupByRoute(source.pages);
  const routeCount = pagesByRoute.size + model.apis.length;
  // Threads pay off for routes to render, not for routes the cache already holds (known only
  // when the cache holds the site assets, which every page's key includes).
  renderer.useCachedAssets();
  const owns = shardOwnership(source, model, source.templates, options.shard);
  const pagesToRender = [...pagesByRoute].filter(([route, pages]) => owns(route) && !renderer.isCached(route, pages));
  const apisToRender = model.apis.filter(
    (a) => owns(a.source.route) && !renderer.isCached(a.source.route, [], a),
  ).length;
  const work = pagesToRender.reduce((sum, [, pages]) => sum + workOf(pages), 0) + API_PAGE_WORK * apisToRender;
  const threads = Math.min(
    availableParallelism(),
    Math.floor(work / WORK_PER_THREAD),
    Math.floor((pagesToRender.length + apisToRender) / MIN_ROUTES_PER_THREAD),
  );
  const jobs = Math.max(1, Math.min(options.jobs ?? threads, routeCount));
  const largestPage = source.pages.reduce((max, p) => Math.max(max, p.text.length), 0);
  // The main thread renders one share itself: a worker less to start, and one heap less in memory.
  const pool = jobs > 1 ? startWorkers(jobs - 1, source.root, largestPage) : undefined;
  try {
    // Demos of pages whose demos are broken are not prepared: validation reports them.
    const assetsStart = performance.now();
    const { assets, demos, problems } = await renderer.prepareAssets(
      () => source.pages.map(scanBlocks).filter((p) => !hasErrors(validateDemos(p, source.codeFiles))),
      timings,
      pool &&
        (async (entries) => {
          const [mine, ...theirs] = splitEvenly(entries, jobs);
          const { renderPreviews } = await import('../render/prepareDemos.js');
          const [here, there] = await Promise.all([renderPreviews(source, mine), pool.previews(theirs)]);
          return [...here, ...there.flat()];
        }),
    );
    timings.assets = Math.round(performance.now() - assetsStart);
    renderer.emitSharedFiles();

    const start = performance.now();
    const knownFacts = readPageIndex(cache, 'facts');
    const knownSearch = readPageIndex(cache, 'search');
    // A broken demo or template fails the build: its pages are still analysed (validation needs every
    // page's facts) but nothing is rendered.
    const renders = hasErrors(problems) ? () => false : owns;
    // Pages name the demos' browser modules; the modules themselves are the main thread's to write (not posted to every thread).
    const pageAssets = { ...assets, demoBundle: assets.demoBundle && { ...assets.demoBundle, files: [] } };
    const tasks = splitShares(
      source,
      model,
      owns,
      renders,
      jobs,
      {
        root: source.root,
        baseUrl: options.baseUrl,
        cache: !!cache,
        stagingDir: staging.dir,
        previous,
        assets: pageAssets,
        knownFacts,
        knownSearch,
      },
      demos,
    );
    let done = 0;
    const progress = () => options.onProgress?.(++done, routeCount);
    const results = pool
      ? await renderShares(pool, tasks, source, progress)
      : [await renderShare(tasks[0], { source, progress })];
    timings['analyze+render'] = Math.round(performance.now() - start);

    const keyOf = (page: PageSource) => factsKey(fingerprint, page);
    const analysed = results.flatMap((r) => r.facts);
    // A shard analyses only its own pages; the cache may know the others.
    const facts = new Map(analysed.map(([rel, , json]) => [rel, json]));
    for (const page of source.pages)
      if (!facts.has(page.rel) && knownFacts.has(keyOf(page))) facts.set(page.rel, knownFacts.get(keyOf(page))!);
    writePageIndex(
      cache,
      'facts',
      source.pages.filter((p) => facts.has(p.rel)).map((p) => [keyOf(p), facts.get(p.rel)!]),
    );
    const complete = source.pages.every((p) => facts.has(p.rel));
    const validation = timed(timings, 'validate', () =>
      validateSite(source, {
        ...options,
        analyze: (page) => (facts.has(page.rel) ? fromFacts(page, facts.get(page.rel)!) : unanalysedPage(page)),
      }),
    );
    // Without every page's ids, links and anchors between pages are --merge's to check.
    const diagnostics = [
      ...validation.diagnostics.filter((d) => complete || !CROSS_PAGE_CODES.has(d.code)),
      ...problems,
    ].sort(compareDiagnostics);
    if (hasErrors(diagnostics)) {
      discardStaging(staging);
      return { ok: false, diagnostics, timings, files: 0, out };
    }

    const contentRoutes = new Set(source.pages.filter((p) => p.lang === 'en').map((p) => p.route));
    for (const lang of model.languages) await renderer.generatedPages(lang, owns, contentRoutes);
    const routes = [...renderer.routes, ...results.flatMap((r) => r.routes)].sort();
    // Site-wide files that depend on every page are computed when shards are merged.
    if (options.shard) {
      const manifest: ShardManifest = {
        shard: options.shard,
        baseUrl: model.config.baseUrl,
        tool: fingerprint,
        strict: !!options.strict,
        routes,
      };
      const text = JSON.stringify(manifest, null, 2) + '\n';
      staging.write(SHARD_MANIFEST, text, contentId(text));
      const shardFacts = JSON.stringify([...analysed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      staging.write(SHARD_FACTS, shardFacts, contentId(shardFacts));
    } else {
      const sitemap = renderSitemap(model.config.baseUrl, routes);
      staging.write('sitemap.xml', sitemap, contentId(sitemap));
    }
    const conflicts = copyPublicFiles(source, staging, [...staging.outputs(), ...results.flatMap((r) => r.outputs)]);
    if (conflicts.length) {
      discardStaging(staging);
      return {
        ok: false,
        diagnostics: [...diagnostics, ...conflicts].sort(compareDiagnostics),
        timings,
        files: 0,
        out,
      };
    }
    // The search index: from every page's words (cached, or found by the threads that parsed it).
    const words = new Map([...knownSearch, ...results.flatMap((r) => r.search)]);
    writePageIndex(
      cache,
      'search',
      source.pages.filter((p) => words.has(keyOf(p))).map((p): [string, string] => [keyOf(p), words.get(keyOf(p))!]),
    );
    timed(timings, 'search index', () =>
      writeSiteSearch(
        staging,
        {
          model,
          pagesByRoute,
          keyOf,
          wordsOf: (page) => words.get(keyOf(page))!,
          wordsByKey: (key) => words.get(key),
          fingerprint,
        },
        { cache, owns: options.shard && owns },
      ),
    );
    const outputs = [...staging.outputs(), ...results.flatMap((r) => r.outputs)];
    timed(timings, 'swap', () => {
      forgetOutputs(cache, out);
      commitStaging(staging, out, outputs);
      recordOutputs(cache, out, outputs);
    });
    // From the translation files, not from what this build happened to render: the same with or without the cache.
    const missingTranslations = findMissingTranslations(model.translations, model.languages);
    const report: RenderReport = {
      pages: routes.length,
      routes,
      missingTranslations,
      clientGzipBytes: gzipSync(assets.client.code).length,
    };
    const result = {
      ok: true,
      threads: jobs,
      diagnostics,
      timings,
      report,
      files: outputs.length,
      out,
      ...(complete ? {} : { linksLeftToMerge: true }),
    };
    // Read by the next build over unchanged inputs (the stamp was taken before this build read them).
    if (stamp) recordBuild(cache, options, stamp, result);
    cache?.prune();
    return result;
  } catch (err) {
    pool?.stop();
    discardStaging(staging);
    if (err instanceof DocsError) throw err;
    throw fatal('build-failed', { reason: (err as Error)?.message ?? String(err) }, { cause: err });
  } finally {
    activeStaging = undefined;
  }
}

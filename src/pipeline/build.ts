import path from 'node:path';
import { compareDiagnostics, hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { renderCache } from './renderCache.js';
import { inputStamp } from '../load/inputStamp.js';
import { statsOnce } from '../load/fileStamp.js';
import type { PreparedAssets } from '../render/types.js';
import { createSiteRenderer, type SiteRenderer } from '../render/siteRenderer.js';
import { recordInputs } from '../site/recordedInputs.js';
import type { BuildCache, OutputRecord } from '../site/output.js';
import type { PageSource, SiteSource } from '../site/types.js';
import type { CacheEntry } from '../site/shards.js';
import { siteModelOf, type SiteModel } from '../transform/buildSiteModel.js';
import { CROSS_PAGE_CODES, restoredPages, unanalysedPage, type RestoredPages } from '../transform/pageFacts.js';
import { validateSite } from '../validate/validateSite.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import { openBuildCache, recallFileHashes, recordFileHashes } from '../write/buildCache.js';
import { recordingCache } from '../write/memoryOutput.js';
import {
  checkOutputFolder,
  commitStaging,
  createStaging,
  discardStaging,
  outputFolderOf,
  type CommitState,
  type Staging,
} from '../write/outputFolder.js';
import { forgetOutputs, previousOutput, recordOutputs, type PreviousOutput } from '../write/outputRecord.js';
import { timed, timedAsync } from './check.js';
import { factsKey, knownPages, withFound, writePageIndex, type PageIndexes } from './pageIndex.js';
import { copyPublicFiles } from '../write/publicFiles.js';
import { renderShare, stagingHooks } from './renderShare.js';
import { groupByRoute, offloadPreviews, shardOwnership, splitShares } from './shares.js';
import { writeBuildSearch } from './siteSearch.js';
import { threadCount } from './threads.js';
import type { BuildOptions, BuildResult, ShareResult, ShareTask } from './types.js';
import { writeShardManifest, writeSiteFiles } from './buildSiteFiles.js';
import { openSite } from './openSite.js';
import type { SiteApis } from './siteApis.js';
import { recordBuild } from './unchanged.js';
import { startWorkers, type WorkerPool } from './workerPool.js';
import { buildFailure } from './buildFailure.js';
import { succeeded } from './buildResult.js';
import { removeLeftovers } from '../write/leftovers.js';

export type { BuildOptions, BuildResult } from './types.js';

/** One build in progress: its inputs, where it writes, and how it shares the work. */
interface Run {
  options: BuildOptions;
  timings: Record<string, number>;
  source: SiteSource;
  model: SiteModel;
  out: string;
  cache?: BuildCache;
  fingerprint: string;
  staging: Staging;
  /** What the output holds from the last build (the commit reads only the folders changed since). */
  previous: PreviousOutput;
  renderer: SiteRenderer;
  pagesByRoute: Map<string, PageSource[]>;
  routeCount: number;
  /** The routes this build renders (a shard's own). */
  owns: (route: string) => boolean;
  /** Its content and API routes the previous output does not hold (the rest were kept as they were at setup). */
  toRender: ReadonlySet<string>;
  jobs: number;
  pool?: WorkerPool;
  /** The API pages extracted from the library's TypeScript, the problems found, the files read. */
  apis: SiteApis;
  /** A shard's record of them for --merge (Opened). */
  types?: CacheEntry[];
}

/** The site opened, its build cache, and the last output's files if they were checked already. */
type Opened = {
  source: SiteSource;
  apis: SiteApis;
  cache?: BuildCache;
  checked?: PreviousOutput;
  /** For a shard: the cache entries its API extraction and demo type check read or wrote. */
  types?: CacheEntry[];
};

/** Sets a build up: the site, its output folder and staging, the renderer, and its threads. */
function startRun(
  options: BuildOptions,
  timings: Record<string, number>,
  { source, apis, cache, checked, types }: Opened,
): Run {
  const out = outputFolderOf(source.root, options.out);
  checkOutputFolder(source.root, out);
  removeLeftovers(out);
  const fingerprint = toolFingerprint();
  const model = siteModelOf(source);
  const previous = checked ?? previousOutput(cache, source.root, out);
  const staging = createStaging(out, previous.trusted);
  const renderer = createSiteRenderer(model, {
    ...stagingHooks(staging),
    cache: cache && renderCache(cache, source.root, fingerprint),
  });
  const pagesByRoute = groupByRoute(source.pages);
  const routeCount = pagesByRoute.size + model.apis.length;
  // Routes the previous output holds as this build would make them are kept now, neither restored
  // nor rendered (known only when the cache holds the site assets, which every page's key
  // includes); threads pay off for the rest.
  renderer.useCachedAssets();
  const owns = shardOwnership(source, model, source.templates, options.shard);
  const toRender = [...pagesByRoute].filter(([route, pages]) => owns(route) && !renderer.keepCached(route, pages));
  const apisToRender = model.apis.filter((a) => owns(a.source.route) && !renderer.keepCached(a.source.route, [], a));
  const jobs = threadCount(
    toRender.map(([, pages]) => pages),
    apisToRender.length,
    routeCount,
    options.jobs,
  );
  const largestPage = source.pages.reduce((max, p) => Math.max(max, p.text.length), 0);
  // The main thread renders one share itself: a worker less to start, and one heap less in memory.
  const pool =
    jobs > 1
      ? startWorkers(
          jobs - 1,
          { root: source.root, baseUrl: options.baseUrl, versionsList: source.versionsList },
          largestPage,
        )
      : undefined;
  return {
    options,
    timings,
    source,
    model,
    out,
    cache,
    fingerprint,
    staging,
    previous,
    renderer,
    pagesByRoute,
    routeCount,
    owns,
    toRender: new Set([...toRender.map(([route]) => route), ...apisToRender.map((a) => a.source.route)]),
    jobs,
    pool,
    apis,
    types,
  };
}

/** The stylesheet, bundles, shells, templates and demo previews; written to the output. */
async function prepareAssets(run: Run): Promise<PreparedAssets> {
  const start = performance.now();
  const prepared = await run.renderer.prepareAssets(run.timings, run.pool && offloadPreviews(run.pool, run.jobs));
  run.timings.assets = Math.round(performance.now() - start);
  run.renderer.emitSharedFiles();
  return prepared;
}

/** The first share on this thread, the others on the workers, at the same time; a failure anywhere stops all. */
async function renderShares(pool: WorkerPool, [mine, ...theirs]: ShareTask[], model: SiteModel, progress: () => void) {
  const abort = new AbortController();
  const there = pool.run(theirs, progress).catch((err: unknown) => {
    abort.abort(err);
    throw err;
  });
  const here = renderShare(mine, { model, progress, signal: abort.signal });
  const [result, others] = await Promise.all([here, there]);
  return [result, ...others];
}

/** Analyses and renders every share of the pages; a broken demo or template renders none. */
async function renderPages(run: Run, { assets, demos, problems }: PreparedAssets, known: PageIndexes) {
  const { source, model, options, staging, cache } = run;
  const start = performance.now();
  // A broken demo or template fails the build: its pages are still analysed (validation needs every
  // page's facts) but nothing is rendered.
  const renders = hasErrors(problems) ? () => false : (route: string) => run.toRender.has(route);
  // Pages name the demos' browser modules; the modules themselves are the main thread's to write (not posted to every thread).
  const pageAssets = { ...assets, demoBundle: assets.demoBundle && { ...assets.demoBundle, files: [] } };
  const base = {
    root: source.root,
    baseUrl: options.baseUrl,
    versionsList: source.versionsList,
    cache: !!cache,
    fingerprint: run.fingerprint,
    stagingDir: staging.dir,
    previous: run.previous.trusted,
    assets: pageAssets,
    apis: run.apis.lines,
    ...known,
  };
  const tasks = splitShares(source, model, run.owns, renders, run.jobs, base, demos);
  let done = 0;
  const progress = () => options.onProgress?.(++done, run.routeCount);
  const results = run.pool
    ? await renderShares(run.pool, tasks, model, progress)
    : [await renderShare(tasks[0], { model, progress })];
  run.timings['analyze+render'] = Math.round(performance.now() - start);
  return results;
}

/** Every page's facts: the threads', and (for a shard) the cache's of other shards' pages. */
function collectFacts(run: Run, results: ShareResult[], known: PageIndexes) {
  const keyOf = (page: PageSource) => factsKey(run.fingerprint, page);
  const facts = new Map(results.flatMap((r) => r.facts).map(([rel, , json]) => [rel, json]));
  for (const page of run.source.pages)
    if (!facts.has(page.rel) && known.knownFacts.has(keyOf(page)))
      facts.set(page.rel, known.knownFacts.get(keyOf(page))!);
  const analysed = run.source.pages.filter((p) => facts.has(p.rel));
  const byKey = new Map(analysed.map((p) => [keyOf(p), facts.get(p.rel)!]));
  writePageIndex(run.cache, 'facts', [...byKey.keys()], (key) => byKey.get(key)!, known.knownFacts);
  return { facts, complete: analysed.length === run.source.pages.length };
}

/** The whole site validated from the pages' facts, with the demos' and templates' problems. */
function validateRun(run: Run, restored: RestoredPages, complete: boolean, problems: Diagnostic[]): Diagnostic[] {
  const validation = timed(run.timings, 'validate', () =>
    validateSite(run.source, { ...run.options, analyze: (page) => restored(page) ?? unanalysedPage(page) }),
  );
  // Without every page's ids, links and anchors between pages are --merge's to check.
  return [...validation.diagnostics.filter((d) => complete || !CROSS_PAGE_CODES.has(d.code)), ...problems].sort(
    compareDiagnostics,
  );
}

/** Swaps the staging folder in; the record of the output is dropped first, so an interrupted commit means a full build next time. */
function commit(run: Run, outputs: OutputRecord[], onState: (state: CommitState) => void): void {
  timed(run.timings, 'swap', () => {
    forgetOutputs(run.cache, run.source.root, run.out);
    commitStaging(run.staging, run.out, outputs, onState, run.previous.folders);
    recordOutputs(run.cache, run.source.root, run.out, outputs, run.previous);
  });
}

/** A build that stops before its output is touched. */
function failed(run: Run, diagnostics: Diagnostic[]): BuildResult {
  discardStaging(run.staging);
  return { ok: false, diagnostics: diagnostics.sort(compareDiagnostics), timings: run.timings, files: 0, out: run.out };
}

/** The generated pages (home, product-line homes, versions, 404...) in every language; every route rendered. */
async function renderGeneratedPages(run: Run, results: ShareResult[]): Promise<string[]> {
  const contentRoutes = new Set(run.source.pages.filter((p) => p.lang === 'en').map((p) => p.route));
  for (const lang of run.model.languages) await run.renderer.generatedPages(lang, run.owns, contentRoutes);
  return [...run.renderer.routes, ...results.flatMap((r) => r.routes)].sort();
}

/** Every file the build wrote into staging: this thread's and the shares'. */
const written = (run: Run, results: ShareResult[]) => [...run.staging.outputs(), ...results.flatMap((r) => r.outputs)];

/** The search index of every language, from the words of the pages rendered and those the cache knows. */
function writeSearch(run: Run, results: ShareResult[], known: PageIndexes): void {
  const words = withFound(known.knownSearch, new Map(results.flatMap((r) => r.search)));
  const site = { model: run.model, pagesByRoute: run.pagesByRoute, fingerprint: run.fingerprint, words, known };
  timed(run.timings, 'search index', () =>
    writeBuildSearch(run.staging, site, { cache: run.cache, owns: run.options.shard && run.owns }),
  );
}

/**
 * The phases of a build, in order (README, Architecture): load, set up, assets, analyse and render
 * per share, facts, validate, generated pages, site files, public files, search, commit. Shares of
 * the pages render in parallel (worker threads) into a staging folder, which replaces `out` only
 * when there is no error.
 */
async function runPhases(run: Run, onState: (state: CommitState) => void): Promise<BuildResult> {
  const prepared = await prepareAssets(run);
  const known = timed(run.timings, 'cache read', () => knownPages(run.cache));
  const results = await renderPages(run, prepared, known);
  const { facts, complete } = timed(run.timings, 'facts', () => collectFacts(run, results, known));
  const restored = restoredPages(facts);
  const diagnostics = validateRun(run, restored, complete, prepared.problems);
  if (hasErrors(diagnostics)) return failed(run, diagnostics);
  const routes = await timedAsync(run.timings, 'generated pages', () => renderGeneratedPages(run, results));
  // What the templates' modules say of them (llms.txt lists them).
  const templates = prepared.assets.templates.map(({ slug, title, description }) => ({ slug, title, description }));
  timed(run.timings, 'site files', () => writeSiteFiles(run, { routes, results, restored, templates }));
  const conflicts = timed(run.timings, 'public files', () =>
    copyPublicFiles(run.source, run.staging, written(run, results)),
  );
  if (conflicts.length) return failed(run, [...diagnostics, ...conflicts]);
  writeSearch(run, results, known);
  if (run.options.shard)
    writeShardManifest(run, run.options.shard, { routes, templates, outputs: written(run, results) });
  const outputs = written(run, results);
  commit(run, outputs, onState);
  return succeeded(run, { routes, diagnostics, files: outputs.length, complete, client: prepared.assets.client.code });
}

/** A build: the site loaded with its API pages, then its phases (runPhases); a no-op build is checkUnchanged's. */
export const build = (options: BuildOptions): Promise<BuildResult> => statsOnce(() => buildSite(options));

async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  // Taken before the build reads anything: a file changed while it runs makes the next build run too.
  const started = Date.now();
  const root = path.resolve(options.root);
  const stamp = options.cache === false ? undefined : (options.stamp ?? inputStamp(root));
  // With the tool's fingerprint, which keys every entry.
  const [buildCache, fingerprint] = timed(
    timings,
    'cache open',
    () => [options.cache === false ? undefined : recallFileHashes(openBuildCache(root)), toolFingerprint()] as const,
  );
  // A shard hands what the site's TypeScript gave it (as cache entries) to --merge, with a cache or without.
  const recorder = options.shard ? recordingCache(buildCache) : undefined;
  const store = recorder?.store ?? buildCache;
  const loaded = await openSite({ ...options, cache: store && { store, fingerprint } }, timings);
  let state: CommitState = 'none';
  const onState = (next: CommitState) => {
    state = next;
    options.onCommit?.(next);
  };
  let run: Run | undefined;
  try {
    const checked = await options.previous;
    const done = (run = timed(timings, 'setup', () =>
      startRun(options, timings, { ...loaded, cache: buildCache, checked, types: recorder?.entries() }),
    ));
    const result = await runPhases(done, onState);
    // Read by the next build over unchanged inputs (the stamp was taken before this build read them). A site
    // that lists the newest deploy's versions depends on a file no stamp covers: each build reads it again.
    const remote = !!loaded.source.config.versions?.source;
    if (result.ok && buildCache)
      timed(timings, 'record', () => {
        recordInputs(buildCache, done.fingerprint, 'api', done.apis.inputs);
        if (stamp && !remote) recordBuild(buildCache, options, { ...stamp, started }, result);
        recordFileHashes(buildCache);
        buildCache.prune();
      });
    return result;
  } catch (err) {
    run?.pool?.stop();
    if (state === 'none') discardStaging(run?.staging);
    throw buildFailure(err, run?.out ?? outputFolderOf(root, options.out), state);
  }
}

import type { ApiPrograms } from '../extract/extractApi.js';
import type { RenderCache } from '../pipeline/renderCache.js';
import { openSite } from '../pipeline/openSite.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { stagingHooks } from '../pipeline/renderShare.js';
import { groupByRoute } from '../pipeline/shares.js';
import { routeFiles } from '../render/sitemap.js';
import { readRecordedInputs } from '../site/recordedInputs.js';
import { createSiteRenderer, type SiteRenderer } from '../render/siteRenderer.js';
import { outputFile, pageFile, publicPathIn } from '../site/outputPaths.js';
import type { PageSource, SiteSource } from '../site/types.js';
import { siteModelOf, type SiteModel } from '../transform/buildSiteModel.js';
import { generatedRoutes } from '../transform/generatedRoutes.js';
import type { MemoryOutput } from '../write/memoryOutput.js';
import type { DevAnalysis } from './devAnalysis.js';

/** One state of the site: its sources, model and the renderer over them. */
export interface DevState {
  source: SiteSource;
  model: SiteModel;
  renderer: SiteRenderer;
  pagesByRoute: Map<string, PageSource[]>;
  /** Routes the site generates (home, versions, 404, templates...). */
  generated: string[];
  /** Demos and templates that do not compile or throw. */
  problems: Diagnostic[];
  /** The files the demos' bundles and the API extraction read outside the site's loaded inputs (root-relative): docs-dev watches them too. */
  readInputs: string[];
}

/** Loads the site and prepares what every page shares (taken from the memory cache while it is unchanged). */
export async function loadDevState(
  root: string,
  output: MemoryOutput,
  cache: RenderCache,
  analysis: DevAnalysis,
  programs: ApiPrograms,
): Promise<DevState> {
  const { source, apis } = await openSite({ root, cache, programs });
  const model = siteModelOf(source);
  const renderer = createSiteRenderer(model, { ...stagingHooks(output), cache });
  const prepared = await renderer.prepareAssets();
  const { problems } = prepared;
  renderer.emitSharedFiles();
  analysis.keepOnly(source.pages);
  const generated = generatedRoutes(model, source.templates);
  const readInputs = [...readRecordedInputs(cache.store, cache.fingerprint, 'demo'), ...apis.inputs];
  return { source, model, renderer, pagesByRoute: groupByRoute(source.pages), generated, problems, readInputs };
}

/** Whether the site has a page at `route`. */
export const hasRoute = (state: DevState, route: string) =>
  state.pagesByRoute.has(route) ||
  state.model.apis.some((a) => a.source.route === route) ||
  state.generated.includes(route);

/** The language and route of a page file (`zh/a/b/index.html` -> zh, /a/b). */
export function routeOf(state: DevState, rel: string): { lang: string; route: string } | undefined {
  const m = rel.match(/^(?:([a-z]{2})\/)?(.*?)\/?index\.html$/);
  if (!m) return undefined;
  const lang = m[1] && state.model.languages.includes(m[1]) && m[1] !== 'en' ? m[1] : 'en';
  const path = lang === 'en' && m[1] ? `${m[1]}/${m[2]}` : m[2];
  return { lang, route: path ? `/${path}` : '/' };
}

/** Renders a route in a language into memory; its output file, or none if the site has no such route. */
export async function renderRoute(
  state: DevState,
  analysis: DevAnalysis,
  lang: string,
  route: string,
): Promise<string | undefined> {
  const { model, renderer, pagesByRoute } = state;
  const pages = pagesByRoute.get(route);
  const en = pages?.find((p) => p.lang === 'en');
  if (en) {
    const translation = pages!.find((p) => p.lang === lang);
    const enModel = analysis.analyze(en);
    await renderer.contentPage(enModel, lang, translation ? analysis.analyze(translation) : enModel);
    return pageFile(lang, route);
  }
  const api = model.apis.find((a) => a.source.route === route);
  if (api) {
    await renderer.apiPage(api, lang);
    return pageFile(lang, route);
  }
  if (!state.generated.includes(route)) return undefined;
  await renderer.generatedPages(lang, (r) => r === route, new Set(pagesByRoute.keys()));
  return route === '/404' ? outputFile(lang, '/404.html') : pageFile(lang, route);
}

/** The sitemap and versions.json a build would write, from the routes (pages are rendered on demand). */
export function routeFilesOf(state: DevState): Map<string, string> {
  // Asked for every request that names no page or file: made once per state (a change makes a new one).
  let files = routeFilesByState.get(state);
  if (!files) routeFilesByState.set(state, (files = makeRouteFiles(state)));
  return files;
}
const routeFilesByState = new WeakMap<DevState, Map<string, string>>();

function makeRouteFiles(state: DevState): Map<string, string> {
  const { model, pagesByRoute } = state;
  const routes = [
    ...pagesByRoute.keys(),
    ...model.apis.map((a) => a.source.route),
    ...state.generated.filter((r) => r !== '/404'),
  ];
  const paths = [...new Set(routes)].flatMap((r) => model.languages.map((lang) => publicPathIn(lang, r)));
  return new Map(routeFiles(model.config, paths));
}

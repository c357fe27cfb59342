import { hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { loadSite, readPublicFile } from '../load/loadSite.js';
import { readToolAsset, toolFingerprint } from '../tool/toolFiles.js';
import { groupByRoute, stagingHooks } from '../pipeline/renderShare.js';
import { writeSiteSearch } from '../search/writeIndex.js';
import { createSiteRenderer, generatedRoutes, outputFile, pageFile, type SiteRenderer } from '../render/renderSite.js';
import { renderSitemap } from '../render/sitemap.js';
import { toPublicPath } from '../site/paths.js';
import { analyzePage, scanBlocks, type PageModel } from '../transform/analyzePage.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { fromFacts, toFacts } from '../transform/pageFacts.js';
import { pageSearchPage } from '../search/pageEntries.js';
import { validateDemos } from '../validate/validateDemos.js';
import { validateSite } from '../validate/validateSite.js';
import { factsKey } from '../write/factsIndex.js';
import { createMemoryCache, createMemoryOutput } from '../write/memoryOutput.js';
import { contentId } from '../site/hash.js';
import { type PageSource, type SiteSource } from '../site/types.js';
import { siteModelOf } from '../transform/buildSiteModel.js';

/** One state of the site: its sources, model and the renderer over them. */
interface SiteState {
  source: SiteSource;
  model: SiteModel;
  renderer: SiteRenderer;
  pagesByRoute: Map<string, PageSource[]>;
  /** Demos and templates that do not compile or throw. */
  problems: Diagnostic[];
}

export type DevResponse = { status: number; rel: string; body: string | Uint8Array };

const FAVICON = 'favicon.ico';
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * docs-dev's engine: the site in memory, rendered on demand. Pages are rendered when a browser
 * asks for them, with the build's renderer and its dependency keys (a page is rendered again only
 * when one of its inputs changed); every page is analysed in the background for the site's
 * diagnostics and the search index. Nothing is written to disk.
 */
export function openDevSite(root: string) {
  const output = createMemoryOutput();
  const cache = createMemoryCache();
  const fingerprint = toolFingerprint();
  // Analyses and search words by page source key, kept across updates: only changed pages are parsed again.
  const facts = new Map<string, string>();
  const words = new Map<string, string>();
  const keyOf = (page: PageSource) => factsKey(fingerprint, page);

  const analyze = (page: PageSource): PageModel => {
    const key = keyOf(page);
    const known = facts.get(key);
    if (known !== undefined) return fromFacts(page, known);
    const model = analyzePage(page);
    facts.set(key, toFacts(model));
    words.set(key, JSON.stringify(pageSearchPage(model) ?? null));
    return model;
  };

  /** Loads the site and prepares what every page shares (taken from the memory cache while it is unchanged). */
  async function load(): Promise<SiteState> {
    const source = loadSite(root);
    const model = siteModelOf(source);
    const renderer = createSiteRenderer(model, { ...stagingHooks(output), cache: { store: cache, fingerprint } });
    const { problems } = await renderer.prepareAssets(() =>
      source.pages.map(scanBlocks).filter((p) => !hasErrors(validateDemos(p, source.codeFiles))),
    );
    renderer.emitSharedFiles();
    // Forget the analyses of pages that are gone or changed.
    const keys = new Set(source.pages.map(keyOf));
    for (const map of [facts, words]) for (const key of map.keys()) if (!keys.has(key)) map.delete(key);
    return { source, model, renderer, pagesByRoute: groupByRoute(source.pages), problems };
  }

  /** Renders a route in a language into memory; its output file, or none if the site has no such route. */
  async function render(state: SiteState, lang: string, route: string): Promise<string | undefined> {
    const { model, renderer, pagesByRoute } = state;
    const pages = pagesByRoute.get(route);
    const en = pages?.find((p) => p.lang === 'en');
    if (en) {
      const translation = pages!.find((p) => p.lang === lang);
      const enModel = analyze(en);
      await renderer.contentPage(enModel, lang, translation ? analyze(translation) : enModel);
      return pageFile(lang, route);
    }
    const api = model.apis.find((a) => a.source.route === route);
    if (api) {
      await renderer.apiPage(api, lang);
      return pageFile(lang, route);
    }
    if (!generatedRoutes(model, state.source.templates).includes(route)) return undefined;
    await renderer.generatedPages(lang, (r) => r === route, new Set(pagesByRoute.keys()));
    return route === '/404' ? outputFile(lang, '/404.html') : pageFile(lang, route);
  }

  /** The language and route of a page file (`zh/a/b/index.html` -> zh, /a/b). */
  const routeOf = (state: SiteState, rel: string) => {
    const m = rel.match(/^(?:([a-z]{2})\/)?(.*?)\/?index\.html$/);
    if (!m) return undefined;
    const lang = m[1] && state.model.languages.includes(m[1]) && m[1] !== 'en' ? m[1] : 'en';
    const path = lang === 'en' && m[1] ? `${m[1]}/${m[2]}` : m[2];
    return { lang, route: path ? `/${path}` : '/' };
  };

  const sitemap = (state: SiteState) => {
    const { model, pagesByRoute } = state;
    const routes = [
      ...pagesByRoute.keys(),
      ...model.apis.map((a) => a.source.route),
      ...generatedRoutes(model, state.source.templates).filter((r) => r !== '/404'),
    ];
    return renderSitemap(
      model.config.baseUrl,
      [...new Set(routes)]
        .flatMap((r) => model.languages.map((lang) => `${lang === 'en' ? '' : `/${lang}`}${toPublicPath(r)}`))
        .sort(),
    );
  };

  let current = load();

  return {
    /** Waits for the first state (the server answers requests meanwhile, once it is there). */
    ready: () => current.then(() => undefined),

    /**
     * Loads the site again after a change; requests wait for the new state. When it cannot be
     * loaded (an invalid docs.config.json) the previous state stays and the error is thrown.
     */
    async update(): Promise<void> {
      const previous = current;
      const next = load();
      current = next.catch(() => previous);
      await next;
    },

    /** Whether `rel` is a route's folder (then a path without its slash is redirected). */
    async isRouteFolder(rel: string): Promise<boolean> {
      const state = await current;
      const r = routeOf(state, `${rel}/index.html`);
      return (
        !!r &&
        (state.pagesByRoute.has(r.route) ||
          state.model.apis.some((a) => a.source.route === r.route) ||
          generatedRoutes(state.model, state.source.templates).includes(r.route))
      );
    },

    /** The file for an output path, rendering it first if it is a page; the 404 page (status 404) otherwise. */
    async respond(rel: string): Promise<DevResponse> {
      const state = await current;
      const page = rel.endsWith('index.html') ? routeOf(state, rel) : undefined;
      if (page) {
        const file = await render(state, page.lang, page.route);
        const body = file && output.get(file);
        if (body) return { status: 200, rel: file!, body: body.data };
      } else {
        const file = output.get(rel);
        if (file) return { status: 200, rel, body: file.data };
        if (state.source.publicFiles?.has(rel))
          return { status: 200, rel, body: readPublicFile(state.source.root, rel) };
        if (rel === FAVICON) return { status: 200, rel, body: readToolAsset(FAVICON) };
        if (rel === 'sitemap.xml') return { status: 200, rel, body: sitemap(state) };
      }
      const lang = routeOf(state, rel.replace(/[^/]*$/, 'index.html'))?.lang ?? 'en';
      const notFound = (await render(state, lang, '/404'))!;
      return { status: 404, rel: notFound, body: output.get(notFound)!.data };
    },

    /** A page's version: the hash of what would be served for its path now (a tab reloads when it changes). */
    async version(rel: string): Promise<string> {
      const { body } = await this.respond(rel);
      return contentId(body);
    },

    /**
     * Analyses every page not analysed yet, a page per event-loop turn (requests are served in
     * between); then the site's diagnostics are complete and the search index is written.
     * Resolves with the diagnostics, or undefined if the site changed meanwhile (analysis goes on
     * with the new state).
     */
    async analyseAll(): Promise<Diagnostic[] | undefined> {
      const state = await current;
      for (const page of state.source.pages) {
        if (state !== (await current)) return undefined;
        if (!facts.has(keyOf(page))) {
          analyze(page);
          await yieldTurn();
        }
      }
      if (state !== (await current)) return undefined;
      const { diagnostics } = validateSite(state.source, { analyze });
      writeSiteSearch(
        output,
        {
          model: state.model,
          pagesByRoute: state.pagesByRoute,
          keyOf,
          wordsOf: (page) => words.get(keyOf(page)) ?? 'null',
          wordsByKey: (key) => words.get(key),
          fingerprint,
        },
        { cache },
      );
      return [...diagnostics, ...state.problems];
    },
  };
}

export type DevSite = ReturnType<typeof openDevSite>;

import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ApiPrograms } from '../extract/extractApi.js';
import { matchRedirect } from '../site/redirects.js';
import { publicFile } from '../write/publicFiles.js';
import { renderCache, type RenderCache } from '../pipeline/renderCache.js';
import { resolvePath } from '../serve/httpRules.js';
import { writeSiteSearch } from '../search/writeIndex.js';
import { TEMPLATE_PREVIEW_ATTRIBUTE } from '../site/constants.js';
import { contentId } from '../site/hash.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import { validateSite } from '../validate/validateSite.js';
import { createMemoryCache, createMemoryOutput, readingThrough } from '../write/memoryOutput.js';
import { openBuildCache } from '../write/buildCache.js';
import { API_CACHE_KIND } from '../extract/extractApi.js';
import { DEMO_TYPES_CACHE_KIND, DEMO_TYPES_STATE_KIND } from '../pipeline/demoTypes.js';
import { DEMO_BUNDLES_KIND } from '../render/siteCache.js';
import { recordedInputsKind } from '../site/recordedInputs.js';
import { DevAnalysis } from './devAnalysis.js';
import { hasRoute, loadDevState, renderRoute, routeOf, routeFilesOf, type DevState } from './devState.js';

export type DevResponse = { status: number; rel: string; body: string | Uint8Array };

const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

const PREVIEW_FRAME = new RegExp(`<iframe\\s[^>]*\\b${TEMPLATE_PREVIEW_ATTRIBUTE}=[^>]*>`, 'g');

/** The output paths of the template previews a page frames (the gallery's). */
function previewFrames(html: string): string[] {
  return [...html.matchAll(PREVIEW_FRAME)].flatMap(([tag]) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const target = src === undefined ? undefined : resolvePath(src.replaceAll('&amp;', '&'), () => false);
    return target?.kind === 'file' ? [target.rel] : [];
  });
}

/** A page's text or a translation: the site assets' key already follows every demo and playground they name. */
const cannotFixDemos = (rel: string) =>
  (rel.startsWith('content/') && rel.endsWith('.md')) || (rel.startsWith('translations/') && rel.endsWith('.json'));

/**
 * docs-dev's engine: the site in memory, rendered on demand. Pages are rendered when a browser
 * asks for them, with the build's renderer and its dependency keys (a page is rendered again only
 * when one of its inputs changed); every page is analysed in the background for the site's
 * diagnostics and the search index. Nothing is written to disk.
 */
export class DevSite {
  private readonly output = createMemoryOutput();
  private readonly cache: RenderCache;
  private readonly analysis: DevAnalysis;
  private current: Promise<DevState>;
  private begin: () => void = () => undefined;
  /** The API extraction's programs between updates: TypeScript reuses the files that did not change. */
  private readonly programs: ApiPrograms = new Map();

  constructor(private readonly root: string) {
    // The last build's API extraction, demo type check and demo bundles (its cache, read and never written), each
    // under a key of every file it read; and the type check's state, which a check of changed demos starts from.
    const store = readingThrough(createMemoryCache(), openBuildCache(root), [
      API_CACHE_KIND,
      DEMO_TYPES_CACHE_KIND,
      DEMO_TYPES_STATE_KIND,
      recordedInputsKind('demo'),
      DEMO_BUNDLES_KIND,
    ]);
    this.cache = { ...renderCache(store, root, toolFingerprint()), session: '0' };
    this.analysis = new DevAnalysis(this.cache.fingerprint);
    // Requests wait for the first state, which starts loading with open().
    this.current = new Promise<void>((resolve) => (this.begin = resolve)).then(() => this.load());
  }

  /** Starts loading the site (docs-dev takes its port first: a busy port is said at once, not after the load). */
  open(): this {
    this.begin();
    return this;
  }

  private readonly loaded = new Set<(state: DevState) => void>();

  private load(): Promise<DevState> {
    const next = loadDevState(this.root, this.output, this.cache, this.analysis, this.programs);
    void next.then(
      (state) => this.loaded.forEach((listener) => listener(state)),
      () => undefined,
    );
    return next;
  }

  /** Calls `listener` with the files the demos and the API extraction read outside the site's inputs, now and after every update. */
  followReadInputs(listener: (rels: string[]) => void): void {
    const call = (state: DevState) => listener(state.readInputs);
    this.loaded.add(call);
    void this.current.then(call);
  }

  /** Waits for the first state (the server answers requests meanwhile, once it is there). */
  ready(): Promise<void> {
    return this.current.then(() => undefined);
  }

  /**
   * Loads the site again after a change of `changed` (root-relative); requests wait for the new
   * state. When it cannot be loaded (an invalid docs.config.json) the previous state stays and
   * the error is thrown.
   */
  async update(changed: readonly string[]): Promise<void> {
    // Site assets with a broken demo are kept while only pages' texts change; any other file could fix them.
    if (!changed.every(cannotFixDemos)) this.cache.session = String(Number(this.cache.session) + 1);
    const previous = this.current;
    const next = this.load();
    this.current = next.catch(() => previous);
    await next;
  }

  /** Whether `rel` is a route's folder (then a path without its slash is redirected). */
  async isRouteFolder(rel: string): Promise<boolean> {
    const state = await this.current;
    const r = routeOf(state, `${rel}/index.html`);
    return !!r && hasRoute(state, r.route);
  }

  /** Where the config's redirects send a request for a site path, if they do. */
  async redirectOf(path: string): Promise<{ location: string; status: number } | undefined> {
    return matchRedirect((await this.current).model.config.redirects, path);
  }

  /** The path the site is served under (`''` at the host's root), as its config says now. */
  async basePath(): Promise<string> {
    return (await this.current).model.config.basePath;
  }

  /** The file for an output path, rendering it first if it is a page; the 404 page (status 404) otherwise. */
  async respond(rel: string): Promise<DevResponse> {
    const state = await this.current;
    const page = rel.endsWith('index.html') ? routeOf(state, rel) : undefined;
    if (page) {
      const file = await renderRoute(state, this.analysis, page.lang, page.route);
      const body = file && this.output.get(file);
      if (body) return { status: 200, rel: file!, body: body.data };
    } else {
      const body = this.output.get(rel)?.data ?? publicFile(state.source, rel);
      // An empty file (esbuild may emit an empty shared chunk) is a file too.
      if (body !== undefined) return { status: 200, rel, body };
      const listed = routeFilesOf(state).get(rel);
      if (listed !== undefined) return { status: 200, rel, body: listed };
    }
    return this.notFound(routeOf(state, rel.replace(/[^/]*$/, 'index.html'))?.lang ?? 'en');
  }

  /** The 404 page of a language, with its status. */
  async notFound(lang = 'en'): Promise<DevResponse> {
    const file = (await renderRoute(await this.current, this.analysis, lang, '/404'))!;
    return { status: 404, rel: file, body: this.output.get(file)!.data };
  }

  /** A page's version: the hash of what would be served for its path now (a tab reloads when it changes). */
  async version(rel: string): Promise<string> {
    const { body } = await this.respond(rel);
    return this.versionOf(body);
  }

  /**
   * The version of a page served with this body. The template gallery's preview frames listen to
   * no events (see devScript.ts): their versions are part of the gallery's, so an edit of a
   * template reloads the gallery, frames and all.
   */
  async versionOf(body: string | Uint8Array): Promise<string> {
    const frames = typeof body === 'string' ? previewFrames(body) : [];
    if (!frames.length) return contentId(body);
    const versions = await Promise.all(frames.map(async (rel) => contentId((await this.respond(rel)).body)));
    return contentId(`${body}\n${versions.join('\n')}`);
  }

  /**
   * Analyses every page not analysed yet, a page per event-loop turn (requests are served in
   * between); then the site's diagnostics are complete and the search index is written.
   * Resolves with the diagnostics, or undefined if the site changed meanwhile (analysis goes on
   * with the new state).
   */
  async analyseAll(): Promise<Diagnostic[] | undefined> {
    const state = await this.current;
    const { analysis } = this;
    for (const page of state.source.pages) {
      if (state !== (await this.current)) return undefined;
      if (!analysis.has(page)) {
        analysis.analyze(page);
        await yieldTurn();
      }
    }
    if (state !== (await this.current)) return undefined;
    const { diagnostics } = validateSite(state.source, { analyze: analysis.analyze });
    const keyOf = analysis.keyOf.bind(analysis);
    const site = {
      model: state.model,
      pagesByRoute: state.pagesByRoute,
      keyOf,
      wordsOf: (page: Parameters<typeof keyOf>[0]) => analysis.words.get(keyOf(page)) ?? 'null',
      wordsByKey: (key: string) => analysis.words.get(key),
      fingerprint: this.cache.fingerprint,
    };
    writeSiteSearch(this.output, site, { cache: this.cache.store });
    return [...diagnostics, ...state.problems];
  }
}

/** Opens the site root for docs-dev. */
export const openDevSite = (root: string) => new DevSite(root).open();

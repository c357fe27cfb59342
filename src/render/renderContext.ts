import { getProductName } from '../site/products.js';
import { toPublicPath } from '../site/paths.js';
import { orderedPages } from '../site/navigation.js';
import { readRecordedInputs, recordInputs } from '../site/recordedInputs.js';
import { createTranslator, type Translator } from '../site/translator.js';
import type { DocsConfig, NavEntry, SiteSource } from '../site/types.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { generatedRoutes } from '../transform/generatedRoutes.js';
import type { DemoData } from '../components/PageData.js';
import { demoBundlesKey, lineKey, pageKey, sharedPagesKey, siteKey } from './pageKeys.js';
import type { DemoPage } from './prepareDemos.js';
import type { KeptDemoBundles, PreparedAssets, PreparedDemos, RenderCache, RenderHooks, SiteAssets } from './types.js';
import type { ThemedParts } from './themedParts.js';

/** The cache kind of the demos' bundles, kept under their own key (demoBundlesKey). */
const DEMO_BUNDLES = 'demo-bundles';

/** Kept demo bundles; a damaged entry counts as none (the demos are bundled again). */
function parseKeptBundles(text: string | undefined): KeptDemoBundles | undefined {
  // docs-dev reads the same entry after every save.
  if (text !== undefined && text === lastParsed?.text) return lastParsed.kept;
  const kept = parseBundlesText(text);
  if (text !== undefined) lastParsed = { text, kept };
  return kept;
}

let lastParsed: { text: string; kept: KeptDemoBundles | undefined } | undefined;

function parseBundlesText(text: string | undefined): KeptDemoBundles | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<KeptDemoBundles> | null;
    const { server, browser } = value ?? {};
    const serverOk = typeof server?.code === 'string' && typeof server.map === 'string';
    const browserOk =
      browser === undefined ||
      (Array.isArray(browser?.live) && Array.isArray(browser.inputs) && Array.isArray(browser.bundle?.files));
    return serverOk && browserOk ? (value as KeptDemoBundles) : undefined;
  } catch {
    return undefined;
  }
}

/** The stamp of the files the demos' bundles read, as the last bundling recorded them (recordedInputs.ts). */
const demoInputsStamp = (cache: RenderCache): string =>
  cache.stamp(readRecordedInputs(cache.store, cache.fingerprint, 'demo')) + (cache.session ?? '');

/** The key of everything site-wide, the demos' graphs included: the site assets are kept under it. */
export const cachedSiteKey = (model: SiteModel, cache: RenderCache): string =>
  siteKey(model, cache.fingerprint, demoInputsStamp(cache));

/**
 * What every page kind of one renderer shares: the site, its translators and navigation orders,
 * the site assets once prepared, the page keys, the demos prepared so far, and the routes
 * rendered. Memoised lookups only; the pages themselves are rendered by render/pages/.
 */
export class RenderContext {
  readonly config: DocsConfig;
  readonly source: SiteSource;
  /** Indexable public paths rendered so far (the sitemap's content). */
  readonly routes: string[] = [];
  private prepared?: SiteAssets;
  private readonly translators = new Map<string, Translator>();
  private readonly ordered = new Map<string, NavEntry[]>();
  private readonly lineKeys = new Map<string, string>();
  private readonly pageKeys = new Map<string, string>();
  private readonly demosByPage: Map<string, Promise<Map<number, DemoData>>>;
  private sharedKey?: string;
  private themedParts?: Promise<ThemedParts>;
  private siteKeyMemo?: string;
  private demoKeyMemo?: string;
  private withoutTwin?: Set<string>;

  constructor(
    readonly model: SiteModel,
    readonly hooks: RenderHooks,
    assets?: SiteAssets,
    demos?: PreparedDemos,
  ) {
    this.config = model.config;
    this.source = model.source;
    this.prepared = assets;
    this.demosByPage = new Map(demos && [...demos].map(([rel, list]) => [rel, Promise.resolve(list)]));
  }

  /**
   * The key of everything site-wide (empty without a cache: nothing is kept then), the demos'
   * graphs included as the last bundling recorded them (recordedInputs.ts).
   */
  get siteKey(): string {
    const { cache } = this.hooks;
    if (!cache) return '';
    return (this.siteKeyMemo ??= cachedSiteKey(this.model, cache));
  }

  /** The key of the demos' bundles (empty without a cache). */
  private get demoKey(): string {
    const { cache } = this.hooks;
    if (!cache) return '';
    return (this.demoKeyMemo ??= demoBundlesKey(this.model, cache.fingerprint, demoInputsStamp(cache)));
  }

  /** The demos' bundles the cache keeps for these inputs. */
  keptBundles(): KeptDemoBundles | undefined {
    return parseKeptBundles(this.hooks.cache?.store.get(DEMO_BUNDLES, this.demoKey));
  }

  /** Records the files the demos' bundles read (freshly prepared assets): the keys follow them from now on. */
  recordDemoInputs(rels: readonly string[]): void {
    const { cache } = this.hooks;
    if (!cache) return;
    recordInputs(cache.store, cache.fingerprint, 'demo', rels);
    this.siteKeyMemo = this.demoKeyMemo = undefined;
  }

  /**
   * Keeps the demos' bundles of freshly prepared assets: the server bundle (`themed` takes it from
   * there), and the browser bundle with them when no demo or template had a problem (`broken`).
   */
  async recordDemoBundles(prepared: PreparedAssets, broken: boolean): Promise<void> {
    const server = await (await this.themed()).demos.serverBundle();
    const { demoBundle } = prepared.assets;
    const browser =
      broken || !demoBundle ? undefined : { live: prepared.live, bundle: demoBundle, inputs: prepared.inputs };
    const store = this.hooks.cache?.store;
    if (!server || !store) return;
    const text = JSON.stringify({ server, browser } satisfies KeptDemoBundles);
    // Bundles used as they were kept stay as they are on disk.
    if (store.get(DEMO_BUNDLES, this.demoKey) !== text) store.set(DEMO_BUNDLES, this.demoKey, text);
  }

  /** The site assets; only once they are prepared (or taken from the cache). */
  assets(): SiteAssets {
    if (!this.prepared) throw new Error('Site assets are not prepared.');
    return this.prepared;
  }

  hasAssets(): boolean {
    return !!this.prepared;
  }

  useAssets(assets: SiteAssets): void {
    this.prepared = assets;
    // The demos' bundles stay with the assets, for a later build that renders a page with demos.
    this.hooks.cache?.store.keep(DEMO_BUNDLES, this.demoKey);
  }

  t(lang: string): Translator {
    let t = this.translators.get(lang);
    if (!t)
      this.translators.set(lang, (t = createTranslator({ userLanguage: lang, translations: this.model.translations })));
    return t;
  }

  /** Navigation titles: the language's own over English. */
  pageTitles(lang: string): Record<string, unknown> {
    const { translations } = this.model;
    return {
      ...((translations.en?.pages ?? {}) as Record<string, unknown>),
      ...((translations[lang]?.pages ?? {}) as Record<string, unknown>),
    };
  }

  /** The product line of a page that has a navigation, if any. */
  navPrefix(prefix: string | undefined): string | undefined {
    return prefix && this.model.manifests.has(prefix) ? prefix : undefined;
  }

  /** The reading order of a page's product line (previous and next links). */
  orderedOf(prefix: string | undefined): NavEntry[] {
    const key = this.navPrefix(prefix) ?? '';
    if (!this.ordered.has(key)) this.ordered.set(key, key ? orderedPages(this.model.manifests.get(key) ?? []) : []);
    return this.ordered.get(key)!;
  }

  /**
   * Whether a site path is a page with a Markdown twin: any page path but the generated pages
   * (home, product homes, versions, errors, the template gallery), which have none. A rule of
   * the config, not of the set of pages, so that adding a page re-renders no other.
   */
  hasTwin(route: string): boolean {
    if (!this.withoutTwin) {
      const content = new Set(this.source.pages.map((p) => toPublicPath(p.route)));
      const generated = generatedRoutes(this.model, []).map(toPublicPath);
      this.withoutTwin = new Set(generated.filter((r) => !content.has(r)));
    }
    return !this.withoutTwin.has(toPublicPath(route));
  }

  /** The name that ends a page's title: its product line's, else the site's. */
  productName(route: string): string {
    return getProductName(toPublicPath(route), this.config.products, this.config.siteName);
  }

  /** The product line whose own colours a page wears, if it has any. */
  themedLine(prefix: string | undefined): string | undefined {
    return prefix && this.config.products[prefix]?.theme ? prefix : undefined;
  }

  /** The base key of a content or API page: what its product line's pages share. */
  lineKey(prefix: string | undefined): string {
    const line = this.navPrefix(prefix) ?? '';
    let key = this.lineKeys.get(line);
    if (key === undefined) {
      this.sharedKey ??= sharedPagesKey(this.model, this.hooks.cache?.fingerprint ?? '', this.assets());
      this.lineKeys.set(line, (key = lineKey(this.sharedKey, this.model, line)));
    }
    return key;
  }

  /** A page's key (asked twice, by isCached and when it is written; its inputs do not change in between). */
  pageKey(base: string, lang: string, route: string, parts: readonly string[]): string {
    const id = `${base}\u0000${lang}\u0000${route}`;
    let key = this.pageKeys.get(id);
    if (key === undefined) this.pageKeys.set(id, (key = pageKey(base, lang, route, parts)));
    return key;
  }

  /** Everything rendered with MUI (shells, previews, templates): loaded on first use only. */
  themed(): Promise<ThemedParts> {
    // Parts made after the site assets came from the cache render with the kept server bundle of
    // the same inputs; parts that prepare the assets, only with bundles that had no problem.
    if (!this.themedParts) {
      const kept = this.keptBundles();
      const server = this.prepared || kept?.browser ? kept?.server : undefined;
      this.themedParts = import('./themedParts.js').then((m) => m.createThemedParts(this.source, this.config, server));
    }
    return this.themedParts;
  }

  /** The demos of a page, prepared once (previews need MUI, loaded only when a page has demos). */
  demosFor(page: DemoPage): Promise<Map<number, DemoData>> {
    const key = page.source.rel;
    if (!this.demosByPage.has(key)) {
      const hasDemos = [...eachBlock(page.blocks)].some((b) => b.type === 'demo' || b.type === 'playground');
      this.demosByPage.set(
        key,
        hasDemos ? this.themed().then((parts) => parts.demos.prepare(page)) : Promise.resolve(new Map()),
      );
    }
    return this.demosByPage.get(key)!;
  }
}

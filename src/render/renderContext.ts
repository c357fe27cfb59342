import { getProductName } from '../site/products.js';
import { toPublicPath } from '../site/paths.js';
import { orderedPages } from '../site/navigation.js';
import { createTranslator, type Translator } from '../site/translator.js';
import type { DocsConfig, NavEntry, SiteSource } from '../site/types.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { generatedRoutes } from '../transform/generatedRoutes.js';
import type { DemoData } from '../components/PageData.js';
import { lineKey, pageKey, sharedPagesKey } from './pageKeys.js';
import type { DemoPage } from '../transform/demoFiles.js';
import { SiteCache } from './siteCache.js';
import type { PreparedAssets, PreparedDemos, RenderHooks, SiteAssets } from './types.js';
import type { ThemedParts } from './themedParts.js';

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
  /** What the cache keeps of the site-wide work. */
  readonly kept: SiteCache;
  private prepared?: SiteAssets;
  private readonly translators = new Map<string, Translator>();
  private readonly ordered = new Map<string, NavEntry[]>();
  private readonly lineKeys = new Map<string, string>();
  private readonly pageKeys = new Map<string, string>();
  private readonly demosByPage: Map<string, Promise<Map<number, DemoData>>>;
  private sharedKey?: string;
  private themedParts?: Promise<ThemedParts>;
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
    this.kept = new SiteCache(model, hooks.cache);
    this.demosByPage = new Map(demos && [...demos].map(([rel, list]) => [rel, Promise.resolve(list)]));
  }

  /** Keeps freshly prepared assets in the cache, with the demos' bundles they were made with. */
  async keepPrepared(prepared: PreparedAssets): Promise<void> {
    this.kept.keep(prepared, await (await this.themed()).demos.serverBundle());
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
    this.kept.keepBundles();
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
      const kept = this.kept.bundles();
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

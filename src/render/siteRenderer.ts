import type { BundleFile } from '../demos/browserBundle.js';
import { contentId } from '../site/hash.js';
import type { PageSource } from '../site/types.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { apiTranslation } from '../site/apiTranslations.js';
import { apiParts, contentParts } from './pageKeys.js';
import { apiPage } from './pages/apiPage.js';
import { contentPage } from './pages/contentPage.js';
import { keepPage, pageHeld } from './emitPage.js';
import { generatedPages } from './pages/generatedPages.js';
import { RenderContext } from './renderContext.js';
import type { RenderHooks, OffloadPreviews, PreparedAssets, PreparedDemos, SiteAssets } from './types.js';
import { versionView } from '../site/versions.js';
import { SERVICE_WORKER } from './serviceWorker.js';
import { prepareSiteAssets } from './siteAssets.js';

/** The files every page links, and the error codes the production-error page fetches. */
function emitSharedFiles(ctx: RenderContext): void {
  const { css, cssName, client, demoBundle, shells } = ctx.assets();
  const files: Array<[string, string] | BundleFile> = [
    [cssName, css],
    [client.fileName, client.code],
    [client.search.fileName, client.search.code],
    [client.feedback.fileName, client.feedback.code],
    ...(versionView(ctx.config) ? [[client.versions.fileName, client.versions.code] as [string, string]] : []),
    ...(demoBundle?.files ?? []),
    ...Object.values(shells).flatMap((shell): Array<[string, string]> =>
      shell.nav ? [[shell.nav.file, shell.nav.json]] : [],
    ),
    ['sw.js', SERVICE_WORKER],
    ['static/error-codes.json', JSON.stringify(ctx.source.errorCodes?.value ?? {}, null, 2) + '\n'],
  ];
  const known = knownFiles(ctx.assets());
  for (const [rel, text, encoding] of files) {
    let file = known.get(rel);
    if (file?.text !== text) {
      const data = encoding === 'base64' ? Buffer.from(text, 'base64') : text;
      known.set(rel, (file = { text, data, id: contentId(data) }));
    }
    ctx.hooks.write(rel, file.data, file.id);
  }
}

type KnownFile = { text: string; data: string | Uint8Array; id: string };
const knownByAssets = new WeakMap<SiteAssets, Map<string, KnownFile>>();

/** The shared files emitted with these assets, with their ids: docs-dev emits the same after every save (2 MB on the sample). */
function knownFiles(assets: SiteAssets): Map<string, KnownFile> {
  let known = knownByAssets.get(assets);
  if (!known) knownByAssets.set(assets, (known = new Map()));
  return known;
}

/**
 * Renders the site's routes. One renderer per share of the content and API pages (one per thread);
 * the main thread's own renders the shared assets and the generated pages. Shells come with the
 * site assets; demos are prepared on first use (or taken from `demos`). Both need MUI, which is
 * loaded only then.
 */
export function createSiteRenderer(
  model: SiteModel,
  options: RenderHooks & { assets?: SiteAssets; demos?: PreparedDemos },
) {
  const { assets, demos, ...hooks } = options;
  const ctx = new RenderContext(model, hooks, assets, demos);
  const { cache } = hooks;

  /** Takes the site assets from the cache if it holds them (isCached can only answer then). */
  const useCachedAssets = (): boolean => {
    const cached = ctx.hasAssets() ? undefined : ctx.kept.assets();
    if (cached) ctx.useAssets(cached);
    return ctx.hasAssets();
  };

  return {
    /**
     * Keeps every language of this content route (or API page, when `api`) when the previous output
     * holds it as this build would make it, as contentPage and apiPage would: its pages are then not
     * restored nor rendered. False, and nothing kept, otherwise; true for a route without an English
     * page (nothing to render).
     */
    keepCached(route: string, pages: readonly PageSource[], api?: SiteModel['apis'][number]): boolean {
      if (!cache || !ctx.hasAssets()) return false;
      const en = pages.find((p) => p.lang === 'en');
      if (!api && !en) return true;
      const links = ctx.assets().demoBundle;
      const prefix = api ? api.source.prefix : en!.prefix;
      const keys = model.languages.map((lang) => {
        const parts = api
          ? apiParts(api, apiTranslation(model.source, api, lang)?.text)
          : contentParts(en!, pages.find((p) => p.lang === lang) ?? en!, model.source.codeFiles, links);
        return [lang, ctx.pageKey(ctx.lineKey(prefix), lang, route, parts)] as const;
      });
      const files = (lang: string) => ({ route, lang, twin: true });
      if (!keys.every(([lang, key]) => pageHeld(ctx, files(lang), key))) return false;
      for (const [lang, key] of keys) keepPage(ctx, files(lang), key);
      return true;
    },

    useCachedAssets,

    /** The site assets: from the cache, or rendered (with the demos of `pages`) and cached. */
    async prepareAssets(timings: Record<string, number> = {}, offload?: OffloadPreviews): Promise<PreparedAssets> {
      if (useCachedAssets()) return { assets: ctx.assets(), problems: ctx.kept.problems(), inputs: [], live: [] };
      const prepared = await prepareSiteAssets(ctx, timings, offload);
      ctx.useAssets(prepared.assets);
      await ctx.keepPrepared(prepared);
      return prepared;
    },

    /** The files every page links, and the error codes the production-error page fetches. */
    emitSharedFiles: () => emitSharedFiles(ctx),

    /** A content page in a language; `page` is the translation, or `en` where there is none. */
    contentPage: (en: PageModel, lang: string, page: PageModel) => contentPage(ctx, en, lang, page),

    apiPage: (api: SiteModel['apis'][number], lang: string) => apiPage(ctx, api, lang),

    /** Generated routes: home, product homes, versions, production error, templates, 404. */
    generatedPages: (lang: string, owns: (route: string) => boolean, contentRoutes: ReadonlySet<string>) =>
      generatedPages(ctx, lang, owns, contentRoutes),

    /** Indexable public paths rendered so far (the sitemap's content). */
    routes: ctx.routes,
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;

import { underBase } from '../site/basePath.js';
import { langPrefixOf } from '../site/outputPaths.js';
import { toPublicPath } from '../site/paths.js';
import { getProductInfo } from '../site/products.js';
import type { DocsConfig } from '../site/types.js';
import { canonicalIn, versionView } from '../site/versions.js';
import { renderDocument } from './document.js';
import { bannerScript } from './versionParts.js';
import type { RenderContext } from './renderContext.js';

/** Origins the page's scripts may load from beyond its own: the ad network, the feed, analytics. */
function scriptOrigins(config: DocsConfig): string[] {
  const ads = [config.ads?.networkScript, config.ads?.feedUrl].filter((u): u is string => !!u);
  return [...new Set(ads.map((u) => new URL(u).origin))]
    .concat(config.analytics.gaId ? ['https://www.googletagmanager.com'] : [])
    .sort();
}

/** What the client bundle reads from a page (the `docs-data` block). */
export function clientData(ctx: RenderContext, lang: string): Record<string, unknown> {
  const { config } = ctx;
  const assets = ctx.hasAssets() ? ctx.assets() : undefined;
  const url = (path: string) => underBase(config.basePath, path);
  const versions = versionView(config);
  return {
    lang,
    // The client's own fetches (the service worker, the error codes, search results) go under it.
    ...(config.basePath ? { base: config.basePath } : {}),
    gaId: config.analytics.gaId ?? null,
    docsHost: config.docsHost,
    ...(config.iconFont ? { iconFont: config.iconFont } : {}),
    // A site of several versions: which one this is, the newest list's address, and the module that reads them.
    ...(versions && assets
      ? {
          versions: {
            label: versions.label,
            ...(versions.source ? { source: versions.source } : {}),
            ui: url(`/${assets.client.versions.fileName}`),
          },
        }
      : {}),
    ...(assets?.demoBundle
      ? { demoRuntime: url(assets.demoBundle.runtime), demoEditors: url(assets.demoBundle.editors) }
      : {}),
    // The search dialog, and the language's index (its small manifest keeps one name; chunks are hashed).
    ...(assets
      ? {
          search: { ui: url(`/${assets.client.search.fileName}`), index: url(`/search/${lang}/index.json`) },
          feedback: url(`/${assets.client.feedback.fileName}`),
        }
      : {}),
  };
}

export interface PageDocument {
  route: string;
  lang: string;
  title: string;
  description: string;
  body: string;
  /** The page's product line (its colours), if any. */
  prefix?: string;
  noindex?: boolean;
  /** The route the page sends the reader to at once (its canonical page). */
  redirect?: string;
  /** What the client reads; the language's defaults when absent. */
  data?: Record<string, unknown>;
  /** Links to the page in the site's other languages (templates have none). */
  alternates?: boolean;
  /** Whether the page may post to the feedback endpoint (the pages that show the feedback box). */
  connects?: boolean;
  /** Stylesheets after the site's (the config's global styles, then its demos' CSS). */
  stylesheets?: readonly string[];
  /** The public path of its Markdown twin, if it has one. */
  markdown?: string;
}

/** The one HTML document of every page kind: head, CSP, links to the shared files, and the body. */
export function pageDocument(ctx: RenderContext, page: PageDocument): string {
  const { config, model } = ctx;
  const { cssName, client } = ctx.assets();
  const publicPath = toPublicPath(page.route);
  const target = page.redirect && `${langPrefixOf(page.lang)}${toPublicPath(page.redirect)}`;
  const info = getProductInfo(publicPath, config.products);
  const languages = model.languages;
  const versions = versionView(config);
  const sitePath = target || `${langPrefixOf(page.lang)}${publicPath}`;
  return renderDocument({
    lang: page.lang === 'zh' ? 'zh-CN' : page.lang,
    title: page.title,
    description: page.description,
    canonical: canonicalIn(versions, sitePath) ?? `${config.baseUrl}${sitePath}`,
    alternates:
      page.alternates && languages.length > 1
        ? languages.map((l) => ({ lang: l, href: `${config.baseUrl}${langPrefixOf(l)}${publicPath}` }))
        : [],
    markdown: page.markdown,
    productId: info.productId,
    productCategoryId: info.productCategoryId,
    stylesheetHrefs: [`/${cssName}`, ...(page.stylesheets ?? [])],
    scriptHref: `/${client.fileName}`,
    headScript: client.head + bannerScript(versions),
    scriptOrigins: scriptOrigins(config),
    data: page.data ?? clientData(ctx, page.lang),
    body: page.body,
    noindex: page.noindex || versions?.noindex,
    redirect: target,
    product: ctx.themedLine(page.prefix),
    iconFont: config.iconFont,
    // The feedback endpoint (an http: one, in development, is not covered by connect-src https:), and the newest
    // deploy's versions list: fetched, never run.
    connectOrigins: [
      ...(page.connects && config.feedback ? [new URL(config.feedback.url).origin] : []),
      ...(config.versions?.source ? [new URL(config.versions.source).origin] : []),
    ],
    base: config.basePath,
  });
}

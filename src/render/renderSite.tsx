import type { Theme } from '@mui/material/styles';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdSlot } from '../components/AdSlot.js';
import { ApiPage, apiToc } from '../components/ApiPage.js';
import { BuiltinComponent } from '../components/BuiltinComponent.js';
import { Demo } from '../components/Demo.js';
import { DocsArticle } from '../components/DocsArticle.js';
import { DocsProvider } from '../components/DocsProvider.js';
import { PageDataContext, type DemoData, type PageData } from '../components/PageData.js';
import { MAIN_SLOT, PageShell } from '../components/PageShell.js';
import { markCurrent, SideNav, type NavIndex } from '../components/SideNav.js';
import { DocsThemeProvider } from '../components/ThemeContext.js';
import { GeneralPages } from '../components/GeneralPages.js';
import { DocsError } from '../errors/DocsError.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { TEMPLATES_ROUTE } from '../transform/buildSiteModel.js';
import type { PageModel, TocEntry } from '../transform/analyzePage.js';
import { pageToHast } from '../transform/pageToHast.js';
import { findPrevNext, orderedPages, entryHref } from '../site/navigation.js';
import { toPublicPath } from '../site/paths.js';
import { getProductInfo, getProductName, productPrefixOf } from '../site/products.js';
import { entryTitle } from '../site/titles.js';
import { createTranslator, type Translator } from '../site/translator.js';
import type { NavEntry } from '../site/types.js';
import { bundleClient } from './clientBundle.js';
import { CONTENT_CSS } from './contentCss.js';
import { renderDocument } from './document.js';
import { createStyleCollector } from './emotionCache.js';
import { hastToReact } from './hastToReact.js';
import { compileComponent } from './compileComponent.js';
import { DemoPreparer } from './prepareDemos.js';
import { renderWithTheme } from './renderIsolated.js';
import { SERVICE_WORKER } from './serviceWorker.js';
import { createBrandingTheme } from './theme.js';
import { renderSitemap } from './sitemap.js';
import { assignShards, type Shard } from '../site/shards.js';
import { eachBlock } from '../validate/validateDemos.js';

export interface RenderReport {
  pages: number;
  /** Indexable public paths rendered (the sitemap's content). */
  routes: string[];
  missingTranslations: string[];
  clientGzipBytes: number;
}

export interface RenderHooks {
  emit(rel: string, data: string): void;
  progress?(done: number, total: number): void;
  /** Render only this shard's share of the routes (shared assets are written by every shard). */
  shard?: Shard;
}

interface Shell {
  before: string;
  after: string;
  index: NavIndex;
  ordered: NavEntry[];
}

const EXTRA_LINKS = [
  { label: 'Template store', href: 'https://mui.com/store/', external: true },
  { label: 'Blog', href: 'https://mui.com/blog/', external: true },
  { label: 'Versions', href: '/versions/', external: false },
];

/** The links below a product line's navigation, minus those its manifest already shows. */
function extraLinks(entries: NavEntry[], langPrefix: string) {
  const shown = new Set<string>();
  const walk = (list: NavEntry[]) => list.forEach((e) => (shown.add(e.pathname.replace(/\/?$/, '/')), e.children && walk(e.children)));
  walk(entries);
  return EXTRA_LINKS.filter((l) => !shown.has(l.href)).map((l) => (l.external ? l : { ...l, href: `${langPrefix}${l.href}` }));
}

/** Which routes this build renders: all of them, or its shard's size-balanced share. */
function shardOwnership(model: SiteModel, enPages: PageModel[], templateSlugs: string[], shard: Shard | undefined): (route: string) => boolean {
  if (!shard) return () => true;
  const generated = ['/', '/versions', '/production-error', '/404', TEMPLATES_ROUTE, ...[...model.manifests.keys()].map((p) => `/${p}`), ...templateSlugs.map((s) => `${TEMPLATES_ROUTE}/${s}`)];
  const units = [
    ...enPages.map((p) => ({ key: p.source.route, size: p.source.text.length })),
    ...model.apis.map((a) => ({ key: a.source.route, size: 200 * (a.props.length + a.classes.length + 1) })),
    ...generated.filter((r) => !enPages.some((p) => p.source.route === r)).map((key) => ({ key, size: 2000 })),
  ];
  const assignment = assignShards(units, shard.count);
  return (route) => assignment.get(route) === shard.index;
}

const apiHrefFor = (prefix: string, langPrefix: string) => (name: string) =>
  `${langPrefix}/${prefix}/api/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase()}/`;

/** Renders every route of the site and hands each file to `emit`. */
export async function renderSite(model: SiteModel, hooks: RenderHooks): Promise<RenderReport> {
  const { config, source } = model;
  const theme: Theme = createBrandingTheme();
  const styles = createStyleCollector();
  const missingTranslations = new Set<string>();
  const translators = new Map<string, Translator>();
  const tFor = (lang: string) => {
    let t = translators.get(lang);
    if (!t) translators.set(lang, (t = createTranslator({ userLanguage: lang, translations: model.translations }, { onMissingKey: (l, k) => missingTranslations.add(`${l}:${k}`) })));
    return t;
  };
  const pageTitles = (lang: string) => ({ ...((model.translations.en?.pages ?? {}) as Record<string, unknown>), ...((model.translations[lang]?.pages ?? {}) as Record<string, unknown>) });

  // 1. Everything that produces Emotion styles: templates, demos, shells. Then the stylesheet.
  const templates: Array<{ slug: string; title: string; description: string; html: string }> = [];
  for (const slug of source.templates) {
    const rel = [...source.codeFiles.keys()].find((f) => new RegExp(`^templates/${slug}/index\\.(tsx|jsx|js)$`).test(f))!;
    const mod = await compileComponent(rel, source.codeFiles.get(rel)!);
    const meta = mod.meta ?? {};
    let html: string;
    try {
      html = renderWithTheme(<mod.default />, styles, theme);
    } catch (cause) {
      throw new DocsError('template-render-failed', `Template ${slug} threw while rendering: ${(cause as Error).message}`, { location: { file: rel, line: 1, column: 1 }, cause });
    }
    templates.push({ slug, title: meta.title ?? slug, description: meta.description ?? '', html });
  }
  const demoPreparer = new DemoPreparer(source, styles, theme);
  const demosByPage = new Map<PageModel, Map<number, DemoData>>();
  for (const page of model.pages) demosByPage.set(page, await demoPreparer.prepare(page));

  const shells = new Map<string, Shell>();
  const shellKey = (prefix: string | undefined, lang: string) => `${prefix ?? ''}|${lang}`;
  const langPrefixOf = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
  /** Output file of a public path (`/a/b/index.html`) in a language: `zh/a/b/index.html`. */
  const outputFile = (lang: string, publicFile: string) => `${langPrefixOf(lang)}${publicFile}`.slice(1);
  for (const lang of model.languages) {
    for (const prefix of [undefined, ...model.manifests.keys()]) {
      const entries = prefix ? model.manifests.get(prefix) ?? [] : [];
      const index: NavIndex = { byPath: new Map() };
      const t = tFor(lang);
      const langPrefix = langPrefixOf(lang);
      const nav = prefix ? <SideNav entries={entries} pageTitles={pageTitles(lang)} langPrefix={langPrefix} index={index} /> : undefined;
      const html = renderWithTheme(
        <DocsThemeProvider>
          <PageShell
            product={prefix ? config.products[prefix] : undefined}
            homeHref={`${langPrefix}/`}
            githubRepo={config.githubRepo}
            nav={nav}
            t={t}
            langPrefix={langPrefix}
            extraLinks={extraLinks(entries, langPrefix)}
          />
        </DocsThemeProvider>,
        styles,
        theme,
      );
      const [before, after] = html.split(MAIN_SLOT);
      shells.set(shellKey(prefix, lang), { before, after, index, ordered: orderedPages(entries) });
    }
  }
  const css = CONTENT_CSS + styles.css();
  const cssName = `static/docs.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  hooks.emit(cssName, css);
  const client = await bundleClient();
  hooks.emit(client.fileName, client.code);
  hooks.emit('sw.js', SERVICE_WORKER);
  const errorCodes = (source.errorCodes?.value ?? {}) as Record<string, string>;
  hooks.emit('static/error-codes.json', JSON.stringify(errorCodes, null, 2) + '\n');

  const scriptOrigins = [...new Set([config.ads.networkScript, config.ads.feedUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin))]
    .concat(config.analytics.gaId ? ['https://www.googletagmanager.com'] : [])
    .sort();
  const routes: string[] = [];
  const ownLanguages = model.languages;

  /** Wraps a page body in its shell and document and emits it. */
  const emitPage = (opts: { route: string; lang: string; title: string; description: string; main: string; prefix?: string; noindex?: boolean; file?: string }) => {
    const langPrefix = langPrefixOf(opts.lang);
    const publicPath = toPublicPath(opts.route);
    const shell = shells.get(shellKey(opts.prefix, opts.lang)) ?? shells.get(shellKey(undefined, opts.lang))!;
    const info = getProductInfo(publicPath);
    const body = markCurrent(shell.before, shell.index, publicPath) + opts.main + shell.after;
    const canonical = `${config.baseUrl}${langPrefix}${publicPath}`;
    const data: Record<string, unknown> = { lang: opts.lang, gaId: config.analytics.gaId ?? null, docsHost: config.docsHost };
    if (opts.prefix === 'x' && config.licenseKey) data.licenseKey = config.licenseKey;
    const html = renderDocument({
      lang: opts.lang === 'zh' ? 'zh-CN' : opts.lang,
      title: opts.title,
      description: opts.description,
      canonical,
      alternates: ownLanguages.length > 1 ? ownLanguages.map((l) => ({ lang: l, href: `${config.baseUrl}${langPrefixOf(l)}${publicPath}` })) : [],
      productId: info.productId,
      productCategoryId: info.productCategoryId,
      stylesheetHref: `/${cssName}`,
      scriptHref: `/${client.fileName}`,
      scriptOrigins,
      data,
      body,
      noindex: opts.noindex,
    });
    hooks.emit(opts.file ?? outputFile(opts.lang, `${publicPath}index.html`), html);
    if (!opts.noindex) routes.push(`${langPrefix}${publicPath}`);
  };

  const pageData = (lang: string, prefix: string | undefined, page?: PageModel): PageData => ({
    page,
    demos: (page && demosByPage.get(page)) ?? new Map(),
    manifest: prefix ? model.manifests.get(prefix) ?? [] : [],
    pageTitles: pageTitles(lang),
    templates,
    langPrefix: langPrefixOf(lang),
    apiHref: apiHrefFor(page?.frontMatter.productId && productPrefixOf(`/${page.frontMatter.productId}/`) ? page.frontMatter.productId : prefix ?? 'material-ui', langPrefixOf(lang)),
    t: tFor(lang),
  });

  const renderMain = (data: PageData, toc: TocEntry[], route: string, prefix: string | undefined, content: React.ReactNode) => {
    const shell = shells.get(shellKey(prefix, data.langPrefix ? data.langPrefix.slice(1) : 'en'));
    const { prev, next } = shell ? findPrevNext(shell.ordered, route) : {};
    const link = (e: NavEntry | undefined) => (e ? { title: entryTitle(e, data.pageTitles), href: `${data.langPrefix}${toPublicPath(entryHref(e))}` } : undefined);
    return renderToStaticMarkup(
      <DocsProvider config={config}>
        <PageDataContext.Provider value={data}>
          <DocsArticle toc={toc} prev={link(prev)} next={link(next)} t={data.t}>
            {content}
          </DocsArticle>
        </PageDataContext.Provider>
      </DocsProvider>,
    );
  };

  // 2. Content pages, per language (English content where a translation is missing).
  const enPages = model.pages.filter((p) => p.source.lang === 'en');
  const owns = shardOwnership(model, enPages, templates.map((t) => t.slug), hooks.shard);
  const total = (enPages.length + model.apis.length) * model.languages.length;
  let done = 0;
  const tick = () => hooks.progress?.(++done, total);
  const contentRoutes = new Set(enPages.map((p) => p.source.route));
  for (const lang of model.languages) {
    for (const en of enPages) {
      if (!owns(en.source.route)) continue;
      const page = (lang !== 'en' && model.pages.find((p) => p.source.lang === lang && p.source.route === en.source.route)) || en;
      const prefix = en.source.prefix;
      const data = pageData(lang, prefix, page);
      // A demo with `disableAd` takes the ad's place: the page gets no ad slot.
      const showAd = ![...eachBlock(page.blocks)].some((b) => b.type === 'demo' && b.options.disableAd === true);
      const hast = pageToHast(page, { lang, apiHref: data.apiHref, showAd });
      const content = hastToReact(hast, { 'docs-demo': Demo, 'docs-component': BuiltinComponent, 'docs-ad': AdSlot } as never);
      emitPage({
        route: en.source.route,
        lang,
        prefix,
        title: `${page.title ?? ''} - ${getProductName(toPublicPath(en.source.route))}`,
        description: page.description ?? '',
        main: renderMain(data, page.toc, en.source.route, prefix, content),
      });
      tick();
    }
    for (const api of model.apis) {
      if (!owns(api.source.route)) continue;
      const data = pageData(lang, api.source.prefix);
      emitPage({
        route: api.source.route,
        lang,
        prefix: api.source.prefix,
        title: `${api.name} API - ${getProductName(toPublicPath(api.source.route))}`,
        description: `API reference docs for the React ${api.name} component.`,
        main: renderMain(data, apiToc(api), api.source.route, api.source.prefix, <ApiPage api={api} langPrefix={data.langPrefix} />),
      });
      tick();
    }
    // 3. Generated routes: home, product homes, versions, production error, templates, 404.
    const general = (route: string, prefix: string | undefined, title: string, description: string, kind: Parameters<typeof GeneralPages>[0]['kind'], extra: Partial<Parameters<typeof emitPage>[0]> = {}) => {
      if ((contentRoutes.has(route) && !extra.file) || !owns(route)) return;
      const data = pageData(lang, prefix);
      emitPage({
        route,
        lang,
        prefix,
        title,
        description,
        main: renderMain(data, [], route, prefix, <GeneralPages kind={kind} model={model} data={data} prefix={prefix} />),
        ...extra,
      });
    };
    general('/', undefined, `${config.siteName} docs`, 'Documentation of the component libraries.', 'home');
    for (const prefix of model.manifests.keys()) {
      const product = config.products[prefix];
      general(`/${prefix}`, prefix, `${product?.name ?? prefix} - ${getProductName(`/${prefix}/`)}`, product?.description ?? `Documentation of ${product?.name ?? prefix}.`, 'product-home');
    }
    general('/versions', undefined, 'Versions - MUI', 'The released versions of each product line.', 'versions');
    general('/production-error', undefined, 'Production error - MUI', 'Decodes the minified error messages of production builds.', 'production-error');
    general('/404', undefined, 'Page not found - MUI', 'The page you are looking for does not exist.', 'not-found', { noindex: true, file: outputFile(lang, '/404.html') });
    if (templates.length) {
      general(TEMPLATES_ROUTE, 'material-ui', 'Templates - Material UI', 'Free templates built with Material UI.', 'templates');
      for (const tpl of templates) {
        if (!owns(`${TEMPLATES_ROUTE}/${tpl.slug}`)) continue;
        const publicPath = toPublicPath(`${TEMPLATES_ROUTE}/${tpl.slug}`);
        const html = renderDocument({
          lang: lang === 'zh' ? 'zh-CN' : lang,
          title: `${tpl.title} template - Material UI`,
          description: tpl.description,
          canonical: `${config.baseUrl}${langPrefixOf(lang)}${publicPath}`,
          alternates: [],
          productId: 'material-ui',
          productCategoryId: 'core',
          stylesheetHref: `/${cssName}`,
          scriptHref: `/${client.fileName}`,
          scriptOrigins,
          body: `<div class="template-root">${tpl.html}</div>`,
        });
        hooks.emit(outputFile(lang, `${publicPath}index.html`), html);
        routes.push(`${langPrefixOf(lang)}${publicPath}`);
      }
    }
  }
  // Site-wide files that depend on every page are computed when shards are merged.
  if (!hooks.shard) hooks.emit('sitemap.xml', renderSitemap(config.baseUrl, routes));
  return { pages: routes.length, routes, missingTranslations: [...missingTranslations].sort(), clientGzipBytes: gzipSync(client.code).length };
}

import type { Diagnostic } from '../errors/Diagnostic.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdSlot } from '../components/AdSlot.js';
import { ApiPage, apiToc } from '../components/ApiPage.js';
import { BuiltinComponent } from '../components/BuiltinComponent.js';
import { Demo } from '../components/Demo.js';
import { DocsArticle } from '../components/DocsArticle.js';
import { DocsProvider } from '../components/DocsProvider.js';
import { PageDataContext, type DemoData, type PageData } from '../components/PageData.js';
import { GeneralPages } from '../components/GeneralPages.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import type { PageModel, TocEntry } from '../transform/analyzePage.js';
import { pageToHast } from '../transform/pageToHast.js';
import { demoEntries, demoFilesOf } from '../transform/demoFiles.js';
import { withTrees } from '../transform/pageFacts.js';
import { findPrevNext, orderedPages, entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { getProductInfo, getProductName, productPrefixOf } from '../site/products.js';
import { editLink } from '../site/editLink.js';
import { entryTitle } from '../site/titles.js';
import { createTranslator, type Translator } from '../site/translator.js';
import type { NavEntry, SiteLink, PageSource } from '../site/types.js';
import type { ClientBundle } from './clientBundle.js';
import type { DemoBundle } from './demoBundles.js';
import { CONTENT_CSS } from './contentCss.js';
import { productThemeCss } from './productTheme.js';
import { renderDocument } from './document.js';
import { hastToReact } from '../components/hastToReact.js';
import { markCurrent } from './markCurrent.js';
import type { DemoPage, RenderedPreview } from './prepareDemos.js';
import type { ShellParts, TemplatePage, ThemedParts } from './themedParts.js';
import { SERVICE_WORKER } from './serviceWorker.js';
import { contentId, cacheKey, shortHash } from '../site/hash.js';
import { escapeHtml } from '../site/html.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { type BuildCache } from '../site/output.js';

export interface RenderReport {
  pages: number;
  /** Indexable public paths rendered (the sitemap's content). */
  routes: string[];
  /** `<lang>:<key>` of every English UI string a language lacks (English is shown there). */
  missingTranslations: string[];
  clientGzipBytes: number;
}

export interface RenderHooks {
  /** Writes a file; `id` names its bytes (a cache key or a content hash). */
  emit(rel: string, data: string, id?: string): void;
  /** Whether the previous output holds file `rel` as `id` (a page verified when it was first produced). */
  holds(rel: string, id: string): boolean;
  /** Takes file `rel` from the previous output, unchanged. */
  keep(rel: string, id: string): void;
  /** Reuse pages and site assets of earlier builds whose inputs are unchanged. */
  cache?: { store: BuildCache; fingerprint: string };
}

/** What every page shares and only a change of site-wide inputs alters. */
export interface SiteAssets {
  css: string;
  cssName: string;
  client: ClientBundle;
  templates: TemplatePage[];
  /** Page shells by `shellKey`. */
  shells: Record<string, ShellParts>;
  /** Live demos' browser modules; none on a site without demos or templates. */
  demoBundle?: DemoBundle;
}

const shellKey = (prefix: string | undefined, lang: string) => `${prefix ?? ''}|${lang}`;

/**
 * Hash of every site-wide input: tool, config, manifests, translations, demo and template code,
 * error codes, and which demos the pages use (their styles are part of the stylesheet).
 */
function siteCacheKey(model: SiteModel, fingerprint: string): string {
  const { source } = model;
  const demosUsed = new Set(source.pages.flatMap((p) => demoFilesOf([p.text], p.dir, source.codeFiles)));
  return cacheKey(
    [...demosUsed].sort().join(),
    fingerprint,
    JSON.stringify(model.config),
    ...source.manifests.map((m) => `${m.prefix}\u0000${m.file.text}`),
    ...source.translations.map((t) => `${t.file.rel}\u0000${t.file.text}`),
    ...[...source.codeFiles].sort(([a], [b]) => (a < b ? -1 : 1)).map(([rel, text]) => `${rel}\u0000${text}`),
    source.errorCodes?.text ?? '',
    source.templates.join(','),
    JSON.stringify(source.imageSizes),
  );
}

/** The links below a product line's navigation: the config's own, then Versions; minus those its manifest already shows. */
function extraLinks(links: readonly SiteLink[], entries: NavEntry[], langPrefix: string) {
  const shown = new Set<string>();
  const walk = (list: NavEntry[]) =>
    list.forEach((e) => (shown.add(e.pathname.replace(/\/?$/, '/')), e.children && walk(e.children)));
  walk(entries);
  return [...links, { label: 'Versions', href: '/versions/' }]
    .filter((l) => !shown.has(l.href))
    .map((l) =>
      isExternalUrl(l.href) ? { ...l, external: true } : { ...l, href: `${langPrefix}${l.href}`, external: false },
    );
}

const apiHrefFor = (prefix: string, langPrefix: string) => (name: string) =>
  `${langPrefix}/${prefix}/api/${name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()}/`;

const langPrefixOf = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
/** Output file of a public path (`/a/b/index.html`) in a language: `zh/a/b/index.html`. */
export const outputFile = (lang: string, publicFile: string) => `${langPrefixOf(lang)}${publicFile}`.slice(1);
/** A route's page file in a language. */
export const pageFile = (lang: string, route: string) => outputFile(lang, `${toPublicPath(route)}index.html`);

export type PreparedDemos = Map<string, Map<number, DemoData>>;

/** Renders demo previews elsewhere (on the worker threads), returning them in the order given. */
export type OffloadPreviews = (entries: string[]) => Promise<RenderedPreview[]>;

/** Below this many demos, loading MUI on every worker costs more than rendering the previews here. */
const OFFLOAD_MIN_DEMOS = 40;

/** The site assets, the demos prepared with them, and the demos and templates that failed. */
export interface PreparedAssets {
  assets: SiteAssets;
  demos?: PreparedDemos;
  problems: Diagnostic[];
}

/**
 * Renders the site's routes. One renderer per share of the content and API pages (one per thread);
 * the main thread's own renders the shared assets and the generated pages. Shells come with
 * the site assets; demos are prepared on first use (or taken from `demos`). Both need MUI, which is
 * loaded only then.
 */
export function createSiteRenderer(
  model: SiteModel,
  options: RenderHooks & { assets?: SiteAssets; demos?: PreparedDemos },
) {
  const { config, source } = model;
  const { emit, holds, keep, cache } = options;
  const translators = new Map<string, Translator>();
  const tFor = (lang: string) => {
    let t = translators.get(lang);
    if (!t) translators.set(lang, (t = createTranslator({ userLanguage: lang, translations: model.translations })));
    return t;
  };
  const pageTitles = (lang: string) => ({
    ...((model.translations.en?.pages ?? {}) as Record<string, unknown>),
    ...((model.translations[lang]?.pages ?? {}) as Record<string, unknown>),
  });
  const siteKey = cache ? siteCacheKey(model, cache.fingerprint) : '';
  /**
   * What a content or API page depends on besides its own sources: the tool, config, translations,
   * languages, the stylesheet and client names, the templates, and its product line's manifest
   * only. A change to another product line's manifest leaves its pages cached.
   */
  let pagesKey: string | undefined;
  const lineKeys = new Map<string, string>();
  const lineKey = (prefix: string | undefined) => {
    const line = navPrefix(prefix) ?? '';
    let key = lineKeys.get(line);
    if (key === undefined) {
      const { cssName, client, templates, demoBundle } = need();
      pagesKey ??= cacheKey(
        cache?.fingerprint ?? '',
        JSON.stringify(model.config),
        ...source.translations.map((t) => `${t.file.rel}\u0000${t.file.text}`),
        model.languages.join(),
        cssName,
        client.fileName,
        client.search.fileName,
        client.feedback.fileName,
        demoBundle ? `${demoBundle.runtime}\u0000${demoBundle.editors}` : '',
        JSON.stringify(templates.map((t) => [t.slug, t.title, t.description])),
      );
      key = cacheKey(pagesKey, line, source.manifests.find((m) => m.prefix === line)?.file.text ?? '');
      lineKeys.set(line, key);
    }
    return key;
  };
  const contentParts = (en: PageSource, page: PageSource) => [
    'page',
    en.text,
    page.text,
    // A demo's code and its browser module (whose name also changes with the shared chunks it imports).
    ...demoFilesOf([en.text, page.text], en.dir, source.codeFiles).flatMap((rel) => [
      rel,
      source.codeFiles.get(rel) ?? '',
      need().demoBundle?.modules[rel] ?? '',
    ]),
  ];
  const apiParts = (api: SiteModel['apis'][number]) => [
    'api',
    api.source.file.text,
    api.source.descriptions?.text ?? '',
  ];
  // A page's key is asked for twice (isCached, then emitPage); its inputs do not change in between.
  const pageKeys = new Map<string, string>();
  const pageKey = (base: string, lang: string, route: string, parts: string[]) => {
    const id = `${base}\u0000${lang}\u0000${route}`;
    let key = pageKeys.get(id);
    if (key === undefined) pageKeys.set(id, (key = cacheKey(base, lang, route, ...parts)));
    return key;
  };

  let themedParts: Promise<ThemedParts> | undefined;
  const themed = () => (themedParts ??= import('./themedParts.js').then((m) => m.createThemedParts(source)));
  const demosByPage = new Map<string, Promise<Map<number, DemoData>>>(
    options.demos && [...options.demos].map(([rel, demos]) => [rel, Promise.resolve(demos)]),
  );
  const demosFor = (page: DemoPage) => {
    const key = page.source.rel;
    if (!demosByPage.has(key)) {
      const hasDemos = [...eachBlock(page.blocks)].some((b) => b.type === 'demo');
      demosByPage.set(key, hasDemos ? themed().then((parts) => parts.demos.prepare(page)) : Promise.resolve(new Map()));
    }
    return demosByPage.get(key)!;
  };
  const renderShell = (parts: ThemedParts, prefix: string | undefined, lang: string): ShellParts => {
    const entries = prefix ? (model.manifests.get(prefix) ?? []) : [];
    const langPrefix = langPrefixOf(lang);
    return parts.shell({
      product: prefix ? config.products[prefix] : undefined,
      productPrefix: prefix,
      products: Object.fromEntries(Object.entries(config.products).map(([p, line]) => [p, line.name])),
      homeHref: `${langPrefix}/`,
      siteName: config.siteName,
      logo: config.logo ? { src: config.logo, ...source.imageSizes[config.logo] } : undefined,
      productLogo:
        prefix && config.products[prefix].logo
          ? { src: config.products[prefix].logo!, ...source.imageSizes[config.products[prefix].logo!] }
          : undefined,
      githubRepo: config.githubRepo,
      entries: prefix ? entries : undefined,
      pageTitles: pageTitles(lang),
      t: tFor(lang),
      langPrefix,
      extraLinks: extraLinks(config.links, entries, langPrefix),
    });
  };
  /** The product line of a page that has a navigation, if any. */
  const navPrefix = (prefix: string | undefined) => (prefix && model.manifests.has(prefix) ? prefix : undefined);
  /** The shell of a page: its product line's navigation, or none outside product lines. */
  const shellOf = (prefix: string | undefined, lang: string) => need().shells[shellKey(navPrefix(prefix), lang)];
  const ordered = new Map<string, NavEntry[]>();
  const orderedOf = (prefix: string | undefined) => {
    const key = navPrefix(prefix) ?? '';
    if (!ordered.has(key)) ordered.set(key, key ? orderedPages(model.manifests.get(key) ?? []) : []);
    return ordered.get(key)!;
  };

  /**
   * Everything every page shares: the stylesheet (content CSS plus the Emotion styles of every
   * template, demo and shell), the client bundle, the rendered templates and the shells.
   */
  const prepareAssets = async (
    pages: () => readonly DemoPage[],
    timings: Record<string, number>,
    offload?: OffloadPreviews,
  ): Promise<PreparedAssets> => {
    let last = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      timings[name] = Math.round(now - last);
      last = now;
    };
    const demoPages = pages();
    const entries = demoEntries(demoPages);
    // Many previews render on the worker threads meanwhile (they are idle until the assets are ready).
    const offloaded = offload && entries.length >= OFFLOAD_MIN_DEMOS ? offload(entries) : undefined;
    const client = import('./clientBundle.js').then((m) => m.bundleClient());
    const bundleDemos = (live: readonly string[]) =>
      import('./demoBundles.js').then((m) => m.bundleDemos(live, source.codeFiles));
    const parts = await themed();
    lap('assets: load MUI');
    const templates = await parts.templates();
    lap('assets: templates');
    // The browser bundles need the live demos: every demo and template when none is broken (a broken
    // one fails the build, and no bundle is used). esbuild starts on them now, on its own threads, while the previews render.
    const expected = [...entries, ...templates.map((t) => t.rel)];
    const early = bundleDemos(expected);
    // Awaited below; until then a failure (a demo that does not compile) must not count as unhandled.
    for (const started of [client, early]) started.catch(() => undefined);
    const demos: PreparedDemos = new Map();
    if (offloaded) parts.demos.adopt(await offloaded);
    else parts.demos.prefetch(demoPages);
    for (const page of demoPages) demos.set(page.source.rel, await demosFor(page));
    lap(offloaded ? 'assets: demo previews (threads)' : 'assets: demo previews');
    const shells: Record<string, ShellParts> = {};
    for (const lang of model.languages)
      for (const prefix of [undefined, ...model.manifests.keys()])
        shells[shellKey(prefix, lang)] = renderShell(parts, prefix, lang);
    lap('assets: shells');
    const css = CONTENT_CSS + parts.styles.css() + productThemeCss(config.products);
    const cssName = `static/docs.${shortHash(css)}.css`;
    const problems = parts.problems();
    // A build with a broken demo fails: its demos are not bundled for the browser.
    const live = problems.length ? [] : [...parts.demos.rendered, ...templates.map((t) => t.rel)];
    const asExpected = live.length === expected.length && live.every((rel, i) => rel === expected[i]);
    const [clientBundle, demoBundle] = await Promise.all([client, asExpected ? early : bundleDemos(live)]);
    lap('assets: bundles');
    const assets: SiteAssets = { css, cssName, client: clientBundle, templates, shells, demoBundle };
    // Assets with a broken demo or template are never reused: the next build must find the problem again.
    if (!problems.length) cache?.store.set('site', siteKey, JSON.stringify(assets));
    return { assets, demos, problems };
  };

  let assets = options.assets;
  const need = () => {
    if (!assets) throw new Error('Site assets are not prepared.');
    return assets;
  };
  /** Takes the site assets from the cache if it holds them (isCached can only answer then). */
  const useCachedAssets = (): boolean => {
    const cached = assets ? undefined : cache?.store.get('site', siteKey);
    if (cached) assets = JSON.parse(cached) as SiteAssets;
    return !!assets;
  };
  const scriptOrigins = [
    ...new Set(
      [config.ads?.networkScript, config.ads?.feedUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin),
    ),
  ]
    .concat(config.analytics.gaId ? ['https://www.googletagmanager.com'] : [])
    .sort();
  const routes: string[] = [];
  const ownLanguages = model.languages;
  /** The feedback endpoint (an http: one, in development, is not covered by connect-src https:). */
  const connectOrigins = config.feedback ? [new URL(config.feedback.url).origin] : [];
  const productName = (route: string) => getProductName(toPublicPath(route), config.products, config.siteName);
  /** What the client bundle reads from a page (the `docs-data` block). */
  const clientData = (lang: string): Record<string, unknown> => ({
    lang,
    gaId: config.analytics.gaId ?? null,
    docsHost: config.docsHost,
    ...(config.iconFont ? { iconFont: config.iconFont } : {}),
    ...(assets?.demoBundle ? { demoRuntime: assets.demoBundle.runtime, demoEditors: assets.demoBundle.editors } : {}),
    // The search dialog, and the language's index (its small manifest keeps one name; chunks are hashed).
    ...(assets
      ? {
          search: { ui: `/${assets.client.search.fileName}`, index: `/search/${lang}/index.json` },
          feedback: `/${assets.client.feedback.fileName}`,
        }
      : {}),
  });
  /** The product line whose own colours a page wears, if it has any. */
  const themedLine = (prefix: string | undefined) => (prefix && config.products[prefix]?.theme ? prefix : undefined);
  /** A template page's body: the server-rendered app, marked with its live module when demos are bundled. */
  const templateBody = (tpl: TemplatePage) => {
    const module = need().demoBundle?.modules[tpl.rel];
    return `<div class="template-root"${module ? ` data-demo-module="${escapeHtml(module)}" data-demo="${escapeHtml(tpl.slug)}"` : ''}>${tpl.html}</div>`;
  };

  /**
   * Wraps a page body in its shell and document and emits it. With a cache, a page's id is the
   * hash of all its inputs: while none of them changes, the page the previous output holds is kept.
   */
  const emitPage = async (opts: {
    route: string;
    lang: string;
    title: string;
    description: string;
    main: () => Promise<string>;
    cacheParts: string[];
    prefix?: string;
    noindex?: boolean;
    file?: string;
    generated?: boolean;
  }) => {
    const { cssName, client } = need();
    const langPrefix = langPrefixOf(opts.lang);
    const publicPath = toPublicPath(opts.route);
    const rel = opts.file ?? pageFile(opts.lang, opts.route);
    if (!opts.noindex) routes.push(`${langPrefix}${publicPath}`);
    const key = cache
      ? pageKey(opts.generated ? siteKey : lineKey(opts.prefix), opts.lang, opts.route, opts.cacheParts)
      : undefined;
    if (key !== undefined && holds(rel, key)) return keep(rel, key);
    const shell = shellOf(opts.prefix, opts.lang);
    const info = getProductInfo(publicPath, config.products);
    const body = markCurrent(shell.before, shell.index, publicPath) + (await opts.main()) + shell.after;
    const data = clientData(opts.lang);
    if (shell.nav) data.nav = `/${shell.nav.file}`;
    if (opts.prefix === 'x' && config.licenseKey) data.licenseKey = config.licenseKey;
    const html = renderDocument({
      lang: opts.lang === 'zh' ? 'zh-CN' : opts.lang,
      title: opts.title,
      description: opts.description,
      canonical: `${config.baseUrl}${langPrefix}${publicPath}`,
      alternates:
        ownLanguages.length > 1
          ? ownLanguages.map((l) => ({ lang: l, href: `${config.baseUrl}${langPrefixOf(l)}${publicPath}` }))
          : [],
      productId: info.productId,
      productCategoryId: info.productCategoryId,
      stylesheetHref: `/${cssName}`,
      scriptHref: `/${client.fileName}`,
      scriptOrigins,
      data,
      body,
      noindex: opts.noindex,
      product: themedLine(opts.prefix),
      iconFont: config.iconFont,
      connectOrigins,
    });
    emit(rel, html, key);
  };

  const pageData = (
    lang: string,
    prefix: string | undefined,
    page?: PageModel,
    demos = new Map<number, DemoData>(),
  ): PageData => ({
    page,
    demos,
    manifest: prefix ? (model.manifests.get(prefix) ?? []) : [],
    pageTitles: pageTitles(lang),
    templates: need().templates,
    langPrefix: langPrefixOf(lang),
    apiHref: apiHrefFor(
      page?.frontMatter.productId && productPrefixOf(`/${page.frontMatter.productId}/`, config.products)
        ? page.frontMatter.productId
        : (prefix ?? Object.keys(config.products)[0] ?? ''),
      langPrefixOf(lang),
    ),
    templateHref: (slug) => `${langPrefixOf(lang)}${toPublicPath(`${config.templatesRoute}/${slug}`)}`,
    demoModules: need().demoBundle?.modules ?? {},
    t: tFor(lang),
  });

  /** The product line's current version, as the footer shows it. */
  const versionOf = (prefix: string | undefined) => {
    const product = prefix ? config.products[prefix] : undefined;
    const current = product?.versions.find((v) => v.current) ?? product?.versions[0];
    return product && current ? { product: product.name, text: current.text } : undefined;
  };
  /**
   * A page's content column. `source`: the file its "Edit this page" link opens; `feedback`: the
   * page's public path, when it gets the feedback box (content pages, on sites with feedback.url).
   */
  const renderMain = (
    data: PageData,
    toc: TocEntry[],
    route: string,
    prefix: string | undefined,
    content: React.ReactNode,
    page: { source?: string; feedback?: string; lang?: string } = {},
  ) => {
    const { prev, next } = findPrevNext(orderedOf(prefix), route);
    const link = (e: NavEntry | undefined) =>
      e
        ? { title: entryTitle(e, data.pageTitles), href: `${data.langPrefix}${toPublicPath(entryHref(e))}` }
        : undefined;
    const version = versionOf(prefix);
    const footer = {
      editHref: page.source ? editLink(config, page.source) : undefined,
      version: page.source && version ? `${version.product} ${version.text}` : undefined,
      feedback:
        config.feedback && page.feedback
          ? { url: config.feedback.url, page: page.feedback, lang: page.lang ?? 'en', version: version?.text ?? '' }
          : undefined,
    };
    return renderToStaticMarkup(
      <DocsProvider config={config}>
        <PageDataContext.Provider value={data}>
          <DocsArticle toc={toc} prev={link(prev)} next={link(next)} t={data.t} footer={footer}>
            {content}
          </DocsArticle>
        </PageDataContext.Provider>
      </DocsProvider>,
    );
  };

  return {
    /** Whether the previous output holds every language of this content route (or API page, when `api`) as this build would make it. */
    isCached(route: string, pages: readonly PageSource[], api?: SiteModel['apis'][number]): boolean {
      if (!cache || !assets) return false;
      const en = pages.find((p) => p.lang === 'en');
      return model.languages.every((lang) => {
        const parts = api ? apiParts(api) : en ? contentParts(en, pages.find((p) => p.lang === lang) ?? en) : undefined;
        const prefix = api ? api.source.prefix : en?.prefix;
        return !parts || holds(pageFile(lang, route), pageKey(lineKey(prefix), lang, route, parts));
      });
    },

    useCachedAssets,

    /** The site assets: from the cache, or rendered (with the demos of `pages`) and cached. */
    prepareAssets: async (
      pages: () => readonly DemoPage[],
      timings: Record<string, number> = {},
      offload?: OffloadPreviews,
    ): Promise<PreparedAssets> => {
      if (useCachedAssets()) return { assets: need(), problems: [] };
      const prepared = await prepareAssets(pages, timings, offload);
      assets = prepared.assets;
      return prepared;
    },

    /** The files every page links, and the error codes the production-error page fetches. */
    emitSharedFiles() {
      const { css, cssName, client } = need();
      const files: Array<[string, string]> = [
        [cssName, css],
        [client.fileName, client.code],
        [client.search.fileName, client.search.code],
        [client.feedback.fileName, client.feedback.code],
        ...(need().demoBundle?.files ?? []),
        ...Object.values(need().shells).flatMap((shell): Array<[string, string]> =>
          shell.nav ? [[shell.nav.file, shell.nav.json]] : [],
        ),
        ['sw.js', SERVICE_WORKER],
        ['static/error-codes.json', JSON.stringify(source.errorCodes?.value ?? {}, null, 2) + '\n'],
      ];
      for (const [rel, data] of files) emit(rel, data, contentId(data));
    },

    /** A content page in a language; `page` is the translation, or `en` where there is none. */
    contentPage: (en: PageModel, lang: string, page: PageModel) =>
      emitPage({
        route: en.source.route,
        lang,
        prefix: en.source.prefix,
        title: `${page.title ?? ''} - ${productName(en.source.route)}`,
        description: page.description ?? '',
        cacheParts: contentParts(en.source, page.source),
        main: async () => {
          const full = withTrees(page);
          const data = pageData(lang, en.source.prefix, full, await demosFor(full));
          // A demo with `disableAd` takes the ad's place: the page gets no ad slot.
          const showAd =
            !!config.ads && ![...eachBlock(full.blocks)].some((b) => b.type === 'demo' && b.options.disableAd === true);
          const t = tFor(lang);
          const sectionFeedback = config.feedback
            ? { label: t('feedback.sectionLink') ?? 'Feedback', about: t('feedback.section') ?? 'Feedback on:' }
            : undefined;
          const hast = pageToHast(full, { lang, apiHref: data.apiHref, showAd, sectionFeedback });
          const content = hastToReact(hast, {
            'docs-demo': Demo,
            'docs-component': BuiltinComponent,
            'docs-ad': AdSlot,
          } as never);
          return renderMain(data, full.toc, en.source.route, en.source.prefix, content, {
            source: page.source.rel,
            feedback: toPublicPath(en.source.route),
            lang,
          });
        },
      }),

    apiPage: (api: SiteModel['apis'][number], lang: string) =>
      emitPage({
        route: api.source.route,
        lang,
        prefix: api.source.prefix,
        title: `${api.name} API - ${productName(api.source.route)}`,
        description: `API reference docs for the React ${api.name} component.`,
        cacheParts: apiParts(api),
        main: async () => {
          const data = pageData(lang, api.source.prefix);
          return renderMain(
            data,
            apiToc(api),
            api.source.route,
            api.source.prefix,
            <ApiPage api={api} langPrefix={data.langPrefix} />,
            { source: api.source.file.rel },
          );
        },
      }),

    /** Generated routes: home, product homes, versions, production error, templates, 404. */
    async generatedPages(lang: string, owns: (route: string) => boolean, contentRoutes: ReadonlySet<string>) {
      const { cssName, client, templates } = need();
      const general = async (
        route: string,
        prefix: string | undefined,
        title: string,
        description: string,
        kind: Parameters<typeof GeneralPages>[0]['kind'],
        extra: { noindex?: boolean; file?: string } = {},
      ) => {
        if ((contentRoutes.has(route) && !extra.file) || !owns(route)) return;
        await emitPage({
          route,
          lang,
          prefix,
          title,
          description,
          cacheParts: ['general', kind],
          generated: true,
          main: async () => {
            const data = pageData(lang, prefix);
            return renderMain(
              data,
              [],
              route,
              prefix,
              <GeneralPages kind={kind} model={model} data={data} prefix={prefix} />,
            );
          },
          ...extra,
        });
      };
      const site = config.siteName;
      await general('/', undefined, `${site} docs`, 'Documentation of the component libraries.', 'home');
      for (const prefix of model.manifests.keys()) {
        const product = config.products[prefix];
        await general(
          `/${prefix}`,
          prefix,
          `${product.name} - ${site}`,
          product.description ?? `Documentation of ${product.name}.`,
          'product-home',
        );
      }
      await general(
        '/versions',
        undefined,
        `Versions - ${site}`,
        'The released versions of each product line.',
        'versions',
      );
      await general(
        '/production-error',
        undefined,
        `Production error - ${site}`,
        'Decodes the minified error messages of production builds.',
        'production-error',
      );
      await general(
        '/404',
        undefined,
        `Page not found - ${site}`,
        'The page you are looking for does not exist.',
        'not-found',
        { noindex: true, file: outputFile(lang, '/404.html') },
      );
      if (!templates.length) return;
      const gallery = config.templatesRoute;
      const galleryLine = productPrefixOf(gallery, config.products);
      await general(
        gallery,
        galleryLine,
        `Templates - ${productName(gallery)}`,
        'Free templates to start a project from.',
        'templates',
      );
      for (const tpl of templates) {
        const route = `${gallery}/${tpl.slug}`;
        if (!owns(route)) continue;
        const publicPath = toPublicPath(route);
        const info = getProductInfo(publicPath, config.products);
        const html = renderDocument({
          lang: lang === 'zh' ? 'zh-CN' : lang,
          title: `${tpl.title} template - ${productName(gallery)}`,
          description: tpl.description,
          canonical: `${config.baseUrl}${langPrefixOf(lang)}${publicPath}`,
          alternates: [],
          productId: info.productId,
          productCategoryId: info.productCategoryId,
          stylesheetHref: `/${cssName}`,
          scriptHref: `/${client.fileName}`,
          scriptOrigins,
          body: templateBody(tpl),
          data: clientData(lang),
          product: themedLine(galleryLine),
          iconFont: config.iconFont,
        });
        emit(pageFile(lang, route), html, contentId(html));
        routes.push(`${langPrefixOf(lang)}${publicPath}`);
      }
    },

    /** Indexable public paths rendered so far (the sitemap's content). */
    routes,
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;

/** Generated routes that a shard may own (content and API routes are the other units). */
export const generatedRoutes = (model: SiteModel, templateSlugs: readonly string[]) => [
  '/',
  '/versions',
  '/production-error',
  '/404',
  model.config.templatesRoute,
  ...[...model.manifests.keys()].map((p) => `/${p}`),
  ...templateSlugs.map((s) => `${model.config.templatesRoute}/${s}`),
];

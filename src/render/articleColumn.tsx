import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocsArticle } from '../components/DocsArticle.js';
import { DocsProvider } from '../components/DocsProvider.js';
import { PageDataContext, type DemoData, type PageData } from '../components/PageData.js';
import { kebabCase } from '../site/apiNames.js';
import { editLink, sourceFolderLink } from '../site/editLink.js';
import { entryHref, findPrevNext } from '../site/navigation.js';
import { langPrefixOf } from '../site/outputPaths.js';
import { toPublicPath } from '../site/paths.js';
import { apiLineOf } from '../site/products.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry } from '../site/types.js';
import type { PageModel, TocEntry } from '../transform/analyzePage.js';
import type { RenderContext } from './renderContext.js';
import { twinPublicPath } from './twin/twinLinks.js';

/** What the page's components read (PageDataContext): its model, demos, navigation and links. */
export function pageData(
  ctx: RenderContext,
  lang: string,
  prefix: string | undefined,
  page?: PageModel,
  demos = new Map<number, DemoData>(),
): PageData {
  const { config, model } = ctx;
  const langPrefix = langPrefixOf(lang);
  const apiLine = apiLineOf(page?.frontMatter.productId, prefix, config.products);
  return {
    page,
    demos,
    manifest: prefix ? (model.manifests.get(prefix) ?? []) : [],
    pageTitles: ctx.pageTitles(lang),
    templates: ctx.assets().templates,
    langPrefix,
    apiHref: (name) => `${langPrefix}/${apiLine}/api/${kebabCase(name)}/`,
    templateHref: (slug) => `${langPrefix}${toPublicPath(`${config.templatesRoute}/${slug}`)}`,
    templateSource: (slug) =>
      sourceFolderLink(config, `templates/${slug}`, ctx.source.repositoryPath) ??
      twinPublicPath(lang, `${config.templatesRoute}/${slug}`),
    demoFiles: ctx.assets().demoBundle ?? { modules: {}, sandboxes: {} },
    t: ctx.t(lang),
  };
}

/** The product line's current version, as the footer shows it. */
function versionOf(ctx: RenderContext, prefix: string | undefined) {
  const product = prefix ? ctx.config.products[prefix] : undefined;
  const current = product?.versions.find((v) => v.current) ?? product?.versions[0];
  return product && current ? { product: product.name, text: current.text } : undefined;
}

export interface ArticleOptions {
  /** The source file "Edit this page" opens (content and API pages). */
  source?: string;
  /** The page's public path, when it gets the feedback box (content pages, on sites with feedback.url). */
  feedback?: string;
  lang?: string;
  /** The public path of the page's Markdown twin. */
  markdown?: string;
}

/** A page's content column: the article, its table of contents, previous/next links and footer. */
export function renderArticle(
  ctx: RenderContext,
  data: PageData,
  toc: TocEntry[],
  route: string,
  prefix: string | undefined,
  content: ReactNode,
  page: ArticleOptions = {},
): string {
  const { config } = ctx;
  const { prev, next } = findPrevNext(ctx.orderedOf(prefix), route);
  const link = (e: NavEntry | undefined) =>
    e ? { title: entryTitle(e, data.pageTitles), href: `${data.langPrefix}${toPublicPath(entryHref(e))}` } : undefined;
  const version = versionOf(ctx, prefix);
  const footer = {
    editHref: page.source ? editLink(config, page.source, ctx.source.repositoryPath) : undefined,
    version: page.source && version ? `${version.product} ${version.text}` : undefined,
    feedback:
      config.feedback && page.feedback
        ? { url: config.feedback.url, page: page.feedback, lang: page.lang ?? 'en', version: version?.text ?? '' }
        : undefined,
  };
  return renderToStaticMarkup(
    <DocsProvider config={config}>
      <PageDataContext.Provider value={data}>
        <DocsArticle toc={toc} prev={link(prev)} next={link(next)} t={data.t} footer={footer} markdown={page.markdown}>
          {content}
        </DocsArticle>
      </PageDataContext.Provider>
    </DocsProvider>,
  );
}

import type { ReactNode } from 'react';
import type { PageData } from '../../components/PageData.js';
import { HomePage } from '../../components/pages/HomePage.js';
import { NotFoundPage } from '../../components/pages/NotFoundPage.js';
import { ProductHomePage } from '../../components/pages/ProductHomePage.js';
import { ProductionErrorPage } from '../../components/pages/ProductionErrorPage.js';
import { TemplatesPage } from '../../components/pages/TemplatesPage.js';
import { VersionsPage } from '../../components/pages/VersionsPage.js';
import { outputFile } from '../../site/outputPaths.js';
import { documentTitle } from '../../site/titles.js';
import { productPrefixOf } from '../../site/products.js';
import { pageData, renderArticle } from '../articleColumn.js';
import { emitPage } from '../emitPage.js';
import { generatedParts } from '../pageKeys.js';
import type { RenderContext } from '../renderContext.js';
import { templatePages } from './templatePages.js';

/** A page the build generates where the content has none. */
interface GeneratedPage {
  route: string;
  /** Its cache part: which page it is. */
  kind: string;
  prefix?: string;
  title: string;
  description: string;
  content: (data: PageData) => ReactNode;
  noindex?: boolean;
  /** The route it sends the reader to at once. */
  redirect?: string;
  file?: string;
}

/** The page that decodes production errors: only a site with error codes (error-codes.json) has errors to decode. */
const productionErrorPage = (site: string): GeneratedPage => ({
  route: '/production-error',
  kind: 'production-error',
  title: `Production error - ${site}`,
  description: 'Decodes the minified error messages of production builds.',
  content: () => <ProductionErrorPage />,
});

/** Home, product homes, versions, production error, 404 and the template gallery, in a language. */
function generatedPagesOf(ctx: RenderContext, lang: string): GeneratedPage[] {
  const { config, model } = ctx;
  const site = config.siteName;
  const gallery = config.templatesRoute;
  // A site of one product line has nothing to pick at its root: it sends the reader to the line's home.
  const [only, ...others] = model.manifests.keys();
  const pages: GeneratedPage[] = [
    {
      route: '/',
      kind: 'home',
      title: `${site} docs`,
      description: 'Documentation of the component libraries.',
      content: (data) => <HomePage model={model} data={data} />,
      ...(only && !others.length ? { redirect: `/${only}`, noindex: true } : {}),
    },
    ...[...model.manifests.keys()].map((prefix): GeneratedPage => {
      const product = config.products[prefix];
      return {
        route: `/${prefix}`,
        kind: 'product-home',
        prefix,
        title: documentTitle(product.name, site),
        description: product.description ?? `Documentation of ${product.name}.`,
        content: (data) => <ProductHomePage model={model} data={data} prefix={prefix} />,
      };
    }),
    {
      route: '/versions',
      kind: 'versions',
      title: `Versions - ${site}`,
      description: 'The released versions of each product line.',
      content: (data) => <VersionsPage model={model} data={data} />,
    },
    ...(model.source.errorCodes ? [productionErrorPage(site)] : []),
    {
      route: '/404',
      kind: 'not-found',
      title: `Page not found - ${site}`,
      description: 'The page you are looking for does not exist.',
      content: (data) => <NotFoundPage data={data} />,
      noindex: true,
      file: outputFile(lang, '/404.html'),
    },
  ];
  if (ctx.assets().templates.length)
    pages.push({
      route: gallery,
      kind: 'templates',
      prefix: productPrefixOf(gallery, config.products),
      title: `Templates - ${ctx.productName(gallery)}`,
      description: 'Free templates to start a project from.',
      content: (data) => <TemplatesPage data={data} />,
    });
  return pages;
}

/**
 * The generated routes of a language that this build owns and the content does not hold (a
 * content page at `/` replaces the home page), then the template pages.
 */
export async function generatedPages(
  ctx: RenderContext,
  lang: string,
  owns: (route: string) => boolean,
  contentRoutes: ReadonlySet<string>,
): Promise<void> {
  for (const page of generatedPagesOf(ctx, lang)) {
    if ((contentRoutes.has(page.route) && !page.file) || !owns(page.route)) continue;
    await emitPage(ctx, {
      ...page,
      lang,
      cacheParts: generatedParts(page.kind),
      generated: true,
      main: async () => {
        const data = pageData(ctx, lang, page.prefix);
        return renderArticle(ctx, data, [], page.route, page.prefix, page.content(data));
      },
    });
  }
  templatePages(ctx, lang, owns);
}

import { DEMO_SCOPE_ATTRIBUTE } from '../../site/constants.js';
import { contentId } from '../../site/hash.js';
import { escapeHtml } from '../../site/html.js';
import { pageFile, publicPathIn } from '../../site/outputPaths.js';
import { productPrefixOf } from '../../site/products.js';
import { demoStylesheets } from '../emitPage.js';
import { pageDocument } from '../pageDocument.js';
import type { RenderContext } from '../renderContext.js';
import type { TemplatePage } from '../themedParts.js';
import { templateTwin } from '../twin/pageTwins.js';
import { twinFile, twinPublicPath } from '../twin/twinLinks.js';

/** A template page's body: the server-rendered app, marked with its live module when demos are bundled. */
function templateBody(ctx: RenderContext, tpl: TemplatePage): string {
  const module = ctx.assets().demoBundle?.modules[tpl.rel];
  const live = module ? ` data-demo-module="${escapeHtml(module)}" data-demo="${escapeHtml(tpl.slug)}"` : '';
  return `<div class="template-root" ${DEMO_SCOPE_ATTRIBUTE}${live}>${tpl.html}</div>`;
}

/** Each template as a whole page of its own (no shell: the template is the app), in a language. */
export function templatePages(ctx: RenderContext, lang: string, owns: (route: string) => boolean): void {
  const { config } = ctx;
  const gallery = config.templatesRoute;
  const galleryLine = productPrefixOf(gallery, config.products);
  for (const tpl of ctx.assets().templates) {
    const route = `${gallery}/${tpl.slug}`;
    if (!owns(route)) continue;
    const html = pageDocument(ctx, {
      route,
      lang,
      title: `${tpl.title} template - ${ctx.productName(gallery)}`,
      description: tpl.description,
      body: templateBody(ctx, tpl),
      prefix: galleryLine,
      stylesheets: demoStylesheets(ctx, [tpl.rel]),
      markdown: twinPublicPath(lang, route),
    });
    ctx.hooks.write(pageFile(lang, route), html, contentId(html));
    const twin = templateTwin(ctx, tpl);
    ctx.hooks.write(twinFile(lang, route), twin, contentId(twin));
    ctx.routes.push(publicPathIn(lang, route));
  }
}

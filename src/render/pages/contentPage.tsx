import { documentTitle } from '../../site/titles.js';
import { PlaygroundBlock } from '../../components/PlaygroundBlock.js';
import { AdSlot } from '../../components/AdSlot.js';
import { BuiltinComponent } from '../../components/BuiltinComponent.js';
import { Demo } from '../../components/Demo.js';
import { hastToReact } from '../../components/hastToReact.js';
import { toPublicPath } from '../../site/paths.js';
import type { PageModel } from '../../transform/analyzePage.js';
import { eachBlock } from '../../transform/blocks/eachBlock.js';
import { withTrees } from '../../transform/pageFacts.js';
import { pageToHast } from '../../transform/pageToHast.js';
import { pageData, renderArticle } from '../articleColumn.js';
import { demoStylesheets, emitPage } from '../emitPage.js';
import { contentParts } from '../pageKeys.js';
import type { RenderContext } from '../renderContext.js';
import { contentPageTwin } from '../twin/pageTwins.js';
import { twinPublicPath } from '../twin/twinLinks.js';

/** The column of a content page: its markdown, with demos, built-in components and the ad slot as components. */
async function contentColumn(ctx: RenderContext, en: PageModel, lang: string, page: PageModel): Promise<string> {
  const { config } = ctx;
  const full = withTrees(page);
  const data = pageData(ctx, lang, en.source.prefix, full, await ctx.demosFor(full));
  // A demo with `disableAd` takes the ad's place: the page gets no ad slot.
  const showAd =
    !!config.ads && ![...eachBlock(full.blocks)].some((b) => b.type === 'demo' && b.options.disableAd === true);
  const t = ctx.t(lang);
  const sectionFeedback = config.feedback
    ? { label: t('feedback.sectionLink') ?? 'Feedback', about: t('feedback.section') ?? 'Feedback on:' }
    : undefined;
  const hast = pageToHast(full, { lang, apiHref: data.apiHref, showAd, sectionFeedback });
  const content = hastToReact(hast, {
    'docs-demo': Demo,
    'docs-component': BuiltinComponent,
    'docs-playground': PlaygroundBlock,
    'docs-ad': AdSlot,
  } as never);
  return renderArticle(ctx, data, full.toc, en.source.route, en.source.prefix, content, {
    source: page.source.rel,
    feedback: toPublicPath(en.source.route),
    lang,
    markdown: twinPublicPath(lang, en.source.route),
  });
}

/** A content page in a language; `page` is the translation, or `en` where there is none. */
export function contentPage(ctx: RenderContext, en: PageModel, lang: string, page: PageModel): Promise<void> {
  return emitPage(ctx, {
    route: en.source.route,
    lang,
    prefix: en.source.prefix,
    title: documentTitle(page.title ?? '', ctx.productName(en.source.route)),
    description: page.description ?? '',
    cacheParts: contentParts(en.source, page.source, ctx.source.codeFiles, ctx.assets().demoBundle),
    main: () => contentColumn(ctx, en, lang, page),
    twin: () => contentPageTwin(ctx, en, lang, page),
    stylesheets: async () =>
      demoStylesheets(
        ctx,
        [...(await ctx.demosFor(page)).values()].flatMap((demo) => demo.previews.map((p) => p.entry)),
      ),
  });
}

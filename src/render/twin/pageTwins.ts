import { builtinContent } from '../../components/builtinContent.js';
import { byFirst } from '../../base/order.js';
import { langPrefixOf, publicPathIn } from '../../site/outputPaths.js';
import { playgroundJsx } from '../../site/playground.js';
import type { ApiPageModel } from '../../transform/apiModel.js';
import type { PageModel } from '../../transform/analyzePage.js';
import { withTrees } from '../../transform/pageFacts.js';
import { pageData } from '../articleColumn.js';
import { playgroundOf } from '../playgrounds.js';
import type { RenderContext } from '../renderContext.js';
import type { TemplatePage } from '../themedParts.js';
import { apiTwin } from './apiTwin.js';
import { contentTwin, fence } from './contentTwin.js';
import { type TwinLinks } from './twinLinks.js';

function linksOf(ctx: RenderContext, lang: string, route: string): TwinLinks {
  return {
    baseUrl: ctx.config.baseUrl,
    langPrefix: langPrefixOf(lang),
    pagePath: publicPathIn(lang, route),
    hasTwin: (r) => ctx.hasTwin(r),
  };
}

/** A content page's twin in a language (`page` is the translation, or `en`). */
export function contentPageTwin(ctx: RenderContext, en: PageModel, lang: string, page: PageModel): string {
  const data = pageData(ctx, lang, en.source.prefix, page);
  const names = [...page.frontMatter.components, ...page.frontMatter.hooks];
  // The parse the page's render uses (withTrees keeps one per restored page).
  return contentTwin(withTrees(page).blocks, {
    title: page.title ?? '',
    description: page.description ?? '',
    dir: page.source.dir,
    codeFiles: ctx.source.codeFiles,
    links: linksOf(ctx, lang, en.source.route),
    builtin: (name) => builtinContent(name, data, ctx.config.githubRepo),
    playground: (block) => {
      const spec = playgroundOf(ctx.source.apis, page, block)?.spec;
      return spec && `${spec.importLine}\n\n${playgroundJsx(spec, spec.initial)}`;
    },
    api: page.apiSectionId ? names.map((name) => ({ name, href: data.apiHref(name) })) : [],
  });
}

export const apiPageTwin = (ctx: RenderContext, api: ApiPageModel, lang: string): string =>
  apiTwin(api, linksOf(ctx, lang, api.source.route));

/** A template's twin: its title, description, and every file of its folder. */
export function templateTwin(ctx: RenderContext, tpl: TemplatePage): string {
  const folder = tpl.rel.slice(0, tpl.rel.lastIndexOf('/') + 1);
  const files = [...ctx.source.codeFiles].filter(([rel]) => rel.startsWith(folder)).sort(byFirst);
  const blocks = files.map(([rel, code]) => {
    const name = rel.slice(folder.length);
    return fence(code.replace(/\n$/, ''), /\.tsx?$/.test(name) ? 'tsx' : 'jsx', name);
  });
  return `${[`# ${tpl.title}`, tpl.description, ...blocks].filter(Boolean).join('\n\n')}\n`;
}

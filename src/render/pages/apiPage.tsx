import { ApiPage } from '../../components/api/ApiPage.js';
import { apiToc } from '../../components/api/apiToc.js';
import type { SiteModel } from '../../transform/buildSiteModel.js';
import { pageData, renderArticle } from '../articleColumn.js';
import { emitPage } from '../emitPage.js';
import { apiParts } from '../pageKeys.js';
import { apiTranslation } from '../../site/apiTranslations.js';
import { translatedApi } from '../../transform/apiModel.js';
import type { RenderContext } from '../renderContext.js';
import { apiPageTwin } from '../twin/pageTwins.js';
import { twinPublicPath } from '../twin/twinLinks.js';

/** A component's API page in a language. */
export function apiPage(ctx: RenderContext, english: SiteModel['apis'][number], lang: string): Promise<void> {
  const translation = apiTranslation(ctx.source, english, lang);
  const api = translatedApi(english, translation);
  const { route, prefix, file } = api.source;
  return emitPage(ctx, {
    route,
    lang,
    prefix,
    title: `${api.name} API - ${ctx.productName(route)}`,
    description: `API reference docs for the React ${api.name} component.`,
    cacheParts: apiParts(english, translation?.text),
    main: async () => {
      const data = pageData(ctx, lang, prefix);
      const content = <ApiPage api={api} langPrefix={data.langPrefix} />;
      return renderArticle(ctx, data, apiToc(api), route, prefix, content, {
        source: file.rel,
        markdown: twinPublicPath(lang, route),
      });
    },
    twin: () => apiPageTwin(ctx, api, lang),
  });
}

import type { JsonFile } from './jsonFile.js';
import type { ApiSource, SiteSource } from './types.js';

/** An API page's descriptions in a language other than English, when the site has them. */
export const apiTranslation = (
  source: Pick<SiteSource, 'apiTranslations'>,
  api: { source: Pick<ApiSource, 'prefix' | 'name'> },
  lang: string,
): JsonFile | undefined =>
  lang === 'en' ? undefined : source.apiTranslations[`${api.source.prefix}/${api.source.name}`]?.[lang];

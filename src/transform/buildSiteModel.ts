import { deepMerge } from '../site/deepMerge.js';
import { DEFAULT_UI_STRINGS } from '../site/defaultTranslations.js';
import { normalizePathname } from '../site/paths.js';
import type { DocsConfig, NavEntry, Translations, TranslationTree, SiteSource } from '../site/types.js';
import type { PageModel } from './analyzePage.js';
import { toApiModel, type ApiPageModel } from './apiModel.js';
import { parseManifest } from './parseManifest.js';

export interface SiteModel {
  source: SiteSource;
  config: DocsConfig;
  /** Typed manifests by product prefix. */
  manifests: Map<string, NavEntry[]>;
  pages: PageModel[];
  apis: ApiPageModel[];
  translations: Translations;
  /** Languages to build: English, plus each language that has a translations file. */
  languages: string[];
  /** Every English route the build generates, with the ids a link may target there. */
  routes: Map<string, Set<string>>;
}

/** The site from its sources and analysed pages: config, API pages, translations, every route the build generates. */
export function buildSiteModel(source: SiteSource, manifests: Map<string, NavEntry[]>, pages: PageModel[]): SiteModel {
  const { config } = source;
  const apis = source.apis.map(toApiModel).filter((a): a is ApiPageModel => !!a);
  const translations: Translations = { en: deepMerge({}, DEFAULT_UI_STRINGS) };
  for (const { lang, file } of source.translations) {
    if (file.value && typeof file.value === 'object' && !Array.isArray(file.value)) {
      translations[lang] = deepMerge(translations[lang] ?? {}, file.value as TranslationTree);
    }
  }
  const languages = [
    'en',
    ...Object.keys(translations)
      .filter((l) => l !== 'en')
      .sort(),
  ];

  const routes = new Map<string, Set<string>>();
  const add = (route: string, anchors: Iterable<string> = []) => {
    const key = normalizePathname(route);
    const set = routes.get(key) ?? new Set<string>();
    for (const a of anchors) set.add(a);
    routes.set(key, set);
  };
  add('/');
  add('/versions');
  if (source.errorCodes) add('/production-error');
  for (const { prefix } of source.manifests) add(`/${prefix}`, ['sections']);
  for (const page of pages) if (page.source.lang === 'en') add(page.source.route, page.anchors);
  // An API file with a syntax error still claims its route: one error, not a cascade.
  for (const api of source.apis) add(api.route, apis.find((a) => a.source === api)?.anchors);
  if (source.templates.length) {
    add(config.templatesRoute);
    for (const slug of source.templates) add(`${config.templatesRoute}/${slug}`);
  }
  return { source, config, manifests, pages, apis, translations, languages, routes };
}

/** The site model without page analyses: what a renderer needs besides the pages it renders. */
export function siteModelOf(source: SiteSource): SiteModel {
  const manifests = new Map(source.manifests.map(({ prefix, file }) => [prefix, parseManifest(file).entries]));
  return buildSiteModel(source, manifests, []);
}

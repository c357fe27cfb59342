import type { SiteModel } from './buildSiteModel.js';

/** The routes the build generates (a shard may own each, as it owns content and API routes). */
export const generatedRoutes = (model: SiteModel, templateSlugs: readonly string[]) => [
  '/',
  '/versions',
  ...(model.source.errorCodes ? ['/production-error'] : []),
  '/404',
  model.config.templatesRoute,
  ...[...model.manifests.keys()].map((p) => `/${p}`),
  ...templateSlugs.map((s) => `${model.config.templatesRoute}/${s}`),
];

import type { Diagnostic } from '../errors/Diagnostic.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { cachedSiteKey } from './renderContext.js';
import type { RenderCache } from './types.js';

/** The cache kind of docs-dev's broken site assets' problems (a build never keeps them). */
export const PROBLEMS = 'site-problems';

/** Problems kept with site assets; none for assets kept without (a build's), or a damaged entry. */
export function keptProblems(text: string | undefined): Diagnostic[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as Diagnostic[]) : [];
  } catch {
    return [];
  }
}

/**
 * The demo and template problems of the last build of exactly this site, or undefined when no
 * build made its assets: they are cached under the site's key, and a build keeps them only when
 * its demos and templates had no problem at all (docs-dev's session keeps them with theirs).
 */
export function cachedDemoProblems(model: SiteModel, cache: RenderCache): Diagnostic[] | undefined {
  const key = cachedSiteKey(model, cache);
  return cache.store.get('site', key) === undefined ? undefined : keptProblems(cache.store.get(PROBLEMS, key));
}

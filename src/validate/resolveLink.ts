import { isInternalHref } from '../site/linkRules.js';
import { normalizePathname, pathnameToLanguage } from '../site/paths.js';

export type LinkVerdict =
  | { kind: 'ok' | 'external' }
  | { kind: 'unverifiable'; prefix: string }
  | { kind: 'broken-page'; resolved: string }
  | { kind: 'broken-anchor'; resolved: string; anchor: string };

export interface LinkTargets {
  routes: ReadonlyMap<string, ReadonlySet<string>>;
  /** First path segments this site root serves. */
  segments: ReadonlySet<string>;
  publicFiles?: ReadonlySet<string>;
}

const hasExtension = (path: string) => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/** Where an href written on the page at `fromRoute` lands, and whether it exists. */
export function resolveLink(href: string, fromRoute: string, targets: LinkTargets): LinkVerdict {
  if (!isInternalHref(href) || !href) return { kind: 'external' };
  const hashIndex = href.indexOf('#');
  const rawPath = (hashIndex >= 0 ? href.slice(0, hashIndex) : href).replace(/\?.*$/, '');
  const anchor = hashIndex >= 0 ? safeDecode(href.slice(hashIndex + 1)) : '';
  const path = rawPath === '' ? fromRoute : pathnameToLanguage(rawPath).canonicalAsServer;
  const route = normalizePathname(path);
  if (hasExtension(route)) {
    if (!targets.publicFiles) return { kind: 'unverifiable', prefix: 'static files' };
    return targets.publicFiles.has(route.slice(1)) ? { kind: 'ok' } : { kind: 'broken-page', resolved: route };
  }
  const anchors = targets.routes.get(route);
  if (!anchors) {
    const segment = route.split('/')[1] ?? '';
    const twoSegments = route.split('/').slice(1, 3).join('/');
    if (!targets.segments.has(segment) && !targets.segments.has(twoSegments))
      return { kind: 'unverifiable', prefix: `/${segment}/` };
    return { kind: 'broken-page', resolved: route === '/' ? '/' : `${route}/` };
  }
  if (anchor && !anchors.has(anchor))
    return { kind: 'broken-anchor', resolved: `${route === '/' ? '' : route}/#${anchor}`, anchor };
  return { kind: 'ok' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first segments (and `experiments/docs`-style two-segment prefixes) of every route. */
export function routeSegments(routes: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const route of routes) {
    const parts = route.split('/');
    if (parts[1]) out.add(parts[1]);
    if (parts[1] && parts[2]) out.add(`${parts[1]}/${parts[2]}`);
  }
  return out;
}

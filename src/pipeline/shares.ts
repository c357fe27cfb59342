import { assignShards, type Shard } from '../site/shards.js';
import type { PageSource, SiteSource } from '../site/types.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { generatedRoutes } from '../transform/generatedRoutes.js';
import type { OffloadPreviews, PreparedDemos } from '../render/types.js';
import type { WorkerPool } from './workerPool.js';
import { factsKey, type PageIndexes } from './pageIndex.js';
import type { ShareTask } from './types.js';

/** Pages by route: a route's page in every language it is written in. */
export function groupByRoute(pages: readonly PageSource[]): Map<string, PageSource[]> {
  const out = new Map<string, PageSource[]>();
  for (const page of pages) out.set(page.route, [...(out.get(page.route) ?? []), page]);
  return out;
}

/** What every share of a build has in common; splitShares gives each its own routes, facts and demos. */
export type ShareBase = Omit<
  ShareTask,
  'pageRoutes' | 'renderRoutes' | 'apiRoutes' | 'demos' | 'knownFacts' | 'knownSearch'
> &
  PageIndexes;

/** Which routes this build renders: all of them, or its shard's size-balanced share. */
export function shardOwnership(
  source: SiteSource,
  model: SiteModel,
  templateSlugs: string[],
  shard: Shard | undefined,
): (route: string) => boolean {
  if (!shard) return () => true;
  // Every route of a page belongs to one shard (one without an English page too: some shard must analyse it).
  const pageRoutes = [...groupByRoute(source.pages)].map(([route, pages]) => ({
    key: route,
    size: (pages.find((p) => p.lang === 'en') ?? pages[0]).text.length,
  }));
  const taken = new Set(pageRoutes.map((u) => u.key));
  const units = [
    ...pageRoutes,
    ...model.apis.map((a) => ({ key: a.source.route, size: 200 * (a.props.length + a.classes.length + 1) })),
    ...generatedRoutes(model, templateSlugs)
      .filter((r) => !taken.has(r))
      .map((key) => ({ key, size: 2000 })),
  ];
  const assignment = assignShards(units, shard.count);
  return (route) => assignment.get(route) === shard.index;
}

/**
 * Splits the content and API routes into `count` shares balanced by source size (rendering
 * dominates). A shard analyses only the routes it `analyses` (its own), and renders those it `owns`.
 */
export function splitShares(
  source: SiteSource,
  model: SiteModel,
  analyses: (route: string) => boolean,
  owns: (route: string) => boolean,
  count: number,
  base: ShareBase,
  demos: PreparedDemos | undefined,
): ShareTask[] {
  const sizes = new Map<string, number>();
  for (const page of source.pages) sizes.set(page.route, (sizes.get(page.route) ?? 0) + page.text.length);
  const units = [...sizes]
    .filter(([route]) => analyses(route))
    .map(([route, size]) => ({ key: `page:${route}`, size: owns(route) ? size * model.languages.length : size / 10 }));
  for (const api of model.apis)
    if (owns(api.source.route))
      units.push({
        key: `api:${api.source.route}`,
        size: 200 * (api.props.length + api.classes.length + 1) * model.languages.length,
      });
  const assignment = assignShards(units, count);
  return Array.from({ length: count }, (_, i) => {
    const mine = (key: string) => assignment.get(key) === i + 1;
    const pageRoutes = [...sizes.keys()].filter((r) => analyses(r) && mine(`page:${r}`));
    const routes = new Set(pageRoutes);
    const pages = source.pages.filter((p) => routes.has(p.route));
    const rels = new Set(pages.map((p) => p.rel));
    // Each thread gets only its own pages' facts and demos.
    const knownFacts = new Map<string, string>();
    const knownSearch = new Set<string>();
    for (const key of pages.map((p) => factsKey(base.fingerprint, p))) {
      if (base.knownFacts.has(key)) knownFacts.set(key, base.knownFacts.get(key)!);
      if (base.knownSearch.has(key)) knownSearch.add(key);
    }
    return {
      ...base,
      knownFacts,
      knownSearch,
      demos: demos && new Map([...demos].filter(([rel]) => rels.has(rel))),
      pageRoutes,
      renderRoutes: pageRoutes.filter(owns),
      apiRoutes: model.apis.map((a) => a.source.route).filter((r) => owns(r) && mine(`api:${r}`)),
    };
  });
}

/** `count` consecutive runs of the list, as equal as can be (previews merge back in order). */
export const splitEvenly = <T>(list: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, i) =>
    list.slice(Math.floor((i * list.length) / count), Math.floor(((i + 1) * list.length) / count)),
  );

/** Demo previews on every thread (the workers are idle until the assets are ready): the main thread renders the first list. */
export const offloadPreviews = (pool: WorkerPool, threads: number): OffloadPreviews => ({
  split: (entries) => splitEvenly(entries, threads),
  render: (lists, bundle, options) => pool.previews(lists, bundle, options),
});

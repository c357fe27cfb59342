import type { OutputRecord, OutputWriter } from '../site/output.js';
import { contentId } from '../site/hash.js';
import { byFirst, compareStrings } from '../base/order.js';
import {
  SHARD_FACTS,
  SHARD_MANIFEST,
  SHARD_SEARCH,
  SHARD_TYPES,
  type CacheEntry,
  type Shard,
  type ShardManifest,
  type TemplateMeta,
} from '../site/shards.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import type { RestoredPages } from '../transform/pageFacts.js';
import { routeFiles } from '../render/sitemap.js';
import { llmsFiles } from '../render/llms.js';
import type { BuildOptions, ShareResult } from './types.js';

/** What the site-wide files need of a build. */
interface SiteFilesRun {
  options: BuildOptions;
  model: SiteModel;
  staging: OutputWriter;
  fingerprint: string;
  /** A shard's: what its API extraction and demo type check read or wrote in the cache. */
  types?: CacheEntry[];
}

/**
 * The sitemap, versions.json and llms.txt files; for a shard, what --merge needs instead (the page
 * facts, and the site's TypeScript as it read it): site-wide files are computed then.
 */
export function writeSiteFiles(
  run: SiteFilesRun,
  {
    routes,
    results,
    restored,
    templates,
  }: { routes: string[]; results: ShareResult[]; restored: RestoredPages; templates: TemplateMeta[] },
): void {
  const { options, model, staging } = run;
  const write = (rel: string, text: string) => staging.write(rel, text, contentId(text));
  if (!options.shard) {
    for (const [rel, text] of llmsFiles(model, restored, templates)) write(rel, text);
    for (const [rel, text] of routeFiles(model.config, routes)) write(rel, text);
    return;
  }
  write(SHARD_FACTS, JSON.stringify(results.flatMap((r) => r.facts).sort(byFirst)));
  write(SHARD_TYPES, JSON.stringify(run.types ?? []));
}

/** A shard's manifest, written last: it lists every file the shard publishes (--merge takes those and nothing else). */
export function writeShardManifest(
  run: SiteFilesRun,
  shard: Shard,
  { routes, templates, outputs }: { routes: string[]; templates: TemplateMeta[]; outputs: OutputRecord[] },
): void {
  const own = new Set([SHARD_FACTS, SHARD_SEARCH, SHARD_TYPES]);
  const manifest: ShardManifest = {
    shard,
    baseUrl: run.model.config.baseUrl,
    tool: run.fingerprint,
    strict: !!run.options.strict,
    routes,
    templates,
    files: outputs
      .map(([rel]) => rel)
      .filter((rel) => !own.has(rel))
      .sort(compareStrings),
  };
  const text = JSON.stringify(manifest, null, 2) + '\n';
  run.staging.write(SHARD_MANIFEST, text, contentId(text));
}

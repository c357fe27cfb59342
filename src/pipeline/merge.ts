import path from 'node:path';
import { compareDiagnostics, hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { fatal } from '../errors/DocsError.js';
import {
  loadShards,
  readShardFacts,
  readShardFile,
  readShardSearch,
  readShardTypes,
  shardFilePath,
  type ShardOutput,
} from '../load/loadShards.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import { fromFacts } from '../transform/pageFacts.js';
import { openSite } from './openSite.js';
import { llmsFiles } from '../render/llms.js';
import type { PageSource } from '../site/types.js';
import { siteModelOf } from '../transform/buildSiteModel.js';
import { validateSite } from '../validate/validateSite.js';
import { factsKey } from './pageIndex.js';
import type { SearchEntry } from '../search/indexFormat.js';
import { writeSearchIndex } from '../search/writeIndex.js';
import { routeFiles } from '../render/sitemap.js';
import {
  checkOutputFolder,
  commitStaging,
  createStaging,
  discardStaging,
  type CommitState,
  type FolderStaging,
} from '../write/outputFolder.js';
import { removeLeftovers } from '../write/leftovers.js';
import { createMemoryCache } from '../write/memoryOutput.js';
import { buildFailure } from './buildFailure.js';

export interface MergeResult {
  ok: boolean;
  /** The whole site's validation, as a single build reports it. */
  diagnostics: Diagnostic[];
  shards: number;
  files: number;
  out: string;
}

/**
 * The whole site validated from the pages the shards analysed (each shard checked its own pages;
 * links and anchors between pages need them all). The shards must have been built from `root`.
 */
async function validateShards(
  shards: readonly ShardOutput[],
  root: string,
): Promise<{ diagnostics: Diagnostic[]; siteFiles: Array<[string, string]> }> {
  const fingerprint = toolFingerprint();
  if (shards.some((shard) => shard.manifest.tool !== fingerprint)) {
    throw fatal('shards-differ', { problem: 'tool' });
  }
  // The site's TypeScript is read again only where a file the shards' extraction or check read changed.
  const store = createMemoryCache(Infinity);
  for (const shard of shards) for (const [kind, key, value] of readShardTypes(shard)) store.set(kind, key, value);
  const { source } = await openSite({ root, baseUrl: shards[0].manifest.baseUrl, cache: { store, fingerprint } });
  const facts = new Map<string, [key: string, facts: string]>();
  for (const shard of shards) for (const [rel, key, json] of readShardFacts(shard)) facts.set(rel, [key, json]);
  for (const page of source.pages) {
    const known = facts.get(page.rel);
    if (known?.[0] !== factsKey(fingerprint, page)) {
      throw fatal('shards-differ', { problem: 'page', rel: page.rel, built: !!known, root: source.root });
    }
  }
  const { strict } = shards[0].manifest;
  const analyze = (page: PageSource) => fromFacts(page, facts.get(page.rel)![1]);
  const diagnostics = validateSite(source, { strict, analyze }).diagnostics.sort(compareDiagnostics);
  const routes = shards.flatMap((s) => s.manifest.routes);
  const siteFiles = [
    ...llmsFiles(siteModelOf(source), analyze, shards[0].manifest.templates),
    ...routeFiles(source.config, routes),
  ];
  return { diagnostics, siteFiles };
}

/** The merged site in staging: the shards' files, then the site-wide files computed from all of them. */
function assemble(staging: FolderStaging, shards: readonly ShardOutput[], siteFiles: Array<[string, string]>): void {
  // A file one shard wrote (a page) is linked in as it is; one that several wrote (a shared asset) must be the same in each.
  const writers = new Map<string, ShardOutput[]>();
  for (const shard of shards) for (const rel of shard.files) writers.set(rel, [...(writers.get(rel) ?? []), shard]);
  for (const [rel, [first, ...others]] of writers) {
    if (!others.length) {
      staging.link(rel, shardFilePath(first, rel));
      continue;
    }
    const data = readShardFile(first, rel);
    if (others.some((shard) => !readShardFile(shard, rel).equals(data))) {
      throw fatal('shards-differ', { problem: 'file', rel });
    }
    staging.write(rel, data);
  }
  for (const [rel, text] of siteFiles) staging.write(rel, text);
  // The search index needs every page: it is assembled here from the shards' entries.
  const search = new Map<string, SearchEntry[]>();
  for (const shard of shards)
    for (const [lang, entries] of readShardSearch<SearchEntry>(shard))
      search.set(lang, [...(search.get(lang) ?? []), ...entries]);
  writeSearchIndex(staging, [...search.keys()].sort(), (lang) => search.get(lang) ?? []);
}

/**
 * Combines the outputs of `docs-build --shard I/N` into the final site; site-wide files (the
 * sitemap, the search index) are computed here, after the whole site is validated. Files that
 * several shards write must be byte-identical. Nothing is written when validation finds an error.
 */
export async function merge(
  dirs: readonly string[],
  outArg: string,
  root: string,
  onCommit?: (state: CommitState) => void,
): Promise<MergeResult> {
  const out = path.resolve(outArg);
  const shards = loadShards(dirs.map((d) => path.resolve(d)));
  const count = shards[0].manifest.shard.count;
  const indices = shards.map((s) => s.manifest.shard.index).sort((a, b) => a - b);
  if (
    shards.some((s) => s.manifest.shard.count !== count) ||
    indices.join() !== Array.from({ length: count }, (_, i) => i + 1).join()
  ) {
    throw fatal('shards-incomplete', { indices, count });
  }
  const { diagnostics, siteFiles } = await validateShards(shards, root);
  if (hasErrors(diagnostics)) return { ok: false, diagnostics, shards: shards.length, files: 0, out };
  checkOutputFolder(undefined, out);
  removeLeftovers(out);
  let state: CommitState = 'none';
  let staging: FolderStaging | undefined;
  try {
    staging = createStaging(out);
    assemble(staging, shards, siteFiles);
    const files = staging.outputs().length;
    commitStaging(staging, out, staging.outputs(), (next) => {
      state = next;
      onCommit?.(next);
    });
    return { ok: true, diagnostics, shards: shards.length, files, out };
  } catch (err) {
    if (state === 'none') discardStaging(staging);
    throw buildFailure(err, out, state);
  }
}

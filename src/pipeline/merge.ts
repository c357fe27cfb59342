import path from 'node:path';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { loadShards, readShardFile, readShardSearch } from '../load/loadShards.js';
import type { SearchEntry } from '../site/searchIndex.js';
import { writeSearchIndex } from './searchFiles.js';
import { renderSitemap } from '../render/sitemap.js';
import { checkOutputFolder, commitStaging, createStaging, discardStaging } from '../write/outputFolder.js';

export interface MergeResult {
  shards: number;
  files: number;
  out: string;
}

/**
 * Combines the outputs of `docs-build --shard I/N` into the final site; site-wide files (the
 * sitemap) are computed here. Files that several shards write must be byte-identical.
 */
export function merge(dirs: readonly string[], outArg: string): MergeResult {
  const out = path.resolve(outArg);
  const shards = loadShards(dirs.map((d) => path.resolve(d)));
  const count = shards[0].manifest.shard.count;
  const indices = shards.map((s) => s.manifest.shard.index).sort((a, b) => a - b);
  if (shards.some((s) => s.manifest.shard.count !== count) || indices.join() !== Array.from({ length: count }, (_, i) => i + 1).join()) {
    throw new DocsError('shards-incomplete', `Got shards ${indices.join(', ')} of ${count}: every shard 1..${count} is needed exactly once.`, {
      hint: 'Pass one output folder per shard of the same build.',
      exitCode: EXIT.usage,
    });
  }
  const baseUrl = shards[0].manifest.baseUrl;
  checkOutputFolder(undefined, out);
  const staging = createStaging(out);
  try {
    const owner = new Map<string, Buffer>();
    for (const shard of shards) {
      for (const rel of shard.files) {
        const data = readShardFile(shard, rel);
        const previous = owner.get(rel);
        if (previous && !previous.equals(data)) {
          throw new DocsError('shards-differ', `Shards disagree on ${rel}: they were not built from the same input.`, { hint: 'Rebuild every shard from the same commit and configuration.' });
        }
        if (!previous) {
          staging.write(rel, data);
          // Shared assets are compared; pages are owned by one shard and need not be kept.
          owner.set(rel, rel.endsWith('index.html') ? data.subarray(0, 0) : data);
        }
      }
    }
    staging.write('sitemap.xml', renderSitemap(baseUrl, shards.flatMap((s) => s.manifest.routes)));
    // The search index needs every page: it is assembled here from the shards' entries.
    const search = new Map<string, SearchEntry[]>();
    for (const shard of shards) for (const [lang, entries] of readShardSearch(shard)) search.set(lang, [...(search.get(lang) ?? []), ...entries]);
    writeSearchIndex(staging, [...search.keys()].sort(), (lang) => search.get(lang) ?? []);
    const files = staging.outputs().length;
    commitStaging(staging, out);
    return { shards: shards.length, files, out };
  } catch (err) {
    discardStaging(staging);
    throw err;
  }
}

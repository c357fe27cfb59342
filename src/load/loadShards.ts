import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';
import { listFiles } from './listFiles.js';
import { SHARD_FACTS, SHARD_MANIFEST, SHARD_SEARCH, type ShardManifest } from '../site/shards.js';

export interface ShardOutput {
  dir: string;
  manifest: ShardManifest;
  /** Output-relative paths of the shard's files (without its manifest and marker), sorted. */
  files: string[];
}

/** Reads shard output folders written by `docs-build --shard I/N`. */
export function loadShards(dirs: readonly string[]): ShardOutput[] {
  return dirs.map((dir) => {
    const manifestPath = path.join(dir, SHARD_MANIFEST);
    if (!fs.existsSync(manifestPath)) {
      throw fatal('not-a-shard', { dir, file: SHARD_MANIFEST });
    }
    // Links are listed, never followed: a shard's folder publishes only its own files.
    const { files } = listFiles(dir, { links: 'list' });
    return {
      dir,
      manifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ShardManifest,
      files: files.filter(
        (f) => f !== SHARD_MANIFEST && f !== SHARD_SEARCH && f !== SHARD_FACTS && f !== '.docs-build',
      ),
    };
  });
}

export const shardFilePath = (shard: ShardOutput, rel: string) => path.join(shard.dir, rel);
export const readShardFile = (shard: ShardOutput, rel: string) => fs.readFileSync(shardFilePath(shard, rel));

/** A shard's search entries by language (written by a sharded build; none from an older one). */
export function readShardSearch<Entry>(shard: ShardOutput): Array<[lang: string, entries: Entry[]]> {
  const file = path.join(shard.dir, SHARD_SEARCH);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Array<[string, Entry[]]>) : [];
}

/** A shard's analysed pages: [file, facts key, facts] (see pageFacts). */
export function readShardFacts(shard: ShardOutput): Array<[rel: string, key: string, facts: string]> {
  const file = path.join(shard.dir, SHARD_FACTS);
  if (!fs.existsSync(file)) {
    throw fatal('not-a-shard', { dir: shard.dir, file: SHARD_FACTS, older: true });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Array<[string, string, string]>;
}

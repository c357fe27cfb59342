import fs from 'node:fs';
import path from 'node:path';
import type { ArgsOf } from '../errors/catalogue/index.js';
import { fatal } from '../errors/DocsError.js';
import { MARKER } from '../site/output.js';
import { isInside } from '../site/safePath.js';
import {
  SHARD_FACTS,
  SHARD_MANIFEST,
  SHARD_SEARCH,
  SHARD_TYPES,
  type CacheEntry,
  type ShardManifest,
} from '../site/shards.js';
import { listFiles } from './listFiles.js';

export interface ShardOutput {
  dir: string;
  manifest: ShardManifest;
  /** Output-relative paths of the shard's files (as its manifest lists them), sorted. */
  files: string[];
}

/** The files a shard build writes for --merge, besides those it publishes. */
const OWN = new Set([SHARD_MANIFEST, SHARD_SEARCH, SHARD_FACTS, SHARD_TYPES, MARKER]);

const refuse = (dir: string, rel: string, problem: ArgsOf<'shard-file'>['problem']): never => {
  throw fatal('shard-file', { rel, problem }, { location: { file: path.join(dir, rel), line: 1, column: 1 } });
};

/** A shard's file as it is on disk, refused unless it is a regular file inside the folder (never a link). */
function regularFile(dir: string, rel: string): string {
  const abs = path.resolve(dir, rel);
  if (rel.includes('\0') || !isInside(dir, abs)) refuse(dir, rel, 'outside');
  const stat = fs.lstatSync(abs, { throwIfNoEntry: false });
  if (!stat) refuse(dir, rel, 'missing');
  if (stat!.isSymbolicLink()) refuse(dir, rel, 'link');
  if (!stat!.isFile()) refuse(dir, rel, 'not-a-file');
  return abs;
}

/** A manifest of this tool's shape (an older one has no file list). */
const isManifest = (value: unknown): value is ShardManifest => {
  const m = value as ShardManifest | null;
  return (
    typeof m?.shard?.index === 'number' &&
    typeof m.shard.count === 'number' &&
    Array.isArray(m.routes) &&
    Array.isArray(m.templates) &&
    Array.isArray(m.files) &&
    m.files.every((f) => typeof f === 'string')
  );
};

/** A JSON file of the shard's own; one that does not parse means the folder is no shard's output. */
function readJson(dir: string, rel: string): unknown {
  const text = fs.readFileSync(regularFile(dir, rel), 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw fatal('not-a-shard', { dir, file: rel });
  }
}

function readManifest(dir: string): ShardManifest {
  if (!fs.existsSync(path.join(dir, SHARD_MANIFEST))) throw fatal('not-a-shard', { dir, file: SHARD_MANIFEST });
  const value = readJson(dir, SHARD_MANIFEST);
  if (!isManifest(value)) throw fatal('not-a-shard', { dir, file: SHARD_MANIFEST, older: true });
  return value;
}

/**
 * Reads shard output folders written by `docs-build --shard I/N`. A shard's folder is untrusted
 * input: only the regular files its manifest lists are taken; anything else in it (a file it does
 * not list, a symbolic link, a folder in a file's place) stops the merge with the file's path.
 */
export function loadShards(dirs: readonly string[]): ShardOutput[] {
  return dirs.map((dir) => {
    const manifest = readManifest(dir);
    const listed = new Set(manifest.files);
    // Links are listed, never followed: one in a file's or a folder's place is refused below.
    for (const rel of listFiles(dir, { links: 'list' }).files)
      if (!OWN.has(rel) && !listed.has(rel)) refuse(dir, rel, 'unlisted');
    for (const rel of manifest.files) regularFile(dir, rel);
    return { dir, manifest, files: [...manifest.files].sort() };
  });
}

export const shardFilePath = (shard: ShardOutput, rel: string) => regularFile(shard.dir, rel);
export const readShardFile = (shard: ShardOutput, rel: string) => fs.readFileSync(shardFilePath(shard, rel));

/** A shard's search entries by language (written by a sharded build; none from an older one). */
export function readShardSearch<Entry>(shard: ShardOutput): Array<[lang: string, entries: Entry[]]> {
  if (!fs.existsSync(path.join(shard.dir, SHARD_SEARCH))) return [];
  return readJson(shard.dir, SHARD_SEARCH) as Array<[string, Entry[]]>;
}

/** A shard's analysed pages: [file, facts key, facts] (see pageFacts). */
export function readShardFacts(shard: ShardOutput): Array<[rel: string, key: string, facts: string]> {
  if (!fs.existsSync(path.join(shard.dir, SHARD_FACTS))) {
    throw fatal('not-a-shard', { dir: shard.dir, file: SHARD_FACTS, older: true });
  }
  return readJson(shard.dir, SHARD_FACTS) as Array<[string, string, string]>;
}

const isEntry = (value: unknown) =>
  Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'string');

/**
 * The cache entries a shard's API extraction and demo type check read or wrote (none from a shard
 * of a site without TypeScript). Each records the files it read by hash, so the merge takes it
 * only while they are unchanged, as a build takes its cache's.
 */
export function readShardTypes(shard: ShardOutput): CacheEntry[] {
  if (!fs.existsSync(path.join(shard.dir, SHARD_TYPES))) return [];
  const entries = readJson(shard.dir, SHARD_TYPES);
  if (!Array.isArray(entries) || !entries.every(isEntry))
    throw fatal('not-a-shard', { dir: shard.dir, file: SHARD_TYPES });
  return entries as CacheEntry[];
}

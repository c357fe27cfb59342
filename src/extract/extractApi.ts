import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { fileHash } from '../load/fileStamp.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { cacheKey } from '../site/hash.js';
import type { BuildCache } from '../site/output.js';
import type { ApiLine, LineExtraction } from './extractLine.js';

export type { ApiLine } from './extractLine.js';

/** Every line's components, the problems found, and the files read (root-relative: what the cache and docs-dev follow). */
export interface ApiExtraction {
  lines: Array<{ prefix: string; components: ExtractedComponent[] }>;
  problems: Diagnostic[];
  inputs: string[];
}

/** docs-dev's programs between updates, by line (TypeScript reuses the files that did not change). */
export type ApiPrograms = Map<string, unknown>;

/** The cache kind of a line's extraction. */
export const API_CACHE_KIND = 'api';
const KIND = API_CACHE_KIND;

/** A cached line; a damaged entry counts as none. */
function readCached(text: string | undefined): LineExtraction | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<LineExtraction> | null;
    const ok =
      !!value &&
      typeof value.hashes === 'object' &&
      value.hashes !== null &&
      Array.isArray(value.components) &&
      Array.isArray(value.problems) &&
      value.components.every((c) => typeof c?.name === 'string' && Array.isArray(c.files) && Array.isArray(c.props)) &&
      Object.values(value.containers ?? {}).every(
        (keys) => Array.isArray(keys) && keys.every((k) => typeof k === 'string'),
      );
    return ok ? (value as LineExtraction) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API of every product line that names an `api` entry, from its TypeScript. Cached by the
 * content of every file the extraction read: when none changed, TypeScript is not even loaded;
 * when some did, only the components whose files changed are extracted again.
 */
export async function extractApis(
  root: string,
  lines: readonly ApiLine[],
  options: { cache?: { store: BuildCache; fingerprint: string }; programs?: ApiPrograms } = {},
): Promise<ApiExtraction> {
  const hashes = new Map<string, string>();
  const hash = (rel: string) => {
    if (!hashes.has(rel)) hashes.set(rel, fileHash(path.resolve(root, rel)));
    return hashes.get(rel)!;
  };
  const result: ApiExtraction = { lines: [], problems: [], inputs: [] };
  for (const line of lines) {
    const key = cacheKey(
      options.cache?.fingerprint ?? '',
      KIND,
      line.prefix,
      JSON.stringify([line.entries, line.tsconfig ?? '']),
    );
    const last = readCached(options.cache?.store.get(KIND, key));
    // A failed extraction is never reused: what failed may be a module that did not resolve (React's
    // types not installed), which no recorded file's hash would show once it does.
    let extraction =
      last && !last.problems.length && Object.entries(last.hashes).every(([rel, h]) => hash(rel) === h)
        ? last
        : undefined;
    if (!extraction) {
      const { extractLine } = await import('./extractLine.js');
      const programs = options.programs;
      const done = extractLine(root, line, hash, last, programs?.get(line.prefix) as never);
      if (done.program) programs?.set(line.prefix, done.program);
      extraction = done.extraction;
      options.cache?.store.set(KIND, key, JSON.stringify(extraction));
    }
    result.lines.push({ prefix: line.prefix, components: extraction.components });
    result.problems.push(...extraction.problems);
    result.inputs.push(...Object.keys(extraction.hashes));
  }
  return { ...result, inputs: [...new Set(result.inputs)].sort() };
}

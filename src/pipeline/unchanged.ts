import path from 'node:path';
import fs from 'node:fs';
import { filesStamp, timesStampBefore } from '../load/fileStamp.js';
import { inputStamp, listedStamp, type InputStamp } from '../load/inputStamp.js';
import { readRecordedInputs } from '../site/recordedInputs.js';
import { toolFingerprint, toolStamp } from '../tool/toolFiles.js';
import { openBuildCache } from '../write/buildCache.js';
import { outputIntact, previousOutput, type PreviousOutput } from '../write/outputRecord.js';
import type { BuildOptions, BuildResult } from './types.js';
import { cacheKey } from '../site/hash.js';
import { CACHE_FOLDER, type BuildCache } from '../site/output.js';

type Recorded = Omit<BuildResult, 'timings'>;

/** The last successful build of a root into a folder with the same options (the tool known by its stamp: no file read). */
const lastBuildKey = (options: BuildOptions, out: string) =>
  cacheKey(
    toolStamp(),
    path.resolve(options.root),
    out,
    options.baseUrl ?? '',
    String(!!options.strict),
    options.shard ? `${options.shard.index}/${options.shard.count}` : '',
  );

const outOf = (options: BuildOptions) => path.resolve(options.out ?? path.join(path.resolve(options.root), 'dist'));

/**
 * The stamp of everything a build reads: the site's inputs (`inputs`: inputStamp, taken before
 * the build read them) and the files its demos' bundles and its API extraction read outside them
 * (packages, stylesheets, the PostCSS config, the library's TypeScript: the lists the last build
 * recorded), by size and time. None when one of those changed at or after `since` (during the
 * build: the next build must run).
 */
function buildStamp(inputs: string, root: string, read: readonly string[], since?: number): string | undefined {
  if (!read.length) return inputs;
  const files = since === undefined ? filesStamp(root, read, 'times') : timesStampBefore(root, read, since);
  return files && cacheKey(inputs, files);
}

/**
 * Remembers a successful build's result with the stamp of the inputs it read: `inputs` (the site
 * root's, taken when it started at `started`) and the files its demos read.
 */
export function recordBuild(
  cache: BuildCache | undefined,
  options: BuildOptions,
  inputs: InputStamp & { started: number },
  result: BuildResult,
): void {
  const fingerprint = toolFingerprint();
  const read = cache && [
    ...readRecordedInputs(cache, fingerprint, 'demo'),
    ...readRecordedInputs(cache, fingerprint, 'api'),
  ];
  const stamp = read && buildStamp(inputs.stamp, path.resolve(options.root), read, inputs.started);
  if (!stamp) return;
  const recorded: Recorded = {
    ok: result.ok,
    diagnostics: result.diagnostics,
    report: result.report,
    files: result.files,
    out: result.out,
    ...(result.typesUnchecked ? { typesUnchecked: result.typesUnchecked } : {}),
  };
  // The files read outside the root go with it: the check reads no entry keyed by the fingerprint.
  const entry = { stamp, inputs: inputs.stamp, listed: inputs.listed, at: inputs.started, read, result: recorded };
  cache?.set('last-build', lastBuildKey(options, outOf(options)), JSON.stringify(entry));
}

/**
 * Nothing changed, nothing done: when every input file has the size and time the last build saw
 * and its output folder is exactly as that build left it, its result stands (diagnostics included)
 * and nothing is loaded, rendered or written. This module is small on purpose: the CLI imports
 * the build pipeline only when this says there is work.
 */
export function checkUnchanged(options: BuildOptions): { result: Recorded } | undefined {
  const root = cachedRoot(options);
  if (!root) return undefined;
  const last = lastBuildOf(openBuildCache(root), root, options);
  // The entries the last stamp listed are stamped again without reading a folder.
  const listed = last && listedStamp(root, last.listed, last.at);
  // The site's own inputs first: a one-page edit is found without stamping the packages the demos read.
  if (last && listed === last.inputs && last.stamp === buildStamp(listed, root, last.read) && last.intact())
    return { result: last.result };
  return undefined;
}

/** The stamp of the site's inputs for a build about to read them (none without a cache). */
export const buildInputStamp = (options: BuildOptions): InputStamp | undefined =>
  options.cache === false ? undefined : inputStamp(path.resolve(options.root));

/** What the build will find of the last output (previousOutput), checked by the thread that asked while the build's starts. */
export function checkPreviousOutput(options: BuildOptions): PreviousOutput | undefined {
  const root = cachedRoot(options);
  return root === undefined ? undefined : previousOutput(openBuildCache(root), root, outOf(options));
}

/** The site root, when a build of it uses a cache that exists (a last build may have left a record there). */
function cachedRoot(options: BuildOptions): string | undefined {
  const root = path.resolve(options.root);
  return options.cache !== false && fs.existsSync(path.join(root, CACHE_FOLDER)) ? root : undefined;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((r) => typeof r === 'string');

/** The last build's entry for these options, with a check of its output; none when it is of another shape (an older tool's). */
function lastBuildOf(cache: BuildCache, root: string, options: BuildOptions) {
  const text = cache.get('last-build', lastBuildKey(options, outOf(options)));
  const entry =
    text &&
    (JSON.parse(text) as {
      stamp?: unknown;
      inputs?: unknown;
      listed?: unknown;
      at?: unknown;
      read?: unknown;
      result?: Recorded;
    });
  if (!entry || typeof entry.stamp !== 'string' || typeof entry.inputs !== 'string') return undefined;
  if (typeof entry.at !== 'number' || !entry.result || !isStrings(entry.listed) || !isStrings(entry.read))
    return undefined;
  const { stamp, inputs, listed, at, read, result } = entry;
  return { stamp, inputs, listed, at, read, result, intact: () => outputIntact(cache, root, outOf(options)) };
}

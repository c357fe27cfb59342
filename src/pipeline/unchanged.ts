import path from 'node:path';
import fs from 'node:fs';
import { filesStamp, modifiedSince } from '../load/fileStamp.js';
import { inputStamp } from '../load/inputStamp.js';
import { readRecordedInputs } from '../site/recordedInputs.js';
import { toolFingerprint, toolStamp } from '../tool/toolFiles.js';
import { openBuildCache } from '../write/buildCache.js';
import { outputIntact } from '../write/outputRecord.js';
import type { BuildOptions, BuildResult } from './types.js';
import { cacheKey } from '../site/hash.js';
import { type BuildCache } from '../site/output.js';

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
function buildStamp(inputs: string, root: string, read: readonly string[], since = Infinity): string | undefined {
  if (!read.length) return inputs;
  if (modifiedSince(root, read, since)) return undefined;
  return cacheKey(inputs, filesStamp(root, read, 'times'));
}

/**
 * Remembers a successful build's result with the stamp of the inputs it read: `inputs` (the site
 * root's, taken when it started at `started`) and the files its demos read.
 */
export function recordBuild(
  cache: BuildCache | undefined,
  options: BuildOptions,
  inputs: { stamp: string; started: number },
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
  cache?.set('last-build', lastBuildKey(options, outOf(options)), JSON.stringify({ stamp, read, result: recorded }));
}

/**
 * Nothing changed, nothing done: when every input file has the size and time the last build saw
 * and its output folder is exactly as that build left it, its result stands (diagnostics included)
 * and nothing is loaded, rendered or written. This module is small on purpose: the CLI imports
 * the build pipeline only when this says there is work. Otherwise it returns the stamp it took.
 */
export function checkUnchanged(options: BuildOptions): { result: Recorded } | { stamp?: string } {
  if (options.cache === false) return {};
  const root = path.resolve(options.root);
  if (!fs.existsSync(path.join(root, '.docs-cache'))) return {};
  const stamp = inputStamp(root);
  const cache = openBuildCache(root);
  const last = cache.get('last-build', lastBuildKey(options, outOf(options)));
  if (!last || !stamp) return { stamp };
  const recorded = JSON.parse(last) as { stamp?: unknown; read?: unknown; result?: Recorded } | null;
  const read = recorded?.read;
  // An entry of another shape (an older tool's) is a miss.
  if (typeof recorded?.stamp !== 'string' || !recorded.result) return { stamp };
  if (!Array.isArray(read) || !read.every((r) => typeof r === 'string')) return { stamp };
  const same = recorded.stamp === buildStamp(stamp, root, read) && outputIntact(cache, root, outOf(options));
  return same ? { result: recorded.result } : { stamp };
}

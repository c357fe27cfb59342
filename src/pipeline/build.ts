import path from 'node:path';
import { hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { SHARD_MANIFEST, type ShardManifest } from '../load/loadShards.js';
import { loadSite, type PageSource } from '../load/loadSite.js';
import { toolFingerprint } from '../load/toolFingerprint.js';
import { analyzePage, type PageModel } from '../transform/analyzePage.js';
import { fromFacts, toFacts } from '../transform/pageFacts.js';
import { cacheKey, openBuildCache, type BuildCache } from '../write/buildCache.js';
import type { Shard } from '../site/shards.js';
import { renderSite, type RenderReport } from '../render/renderSite.js';
import { cspProblems } from '../validate/validateCsp.js';
import { validateSite } from '../validate/validateSite.js';
import { checkOutputFolder, commitStaging, createStaging, discardStaging, type Staging } from '../write/outputFolder.js';
import { timed } from './check.js';

export interface BuildOptions {
  root: string;
  out?: string;
  baseUrl?: string;
  strict?: boolean;
  /** Render only shard I of N (see merge()). */
  shard?: Shard;
  /** Use and update `<root>/.docs-cache/` (default true). */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  report?: RenderReport;
  files: number;
  out: string;
}

let activeStaging: Staging | undefined;

/** Page analysis through the cache: unchanged pages are not parsed again to be validated. */
function cachedAnalyze(cache: BuildCache, fingerprint: string) {
  return (page: PageSource): PageModel => {
    const key = cacheKey(fingerprint, page.rel, page.route, page.lang, page.text);
    const hit = cache.get('facts', key);
    if (hit !== undefined) return fromFacts(page, hit);
    const model = analyzePage(page);
    cache.set('facts', key, toFacts(model));
    return model;
  };
}

/** SIGINT/SIGTERM: remove the staging folder; the previous output was never touched. */
export function abortActiveBuild(): void {
  discardStaging(activeStaging);
  activeStaging = undefined;
}

/**
 * load -> validate -> transform/render -> write. Any validation error stops the build before
 * anything is written; pages are written to a staging folder that replaces `out` only on success.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const source = timed(timings, 'load', () => loadSite(options.root));
  const out = path.resolve(options.out ?? path.join(source.root, 'dist'));
  checkOutputFolder(source.root, out);
  const cache = options.cache === false ? undefined : openBuildCache(source.root);
  const fingerprint = toolFingerprint();
  const analyze = cache ? cachedAnalyze(cache, fingerprint) : undefined;
  const { model, diagnostics } = timed(timings, 'validate', () => validateSite(source, { ...options, analyze }));
  if (hasErrors(diagnostics)) return { ok: false, diagnostics, timings, files: 0, out };

  const staging = createStaging(out);
  activeStaging = staging;
  try {
    const start = performance.now();
    const emit = (rel: string, data: string, checked = false) => {
      const problems = rel.endsWith('.html') && !checked ? cspProblems(data) : [];
      if (problems.length) throw new DocsError('csp-mismatch', `${rel}: ${problems.join('; ')}.`, { hint: 'This is a bug in the tool: every inline script and style must be hashed.' });
      staging.write(rel, data);
    };
    const report = await renderSite(model, { emit, progress: options.onProgress, shard: options.shard, cache: cache && { store: cache, fingerprint } });
    if (options.shard) {
      const manifest: ShardManifest = { shard: options.shard, baseUrl: model.config.baseUrl, routes: report.routes };
      staging.write(SHARD_MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
    }
    timings['transform+render+write'] = Math.round(performance.now() - start);
    const files = staging.files().length;
    timed(timings, 'swap', () => commitStaging(staging, out));
    cache?.prune();
    return { ok: true, diagnostics, timings, report, files, out };
  } catch (err) {
    discardStaging(staging);
    if (err instanceof DocsError) throw err;
    throw new DocsError('build-failed', `The build failed while rendering: ${(err as Error)?.message ?? String(err)}`, {
      hint: 'The previous output was left as it was. Rerun with --verbose for the stack trace.',
      cause: err,
      exitCode: EXIT.content,
    });
  } finally {
    activeStaging = undefined;
  }
}

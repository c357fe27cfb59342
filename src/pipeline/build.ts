import path from 'node:path';
import { hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { SHARD_MANIFEST, type ShardManifest } from '../load/loadShards.js';
import { loadSite } from '../load/loadSite.js';
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
  const { model, diagnostics } = timed(timings, 'validate', () => validateSite(source, options));
  if (hasErrors(diagnostics)) return { ok: false, diagnostics, timings, files: 0, out };

  const staging = createStaging(out);
  activeStaging = staging;
  try {
    const start = performance.now();
    const emit = (rel: string, data: string) => {
      const problems = rel.endsWith('.html') ? cspProblems(data) : [];
      if (problems.length) throw new DocsError('csp-mismatch', `${rel}: ${problems.join('; ')}.`, { hint: 'This is a bug in the tool: every inline script and style must be hashed.' });
      staging.write(rel, data);
    };
    const report = await renderSite(model, { emit, progress: options.onProgress, shard: options.shard });
    if (options.shard) {
      const manifest: ShardManifest = { shard: options.shard, baseUrl: model.config.baseUrl, routes: report.routes };
      staging.write(SHARD_MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
    }
    timings['transform+render+write'] = Math.round(performance.now() - start);
    const files = staging.files().length;
    timed(timings, 'swap', () => commitStaging(staging, out));
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

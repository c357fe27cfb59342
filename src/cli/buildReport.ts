import { formatSummary, formatText, plural, type FileOf } from '../errors/format.js';
import type { BuildResult } from '../pipeline/types.js';
import { missingTranslationsText } from './missingTranslations.js';
import { uncheckedTypesText } from './uncheckedTypes.js';
import { out, progress } from './terminal.js';

/** What docs-build prints after a build: its problems, or its summary, missing translations and (verbose) timings. */
export function printBuildResult(result: BuildResult, seconds: number, verbose: boolean, fileOf: FileOf): void {
  if (!result.ok) {
    out(formatText(result.diagnostics, fileOf));
    out('Build stopped before writing anything; the previous output is unchanged.\n');
    return;
  }
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length) out(formatText(warnings, fileOf));
  const report = result.report!;
  const client = `client JS ${(report.clientGzipBytes / 1024).toFixed(1)} KiB gzip`;
  out(
    `Built ${plural(report.pages, 'page')} (${plural(result.files, 'file')}) into ${result.out} in ${seconds.toFixed(1)} s: ${formatSummary(result.diagnostics)}; ${client}\n`,
  );
  if (result.linksLeftToMerge)
    out('Links and anchors between pages are checked by --merge: this shard analysed only its own pages.\n');
  out(uncheckedTypesText(result.typesUnchecked));
  out(missingTranslationsText(report.missingTranslations, verbose));
  if (verbose) {
    const stages = Object.entries(result.timings).map(([k, v]) => `${k} ${v} ms`);
    const threads = result.threads ? `; ${result.threads} render thread${result.threads > 1 ? 's' : ''}` : '';
    out(`timings: ${stages.join(', ')}${threads}\n`);
  }
}

/** The progress line on a terminal: pages rendered of all, and the rate. */
export function progressLine(started: number): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done, total) => {
    if (done % 10 !== 0 && done !== total) return;
    const rate = done / ((performance.now() - started) / 1000);
    progress(`\rrendering pages ${done}/${total} (${rate.toFixed(0)} pages/s)`);
    if (done === total) progress('\n');
  };
}

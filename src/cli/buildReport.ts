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
  if (verbose) out(timingsText(result, seconds));
}

/**
 * The stages' times in the order they ran, and what no stage covers (`other`: the wall time from
 * the process's start, less the stages; a stage's parts, named `stage: part`, are not counted twice).
 */
export function timingsText(result: Pick<BuildResult, 'timings' | 'threads'>, seconds: number): string {
  const entries = Object.entries(result.timings);
  const stages = entries.map(([k, v]) => `${k} ${v} ms`);
  const covered = entries.filter(([k]) => !k.includes(': ')).reduce((sum, [, v]) => sum + v, 0);
  const total = Math.round(seconds * 1000 + (result.timings['start-up'] ?? 0));
  const threads = result.threads ? `; ${result.threads} render thread${result.threads > 1 ? 's' : ''}` : '';
  return `timings: ${stages.join(', ')}, other ${total - covered} ms (total ${total} ms)${threads}\n`;
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

import path from 'node:path';
import { compareDiagnostics, type Diagnostic } from './Diagnostic.js';
import type { DocsError } from './DocsError.js';

/** How a printed path is shown: as the diagnostic has it (relative to the site root), or as `fileOf` maps it. */
export type FileOf = (file: string) => string;
const asIs: FileOf = (file) => file;

/** Site-root-relative paths as seen from `cwd` (where the command runs), so that a terminal or editor opens them. */
export const seenFrom =
  (cwd: string, root: string): FileOf =>
  (file) =>
    path.relative(cwd, path.resolve(root, file)).split(path.sep).join('/') || '.';

/** One diagnostic as the terminal prints it: `path:line:column  severity  code  message`, then its hint. */
function diagnosticText(d: Diagnostic, fileOf: FileOf): string {
  const text = `${fileOf(d.file)}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`;
  return d.hint ? `${text}\n    hint: ${d.hint}` : text;
}

/**
 * `path:line:column  severity  code  message` lines, sorted, then a summary line. `fileOf` maps the
 * site-root-relative paths to those the reader can click (relative to where the command runs).
 */
export function formatText(list: readonly Diagnostic[], fileOf: FileOf = asIs): string {
  const sorted = [...list].sort(compareDiagnostics);
  const lines = sorted.map((d) => diagnosticText(d, fileOf));
  lines.push(formatSummary(sorted));
  return lines.join('\n') + '\n';
}

/**
 * The lines around a problem with a caret under its column, as Vite's and Babel's overlays show
 * them: `> 13 |   <Bagde />` then `     |    ^`. Tabs count as one column, as the diagnostics do.
 */
export function codeFrame(text: string, line: number, column: number, around = 2): string {
  const lines = text.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * The dev overlay's text: each error as the terminal prints it, with its code frame when its file
 * reads (`source`), then the terminal's own summary of every problem (warnings are counted there).
 */
export function formatOverlay(
  list: readonly Diagnostic[],
  fileOf: FileOf,
  source: (file: string) => string | undefined,
): string {
  const sorted = [...list].sort(compareDiagnostics);
  const errors = sorted.filter((d) => d.severity === 'error');
  if (!errors.length) return '';
  const blocks = errors.map((d) => {
    const text = source(d.file);
    const frame = text === undefined ? '' : codeFrame(text, d.line, d.column);
    return frame ? `${diagnosticText(d, fileOf)}\n${frame}` : diagnosticText(d, fileOf);
  });
  return `${blocks.join('\n\n')}\n\n${formatSummary(sorted)}\n`;
}

/** A count and its noun (`1 file`, `2 files`): the one English plural of the terminal's lines. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatSummary(list: readonly Diagnostic[]): string {
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const files = new Set(list.map((d) => d.file)).size;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}`;
}

export function formatJson(list: readonly Diagnostic[]): string {
  const sorted = [...list].sort(compareDiagnostics);
  return (
    JSON.stringify(
      sorted.map(({ file, line, column, severity, code, message, hint }) => ({
        file,
        line,
        column,
        severity,
        code,
        message,
        ...(hint ? { hint } : {}),
      })),
      null,
      2,
    ) + '\n'
  );
}

/** A fatal error as the CLI prints it: every problem it carries, then (with `verbose`) its stack. */
export function formatFatal(err: DocsError, verbose: boolean, fileOf: FileOf = asIs): string {
  let text: string;
  if (err.diagnostics?.length) text = formatText(err.diagnostics, fileOf).replace(/\n[^\n]*\n$/, '\n');
  else {
    const where = err.location ? `${fileOf(err.location.file)}:${err.location.line}:${err.location.column}  ` : '';
    text = `${where}error  ${err.code}  ${err.message}\n`;
    if (err.hint) text += `    hint: ${err.hint}\n`;
  }
  if (verbose && err.stack) text += err.stack + '\n';
  if (verbose && err.cause instanceof Error && err.cause.stack) text += 'Caused by: ' + err.cause.stack + '\n';
  return text;
}

/** Escapes of a GitHub Actions workflow command: its message, and (more) its properties. */
const githubData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const githubProperty = (text: string) => githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * GitHub Actions annotations (`::error file=…,line=…,col=…,title=…::message`), one a line, the
 * hint on the message's second line. `fileOf` gives each path as the annotation needs it: from the
 * repository's root, where the checkout is.
 */
export function formatGithub(list: readonly Diagnostic[], fileOf: FileOf): string {
  return [...list]
    .sort(compareDiagnostics)
    .map((d) => {
      const properties = `file=${githubProperty(fileOf(d.file))},line=${d.line},col=${d.column},title=${githubProperty(d.code)}`;
      const message = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${properties}::${githubData(message)}\n`;
    })
    .join('');
}

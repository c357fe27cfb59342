import { compareDiagnostics, type Diagnostic } from './Diagnostic.js';
import type { DocsError } from './DocsError.js';

/** `path:line:column  severity  code  message` lines, sorted, then a summary line. */
export function formatText(list: readonly Diagnostic[]): string {
  const sorted = [...list].sort(compareDiagnostics);
  const lines = sorted.map((d) => {
    const text = `${d.file}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`;
    return d.hint ? `${text}\n    hint: ${d.hint}` : text;
  });
  lines.push(formatSummary(sorted));
  return lines.join('\n') + '\n';
}

export function formatSummary(list: readonly Diagnostic[]): string {
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const files = new Set(list.map((d) => d.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
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
export function formatFatal(err: DocsError, verbose: boolean): string {
  let text: string;
  if (err.diagnostics?.length) text = formatText(err.diagnostics).replace(/\n[^\n]*\n$/, '\n');
  else {
    const where = err.location ? `${err.location.file}:${err.location.line}:${err.location.column}  ` : '';
    text = `${where}error  ${err.code}  ${err.message}\n`;
    if (err.hint) text += `    hint: ${err.hint}\n`;
  }
  if (verbose && err.stack) text += err.stack + '\n';
  if (verbose && err.cause instanceof Error && err.cause.stack) text += 'Caused by: ' + err.cause.stack + '\n';
  return text;
}

/** A problem found in the site root, located at file:line:column (1-based, file relative to the root). */
export type DiagnosticSeverity = 'error' | 'warning';

export interface Location {
  file: string;
  line: number;
  column: number;
}

export interface Diagnostic extends Location {
  severity: DiagnosticSeverity;
  code: string;
  message: string;
  hint?: string;
}

export function diagnostic(
  severity: DiagnosticSeverity,
  code: string,
  at: Location,
  message: string,
  hint?: string,
): Diagnostic {
  return { file: at.file, line: at.line, column: at.column, severity, code, message, ...(hint ? { hint } : {}) };
}

export const error = (code: string, at: Location, message: string, hint?: string) =>
  diagnostic('error', code, at, message, hint);
export const warning = (code: string, at: Location, message: string, hint?: string) =>
  diagnostic('warning', code, at, message, hint);

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.line - b.line ||
    a.column - b.column ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

export const hasErrors = (list: readonly Diagnostic[]) => list.some((d) => d.severity === 'error');

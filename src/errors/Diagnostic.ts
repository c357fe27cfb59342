import { CATALOGUE, describe, type ArgList, type Code } from './catalogue/index.js';

/** A problem found in the site root, located at file:line:column (1-based, file relative to the root). */
export type DiagnosticSeverity = 'error' | 'warning';

export interface Location {
  file: string;
  line: number;
  column: number;
}

export interface Diagnostic extends Location {
  severity: DiagnosticSeverity;
  code: Code;
  message: string;
  hint?: string;
}

/**
 * A problem at `at`: the catalogue writes its message and hint from `args`, and its kind gives the
 * severity (a config check may change it later, see validateSite).
 */
export function diagnose<C extends Code>(code: C, at: Location, ...args: ArgList<C>): Diagnostic {
  const { message, hint } = describe(code, ...args);
  const severity: DiagnosticSeverity = CATALOGUE[code].kind === 'warning' ? 'warning' : 'error';
  return { file: at.file, line: at.line, column: at.column, severity, code, message, ...(hint ? { hint } : {}) };
}

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

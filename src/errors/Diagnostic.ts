import { CATALOGUE, describe, type ArgList, type Code } from './catalogue/index.js';
import { compareStrings } from '../base/order.js';

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
    compareStrings(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareStrings(a.code, b.code) ||
    compareStrings(a.message, b.message)
  );
}

export const hasErrors = (list: readonly Diagnostic[]) => list.some((d) => d.severity === 'error');

import { CATALOGUE, describe, type ArgList, type Code } from './catalogue/index.js';
import type { Diagnostic, Location } from './Diagnostic.js';

/** Exit codes of every command. */
export const EXIT = { ok: 0, content: 1, usage: 2, internal: 70 } as const;

export interface FatalOptions {
  location?: Location;
  cause?: unknown;
  /** Every problem found, when there are several (an invalid config); `location` is the first's. */
  diagnostics?: Diagnostic[];
}

/**
 * A fatal error that stops a command: a usage or configuration problem (exit 2), a build failure
 * (exit 1) or a bug (exit 70). Its text comes from the catalogue; it is printed once, at the CLI edge.
 */
export class DocsError extends Error {
  readonly code: Code;
  readonly hint?: string;
  readonly location?: Location;
  readonly exitCode: number;
  readonly diagnostics?: Diagnostic[];

  constructor(
    code: Code,
    text: { message: string; hint?: string },
    options: FatalOptions & { exitCode?: number } = {},
  ) {
    super(text.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocsError';
    this.code = code;
    this.hint = text.hint;
    this.location = options.location ?? options.diagnostics?.[0];
    this.diagnostics = options.diagnostics;
    this.exitCode = options.exitCode ?? exitCodeOf(code);
  }
}

const exitCodeOf = (code: Code): number =>
  code === 'internal' ? EXIT.internal : (CATALOGUE[code].exit ?? EXIT.content);

/** The error that stops a command with `code`: message and hint from the catalogue. */
export function fatal<C extends Code>(code: C, ...rest: [...ArgList<C>, FatalOptions?]): DocsError {
  const hasArgs = CATALOGUE[code].message.length > 0;
  const args = (hasArgs ? rest.slice(0, 1) : []) as ArgList<C>;
  const options = (hasArgs ? rest[1] : rest[0]) as FatalOptions | undefined;
  return new DocsError(code, describe(code, ...args), options);
}

/** The error that stops a command with every problem found (all of `diagnostics` are printed). */
export function fatalOf(diagnostics: readonly Diagnostic[]): DocsError {
  const [first] = diagnostics;
  return new DocsError(first.code, first, { diagnostics: [...diagnostics] });
}

/** A located fatal error (a demo that does not compile) as the diagnostic it is, so that the others are reported too. */
export function diagnosticOf(err: DocsError & { location: Location }): Diagnostic {
  const { file, line, column } = err.location;
  const severity = CATALOGUE[err.code].kind === 'warning' ? 'warning' : 'error';
  return {
    file,
    line,
    column,
    severity,
    code: err.code,
    message: err.message,
    ...(err.hint ? { hint: err.hint } : {}),
  };
}

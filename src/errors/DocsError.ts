import type { Location } from './Diagnostic.js';

/** Exit codes of every command. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

/**
 * A fatal error that stops a command: a usage or configuration problem (exit 2) or a build
 * failure (exit 1). Printed once, at the CLI edge.
 */
export class DocsError extends Error {
  readonly code: string;
  readonly hint?: string;
  readonly location?: Location;
  readonly exitCode: number;

  constructor(
    code: string,
    message: string,
    options: { hint?: string; location?: Location; exitCode?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocsError';
    this.code = code;
    this.hint = options.hint;
    this.location = options.location;
    this.exitCode = options.exitCode ?? EXIT.content;
  }
}

import type { Code } from '../errors/catalogue/index.js';
import { DocsError } from '../errors/DocsError.js';

/** An error as a worker thread posts it: a DocsError keeps its code, location and exit code. */
export interface PostedError {
  docs: boolean;
  code?: Code;
  message: string;
  hint?: string;
  location?: DocsError['location'];
  diagnostics?: DocsError['diagnostics'];
  exitCode?: number;
  stack?: string;
}

/** What a worker posts for a failure (an Error does not survive structured cloning as itself). */
export function postedError(err: unknown): PostedError {
  const e = err as DocsError;
  return {
    docs: err instanceof DocsError,
    code: e?.code,
    message: e?.message ?? String(err),
    hint: e?.hint,
    location: e?.location,
    diagnostics: e?.diagnostics,
    exitCode: e?.exitCode,
    stack: e?.stack,
  };
}

/** The error a worker posted, on the thread that asked: a DocsError again, anything else an Error with the worker's stack. */
export function receivedError(e: PostedError, fallback: Code): Error {
  const cause = Object.assign(new Error(e.message), { stack: e.stack });
  return e.docs
    ? new DocsError(e.code ?? fallback, e, {
        location: e.location,
        diagnostics: e.diagnostics,
        exitCode: e.exitCode,
        cause,
      })
    : cause;
}

import type { Code } from '../errors/catalogue/index.js';
import { DocsError, fatal } from '../errors/DocsError.js';
import { siteCodeFailure } from '../demos/siteCode.js';
import { readBreadcrumb } from '../site/breadcrumb.js';

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
  /** A system error's call and path, which say it is not a bug. */
  syscall?: string;
  path?: string;
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
    syscall: (err as NodeJS.ErrnoException)?.syscall,
    path: (err as NodeJS.ErrnoException)?.path,
  };
}

/**
 * The error a worker posted, on the thread that asked: a DocsError again, anything else an Error
 * with the worker's stack (and a system error's code, call and path).
 */
export function receivedError(e: PostedError, fallback: Code): Error {
  const system = e.syscall === undefined ? {} : { code: e.code, syscall: e.syscall, path: e.path };
  const cause = Object.assign(new Error(e.message), { stack: e.stack }, system);
  return e.docs
    ? new DocsError(e.code ?? fallback, e, {
        location: e.location,
        diagnostics: e.diagnostics,
        exitCode: e.exitCode,
        cause,
      })
    : cause;
}

/**
 * A thread's failure as the thread that started it reports it: out of memory, the demo its
 * breadcrumb names (the site's code, not the tool), else the heap it had; anything else as it is.
 */
export function threadError(err: Error & { code?: string }, breadcrumb?: SharedArrayBuffer, heapMb?: number): Error {
  if (err.code !== 'ERR_WORKER_OUT_OF_MEMORY') return err;
  const demo = breadcrumb && readBreadcrumb(breadcrumb);
  if (demo) return fatal('demo-out-of-memory', { demo, ...(heapMb ? { heapMb } : {}) }, { cause: err });
  return heapMb ? fatal('worker-out-of-memory', { heapMb }, { cause: err }) : err;
}

/** An error as it is reported: one the site's demo code threw (and nobody caught) as a located `demo-uncaught`. */
export const reportedAs = (err: unknown): unknown => siteCodeFailure(err) ?? err;

/**
 * A worker thread's last resort: an error nobody caught there (a demo's timer, a promise nobody
 * handled) is handed to `post`, the site's code's as a located `demo-uncaught`, instead of ending
 * the thread with a bare error that blames the tool.
 */
export function postUncaught(post: (err: unknown) => void): void {
  const fail = (err: unknown) => post(reportedAs(err));
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}

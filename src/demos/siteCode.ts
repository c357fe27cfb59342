import type { Location } from '../errors/Diagnostic.js';
import { DocsError, fatal } from '../errors/DocsError.js';

/** The name the site's server bundle runs under: a stack frame there is the site's own code (or a package it imports). */
export const SITE_CODE = 'docs-demos:///server.js';

/** Where in its source an error of the bundle evaluated last on this thread happened. */
let locateLast: ((err: unknown) => Location | undefined) | undefined;

/** Remembers how to locate errors of the bundle this thread just evaluated. */
export function locateSiteCodeWith(locate: (err: unknown) => Location | undefined): void {
  locateLast = locate;
}

/**
 * An error nobody caught (a timer's, a promise's nobody handled) that the site's demo code threw
 * outside a render: the demo's problem, at its own line when the source map gives it, not the
 * tool's bug. Undefined for a DocsError, and for an error no frame of which runs the site's code.
 */
export function siteCodeFailure(err: unknown): DocsError | undefined {
  // One of ours, even when it was thrown through the site's code (a sandbox's refusal), says what it is itself.
  if (err instanceof DocsError || !String((err as Error)?.stack ?? '').includes(SITE_CODE)) return undefined;
  const reason = (err as Error).message ?? String(err);
  return fatal('demo-uncaught', { reason }, { cause: err, location: locateLast?.(err) });
}

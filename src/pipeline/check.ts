import { hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { loadSite } from '../load/loadSite.js';
import { validateSite, type ValidationResult } from '../validate/validateSite.js';

export interface CheckOptions {
  root: string;
  strict?: boolean;
  baseUrl?: string;
  log?: (line: string) => void;
}

export interface CheckResult extends ValidationResult {
  ok: boolean;
  timings: Record<string, number>;
}

/** Runs a stage and records its duration in milliseconds. */
export function timed<T>(timings: Record<string, number>, stage: string, run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    timings[stage] = Math.round(performance.now() - start);
  }
}

/** load -> validate: what `docs-check` runs, and what `docs-build` runs first. */
export function check(options: CheckOptions): CheckResult {
  const timings: Record<string, number> = {};
  const source = timed(timings, 'load', () => loadSite(options.root));
  const result = timed(timings, 'validate', () => validateSite(source, options));
  return { ...result, ok: !hasErrors(result.diagnostics), timings };
}

export type { Diagnostic };

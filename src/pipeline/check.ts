import fs from 'node:fs';
import path from 'node:path';
import { CACHE_FOLDER } from '../site/output.js';
import { openBuildCache, recallFileHashes, recordFileHashes } from '../write/buildCache.js';
import { diagnose, hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { loadBuiltPages } from '../load/loadBuiltPages.js';
import { cspProblems } from '../validate/validateCsp.js';
import { findMissingTranslations } from '../site/translator.js';
import { validateSite, type ValidationResult } from '../validate/validateSite.js';
import { findDemoProblems } from '../render/findDemoProblems.js';
import { toolFingerprint } from '../tool/toolFiles.js';
import type { UncheckedTypes } from './demoTypes.js';
import { openSite } from './openSite.js';
import { renderCache } from './renderCache.js';

export interface CheckOptions {
  root: string;
  strict?: boolean;
  baseUrl?: string;
  /** A built site whose pages' CSP hashes are verified too. */
  dist?: string;
}

export interface CheckResult extends ValidationResult {
  ok: boolean;
  /** `<lang>:<key>` of every English string a language lacks (English is shown there). */
  missingTranslations: string[];
  timings: Record<string, number>;
  /** TypeScript demos left unchecked, and why (React's types do not resolve). */
  typesUnchecked?: UncheckedTypes;
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

/** `timed` for a stage that is awaited. */
export async function timedAsync<T>(timings: Record<string, number>, stage: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    timings[stage] = Math.round(performance.now() - start);
  }
}

/** load -> validate, then every demo and template compiled and rendered once: what `docs-check` runs. */
export async function check(options: CheckOptions): Promise<CheckResult> {
  const timings: Record<string, number> = {};
  // A site that builds here has a build cache: its API extraction and demo type check are reused while
  // the files they read are unchanged, and what this run finds is kept (never pruned: that is the build's).
  const root = path.resolve(options.root);
  const cache = fs.existsSync(path.join(root, CACHE_FOLDER)) ? recallFileHashes(openBuildCache(root)) : undefined;
  const fingerprint = toolFingerprint();
  const { source, apis } = await openSite({ ...options, cache: cache && { store: cache, fingerprint } }, timings);
  const result = timed(timings, 'validate', () => validateSite(source, options));
  // Directives that are already wrong (missing file, unsafe path) have been reported; the page's other demos are checked.
  const demosStart = performance.now();
  const reuse = cache && { model: result.model, cache: renderCache(cache, root, fingerprint) };
  result.diagnostics.push(...(await findDemoProblems(source, result.model.config, reuse)));
  timings.demos = Math.round(performance.now() - demosStart);
  if (options.dist) {
    const dist = options.dist;
    const pages = timed(timings, 'load built pages', () => loadBuiltPages(dist));
    for (const [rel, html] of pages) {
      for (const problem of cspProblems(html)) {
        result.diagnostics.push(
          diagnose(
            'csp-mismatch',
            { file: `${path.relative(source.root, path.resolve(dist)) || '.'}/${rel}`, line: 1, column: 1 },
            { problem },
          ),
        );
      }
    }
  }
  const missingTranslations = findMissingTranslations(result.model.translations, result.model.languages);
  if (cache) recordFileHashes(cache);
  return {
    ...result,
    ok: !hasErrors(result.diagnostics),
    timings,
    missingTranslations,
    ...(apis.unchecked ? { typesUnchecked: apis.unchecked } : {}),
  };
}

export type { Diagnostic };

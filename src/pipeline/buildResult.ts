import { gzipSync } from 'node:zlib';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { findMissingTranslations } from '../site/translator.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import type { SiteApis } from './siteApis.js';
import type { BuildResult } from './types.js';

/** What a successful build reports. */
export function succeeded(
  run: {
    jobs: number;
    timings: Record<string, number>;
    model: SiteModel;
    out: string;
    apis: Pick<SiteApis, 'unchecked'>;
  },
  done: { routes: string[]; diagnostics: Diagnostic[]; files: number; complete: boolean; client: string },
): BuildResult {
  return {
    ok: true,
    threads: run.jobs,
    diagnostics: done.diagnostics,
    timings: run.timings,
    // Missing translations from the translation files, not from what this build happened to render: the same with or without the cache.
    report: {
      pages: done.routes.length,
      routes: done.routes,
      missingTranslations: findMissingTranslations(run.model.translations, run.model.languages),
      clientGzipBytes: gzipSync(done.client).length,
    },
    files: done.files,
    out: run.out,
    ...(done.complete ? {} : { linksLeftToMerge: true }),
    ...(run.apis.unchecked ? { typesUnchecked: run.apis.unchecked } : {}),
  };
}

import { hasErrors } from '../errors/Diagnostic.js';
import type { DemoPage } from '../render/prepareDemos.js';
import type { PageSource, SiteSource } from '../site/types.js';
import { analyzePage, scanBlocks, type PageModel } from '../transform/analyzePage.js';
import { fromFacts, toFacts } from '../transform/pageFacts.js';
import { validateDemos } from '../validate/validateDemos.js';
import { factsKey } from './pageIndex.js';

/** A page's analysis, its facts (what validation needs, as JSON) and the key they are cached by. */
export interface Analysis {
  model: PageModel;
  facts: string;
  key: string;
  /** Parsed now (false: restored from known facts). */
  fresh: boolean;
}

/**
 * Analyses pages, from known facts when it has them: an unchanged page is not parsed again to be
 * validated. Shared by docs-build (facts from the cache) and docs-dev (facts kept in memory).
 */
export function cachedAnalyze(known: ReadonlyMap<string, string>, fingerprint: string) {
  return (page: PageSource): Analysis => {
    const key = factsKey(fingerprint, page);
    const hit = known.get(key);
    if (hit !== undefined) return { model: fromFacts(page, hit), facts: hit, key, fresh: false };
    const model = analyzePage(page);
    return { model, facts: toFacts(model), key, fresh: true };
  };
}

/** The pages whose demos can be prepared: those whose demo directives are not already wrong (validation reports them). */
export const withPreparableDemos = <P extends DemoPage>(pages: readonly P[], codeFiles: ReadonlyMap<string, string>) =>
  pages.filter((page) => !hasErrors(validateDemos(page, codeFiles)));

/** Every page's demos, found without parsing markdown (enough to prepare the site assets). */
export const demoPagesOf = (source: SiteSource): DemoPage[] =>
  withPreparableDemos(source.pages.map(scanBlocks), source.codeFiles);

import type { PageSource } from '../site/types.js';
import { analyzePage, type PageModel } from '../transform/analyzePage.js';
import { fromFacts, toFacts } from '../transform/pageFacts.js';
import { factsKey } from './pageIndex.js';

/** A page's analysis, its facts (what validation needs, as JSON) and the key they are cached by. */
export interface Analysis {
  /** Restored from the facts on first call only: most pages of a rebuild need their facts alone. */
  model(): PageModel;
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
    if (hit !== undefined) {
      let restored: PageModel | undefined;
      return { model: () => (restored ??= fromFacts(page, hit)), facts: hit, key, fresh: false };
    }
    const model = analyzePage(page);
    return { model: () => model, facts: toFacts(model), key, fresh: true };
  };
}

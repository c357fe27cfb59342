import { cachedAnalyze } from '../pipeline/analysis.js';
import { factsKey } from '../pipeline/pageIndex.js';
import { pageSearchPage } from '../search/pageEntries.js';
import type { PageSource } from '../site/types.js';
import type { PageModel } from '../transform/analyzePage.js';

/**
 * docs-dev's page analyses and search words, kept in memory across updates by the page's source
 * key: only changed pages are parsed again (the build keeps the same in its cache).
 */
export class DevAnalysis {
  readonly facts = new Map<string, string>();
  readonly words = new Map<string, string>();
  private readonly cached: ReturnType<typeof cachedAnalyze>;

  constructor(private readonly fingerprint: string) {
    this.cached = cachedAnalyze(this.facts, fingerprint);
  }

  keyOf(page: PageSource): string {
    return factsKey(this.fingerprint, page);
  }

  has(page: PageSource): boolean {
    return this.facts.has(this.keyOf(page));
  }

  /** The page's analysis; a page parsed now also gives its search words. */
  analyze = (page: PageSource): PageModel => {
    const { model, facts, key, fresh } = this.cached(page);
    if (fresh) {
      this.facts.set(key, facts);
      this.words.set(key, JSON.stringify(pageSearchPage(model()) ?? null));
    }
    return model();
  };

  /** Forgets the analyses of pages that are gone or changed. */
  keepOnly(pages: readonly PageSource[]): void {
    const keys = new Set(pages.map((page) => this.keyOf(page)));
    for (const map of [this.facts, this.words]) for (const key of map.keys()) if (!keys.has(key)) map.delete(key);
  }
}

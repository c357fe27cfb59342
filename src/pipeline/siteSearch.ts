import type { SiteModel } from '../transform/buildSiteModel.js';
import { writeSiteSearch } from '../search/writeIndex.js';
import type { BuildCache, OutputWriter } from '../site/output.js';
import type { PageSource } from '../site/types.js';
import { factsKey, writePageIndex, type KnownIndex } from './pageIndex.js';

/**
 * The build's search index: from every page's words (the cache's, or those the threads that
 * parsed the pages found), which are kept for the next build; then the index files, or a shard's
 * entries for --merge.
 */
export function writeBuildSearch(
  output: OutputWriter,
  site: {
    model: SiteModel;
    pagesByRoute: ReadonlyMap<string, readonly PageSource[]>;
    fingerprint: string;
    /** Each page's words: this build's, or the cache's. */
    words: Omit<KnownIndex, 'shardKeys'>;
    /** The words the cache held (its index shards that did not change are kept). */
    known: { knownSearch: KnownIndex };
  },
  options: { cache?: BuildCache; owns?: (route: string) => boolean },
): void {
  const { model, pagesByRoute, fingerprint, words } = site;
  const keyOf = (page: PageSource) => factsKey(fingerprint, page);
  const pages = model.source.pages.filter((p) => words.has(keyOf(p)));
  writePageIndex(options.cache, 'search', pages.map(keyOf), (key) => words.get(key)!, site.known.knownSearch);
  writeSiteSearch(
    output,
    {
      model,
      pagesByRoute,
      keyOf,
      wordsOf: (page) => words.get(keyOf(page))!,
      indexed: (page) => !words.isNull(keyOf(page)),
      wordsByKey: (key) => words.get(key),
      fingerprint,
    },
    options,
  );
}

import { createHash } from 'node:crypto';
import type { PageSource } from '../load/loadSite.js';
import { SHARD_SEARCH } from '../load/loadShards.js';
import { assembleSearchIndex, type SearchEntry, type SearchPage } from '../site/searchIndex.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { collectSearchEntries } from '../transform/searchEntry.js';
import { cacheKey, type BuildCache } from '../write/buildCache.js';
import { writeOutputGroup } from '../write/outputGroup.js';
import type { Staging } from '../write/outputFolder.js';

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Writes each language's search index under `search/<lang>/`. With a cache, `inputs` (every
 * indexed page's URL and source key, in order) determines a language's files: a rebuild that
 * changed no page keeps them as they are, without assembling anything.
 */
export function writeSearchIndex(staging: Staging, languages: readonly string[], entries: (lang: string) => readonly SearchEntry[], cache?: { store: BuildCache; inputs: (lang: string) => string }): void {
  for (const lang of languages) {
    const produce = () => assembleSearchIndex(entries(lang), shortHash).map(([name, text]): [string, string] => [`search/${lang}/${name}`, text]);
    writeOutputGroup(staging, cache?.store, 'search-index', cacheKey(lang, cache?.inputs(lang) ?? ''), produce);
  }
}

export interface SiteSearch {
  model: Pick<SiteModel, 'languages' | 'apis'>;
  pagesByRoute: ReadonlyMap<string, readonly PageSource[]>;
  /** A page's source key (the build cache's), and its words (JSON of a SearchPage, 'null' when kept out of search). */
  keyOf(page: PageSource): string;
  wordsOf(page: PageSource): string;
  fingerprint: string;
}

/**
 * A site's search index into `staging`: every language's files, or, for a shard (`owns`), its
 * routes' entries for --merge to assemble.
 */
export function writeSiteSearch(staging: Staging, site: SiteSearch, options: { cache?: BuildCache; owns?: (route: string) => boolean } = {}): void {
  const { model, pagesByRoute, keyOf } = site;
  let byLang: Map<string, SearchEntry[]> | undefined;
  const entries = (lang: string) => (byLang ??= collectSearchEntries(model, pagesByRoute, (page) => JSON.parse(site.wordsOf(page)) as SearchPage | null, options.owns)).get(lang) ?? [];
  if (options.owns) return staging.write(SHARD_SEARCH, JSON.stringify(model.languages.map((lang) => [lang, entries(lang)])));
  // What a language's index depends on: the tool, each route's pages (by source key) and line, the API files.
  const apiInputs = model.apis.map((a) => cacheKey(a.source.route, a.source.prefix, a.source.file.text, a.source.descriptions?.text ?? ''));
  const inputs = (lang: string) =>
    cacheKey(site.fingerprint, ...[...pagesByRoute].map(([route, pages]) => `${route}|${pages[0].prefix ?? ''}|${pages.map((p) => (p.lang === 'en' || p.lang === lang ? keyOf(p) : '')).join()}`), ...apiInputs);
  writeSearchIndex(staging, model.languages, entries, options.cache && { store: options.cache, inputs });
}

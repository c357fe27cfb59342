import {
  assembleSearchIndex,
  updateSearchIndex,
  type SearchEntry,
  type SearchPage,
  type SearchState,
} from './indexFormat.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { collectSearchEntries, type IndexEntry } from './pageEntries.js';
import type { OutputWriter, OutputId, BuildCache } from '../site/output.js';
import { contentId, cacheKey, shortHash } from '../site/hash.js';
import { type PageSource } from '../site/types.js';
import { SHARD_SEARCH } from '../site/shards.js';
import { sameList } from '../base/lists.js';

/** Changed pages up to which a language's index is updated from the last one rather than assembled whole. */
const MAX_UPDATED_PAGES = 50;

/** Writes each language's search index under `search/<lang>/`, from every page's entry (no cache: --merge). */
export function writeSearchIndex(
  staging: OutputWriter,
  languages: readonly string[],
  entries: (lang: string) => readonly SearchEntry[],
): void {
  for (const lang of languages)
    for (const [name, text] of assembleSearchIndex(entries(lang), shortHash))
      staging.write(`search/${lang}/${name}`, text, contentId(text));
}

export interface SiteSearch {
  model: Pick<SiteModel, 'languages' | 'apis'>;
  pagesByRoute: ReadonlyMap<string, readonly PageSource[]>;
  /** A page's source key (the build cache's), and its words (JSON of a SearchPage, 'null' when kept out of search). */
  keyOf(page: PageSource): string;
  wordsOf(page: PageSource): string;
  /** Whether a page is in search, known without its words (the build cache's shards are read when needed). */
  indexed?(page: PageSource): boolean;
  /** The words known for any source key, this build's pages' or the previous build's (an updated index needs both). */
  wordsByKey(key: string): string | undefined;
  fingerprint: string;
}

/** What the cache keeps of a language's last index: the state to update and the content id of each of its files. */
interface LastIndex {
  state: SearchState;
  files: Array<[rel: string, id: OutputId]>;
}

/**
 * A site's search index into `staging`: every language's files, or, for a shard (`owns`), its
 * routes' entries for --merge to assemble. With a cache, a language's files are kept when no
 * indexed page changed, updated from the last index when a few did, and assembled whole
 * otherwise; all three give the same bytes.
 */
export function writeSiteSearch(
  staging: OutputWriter,
  site: SiteSearch,
  options: { cache?: BuildCache; owns?: (route: string) => boolean } = {},
): void {
  const { model } = site;
  const { cache } = options;
  const apiIds = new Map(
    model.apis.map((a) => [
      a,
      `api:${cacheKey(a.source.route, a.source.prefix, a.source.file.text, a.source.descriptions?.text ?? '')}`,
    ]),
  );
  const byLang = collectSearchEntries(
    model,
    site.pagesByRoute,
    { idOf: site.keyOf, wordsOf: site.wordsOf, indexed: site.indexed, apiIdOf: (api) => apiIds.get(api)! },
    options.owns,
  );
  const entriesOf = (lang: string) => (byLang.get(lang) ?? []).map((e) => e.entry());
  if (options.owns)
    return staging.write(SHARD_SEARCH, JSON.stringify(model.languages.map((lang) => [lang, entriesOf(lang)])));
  for (const lang of model.languages) {
    const list = byLang.get(lang) ?? [];
    const dir = `search/${lang}/`;
    // A language's index is determined by each indexed page's URL, line and entry (its id).
    const key = cacheKey(site.fingerprint, lang, ...list.map((e) => `${e.url}|${e.product}|${e.id}`));
    const lastKey = cacheKey(site.fingerprint, lang);
    const known = cache?.get('search-index', key);
    if (known) {
      const files = JSON.parse(known) as LastIndex['files'];
      if (files.every(([rel, id]) => staging.holds(rel, id))) {
        for (const [rel, id] of files) staging.keep(rel, id);
        continue;
      }
    }
    const last = cache && readLastIndex(cache.get('search-last', lastKey));
    const updated = last && updateFrom(staging, last, list, dir, site);
    const index = updated ?? writeWhole(staging, list, dir);
    cache?.set('search-index', key, JSON.stringify(index.files));
    cache?.set('search-last', lastKey, JSON.stringify(index));
  }
}

/** The last index from the cache; a damaged entry counts as none (the cache never fails a build). */
function readLastIndex(text: string | undefined): LastIndex | undefined {
  try {
    const last = text ? (JSON.parse(text) as Partial<LastIndex>) : undefined;
    const state = last?.state;
    const whole =
      state?.manifest &&
      [state.pages, state.words, state.lines, last?.files].every(Array.isArray) &&
      state.words.length === state.lines.length;
    return whole ? (last as LastIndex) : undefined;
  } catch {
    return undefined;
  }
}

function writeWhole(staging: OutputWriter, list: readonly IndexEntry[], dir: string): LastIndex {
  const ids = new Map(list.map((e) => [e.url, e.id]));
  const { files, state } = assembleSearchIndex(
    list.map((e) => e.entry()),
    shortHash,
    (url) => ids.get(url)!,
  );
  return { state, files: files.map(([name, text]) => write(staging, dir + name, text)) };
}

function write(staging: OutputWriter, rel: string, text: string): [string, OutputId] {
  const id = contentId(text);
  staging.write(rel, text, id);
  return [rel, id];
}

/**
 * The changed pages' words (previous and new, by id), each trimmed to the words whose postings
 * differ on some changed page: an edit of one paragraph leaves most of its page's words where they
 * were, their lines stay as they are, and updateSearchIndex reposts only the words it is given.
 */
export function changedWordsOnly(
  last: SearchState,
  list: ReadonlyArray<{ url: string; id: string }>,
  wordsOf: (id: string) => SearchPage | undefined,
): (id: string) => SearchPage | undefined {
  const previous = new Map(last.pages.map(([url, id]) => [url, id]));
  const pairs = list.flatMap((e) => {
    const before = previous.get(e.url);
    return before !== undefined && before !== e.id ? [[before, e.id] as const] : [];
  });
  if (pairs.length > MAX_UPDATED_PAGES) return wordsOf;
  const pages = new Map(pairs.flat().map((id) => [id, wordsOf(id)]));
  const touched = new Set<string>();
  for (const [before, after] of pairs) {
    const [old, now] = [pages.get(before)?.words ?? {}, pages.get(after)?.words ?? {}];
    for (const word of Object.keys(old))
      if (!Object.hasOwn(now, word) || !sameList(old[word], now[word])) touched.add(word);
    for (const word of Object.keys(now)) if (!Object.hasOwn(old, word)) touched.add(word);
  }
  const trim = (page: SearchPage) => ({
    ...page,
    words: Object.fromEntries(Object.entries(page.words).filter(([word]) => touched.has(word))),
  });
  return (id) => {
    if (!pages.has(id)) return wordsOf(id);
    const page = pages.get(id);
    return page && trim(page);
  };
}

/** The index updated from the last one, reading only the changed pages' words; undefined when it cannot be (then it is assembled whole). */
function updateFrom(
  staging: OutputWriter,
  last: LastIndex,
  list: readonly IndexEntry[],
  dir: string,
  site: SiteSearch,
): LastIndex | undefined {
  const wordsOf = (id: string) => {
    const json = site.wordsByKey(id);
    return json && json !== 'null' ? (JSON.parse(json) as SearchPage) : undefined;
  };
  const result = updateSearchIndex(
    last.state,
    list,
    changedWordsOnly(last.state, list, wordsOf),
    shortHash,
    MAX_UPDATED_PAGES,
  );
  if (!result) return undefined;
  // The unchanged pages' fragments are kept from the previous output, which must still hold them.
  const lastIds = new Map(last.files);
  const written = new Set(result.files.map(([name]) => dir + name));
  const kept = result.state.pages.map(([, , hash]) => dir + `p-${hash}.json`).filter((rel) => !written.has(rel));
  if (!kept.every((rel) => lastIds.has(rel) && staging.holds(rel, lastIds.get(rel)!))) return undefined;
  const files = result.files.map(([name, text]) => write(staging, dir + name, text));
  for (const rel of kept) staging.keep(rel, lastIds.get(rel)!);
  return { state: result.state, files: [...files, ...kept.map((rel): [string, OutputId] => [rel, lastIds.get(rel)!])] };
}

import { searchWords } from './text.js';
import { byFirst, compareStrings } from '../base/order.js';

/**
 * The search index: static files written by the build, one set per language, loaded by the
 * browser piece by piece. `index.json` (small, stable name) lists the pages and the term chunks;
 * a query loads only the chunks holding its words, then the fragments (title, sections, text) of
 * the pages it shows. Chunks and fragments are content-hashed.
 */

/** A section of a page: the text under the title (anchor ''), or under an h2/h3, or an API row. */
export interface SearchSection {
  anchor: string;
  heading: string;
  text: string;
}

/** What a page's text contributes to the index (computed where the page is analysed, cached by its source). */
export interface SearchPage {
  title: string;
  sections: SearchSection[];
  /** Word -> [section, weight, section, weight, ...]. */
  words: Record<string, number[]>;
}

/** A page of one language's index. */
export interface SearchEntry extends SearchPage {
  /** Public path, with the language prefix. */
  url: string;
  /** Product line prefix, '' outside lines. */
  product: string;
  /** API reference pages rank below the guide of the same component. */
  api?: boolean;
}

export const SEARCH_FORMAT = 1;

/** How much a word counts where it appears: in the title, a heading, or the text (capped per section). */
const WEIGHT = { title: 10, heading: 5, text: 1, cap: 24 } as const;

/** Section texts are cut here in fragments: enough for a snippet around an early match. */
const FRAGMENT_TEXT_LIMIT = 600;

/** A page's words from its title and sections (section 0 is the one under the title), in its text's language. */
export function createSearchPage(page: { title: string; sections: SearchSection[] }, lang: string): SearchPage {
  // A Map: a plain object answers `constructor` (a word of many a page) with Object's own function.
  const words = new Map<string, number[]>();
  const add = (text: string, section: number, weight: number) => {
    for (const word of searchWords(text, lang)) {
      let postings = words.get(word);
      if (!postings) words.set(word, (postings = []));
      const last = postings.length - 2;
      if (last >= 0 && postings[last] === section)
        postings[last + 1] = Math.min(WEIGHT.cap, postings[last + 1] + weight);
      else postings.push(section, weight);
    }
  };
  add(page.title, 0, WEIGHT.title);
  page.sections.forEach((section, i) => {
    add(section.heading, i, WEIGHT.heading);
    add(section.text, i, WEIGHT.text);
  });
  return { title: page.title, sections: page.sections, words: Object.fromEntries(words) };
}

/** A term chunk holds words up to about this many bytes of postings (about 5 KiB gzip): a query loads little. */
const CHUNK_BYTES = 16 * 1024;

/**
 * Per-page columns are strings with a fixed width per page (smaller than arrays, and they compress
 * well): a 4,000-page manifest stays within a few tens of KiB gzip.
 */
export interface SearchManifest {
  format: number;
  /** Product line prefixes; pages refer to them by index. */
  products: string[];
  pages: number;
  /** Each page's product index in base 36 (two digits per page when there are more than 36 lines). */
  productOf: string;
  /** '1' for an API page, else '0'. */
  api: string;
  /** Each page's fragment hash, FRAGMENT_HASH characters per page (its file is `p-<hash>.json`). */
  fragments: string;
  /** Term chunks, sorted: [first word, file, first word, file, ...]. Each maps a word to its postings:
   * [page, section, weight, ...] where each page is the difference from the previous one (smaller files). */
  chunks: string[];
}

const FRAGMENT_HASH = 10;
const productWidth = (manifest: Pick<SearchManifest, 'products'>) => (manifest.products.length > 36 ? 2 : 1);

/** A page's product line index. */
export const pageProduct = (manifest: SearchManifest, page: number) => {
  const width = productWidth(manifest);
  return parseInt(manifest.productOf.slice(page * width, page * width + width), 36);
};
export const isApiPage = (manifest: SearchManifest, page: number) => manifest.api[page] === '1';
/** A page's fragment file. */
export const fragmentFile = (manifest: SearchManifest, page: number) =>
  `p-${manifest.fragments.slice(page * FRAGMENT_HASH, (page + 1) * FRAGMENT_HASH)}.json`;

/** A page's fragment: what a result shows. */
export type SearchFragment = [
  url: string,
  title: string,
  sections: Array<[anchor: string, heading: string, text: string]>,
];

/** A page of the index as the next assembly needs to know it: what determined its entry, and its fragment's hash. */
export type IndexedPage = [url: string, id: string, fragment: string];

/**
 * What an assembly leaves for the next one to update (see updateSearchIndex): the manifest's
 * per-page columns, each page's id and fragment, and each word's postings line as the chunks hold it.
 */
export interface SearchState {
  manifest: Pick<SearchManifest, 'products' | 'productOf' | 'api'>;
  pages: IndexedPage[];
  /** Sorted. */
  words: string[];
  /** Each word's postings, page steps as in the chunks ("3,1,5,0,2,1"). */
  lines: string[];
}

const byUrl = (a: { url: string }, b: { url: string }) => compareStrings(a.url, b.url);

/** A page's fragment file text and its hash. */
function fragmentOf(
  page: Pick<SearchEntry, 'url' | 'title' | 'sections'>,
  hashOf: (text: string) => string,
): [text: string, hash: string] {
  const fragment: SearchFragment = [
    page.url,
    page.title,
    page.sections.map((s) => [
      s.anchor,
      s.heading,
      s.text.length > FRAGMENT_TEXT_LIMIT ? `${s.text.slice(0, FRAGMENT_TEXT_LIMIT)}…` : s.text,
    ]),
  ];
  const text = JSON.stringify(fragment);
  return [text, hashOf(text).slice(0, FRAGMENT_HASH).padStart(FRAGMENT_HASH, '0')];
}

/** Absolute postings [page, section, weight, ...] as a line: each page is the step from the previous one. */
function encodeLine(postings: readonly number[]): string {
  let line = '';
  for (let i = 0; i < postings.length; i += 3)
    line += `${i ? ',' : ''}${i ? postings[i] - postings[i - 3] : postings[i]},${postings[i + 1]},${postings[i + 2]}`;
  return line;
}

function decodeLine(line: string): number[] {
  const list = line.split(',').map(Number);
  for (let i = 3; i < list.length; i += 3) list[i] += list[i - 3];
  return list;
}

/** Where `word` is in the sorted list (as Array.prototype.sort orders strings), or -1. */
function sortedIndexOf(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (words[mid] === word) return mid;
    if (words[mid] < word) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The term chunks and `index.json`, from the sorted words and their lines. */
function chunkFiles(
  manifest: SearchManifest,
  words: readonly string[],
  lines: readonly string[],
  hashOf: (text: string) => string,
): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  let chunk: string[] = [];
  let first = '';
  let bytes = 0;
  const flush = () => {
    if (!chunk.length) return;
    const text = `{${chunk.join(',')}}`;
    const name = `t-${hashOf(text)}.json`;
    files.push([name, text]);
    manifest.chunks.push(first, name);
    chunk = [];
    bytes = 0;
  };
  words.forEach((word, i) => {
    const line = `${JSON.stringify(word)}:[${lines[i]}]`;
    if (bytes + line.length > CHUNK_BYTES) flush();
    if (!chunk.length) first = word;
    chunk.push(line);
    bytes += line.length;
  });
  flush();
  files.push(['index.json', JSON.stringify(manifest)]);
  return files;
}

/**
 * The files of one language's index, from every page's entry: `index.json` and content-hashed
 * chunks and fragments (names via `hashOf`). Deterministic: pages by URL, words sorted. With the
 * entries' ids (by URL), also the state updateSearchIndex starts from.
 */
export function assembleSearchIndex(
  entries: readonly SearchEntry[],
  hashOf: (text: string) => string,
): Array<[name: string, text: string]>;
export function assembleSearchIndex(
  entries: readonly SearchEntry[],
  hashOf: (text: string) => string,
  idOf: (url: string) => string,
): { files: Array<[name: string, text: string]>; state: SearchState };
export function assembleSearchIndex(
  entries: readonly SearchEntry[],
  hashOf: (text: string) => string,
  idOf?: (url: string) => string,
) {
  const pages = [...entries].sort(byUrl);
  const products = [...new Set(pages.map((p) => p.product))].sort();
  const files: Array<[string, string]> = [];
  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    products,
    pages: pages.length,
    productOf: '',
    api: '',
    fragments: '',
    chunks: [],
  };
  const width = productWidth(manifest);
  const postings = new Map<string, number[]>();
  const indexed: IndexedPage[] = [];
  pages.forEach((page, index) => {
    const [text, hash] = fragmentOf(page, hashOf);
    files.push([`p-${hash}.json`, text]);
    indexed.push([page.url, idOf?.(page.url) ?? '', hash]);
    manifest.productOf += products.indexOf(page.product).toString(36).padStart(width, '0');
    manifest.api += page.api ? '1' : '0';
    manifest.fragments += hash;
    for (const [word, list] of Object.entries(page.words)) {
      let all = postings.get(word);
      if (!all) postings.set(word, (all = []));
      for (let i = 0; i < list.length; i += 2) all.push(index, list[i], list[i + 1]);
    }
  });
  const words = [...postings.keys()].sort();
  const lines = words.map((word) => encodeLine(postings.get(word)!));
  const state: SearchState = {
    manifest: { products, productOf: manifest.productOf, api: manifest.api },
    pages: indexed,
    words,
    lines,
  };
  files.push(...chunkFiles(manifest, words, lines, hashOf));
  return idOf ? { files, state } : files;
}

/**
 * A word's postings after some pages changed: the old postings without the changed pages', each
 * changed page's new ones merged in at its place (both in page order).
 */
function repost(
  old: readonly number[],
  changed: readonly number[],
  after: readonly SearchPage[],
  word: string,
): number[] {
  const gone = new Set(changed);
  const postings: number[] = [];
  let c = 0;
  const addChanged = () => {
    const list = Object.hasOwn(after[c].words, word) ? after[c].words[word] : [];
    for (let i = 0; i < list.length; i += 2) postings.push(changed[c], list[i], list[i + 1]);
    c++;
  };
  for (let i = 0; i < old.length; i += 3) {
    while (c < changed.length && changed[c] < old[i]) addChanged();
    if (!gone.has(old[i])) postings.push(old[i], old[i + 1], old[i + 2]);
  }
  while (c < changed.length) addChanged();
  return postings;
}

/** The word list and its lines, minus the dropped words, with the few new ones merged in (words stay sorted). */
function mergeWords(
  previous: readonly string[],
  lines: readonly string[],
  dropped: ReadonlySet<number>,
  added: Array<[word: string, line: string]>,
): { words: string[]; merged: string[] } {
  added.sort(byFirst);
  const words: string[] = [];
  const merged: string[] = [];
  let a = 0;
  const take = (word: string, line: string) => {
    words.push(word);
    merged.push(line);
  };
  previous.forEach((word, i) => {
    for (; a < added.length && added[a][0] < word; a++) take(...added[a]);
    if (!dropped.has(i)) take(word, lines[i]);
  });
  for (; a < added.length; a++) take(...added[a]);
  return { words, merged };
}

/**
 * The same index as assembleSearchIndex would make, from the previous assembly's state, when the
 * same pages (by URL) are indexed and only a few of them changed: only the changed pages' words
 * are read (`entry`, by id: their previous and new words). Returns the changed fragments, every
 * chunk and `index.json`, and the new state; undefined when the pages differ or too many changed
 * (assemble them all).
 */
export function updateSearchIndex(
  previous: SearchState,
  next: ReadonlyArray<{ url: string; id: string }>,
  entry: (id: string) => SearchPage | undefined,
  hashOf: (text: string) => string,
  maxChanged: number,
): { files: Array<[name: string, text: string]>; state: SearchState } | undefined {
  const pages = [...next].sort(byUrl);
  if (pages.length !== previous.pages.length || pages.some((p, i) => p.url !== previous.pages[i][0])) return undefined;
  const changed = pages.flatMap((p, i) => (p.id === previous.pages[i][1] ? [] : [i]));
  if (changed.length > maxChanged) return undefined;
  const before = changed.map((i) => entry(previous.pages[i][1]));
  const after = changed.map((i) => entry(pages[i].id));
  if (before.some((e) => !e) || after.some((e) => !e)) return undefined;
  const files: Array<[string, string]> = [];
  const indexed = previous.pages.map((p): IndexedPage => [...p]);
  changed.forEach((index, k) => {
    const [text, hash] = fragmentOf({ ...after[k]!, url: pages[index].url }, hashOf);
    files.push([`p-${hash}.json`, text]);
    indexed[index] = [pages[index].url, pages[index].id, hash];
  });
  // The words whose postings change: each changed page's words, before and after.
  const touched = new Set([...before, ...after].flatMap((e) => Object.keys(e!.words)));
  const lines = [...previous.lines];
  const dropped = new Set<number>();
  const added: Array<[word: string, line: string]> = [];
  for (const word of touched) {
    const at = sortedIndexOf(previous.words, word);
    const postings = repost(at >= 0 ? decodeLine(previous.lines[at]) : [], changed, after as SearchPage[], word);
    const line = postings.length ? encodeLine(postings) : undefined;
    if (at < 0) {
      if (line) added.push([word, line]);
    } else if (line) lines[at] = line;
    else dropped.add(at);
  }
  const { words, merged } = mergeWords(previous.words, lines, dropped, added);
  const { products, productOf, api } = previous.manifest;
  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    products,
    pages: pages.length,
    productOf,
    api,
    fragments: indexed.map((p) => p[2]).join(''),
    chunks: [],
  };
  files.push(...chunkFiles(manifest, words, merged, hashOf));
  return { files, state: { manifest: previous.manifest, pages: indexed, words, lines: merged } };
}

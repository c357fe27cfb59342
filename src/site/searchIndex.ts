import { searchWords } from './searchText.js';

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
  const words: Record<string, number[]> = {};
  const add = (text: string, section: number, weight: number) => {
    for (const word of searchWords(text, lang)) {
      const postings = (words[word] ??= []);
      const last = postings.length - 2;
      if (last >= 0 && postings[last] === section) postings[last + 1] = Math.min(WEIGHT.cap, postings[last + 1] + weight);
      else postings.push(section, weight);
    }
  };
  add(page.title, 0, WEIGHT.title);
  page.sections.forEach((section, i) => {
    add(section.heading, i, WEIGHT.heading);
    add(section.text, i, WEIGHT.text);
  });
  return { title: page.title, sections: page.sections, words };
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
export const fragmentFile = (manifest: SearchManifest, page: number) => `p-${manifest.fragments.slice(page * FRAGMENT_HASH, (page + 1) * FRAGMENT_HASH)}.json`;

/** A page's fragment: what a result shows. */
export type SearchFragment = [url: string, title: string, sections: Array<[anchor: string, heading: string, text: string]>];

/**
 * The files of one language's index, from every page's entry: `index.json` and content-hashed
 * chunks and fragments (names via `hashOf`). Deterministic: pages by URL, words sorted.
 */
export function assembleSearchIndex(entries: readonly SearchEntry[], hashOf: (text: string) => string): Array<[name: string, text: string]> {
  const pages = [...entries].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const products = [...new Set(pages.map((p) => p.product))].sort();
  const files: Array<[string, string]> = [];
  const manifest: SearchManifest = { format: SEARCH_FORMAT, products, pages: pages.length, productOf: '', api: '', fragments: '', chunks: [] };
  const width = productWidth(manifest);
  const postings = new Map<string, number[]>();
  pages.forEach((page, index) => {
    const fragment: SearchFragment = [page.url, page.title, page.sections.map((s) => [s.anchor, s.heading, s.text.length > FRAGMENT_TEXT_LIMIT ? `${s.text.slice(0, FRAGMENT_TEXT_LIMIT)}…` : s.text])];
    const text = JSON.stringify(fragment);
    const hash = hashOf(text).slice(0, FRAGMENT_HASH).padStart(FRAGMENT_HASH, '0');
    files.push([`p-${hash}.json`, text]);
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
  for (const word of words) {
    const list = postings.get(word)!;
    // Pages come in increasing order: each is written as the step from the previous one.
    // (Backwards, so that list[i - 3] still holds its absolute page.)
    for (let i = list.length - 3; i >= 3; i -= 3) list[i] -= list[i - 3];
    const line = `${JSON.stringify(word)}:[${list.join(',')}]`;
    if (bytes + line.length > CHUNK_BYTES) flush();
    if (!chunk.length) first = word;
    chunk.push(line);
    bytes += line.length;
  }
  flush();
  files.push(['index.json', JSON.stringify(manifest)]);
  return files;
}

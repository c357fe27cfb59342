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

/** Section texts are cut here in fragments: enough for a snippet around the first match. */
const FRAGMENT_TEXT_LIMIT = 1500;

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

/** A term chunk holds words up to about this many bytes of postings (a few KiB gzip). */
const CHUNK_BYTES = 48 * 1024;

export interface SearchManifest {
  format: number;
  /** Product line prefixes; pages refer to them by index. */
  products: string[];
  /** Per page (by index): its product index, its fragment file, and 1 for an API page. */
  pages: Array<[product: number, fragment: string, api: 0 | 1]>;
  /** Term chunks, sorted: [first word, file, first word, file, ...]. */
  chunks: string[];
}

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
  const manifest: SearchManifest = { format: SEARCH_FORMAT, products, pages: [], chunks: [] };
  const postings = new Map<string, number[]>();
  pages.forEach((page, index) => {
    const fragment: SearchFragment = [page.url, page.title, page.sections.map((s) => [s.anchor, s.heading, s.text.length > FRAGMENT_TEXT_LIMIT ? `${s.text.slice(0, FRAGMENT_TEXT_LIMIT)}…` : s.text])];
    const text = JSON.stringify(fragment);
    const name = `p-${hashOf(text)}.json`;
    files.push([name, text]);
    manifest.pages.push([products.indexOf(page.product), name, page.api ? 1 : 0]);
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
    const line = `${JSON.stringify(word)}:[${postings.get(word)!.join(',')}]`;
    if (bytes + line.length > CHUNK_BYTES) flush();
    if (!chunk.length) first = word;
    chunk.push(line);
    bytes += line.length;
  }
  flush();
  files.push(['index.json', JSON.stringify(manifest)]);
  return files;
}

import { isApiPage, pageProduct, type SearchManifest } from './indexFormat.js';
import { normalizeWord, searchWords, STOP_WORDS } from './text.js';

/** A query's words: every one must match; the last is a prefix while the reader is still typing it. */
export interface QueryPlan {
  words: string[];
  prefix?: string;
}

/** The shortest prefix worth expanding (one letter would load most chunks). */
const MIN_PREFIX = 2;
/** Prefix expansions per query, the most frequent first. */
const MAX_EXPANSIONS = 48;
/** An API page's score counts this much: the component's guide comes first, its reference right after. */
const API_FACTOR = 0.7;

export function planQuery(query: string, lang: string): QueryPlan {
  const words = searchWords(query, lang);
  const typing = !/\s$/.test(query);
  if (!typing || !words.length) return { words };
  // The word being typed: the last word of the last token (a token may hold several words where a
  // segmenter splits it); else the raw token, since a stop word or a letter may start a longer word.
  const raw = query.trim().split(/\s+/).pop() ?? '';
  const inToken = searchWords(raw, lang);
  const prefixWord =
    inToken.length && words[words.length - 1] === inToken[inToken.length - 1]
      ? words.pop()!
      : normalizeWord(raw).replace(/[^\p{L}\p{N}]/gu, '');
  return prefixWord.length >= MIN_PREFIX || /[^\p{ASCII}]/u.test(prefixWord)
    ? { words, prefix: prefixWord }
    : { words };
}

/** Index of the chunk that holds `word`, if any chunk could. */
function chunkOf(manifest: SearchManifest, word: string): number {
  let lo = 0;
  let hi = manifest.chunks.length / 2 - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (manifest.chunks[mid * 2] <= word) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The chunk files a query needs: one per word, and the range of chunks its prefix spans. */
export function chunksFor(manifest: SearchManifest, plan: QueryPlan): string[] {
  const indices = new Set<number>();
  for (const word of plan.words) if (!STOP_WORDS.has(word)) indices.add(chunkOf(manifest, word));
  if (plan.prefix) {
    const from = chunkOf(manifest, plan.prefix);
    const to = chunkOf(manifest, `${plan.prefix}\uffff`);
    for (let i = Math.max(0, from); i <= to; i++) indices.add(i);
  }
  return [...indices]
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)
    .map((i) => manifest.chunks[i * 2 + 1]);
}

export type Chunk = Record<string, number[]>;

export interface PageHit {
  page: number;
  score: number;
  /** Matching sections, best first: [section, score]. */
  sections: Array<[number, number]>;
  /** The indexed words that matched (for highlighting). */
  matched: string[];
}

/**
 * Ranks pages: each query word must match somewhere on the page (the prefix through any of its
 * expansions); a word counts by its weight where it appears and its rarity (idf). Pages of the
 * reader's product line come first; `only` keeps one product line.
 */
export function rankPages(
  manifest: SearchManifest,
  chunks: readonly Chunk[],
  plan: QueryPlan,
  options: { product?: string; only?: string } = {},
): PageHit[] {
  const lookup = (word: string) => {
    for (const chunk of chunks) if (Object.hasOwn(chunk, word)) return chunk[word];
    return undefined;
  };
  const groups: Array<Array<[string, number[], number]>> = [];
  for (const word of plan.words) {
    const postings = lookup(word);
    if (!postings) return [];
    groups.push([[word, postings, 1]]);
  }
  if (plan.prefix) {
    const prefix = plan.prefix;
    const expansions: Array<[string, number[], number]> = [];
    for (const chunk of chunks)
      for (const word of Object.keys(chunk))
        if (word.startsWith(prefix)) expansions.push([word, chunk[word], word === prefix ? 1 : 0.7]);
    if (!expansions.length) return [];
    expansions.sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
    groups.push(expansions.slice(0, MAX_EXPANSIONS));
  }
  if (!groups.length) return [];
  const total = manifest.pages;
  const only = options.only === undefined ? -1 : manifest.products.indexOf(options.only);
  // Per page: section scores, and which query words matched it.
  const pages = new Map<number, { sections: Map<number, number>; groups: Set<number>; matched: Set<string> }>();
  groups.forEach((group, g) => {
    for (const [word, postings, factor] of group) {
      // Pages are stored as steps from the previous one; a step of 0 is another section of the same page.
      let pageCount = 0;
      for (let i = 0; i < postings.length; i += 3) if (i === 0 || postings[i] > 0) pageCount++;
      const idf = Math.log(1 + total / pageCount) * factor;
      for (let i = 0, page = 0; i < postings.length; i += 3) {
        page += postings[i];
        if (only >= 0 && pageProduct(manifest, page) !== only) continue;
        let hit = pages.get(page);
        if (!hit) pages.set(page, (hit = { sections: new Map(), groups: new Set(), matched: new Set() }));
        hit.sections.set(postings[i + 1], (hit.sections.get(postings[i + 1]) ?? 0) + postings[i + 2] * idf);
        hit.groups.add(g);
        hit.matched.add(word);
      }
    }
  });
  const current = options.product === undefined ? -1 : manifest.products.indexOf(options.product);
  const hits: Array<PageHit & { own: boolean }> = [];
  for (const [page, hit] of pages) {
    if (hit.groups.size < groups.length) continue;
    const sections = [...hit.sections].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const score =
      (sections[0][1] + 0.25 * sections.slice(1).reduce((n, [, s]) => n + s, 0)) *
      (isApiPage(manifest, page) ? API_FACTOR : 1);
    hits.push({ page, score, sections, matched: [...hit.matched], own: pageProduct(manifest, page) === current });
  }
  hits.sort((a, b) => Number(b.own) - Number(a.own) || b.score - a.score || a.page - b.page);
  return hits.map(({ own: _own, ...hit }) => hit);
}

/**
 * A short passage of `text` around the first matched word, as [text, highlighted] pieces: the
 * UI turns highlighted pieces into <mark> (as text nodes, never as HTML).
 */
export function snippet(text: string, words: readonly string[], radius = 70): Array<[string, boolean]> {
  const lower = normalizeWord(text);
  // normalizeWord keeps the length for letters with composed accents, which is what docs hold;
  // when it does not (rare), highlighting falls back to none.
  const comparable = lower.length === text.length ? lower : undefined;
  const positions = comparable ? words.map((w) => comparable.indexOf(w)).filter((i) => i >= 0) : [];
  const first = positions.length ? Math.min(...positions) : 0;
  // The window starts and ends at word boundaries (within a few characters).
  let start = Math.max(0, first - radius);
  let end = Math.min(text.length, first + radius * 2);
  const before = text.lastIndexOf(' ', start);
  if (start > 0 && before >= 0 && start - before < 16) start = before + 1;
  const after = text.indexOf(' ', end);
  if (end < text.length) end = after >= 0 && after - end < 16 ? after : end;
  const window = text.slice(start, end);
  const lowWindow = comparable?.slice(start, end) ?? '';
  const pieces: Array<[string, boolean]> = [];
  let at = 0;
  while (comparable && at < window.length) {
    let next = -1;
    let length = 0;
    for (const w of words) {
      const i = lowWindow.indexOf(w, at);
      if (i >= 0 && (next < 0 || i < next || (i === next && w.length > length))) [next, length] = [i, w.length];
    }
    if (next < 0) break;
    if (next > at) pieces.push([window.slice(at, next), false]);
    pieces.push([window.slice(next, next + length), true]);
    at = next + length;
  }
  if (at < window.length) pieces.push([window.slice(at), false]);
  if (start > 0) pieces.unshift(['…', false]);
  if (end < text.length) pieces.push(['…', false]);
  return pieces;
}

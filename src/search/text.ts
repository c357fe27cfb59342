/**
 * Words for full-text search, the same at build time (indexing) and in the browser (queries).
 * Languages written without spaces (Chinese, Japanese, Korean) are split into words by the
 * platform's ICU word segmenter (Intl.Segmenter, in Node and in every browser); others by a
 * Unicode letters-and-digits pattern, which is much faster and gives the same words there.
 */

const SEGMENTED = new Set(['zh', 'ja', 'ko', 'th']);
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^\p{ASCII}+$/u;

/** Words too common to find anything with (English); a query made only of them finds nothing. */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its not of on or so than that the their then there these this to was we what when which will with you your'.split(
    ' ',
  ),
);

const segmenters = new Map<string, Intl.Segmenter>();

/** Lower case, accents removed (é -> e), as both sides compare them. */
export const normalizeWord = (word: string) =>
  // ASCII has no accents to remove (NFKD leaves it as it is): most words of most pages skip both passes.
  ASCII.test(word) ? word.toLowerCase() : word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** The words of a text, normalised, in order; single ASCII letters and stop words left out. */
export function searchWords(text: string, lang: string): string[] {
  const out: string[] = [];
  const keep = (raw: string) => {
    const word = normalizeWord(raw);
    if (!word || (word.length === 1 && ASCII.test(word)) || STOP_WORDS.has(word)) return;
    out.push(word);
  };
  if (SEGMENTED.has(lang)) {
    let segmenter = segmenters.get(lang);
    if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
    for (const { segment, isWordLike } of segmenter.segment(text)) if (isWordLike) keep(segment);
  } else {
    for (const [word] of text.matchAll(WORD)) keep(word);
  }
  return out;
}

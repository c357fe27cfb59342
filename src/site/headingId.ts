const SEPARATORS = /[\s!@#$%^&*()=_+[\]{}`~;:"|,.<>/?]+/g;
// Emoji and private-use characters are dropped from ids (the variation selector and zero-width
// joiner one at a time, on purpose: they are what joins an emoji sequence).
// eslint-disable-next-line no-misleading-character-class
const EMOJI = /[\p{Extended_Pictographic}\u{E000}-\u{F8FF}\u{FE0F}\u{200D}]/gu;

/** Id of a `##`/`###` heading from its rendered text (links in real content depend on this rule). */
export function textToHash(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?>/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/&/g, '-amp-')
    .replace(SEPARATORS, '-')
    .replace(EMOJI, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return encodeURI(slug);
}

/** Returns a function giving unique ids per page: repeats get `-2`, `-3`, .... */
export function createUniqueHasher(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = textToHash(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

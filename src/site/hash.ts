import { createHash } from 'node:crypto';

/**
 * The content hashes of the build, in one place: cache keys, output ids, hashed file names and
 * the CSP's script hashes. Node only (node:crypto): the browser bundle never imports this module.
 */

/** The key of a cache entry: the hash of every input, in order. */
export const cacheKey = (...parts: string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex');

const textKeys = new WeakMap<{ readonly text: string }, string>();

/**
 * The hash of a source's text, once per source object: a build keys a page by its text more than
 * once (its facts, its page in each language), and hashing a large site's text is not free.
 */
export function textKey(source: { readonly text: string }): string {
  let key = textKeys.get(source);
  if (key === undefined) textKeys.set(source, (key = cacheKey(source.text)));
  return key;
}

/** The id of an output file that has no cache key: the hash of its bytes. */
export const contentId = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** The part of a hashed file name (`docs.<hash>.css`): 10 hex digits of the content's hash. */
export const shortHash = (data: string | Uint8Array, length = 10): string =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

/** A CSP source for an inline script or style: `'sha256-<base64>'` of its UTF-8 text. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

import { createHash } from 'node:crypto';
import { assembleSearchIndex, type SearchEntry } from '../site/searchIndex.js';
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

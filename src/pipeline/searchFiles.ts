import { createHash } from 'node:crypto';
import { assembleSearchIndex, type SearchEntry } from '../site/searchIndex.js';
import { contentId, type Staging } from '../write/outputFolder.js';

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Writes each language's search index under `search/<lang>/`. */
export function writeSearchIndex(staging: Staging, byLang: ReadonlyMap<string, readonly SearchEntry[]>): void {
  for (const [lang, entries] of byLang) {
    for (const [name, text] of assembleSearchIndex(entries, shortHash)) staging.write(`search/${lang}/${name}`, text, contentId(text));
  }
}

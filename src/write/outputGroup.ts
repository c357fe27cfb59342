import type { BuildCache } from './buildCache.js';
import { contentId, type Staging } from './outputFolder.js';

/**
 * A group of output files that a key fully determines (such as a language's search index): when
 * the cache knows the group for this key and the previous output still holds each file, they are
 * all kept without being produced again; otherwise `produce` makes them and the cache learns them.
 */
export function writeOutputGroup(staging: Staging, cache: BuildCache | undefined, kind: string, key: string, produce: () => Array<[rel: string, text: string]>): void {
  const known = cache?.get(kind, key);
  if (known) {
    const files = JSON.parse(known) as Array<[string, string]>;
    if (files.every(([rel, id]) => staging.holds(rel, id))) {
      for (const [rel, id] of files) staging.keep(rel, id);
      return;
    }
  }
  const files = produce().map(([rel, text]): [string, string, string] => [rel, text, contentId(text)]);
  for (const [rel, text, id] of files) staging.write(rel, text, id);
  cache?.set(kind, key, JSON.stringify(files.map(([rel, , id]) => [rel, id])));
}

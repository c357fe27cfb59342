import type { TranslationTree } from './types.js';

/** Merges `source` into `target` key by key, objects recursively (a translation over English); returns `target`. */
export function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && value && typeof existing === 'object') deepMerge(existing, value);
    else target[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

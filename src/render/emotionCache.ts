import createCache, { type EmotionCache } from '@emotion/cache';

/** Style rules by their key (`selector|name`), in insertion order. */
export type StyleRules = Array<[key: string, text: string]>;

export interface StyleCollector {
  cache: EmotionCache;
  /** Every rule inserted so far, in insertion order (deterministic for a deterministic render order). */
  css(): string;
  /** The rules inserted so far, with their keys. */
  rules(): StyleRules;
  /** Adds rules another collector recorded (a demo rendered on a worker), skipping those already here. */
  add(rules: StyleRules): void;
}

/**
 * An Emotion cache for server rendering that keeps styles out of the markup (compat mode) and
 * records them in order, so they can go to one shared stylesheet.
 */
export function createStyleCollector(key = 'css'): StyleCollector {
  const cache = createCache({ key });
  cache.compat = true;
  const rules = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const name = `${selector}|${serialized.name}`;
    const result = insert(selector, serialized, sheet, shouldCache);
    // In compat mode cached rules land in `inserted`; uncached (global) ones are returned.
    const stored = cache.inserted[serialized.name];
    const text = typeof result === 'string' ? result : typeof stored === 'string' ? stored : '';
    if (text && !rules.has(name)) {
      rules.set(name, text);
    }
    return result;
  };
  return {
    cache,
    css: () => [...rules.values()].join(''),
    rules: () => [...rules],
    add(more) {
      for (const [name, text] of more) if (!rules.has(name)) rules.set(name, text);
    },
  };
}

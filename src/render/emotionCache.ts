import createCache, { type EmotionCache, type Options } from '@emotion/cache';

/** Style rules by their key (`selector|name`), in insertion order. */
export type StyleRules = Array<[key: string, text: string]>;

/** Emotion's createCache: the renderer's own, or the site's (a site that installs its own Emotion). */
export type CreateCache = (options: Options) => EmotionCache;

export interface StyleCollector {
  /** The renderer's Emotion cache (shells, and demos of the tool's MUI). */
  cache: EmotionCache;
  /** A cache of another Emotion (the site's own) recording into the same rules; one per createCache. */
  cacheOf(create: CreateCache): EmotionCache;
  /** Every rule inserted so far, in insertion order (deterministic for a deterministic render order). */
  css(): string;
  /** The rules inserted so far, with their keys. */
  rules(): StyleRules;
  /** Adds rules another collector recorded (a demo rendered on a worker), skipping those already here. */
  add(rules: StyleRules): void;
}

/** An Emotion cache for server rendering that keeps styles out of the markup (compat mode) and records them. */
function recordingCache(create: CreateCache, rules: Map<string, string>): EmotionCache {
  const cache = create({ key: 'css' });
  cache.compat = true;
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const name = `${selector}|${serialized.name}`;
    const result = insert(selector, serialized, sheet, shouldCache);
    // In compat mode cached rules land in `inserted`; uncached (global) ones are returned.
    const stored = cache.inserted[serialized.name];
    const text = typeof result === 'string' ? result : typeof stored === 'string' ? stored : '';
    if (text && !rules.has(name)) rules.set(name, text);
    return result;
  };
  return cache;
}

/**
 * Emotion caches for server rendering whose styles go to one shared stylesheet, in the order
 * they were inserted: the renderer's, and the site's own Emotion's when it has one (the same
 * class names, so a rule both insert is kept once).
 */
export function createStyleCollector(): StyleCollector {
  const rules = new Map<string, string>();
  const caches = new Map<CreateCache, EmotionCache>();
  const cacheOf = (create: CreateCache) => {
    let cache = caches.get(create);
    if (!cache) caches.set(create, (cache = recordingCache(create, rules)));
    return cache;
  };
  return {
    cache: cacheOf(createCache),
    cacheOf,
    css: () => [...rules.values()].join(''),
    rules: () => [...rules],
    add(more) {
      for (const [name, text] of more) if (!rules.has(name)) rules.set(name, text);
    },
  };
}

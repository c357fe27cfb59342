import type { BuildCache } from './output.js';
import { cacheKey } from './hash.js';

/**
 * The files the last bundling of a site's demos read beyond the site's loaded inputs (the
 * packages and modules their graphs import, stylesheets, the PostCSS config), relative to the
 * root: what the site assets and the no-op check depend on besides content/, as make records a
 * target's prerequisites. Kept in the build cache; a damaged entry counts as none.
 */
const KIND = 'demo-inputs';
const keyOf = (fingerprint: string) => cacheKey(fingerprint, KIND);

export function readDemoInputs(cache: BuildCache, fingerprint: string): string[] {
  try {
    const value: unknown = JSON.parse(cache.get(KIND, keyOf(fingerprint)) ?? '[]');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : [];
  } catch {
    return [];
  }
}

export function recordDemoInputs(cache: BuildCache, fingerprint: string, rels: readonly string[]): void {
  cache.set(KIND, keyOf(fingerprint), JSON.stringify(rels));
}

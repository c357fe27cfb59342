import type { BuildCache } from './output.js';
import { cacheKey } from './hash.js';

/**
 * Files a build read beyond the site's loaded inputs, as make records a target's prerequisites,
 * relative to the root: `demo` what the demos' bundles read (the packages and modules their
 * graphs import, stylesheets, the PostCSS config), `api` what API extraction read (the library's
 * TypeScript). The site assets, the no-op check and docs-dev's watcher follow them. Kept in the
 * build cache; a damaged entry counts as none.
 */
export type InputKind = 'demo' | 'api';

/** The cache kind of the files a kind of work read. */
export const recordedInputsKind = (kind: InputKind) => `${kind}-inputs`;
const kindOf = recordedInputsKind;
const keyOf = (fingerprint: string, kind: InputKind) => cacheKey(fingerprint, kindOf(kind));

export function readRecordedInputs(cache: BuildCache, fingerprint: string, kind: InputKind): string[] {
  try {
    const value: unknown = JSON.parse(cache.get(kindOf(kind), keyOf(fingerprint, kind)) ?? '[]');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : [];
  } catch {
    return [];
  }
}

export function recordInputs(cache: BuildCache, fingerprint: string, kind: InputKind, rels: readonly string[]): void {
  cache.set(kindOf(kind), keyOf(fingerprint, kind), JSON.stringify(rels));
}

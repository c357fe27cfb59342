import type { BuildCache } from '../../src/site/output.js';

/** A build cache held in memory, as `extractApis` takes one: what it keeps lasts as long as the test. */
export function memoryCache(): { store: BuildCache; fingerprint: string } {
  const entries = new Map<string, string>();
  const store: BuildCache = {
    get: (kind, key) => entries.get(`${kind}/${key}`),
    set: (kind, key, value) => void entries.set(`${kind}/${key}`, value),
    keep() {},
    prune() {},
  };
  return { store, fingerprint: 'test' };
}

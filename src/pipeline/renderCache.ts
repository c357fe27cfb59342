import { filesStamp } from '../load/fileStamp.js';
import type { RenderCache } from '../render/types.js';
import type { BuildCache } from '../site/output.js';

export type { RenderCache };

/** The renderer's view of a build cache: its store, the tool's fingerprint, and content stamps of files under `root`. */
export const renderCache = (store: BuildCache, root: string, fingerprint: string): RenderCache => ({
  store,
  fingerprint,
  stamp: (rels) => filesStamp(root, rels, 'contents'),
});

import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { readPublicFile } from '../load/loadSite.js';
import { contentId } from '../site/hash.js';
import type { OutputRecord, OutputWriter } from '../site/output.js';
import type { SiteSource } from '../site/types.js';
import { readToolAsset } from '../tool/toolFiles.js';
import { MARKER } from '../site/output.js';

/** Every page links it (document.ts); public/favicon.ico replaces the tool's default. */
export const FAVICON = 'favicon.ico';

/** A file of public/ as the site serves it (`rel` in the output), or the tool's default favicon; undefined if none. */
export function publicFile(source: SiteSource, rel: string): Buffer | undefined {
  if (source.publicFiles?.has(rel)) return readPublicFile(source.root, rel);
  return rel === FAVICON ? readToolAsset(FAVICON) : undefined;
}

/**
 * Copies public/ into the output as it is, and the default favicon when public/ has none. A public
 * file may not replace a file the build generates: each such file is an error.
 */
export function copyPublicFiles(
  source: SiteSource,
  output: OutputWriter,
  generated: readonly OutputRecord[],
): Diagnostic[] {
  const taken = new Set(generated.map(([rel]) => rel));
  const conflicts: Diagnostic[] = [];
  const files = [...(source.publicFiles ?? []), ...(source.publicFiles?.has(FAVICON) ? [] : [FAVICON])].sort();
  for (const rel of files) {
    if (taken.has(rel) || rel === MARKER) {
      conflicts.push(diagnose('public-conflict', { file: `public/${rel}`, line: 1, column: 1 }, { rel }));
      continue;
    }
    const bytes = publicFile(source, rel)!;
    output.write(rel, bytes, contentId(bytes));
  }
  return conflicts;
}

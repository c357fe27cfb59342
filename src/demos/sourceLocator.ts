import { SourceMap } from 'node:module';
import path from 'node:path';
import type { Location } from '../errors/Diagnostic.js';

/**
 * Where in its source an error thrown by compiled code happened: the first stack frame in
 * `filename` (the compiled script's name), mapped back through the source map. `sourceOf` turns the
 * map's source (relative to `mapDir`) into the site-relative file the diagnostic names.
 */
export function sourceLocator(
  filename: string,
  map: string,
  sourceOf: (source: string) => string,
): (err: unknown) => Location | undefined {
  // Parsed on the first error only: a whole server bundle's map took a one-page rebuild's render thread 100 ms.
  let sourceMap: SourceMap | undefined;
  const frames = new RegExp(`${filename.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:(\\d+):(\\d+)`, 'g');
  const original = (line: string, column: string): Location | undefined => {
    sourceMap ??= new SourceMap(JSON.parse(map));
    const entry = sourceMap.findEntry(Number(line) - 1, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (entry.originalLine === undefined || entry.originalSource === undefined) return undefined;
    const file = sourceOf(entry.originalSource);
    // Frames inside a package's code are not the site's to fix: the first frame of the site's own code is.
    if (file.split('/').includes('node_modules')) return undefined;
    return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  };
  return (err) => {
    for (const m of String((err as Error)?.stack ?? '').matchAll(frames)) {
      const at = original(m[1], m[2]);
      if (at) return at;
    }
    return undefined;
  };
}

/** Sources of a map written to `outdir`, relative to the site root. */
export const siteSource = (root: string, outdir: string) => (source: string) =>
  path
    .relative(root, path.resolve(outdir, source.replace(/^file:\/\//, '')))
    .split(path.sep)
    .join('/');

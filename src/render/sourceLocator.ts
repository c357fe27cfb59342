import { SourceMap } from 'node:module';
import type { Location } from '../errors/Diagnostic.js';

/**
 * Where in its source file an error thrown by compiled code happened: the first stack frame in
 * `filename` (the compiled module's name), mapped back through the source map to `rel`.
 */
export function sourceLocator(filename: string, rel: string, map: string): (err: unknown) => Location | undefined {
  const sourceMap = new SourceMap(JSON.parse(map));
  const frames = new RegExp(`${filename.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:(\\d+):(\\d+)`, 'g');
  const original = (line: string, column: string): Location | undefined => {
    const entry = sourceMap.findEntry(Number(line) - 1, Number(column) - 1) as {
      originalLine?: number;
      originalColumn?: number;
    };
    return entry.originalLine === undefined
      ? undefined
      : { file: rel, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  };
  return (err) => {
    for (const m of String((err as Error)?.stack ?? '').matchAll(frames)) {
      const at = original(m[1], m[2]);
      if (at) return at;
    }
    return undefined;
  };
}

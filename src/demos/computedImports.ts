import type { Message } from 'esbuild';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { LineIndex } from '../site/lineIndex.js';
import { isSiteCode, type ImportProblem } from './resolvePlugin.js';

/** The text of the call's argument, up to its closing parenthesis (for the message). */
function argumentOf(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(from + 1, i).trim();
  }
  return text.slice(from + 1, from + 41).trim();
}

/**
 * Dynamic imports esbuild cannot follow (`import(name)`: a computed specifier), which would load
 * whatever the name says at run time past the import rules. esbuild bundles every other
 * `import()` and leaves these as they are, so each `import(` left in the server bundle's code is
 * one: mapped back through the source map to the site's code (a package's own are its business;
 * a string that merely contains the word maps to the string, not to an `import`).
 */
export function computedImports(code: string, map: string, outdir: string, root: string): Message[] {
  const calls = [...code.matchAll(/\bimport\(/g)];
  // Parsing the whole bundle's map costs more than the search: only when there is something to map.
  if (!calls.length) return [];
  const sourceMap = new SourceMap(JSON.parse(map));
  const lines = new LineIndex(code);
  const texts = new Map<string, string>();
  const found: Message[] = [];
  for (const m of calls) {
    const at = lines.position(m.index);
    const entry = sourceMap.findEntry(at.line - 1, at.column - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (entry.originalSource === undefined || entry.originalLine === undefined) continue;
    const file = path.resolve(outdir, entry.originalSource.replace(/^file:\/\//, ''));
    if (!isSiteCode(root, file)) continue;
    if (!texts.has(file)) texts.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    const lineText = texts.get(file)!.split('\n')[entry.originalLine] ?? '';
    const column = entry.originalColumn ?? 0;
    if (!/^import\s*\(/.test(lineText.slice(column))) continue;
    const specifier = argumentOf(lineText, lineText.indexOf('(', column));
    const detail: ImportProblem = { kind: 'computed', specifier };
    found.push({
      id: 'computed-import',
      pluginName: 'docs',
      text: `Computed dynamic import: import(${specifier})`,
      location: {
        file,
        namespace: 'file',
        line: entry.originalLine + 1,
        column,
        length: 6,
        lineText,
        suggestion: '',
      },
      notes: [],
      detail,
    });
  }
  return found;
}

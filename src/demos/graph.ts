import type { Metafile } from 'esbuild';
import path from 'node:path';
import { posixRelative } from '../site/safePath.js';

/** A module the build makes up (`docs:frame`, `docs-css-module:…`): not a file. */
const isVirtual = (input: string) => /^[a-z-]+:/.test(input);

/**
 * Every file `from` reaches through the imports esbuild recorded (metafile paths are relative
 * to the build's working directory, the site root), as absolute paths, `from` included; the
 * build's own modules are passed through, not listed.
 */
export function reachable(metafile: Metafile, root: string, from: string): string[] {
  const key = (abs: string) => posixRelative(root, abs);
  const seen = new Set<string>();
  const stack = [key(from)];
  while (stack.length) {
    const input = stack.pop()!;
    if (seen.has(input) || !metafile.inputs[input]) continue;
    seen.add(input);
    for (const imported of metafile.inputs[input].imports) if (!imported.external) stack.push(imported.path);
  }
  return [...seen].filter((rel) => !isVirtual(rel)).map((rel) => path.resolve(root, rel));
}

/** The files a build read (its modules, the stylesheets they import), relative to the root; not the build's own modules. */
export const graphFiles = (metafile: Metafile): string[] =>
  Object.keys(metafile.inputs).filter((input) => !isVirtual(input));

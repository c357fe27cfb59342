import { transform } from 'esbuild';
import { Script } from 'node:vm';
import type { ComponentType } from 'react';
import type { Location } from '../errors/Diagnostic.js';
import { fatal } from '../errors/DocsError.js';
import { LineIndex } from '../site/lineIndex.js';
import { importShared } from './sharedPackages.js';
import { sourceLocator } from './sourceLocator.js';

/** The packages demos and templates may import (the renderer's own instances are used). */
export const ALLOWED_IMPORTS =
  /^(react|react\/jsx-runtime|react-dom|@mui\/material(\/.*)?|@mui\/system(\/.*)?|@emotion\/(react|styled))$/;

export interface CompiledComponent {
  module: { default: ComponentType; meta?: Record<string, string> };
  /** Where in the source file an error thrown by the module's code happened (from its stack, through the source map). */
  locate(err: unknown): Location | undefined;
}

const loaderOf = (rel: string) => (rel.endsWith('.tsx') ? 'tsx' : rel.endsWith('.ts') ? 'ts' : 'jsx');

/** Where the first import of `spec` is written in the source (quoted), for the import error. */
function importLocation(rel: string, source: string, spec: string): Location {
  const at = Math.max(source.indexOf(`'${spec}'`), source.indexOf(`"${spec}"`));
  return { file: rel, ...(at >= 0 ? new LineIndex(source).position(at) : { line: 1, column: 1 }) };
}

/**
 * The renderer's own instance of each package a component may import, shaped as esbuild's
 * CommonJS output expects of an ES module (`__esModule`), loaded once per thread.
 */
const packages = new Map<string, Promise<Record<string, unknown> | undefined>>();
const packageFor = (spec: string) => {
  let hit = packages.get(spec);
  if (!hit) packages.set(spec, (hit = importShared(spec).then((ns) => ns && { __esModule: true, ...ns })));
  return hit;
};

/**
 * Compiles a demo or template module (JS/TS + JSX) and evaluates it. Its imports are the
 * renderer's own module instances, so the demo shares React, MUI and the theme context. esbuild
 * emits CommonJS, evaluated as a script (a thousand ES modules from data: URLs cost a millisecond
 * each in Node's loader; a script a twentieth of that). A syntax error is a DocsError at the
 * file's line and column; so is an import the build cannot provide.
 */
/** Compiles JS/TS + JSX to CommonJS with a source map; a syntax error is a DocsError at its line and column. */
async function toCommonJs(rel: string, source: string): Promise<{ code: string; map: string }> {
  try {
    return await transform(source, {
      loader: loaderOf(rel),
      format: 'cjs',
      jsx: 'automatic',
      target: 'node20',
      sourcefile: rel,
      sourcemap: 'external',
    });
  } catch (cause) {
    const first = (cause as { errors?: Array<{ text: string; location?: { line: number; column: number } }> })
      .errors?.[0];
    throw fatal(
      'component-compile',
      { file: rel, reason: first?.text ?? (cause as Error).message },
      { location: { file: rel, line: first?.location?.line ?? 1, column: (first?.location?.column ?? 0) + 1 }, cause },
    );
  }
}

export async function compileComponent(rel: string, source: string): Promise<CompiledComponent> {
  const { code, map } = await toCommonJs(rel, source);
  const specs = [...new Set([...code.matchAll(/\brequire\((["'])([^"']+)\1\)/g)].map((m) => m[2]))];
  const cannotProvide = (spec: string) =>
    fatal('component-import', { file: rel, specifier: spec }, { location: importLocation(rel, source, spec) });
  for (const spec of specs) if (!ALLOWED_IMPORTS.test(spec)) throw cannotProvide(spec);
  const loaded = new Map(await Promise.all(specs.map(async (spec) => [spec, await packageFor(spec)] as const)));
  // An allowed package's module that does not exist (@mui/material/Nope).
  for (const spec of specs) if (!loaded.get(spec)) throw cannotProvide(spec);
  // The wrapper takes a line of its own, which lineOffset gives back: stack lines match the map.
  const filename = `component:///${rel}`;
  const script = new Script(`(function (exports, require, module) {'use strict';\n${code}\n})`, {
    filename,
    lineOffset: -1,
  });
  const module = { exports: {} as CompiledComponent['module'] };
  (script.runInThisContext() as (e: unknown, r: (spec: string) => unknown, m: unknown) => void)(
    module.exports,
    (spec) => loaded.get(spec),
    module,
  );
  return { module: module.exports, locate: sourceLocator(filename, rel, map) };
}

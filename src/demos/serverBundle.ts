import type { Message, Plugin } from 'esbuild';
import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { leavingImports } from './buildProblems.js';
import { buildGood, errorsOf, problemsByEntry, stubbed, type Stubs } from './entryProblems.js';
import { computedImports } from './computedImports.js';
import { entryPath } from './playgroundModules.js';
import { demoBuildOptions } from './esbuildOptions.js';
import { graphFiles } from './graph.js';
import type { DemoSetup } from './setup.js';

/** The server bundle: one CommonJS script; every module evaluated lazily, on its first use. */
export interface ServerBundle {
  code: string;
  map: string;
}

const REGISTRY = 'docs:registry';
const OUTDIR = '.docs-demo-server';

/**
 * The registry module: a loader per entry, run when first used, so that one that throws at load
 * stays its own problem; synchronous (`require`), so that its load runs under the time limit.
 */
function registrySource(root: string, entries: readonly string[]): string {
  const loaders = entries.map(
    (rel) => `  ${JSON.stringify(rel)}: () => require(${JSON.stringify(entryPath(root, rel))}),`,
  );
  // The Emotion demos get (the site's, else the tool's): the server frame's cache provider must be that instance.
  return `export const loaders = {\n${loaders.join('\n')}\n};\nexport * as emotion from 'docs:emotion';\n`;
}

const virtualModules = (setup: DemoSetup, entries: readonly string[]): Plugin => ({
  name: 'docs-registry',
  setup(b) {
    b.onResolve({ filter: /^docs:(registry|emotion)$/ }, (args) => ({ path: args.path.slice(5), namespace: 'docs' }));
    b.onLoad({ filter: /^registry$/, namespace: 'docs' }, () => ({
      contents: registrySource(setup.root, entries),
      loader: 'js',
      resolveDir: setup.root,
    }));
    b.onLoad({ filter: /^emotion$/, namespace: 'docs' }, () => ({
      contents:
        "export { CacheProvider } from '@emotion/react';\nexport { default as createCache } from '@emotion/cache';\n",
      loader: 'js',
      resolveDir: setup.root,
    }));
  },
});

async function bundle(setup: DemoSetup, entries: readonly string[], broken?: Stubs) {
  const { build } = await import('esbuild');
  return build({
    ...demoBuildOptions(setup, 'server', [
      ...(broken ? [stubbed(setup.root, broken)] : []),
      virtualModules(setup, entries),
    ]),
    entryPoints: [REGISTRY],
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outdir: path.join(setup.root, OUTDIR),
    sourcemap: 'external',
    // The map only places errors (by its mappings and sources): without the sources' text it is a third of
    // the size, and the build cache's entry that every render thread reads is 28 % smaller.
    sourcesContent: false,
  });
}

function bundleOf(result: Awaited<ReturnType<typeof bundle>>): ServerBundle {
  const js = result.outputFiles!.find((f) => f.path.endsWith('.js'))!;
  const map = result.outputFiles!.find((f) => f.path.endsWith('.js.map'))!;
  return { code: js.text, map: map.text };
}

/** Problems found in a built graph: relative imports out of the site root, dynamic imports of computed names. */
function graphProblems(setup: DemoSetup, result: Awaited<ReturnType<typeof bundle>>): Message[] {
  const { code, map } = bundleOf(result);
  return [
    ...leavingImports(result.metafile!, setup.root, setup.barrelModules, setup.libraryRoot),
    ...computedImports(code, map, path.join(setup.root, OUTDIR), setup.root),
  ];
}

/**
 * Bundles every demo, template and the wrapper for server rendering, with their whole graphs (the
 * site's packages included; React and the tool's own copies of its packages stay the renderer's).
 * When some do not compile or resolve (or import out of the site root, or import a computed
 * name), every problem is reported at its own file, and every entry that reaches none still renders.
 */
export async function bundleForServer(
  setup: DemoSetup,
  entries: readonly string[],
): Promise<{ bundle?: ServerBundle; problems: Map<string, Diagnostic[]>; inputs: string[] }> {
  if (!entries.length) return { problems: new Map(), inputs: [] };
  let errors: Message[];
  try {
    const result = await bundle(setup, entries);
    errors = graphProblems(setup, result);
    if (!errors.length) return { bundle: bundleOf(result), problems: new Map(), inputs: graphFiles(result.metafile!) };
  } catch (err) {
    errors = errorsOf(err) ?? [];
    if (!errors.length) throw err;
  }
  const problems = await problemsByEntry(setup.root, entries, errors, async (broken) => {
    const graph = await bundle(setup, entries, broken);
    return { metafile: graph.metafile!, more: graphProblems(setup, graph) };
  });
  const result = await buildGood(setup.root, entries, problems, (good) => bundle(setup, good));
  return { bundle: result && bundleOf(result), problems, inputs: result ? graphFiles(result.metafile!) : [] };
}

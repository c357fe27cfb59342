import { build, type BuildFailure, type Message, type Metafile, type Plugin } from 'esbuild';
import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { diagnosticOfMessage, leavingImports } from './buildProblems.js';
import { computedImports } from './computedImports.js';
import { entryPath, PLAYGROUND_NAMESPACE, PLAYGROUND_PREFIX } from './playgroundModules.js';
import { demoBuildOptions } from './esbuildOptions.js';
import { graphFiles, reachable } from './graph.js';
import type { DemoSetup } from './setup.js';

/** The server bundle: one CommonJS script; every module evaluated lazily, on its first use. */
export interface ServerBundle {
  code: string;
  map: string;
}

const REGISTRY = 'docs:registry';
const OUTDIR = '.docs-demo-server';

/** The registry module: a loader per entry (`import()`, so that one that throws at load stays its own problem). */
function registrySource(root: string, entries: readonly string[]): string {
  const loaders = entries.map(
    (rel) => `  ${JSON.stringify(rel)}: () => import(${JSON.stringify(entryPath(root, rel))}),`,
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

/**
 * Files whose problems are known, read as empty (a playground's module too): the rest of the graph
 * still builds (to find who imports them, and so that the other demos render).
 */
const stubbed = (root: string, files: ReadonlySet<string>): Plugin => ({
  name: 'docs-stub-broken',
  setup(b) {
    b.onLoad({ filter: /.*/ }, (args) =>
      files.has(args.path) ? { contents: '', loader: args.path.endsWith('.css') ? 'css' : 'js' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: PLAYGROUND_NAMESPACE }, (args) =>
      files.has(path.resolve(root, `${PLAYGROUND_PREFIX}${args.path}`)) ? { contents: '', loader: 'js' } : undefined,
    );
  },
});

async function bundle(setup: DemoSetup, entries: readonly string[], broken?: ReadonlySet<string>) {
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
  });
}

const errorsOf = (err: unknown): Message[] | undefined => (err as BuildFailure)?.errors;

function bundleOf(result: Awaited<ReturnType<typeof bundle>>): ServerBundle {
  const js = result.outputFiles!.find((f) => f.path.endsWith('.js'))!;
  const map = result.outputFiles!.find((f) => f.path.endsWith('.js.map'))!;
  return { code: js.text, map: map.text };
}

/** Which entries reach a file with a problem, through the graph esbuild saw with those files stubbed. */
function brokenEntries(metafile: Metafile, root: string, entries: readonly string[], broken: ReadonlySet<string>) {
  const byEntry = new Map<string, string[]>();
  for (const rel of entries) {
    // The entry itself too: a playground's module is the build's own, which reachable() does not list.
    const entry = path.resolve(root, rel);
    const reached = [...new Set([entry, ...reachable(metafile, root, entry)])].filter((file) => broken.has(file));
    if (reached.length) byEntry.set(rel, reached);
  }
  return byEntry;
}

/** Problems found in a built graph: relative imports out of the site root, dynamic imports of computed names. */
function graphProblems(setup: DemoSetup, result: Awaited<ReturnType<typeof bundle>>): Message[] {
  const { code, map } = bundleOf(result);
  return [
    ...leavingImports(result.metafile!, setup.root, setup.barrelModules),
    ...computedImports(code, map, path.join(setup.root, OUTDIR), setup.root),
  ];
}

/**
 * Every problem of the graph, by the entries that reach it: the graph is built again with the
 * files that have esbuild's errors read as empty, so the rest of it still builds (and shows its own
 * problems, and who imports what).
 */
async function problemsByEntry(setup: DemoSetup, entries: readonly string[], errors: Message[]) {
  const fileOf = (m: Message) => (m.location ? path.resolve(setup.root, m.location.file) : '');
  const stubbed = new Set(errors.map(fileOf));
  const graph = await bundle(setup, entries, stubbed).catch(() => undefined);
  const all = graph ? [...errors, ...graphProblems(setup, graph).filter((m) => !stubbed.has(fileOf(m)))] : errors;
  const broken = new Set(all.map(fileOf));
  const problems = new Map<string, Diagnostic[]>();
  for (const [rel, files] of graph ? brokenEntries(graph.metafile!, setup.root, entries, broken) : [])
    problems.set(
      rel,
      all.filter((m) => files.includes(fileOf(m))).map((m) => diagnosticOfMessage(m, setup.root)),
    );
  // Errors esbuild could not place in a file (or a graph that still fails): every entry shares them.
  const unplaced = graph ? all.filter((m) => !m.location) : all;
  if (unplaced.length)
    for (const rel of entries)
      problems.set(rel, [...(problems.get(rel) ?? []), ...unplaced.map((m) => diagnosticOfMessage(m, setup.root))]);
  return problems;
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
  const problems = await problemsByEntry(setup, entries, errors);
  const good = entries.filter((rel) => !problems.has(rel));
  const result = good.length ? await bundle(setup, good) : undefined;
  return { bundle: result && bundleOf(result), problems, inputs: result ? graphFiles(result.metafile!) : [] };
}

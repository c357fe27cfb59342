import type { Metafile, OutputFile, Plugin } from 'esbuild';
import type { Diagnostic } from '../errors/Diagnostic.js';
import path from 'node:path';
import { shortHash } from '../site/hash.js';
import { byFirst } from '../base/order.js';
import { toolLib } from '../tool/toolFiles.js';
import { demoBuildOptions } from './esbuildOptions.js';
import { buildGood, errorsOf, problemsByEntry, stubbed, type Stubs } from './entryProblems.js';
import { frameSource } from './frameModule.js';
import { graphFiles } from './graph.js';
import { entryPath, isPlaygroundEntry } from './playgroundModules.js';
import { createSandboxer } from './sandbox.js';
import type { DemoSetup } from './setup.js';
import { posixRelative } from '../site/safePath.js';

/** An output file: text, or binary (an image, a font) as base64, so the bundle can be cached as JSON. */
export type BundleFile = [rel: string, data: string, encoding?: 'base64'];

/** The browser side of live demos: a runtime, an editor-form module, one chunk per demo, shared chunks, stylesheets. */
export interface DemoBundle {
  /** Public URL of the runtime (React, ReactDOM's client, the frame: src/client/demos/runtime.tsx). */
  runtime: string;
  /** Public URL of the StackBlitz / CodeSandbox form builder. */
  editors: string;
  /** Public URL of each demo or template module, by its source file. */
  modules: Record<string, string>;
  /** Public URL of each module's sandbox (the project "Edit in StackBlitz/CodeSandbox" opens: sandbox.ts), by its source file. */
  sandboxes: Record<string, string>;
  /** Public URLs of the stylesheets a module's CSS imports make, by its source file (none: it imports no CSS). */
  css: Record<string, string>;
  /** Public URL of the config's global stylesheets, bundled in their order. */
  globalCss?: string;
  /** Every output file (modules, runtime, shared chunks, stylesheets, media), output-relative. */
  files: BundleFile[];
}

/** A short, stable name per source file (two demos may share a file name). */
const entryName = (rel: string) => shortHash(rel, 8);

/** The global stylesheets as one CSS entry: `@import`s in the config's order. */
const globalStylesSource = (styles: readonly string[]) => styles.map((s) => `@import ${JSON.stringify(s)};`).join('\n');

/** The modules the build makes up: the frame every demo renders in, and the global stylesheets. */
const virtualModules = (setup: DemoSetup): Plugin => ({
  name: 'docs-browser-virtual',
  setup(b) {
    b.onResolve({ filter: /^docs:(frame|global-styles)$/ }, (args) => ({
      path: args.path.slice(5),
      namespace: 'docs',
    }));
    b.onLoad({ filter: /^frame$/, namespace: 'docs' }, () => ({
      contents: frameSource(setup, toolLib()),
      loader: 'js',
      resolveDir: setup.root,
    }));
    b.onLoad({ filter: /^global-styles$/, namespace: 'docs' }, () => ({
      contents: globalStylesSource(setup.styles),
      loader: 'css',
      resolveDir: setup.root,
    }));
  },
});

/**
 * CommonJS packages whose imports MUI and Emotion keep only for development checks (prop types)
 * or unused helpers (withTheme): declared free of side effects, an unused import drops them.
 */
const pureCommonJs: Plugin = {
  name: 'pure-commonjs',
  setup(b) {
    b.onResolve({ filter: /^(prop-types|hoist-non-react-statics)$/ }, async (args) => {
      if (args.pluginData === 'pure') return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'pure',
      });
      return { ...resolved, sideEffects: false };
    });
  },
};

function fileOf(file: OutputFile, rel: string): BundleFile {
  return /\.(js|css|json|map|svg|txt)$/.test(rel)
    ? [rel, file.text]
    : [rel, Buffer.from(file.contents).toString('base64'), 'base64'];
}

/** Each module's sandbox as a content-hashed JSON file (added to `files`), by its source file. */
async function writeSandboxes(setup: DemoSetup, metafile: Metafile, entries: readonly string[], files: BundleFile[]) {
  const { file: postcssConfig } = await setup.postcss();
  const sandboxOf = createSandboxer(setup, metafile, postcssConfig);
  const sandboxes: Record<string, string> = {};
  // A playground opens no sandbox: its module is the build's, not the site's.
  for (const entry of entries.filter((e) => !isPlaygroundEntry(e))) {
    const json = JSON.stringify(sandboxOf(entry));
    const file = `static/demos/sandbox-${shortHash(json, 12)}.json`;
    sandboxes[entry] = `/${file}`;
    files.push([file, json]);
  }
  return sandboxes;
}

/** Files read as empty (their problems are known), and whether the output is kept (minified) or only its problems. */
interface BundleMode {
  broken?: Stubs;
  minify: boolean;
}

/** The browser build of the given modules (the runtime, the editors' form and the global styles always), with some files stubbed. */
async function bundle(setup: DemoSetup, sorted: readonly string[], { broken, minify }: BundleMode) {
  const lib = toolLib();
  const entryPoints: Record<string, string> = {
    runtime: path.join(lib, 'src/client/demos/runtime.js'),
    editors: path.join(lib, 'src/client/demos/editors.js'),
    ...(setup.styles.length ? { styles: 'docs:global-styles' } : {}),
  };
  for (const rel of sorted) entryPoints[entryName(rel)] = entryPath(setup.root, rel);
  const outdir = path.join(setup.root, '.docs-demo-bundle');
  const { build } = await import('esbuild');
  const result = await build({
    ...demoBuildOptions(setup, 'browser', [
      ...(broken ? [stubbed(setup.root, broken)] : []),
      virtualModules(setup),
      pureCommonJs,
    ]),
    entryPoints,
    splitting: true,
    format: 'esm',
    minify,
    outdir,
    entryNames: 'static/demos/[name]-[hash]',
    chunkNames: 'static/demos/chunk-[hash]',
    target: ['es2022'],
    platform: 'browser',
  });
  return { result, entryPoints, outdir };
}

/**
 * Bundles every module, or, when some do not bundle for the browser (an import that resolves on
 * the server only, a file only the browser build reads), every problem at its own file and the
 * others without the modules that reach one: one demo's failure is that demo's.
 */
async function bundleOrReport(setup: DemoSetup, sorted: readonly string[], minify = true) {
  try {
    return { built: await bundle(setup, sorted, { minify }), problems: new Map<string, Diagnostic[]>() };
  } catch (err) {
    const errors = errorsOf(err);
    if (!errors?.length) throw err;
    const problems = await problemsByEntry(setup.root, sorted, errors, async (broken) => ({
      metafile: (await bundle(setup, sorted, { broken, minify: false })).result.metafile!,
      more: [],
    }));
    return {
      built: await buildGood(setup.root, sorted, problems, (good) => bundle(setup, good, { minify })),
      problems,
    };
  }
}

/** docs-check's pass: the problems of the browser build alone (nothing minified, nothing kept), by module. */
export async function browserProblems(
  setup: DemoSetup,
  entries: readonly string[],
): Promise<Map<string, Diagnostic[]>> {
  return entries.length ? (await bundleOrReport(setup, [...new Set(entries)].sort(), false)).problems : new Map();
}

/**
 * Bundles demos and templates for the browser with esbuild, from the site's files, resolved as on
 * the server (resolvePlugin): ES modules, minified, content-hashed, split so that React and each
 * module of a library the demos share sit in shared chunks (a page loads only what its demos
 * import, and the next page finds them cached). CSS a module imports becomes its stylesheet;
 * images and fonts are hashed files under static/media/. A module that does not bundle is a
 * problem at its own line (`problems`, by module) and is left out; the others are bundled.
 */
export async function bundleForBrowser(
  setup: DemoSetup,
  entries: readonly string[],
): Promise<{ bundle?: DemoBundle; inputs: string[]; problems: Map<string, Diagnostic[]> }> {
  if (!entries.length) return { inputs: [], problems: new Map() };
  const { built, problems } = await bundleOrReport(setup, [...new Set(entries)].sort());
  if (!built) return { inputs: [], problems };
  const { result, entryPoints, outdir } = built;
  const rel = (abs: string) => posixRelative(outdir, abs);
  const metafile = result.metafile!;
  const outputOf = new Map<string, { js: string; css?: string }>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint) continue;
    // The build's own modules by their name (`docs:global-styles`, `docs-playground:…`), files by their path.
    const source = /^[a-z-]+:/.test(meta.entryPoint) ? meta.entryPoint : path.resolve(setup.root, meta.entryPoint);
    const url = (out: string) => `/${rel(path.resolve(setup.root, out))}`;
    outputOf.set(source, { js: url(output), ...(meta.cssBundle ? { css: url(meta.cssBundle) } : {}) });
  }
  const of = (source: string) => outputOf.get(source)!;
  // The modules bundled; two paths that differ only by letter case are one to esbuild (route-collision reports them).
  const sorted = [...new Set(entries)].filter((r) => !problems.has(r) && outputOf.has(entryPath(setup.root, r))).sort();
  const css: Record<string, string> = {};
  for (const r of sorted) {
    const out = of(entryPath(setup.root, r)).css;
    if (out) css[r] = out;
  }
  const files = result.outputFiles!.map((file) => fileOf(file, rel(file.path)));
  const sandboxes = await writeSandboxes(setup, metafile, sorted, files);
  const bundle: DemoBundle = {
    runtime: of(entryPoints.runtime).js,
    editors: of(entryPoints.editors).js,
    modules: Object.fromEntries(sorted.map((r) => [r, of(entryPath(setup.root, r)).js])),
    sandboxes,
    css,
    ...(setup.styles.length ? { globalCss: of('docs:global-styles').js } : {}),
    files: files.sort(byFirst),
  };
  return { bundle, inputs: graphFiles(metafile), problems };
}

import { build, type Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { toolLib } from '../tool/toolFiles.js';
import { shortHash } from '../site/hash.js';
import { byFirst } from '../site/order.js';

/** The browser side of live demos: a runtime, an editor-form module, one chunk per demo, shared chunks. */
export interface DemoBundle {
  /** Public URL of the runtime (React, ReactDOM client, MUI, Emotion: src/client/demos/runtime.tsx). */
  runtime: string;
  /** Public URL of the StackBlitz / CodeSandbox form builder. */
  editors: string;
  /** Public URL of each demo or template module, by its source file. */
  modules: Record<string, string>;
  /** Every output file (demo modules, runtime, shared chunks), output-relative. */
  files: Array<[rel: string, code: string]>;
}

/** Packages whose versions go into the projects opened in StackBlitz or CodeSandbox. */
const PROJECT_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

function packageVersions(toolRoot: string): Record<string, string> {
  const out: Record<string, string> = { 'react-scripts': 'latest' };
  for (const name of PROJECT_PACKAGES) {
    try {
      out[name] =
        `^${(JSON.parse(fs.readFileSync(path.join(toolRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`;
    } catch {
      out[name] = 'latest';
    }
  }
  return out;
}

const loaderOf = (rel: string) => (rel.endsWith('.tsx') ? 'tsx' : rel.endsWith('.ts') ? 'ts' : 'jsx');
/** A short, stable name per source file (two demos may share a file name). */
const entryName = (rel: string) => shortHash(rel, 8);

/** Demo sources from memory (`demo-source:<rel>`), resolving their imports from the tool's folder. */
function demoSources(codeFiles: ReadonlyMap<string, string>, toolRoot: string): Plugin {
  return {
    name: 'demo-sources',
    setup(b) {
      b.onResolve({ filter: /^demo-source:/ }, (args) => ({
        path: args.path.slice('demo-source:'.length),
        namespace: 'demo-source',
      }));
      b.onLoad({ filter: /.*/, namespace: 'demo-source' }, (args) => ({
        contents: codeFiles.get(args.path) ?? '',
        loader: loaderOf(args.path),
        resolveDir: toolRoot,
      }));
    },
  };
}

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

/**
 * Bundles demos and templates for the browser with esbuild: ES modules, minified, content-hashed,
 * split so that React, ReactDOM and each MUI module the demos share sit in shared chunks (a page
 * loads only what its demos import, and the next page finds them cached). Demo sources come from
 * memory (`codeFiles`); their imports resolve to the tool's own packages, as on the server.
 */
export async function bundleDemos(
  entries: readonly string[],
  codeFiles: ReadonlyMap<string, string>,
): Promise<DemoBundle | undefined> {
  if (!entries.length) return undefined;
  const lib = toolLib();
  const toolRoot = path.dirname(lib);
  const sources = demoSources(codeFiles, toolRoot);
  const sorted = [...new Set(entries)].sort();
  const entryPoints: Record<string, string> = {
    runtime: path.join(lib, 'src/client/demos/runtime.js'),
    editors: path.join(lib, 'src/client/demos/editors.js'),
  };
  for (const rel of sorted) entryPoints[entryName(rel)] = `demo-source:${rel}`;
  const outdir = path.join(toolRoot, '.demo-bundle');
  const result = await build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir,
    absWorkingDir: toolRoot,
    entryNames: 'static/demos/[name]-[hash]',
    chunkNames: 'static/demos/chunk-[hash]',
    target: ['es2022'],
    platform: 'browser',
    jsx: 'automatic',
    // Non-ASCII as UTF-8, not \u escapes: smaller files (the server sends them as UTF-8).
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      __DEMO_PACKAGE_VERSIONS__: JSON.stringify(packageVersions(toolRoot)),
    },
    plugins: [sources, pureCommonJs],
  });
  const rel = (abs: string) => path.relative(outdir, abs).split(path.sep).join('/');
  const urlOf = new Map<string, string>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint)
      urlOf.set(meta.entryPoint.replace(/^demo-source:/, ''), `/${rel(path.resolve(toolRoot, output))}`);
  }
  const bySource = (source: string) =>
    urlOf.get(path.relative(toolRoot, source).split(path.sep).join('/')) ?? urlOf.get(source)!;
  return {
    runtime: bySource(entryPoints.runtime),
    editors: bySource(entryPoints.editors),
    modules: Object.fromEntries(sorted.map((r) => [r, urlOf.get(r)!])),
    files: result.outputFiles.map((file): [string, string] => [rel(file.path), file.text]).sort(byFirst),
  };
}

// Bundles the compiled CLIs and the render worker into lib/bundle/ (part of `npm run build:tool`).
// Node loads a few large files much faster than the hundreds of small ES modules of unified,
// micromark, React, MUI and Emotion: start-up of a command and of each render worker halves, and
// loading MUI drops from about 350 ms to 60. The demos' server bundle imports React (and the tool's
// MUI and Emotion) too and must share the renderer's instances: the bundle's sharedPackages module
// hands them the bundle's own (see src/demos/sharedPackages.ts). esbuild (a native binary),
// chokidar, PostCSS, its config loader (which loads the site's plugins), postcss-modules, TypeScript and Prettier stay external.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(repo, 'lib');

// Every module the renderer shares with demos (src/load/packages.ts) that Node can load (the Pigment ones need an optional package).
const { sharedSpecifiers } = await import(path.join(lib, 'src/load/packages.js'));
const candidates = sharedSpecifiers(repo);
const loads = await Promise.all(
  candidates.map((spec) =>
    import(spec).then(
      () => true,
      () => false,
    ),
  ),
);
const shared = candidates.filter((_, i) => loads[i]);

const sharedPackages = {
  name: 'shared-packages',
  setup(b) {
    const file = path.join(lib, 'src/demos/sharedPackages.js');
    // The map itself is a chunk of its own, loaded on the first demo: pages without demos load only the parts of MUI they use.
    b.onLoad({ filter: /[\\/]demos[\\/]sharedPackages\.js$/ }, (args) =>
      args.path === file
        ? {
            contents:
              "export async function importShared(spec) { return (await import('shared-packages:all')).packages[spec]; }",
            loader: 'js',
          }
        : undefined,
    );
    b.onResolve({ filter: /^shared-packages:all$/ }, () => ({ path: 'all', namespace: 'shared-packages' }));
    b.onLoad({ filter: /.*/, namespace: 'shared-packages' }, () => ({
      contents:
        shared.map((spec, i) => `import * as p${i} from ${JSON.stringify(spec)};`).join('\n') +
        `\nexport const packages = {\n${shared.map((spec, i) => `  ${JSON.stringify(spec)}: p${i},`).join('\n')}\n};\n`,
      resolveDir: repo,
      loader: 'js',
    }));
  },
};

fs.rmSync(path.join(lib, 'bundle'), { recursive: true, force: true });
await build({
  entryPoints: {
    docsBuild: path.join(lib, 'src/cli/docsBuild.js'),
    docsCheck: path.join(lib, 'src/cli/docsCheck.js'),
    docsInit: path.join(lib, 'src/cli/docsInit.js'),
    docsDev: path.join(lib, 'src/cli/docsDev.js'),
    docsPreview: path.join(lib, 'src/cli/docsPreview.js'),
    docsApi: path.join(lib, 'src/cli/docsApi.js'),
    docsMcp: path.join(lib, 'src/cli/docsMcp.js'),
    docsTest: path.join(lib, 'src/cli/docsTest.js'),
    // Started by name (new URL('./shareWorker.js', import.meta.url)), so they sit beside the chunks.
    shareWorker: path.join(lib, 'src/pipeline/shareWorker.js'),
    buildWorker: path.join(lib, 'src/pipeline/buildWorker.js'),
  },
  outdir: path.join(lib, 'bundle'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // ESM builds first (jsonc-parser's UMD main requires files at run time).
  mainFields: ['module', 'main'],
  chunkNames: '[name]-[hash]',
  // playwright-core (docs-test's browser driver) and axe-core (whose file docs-test hands the browser) are read from node_modules.
  external: [
    'esbuild',
    'chokidar',
    'postcss',
    'postcss-load-config',
    'postcss-modules',
    'typescript',
    'prettier',
    'playwright-core',
    'axe-core',
  ],
  // The bins always run React, MUI and Emotion in production mode (bin/*.js): their development builds are left out.
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS dependencies (gray-matter, js-yaml, React) call require() for Node's modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [sharedPackages],
  logLevel: 'warning',
});

// What pages load from the tool alone (its browser code, its content stylesheet): made once here, read by every site build.
const { TOOL_BUILT_FOLDER } = await import(path.join(lib, 'src/tool/toolFiles.js'));
fs.rmSync(path.join(lib, TOOL_BUILT_FOLDER), { recursive: true, force: true });
fs.mkdirSync(path.join(lib, TOOL_BUILT_FOLDER));
const { writeClientBundles } = await import(path.join(lib, 'src/render/clientBundle.js'));
const { writeContentCss } = await import(path.join(lib, 'src/render/contentCss.js'));
await Promise.all([writeClientBundles(), writeContentCss()]);

// Bundles the compiled CLIs and the render worker into lib/bundle/ (part of `npm run build:tool`).
// Node loads a few large files much faster than the hundreds of small ES modules of unified and
// micromark: start-up of a command (and of each render worker) halves. React, MUI, Emotion and
// esbuild stay external, because compiled demos import them and must share one React with the
// renderer; MUI and esbuild load lazily, when shells, demos or the client bundle are made.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lib = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../lib');
fs.rmSync(path.join(lib, 'bundle'), { recursive: true, force: true });
await build({
  entryPoints: {
    docsBuild: path.join(lib, 'src/cli/docsBuild.js'),
    docsCheck: path.join(lib, 'src/cli/docsCheck.js'),
    docsInit: path.join(lib, 'src/cli/docsInit.js'),
    docsDev: path.join(lib, 'src/cli/docsDev.js'),
    docsPreview: path.join(lib, 'src/cli/docsPreview.js'),
    // Started by name (new URL('./shareWorker.js', import.meta.url)), so it sits beside the chunks.
    shareWorker: path.join(lib, 'src/pipeline/shareWorker.js'),
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
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'esbuild', 'chokidar'],
  // CommonJS dependencies (gray-matter, js-yaml) call require() for Node's modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

import type { BuildOptions } from 'esbuild';
import { barrelPlugin } from './barrelPlugin.js';
import { playgroundPlugin } from './playgroundModules.js';
import { cssPlugin } from './cssPlugin.js';
import { nodeBuiltinsPlugin, resolveOptions } from './resolvePlugin.js';
import { SHARED_PREFIX } from './sharedStubs.js';
import type { DemoSetup } from './setup.js';

/** Files a demo imports as URLs: content-hashed under static/media/ (the same names on the server and in the browser). */
const ASSET_LOADERS = Object.fromEntries(
  [
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.webp',
    '.avif',
    '.svg',
    '.ico',
    '.woff',
    '.woff2',
    '.ttf',
    '.otf',
    '.eot',
    '.mp4',
    '.webm',
  ].map((ext) => [ext, 'file' as const]),
);

/**
 * What both bundles of demos share: resolution (resolvePlugin.ts), CSS (cssPlugin.ts), JSX in .js
 * files, assets as URLs, the site root as the base of every path. `plugins` go first (the
 * build's own modules).
 */
export const demoBuildOptions = (
  setup: DemoSetup,
  side: 'server' | 'browser',
  plugins: BuildOptions['plugins'] = [],
): BuildOptions => ({
  alias: resolveOptions(setup, side).alias,
  plugins: [
    ...plugins,
    ...resolveOptions(setup, side).plugins!,
    nodeBuiltinsPlugin(setup.root),
    barrelPlugin(setup),
    playgroundPlugin(setup),
    cssPlugin(setup),
  ],
  external: side === 'server' ? [`${SHARED_PREFIX}*`] : [],
  bundle: true,
  write: false,
  absWorkingDir: setup.root,
  jsx: 'automatic',
  loader: { '.js': 'jsx', ...ASSET_LOADERS },
  assetNames: 'static/media/[name]-[hash]',
  publicPath: `${setup.base}/`,
  // Non-ASCII as UTF-8, not \u escapes: smaller files (the server sends them as UTF-8).
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'silent',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
});

import path from 'node:path';
import { toolLib } from '../tool/toolFiles.js';
import { shortHash } from '../site/hash.js';

export interface ClientBundle {
  fileName: string;
  code: string;
  /** The search dialog, loaded when a reader opens search (src/client/search/dialog.ts). */
  search: { fileName: string; code: string };
  /** The feedback box's behaviour, loaded on its first use (src/client/feedback/form.ts). */
  feedback: { fileName: string; code: string };
  /** The version menu and banner of a site of several versions (src/client/versions.ts), loaded by its pages only. */
  versions: { fileName: string; code: string };
  /** The blocking script inlined in every page's head (src/client/head.ts); its hash is in the page's CSP. */
  head: string;
}

/** A browser entry point of the tool, bundled and minified. */
async function bundleCode(entry: string, format: 'esm' | 'iife'): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(toolLib(), entry)],
    bundle: true,
    format,
    minify: true,
    write: false,
    target: ['es2020'],
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** One browser module, content-hashed: `static/<name>.<hash>.js`. */
async function bundle(entry: string, name: string): Promise<{ fileName: string; code: string }> {
  const code = await bundleCode(entry, 'esm');
  return { fileName: `static/${name}.${shortHash(code)}.js`, code };
}

/**
 * Bundles the browser code (src/client) with esbuild: the bundle every page loads, and apart the
 * search dialog and the feedback box (nothing of them is downloaded before a reader uses them), and
 * the versions module (only a site of several versions links it).
 */
export async function bundleClient(): Promise<ClientBundle> {
  const [main, search, feedback, versions, head] = await Promise.all([
    bundle('src/client/main.js', 'client'),
    bundle('src/client/search/dialog.js', 'search'),
    bundle('src/client/feedback/form.js', 'feedback'),
    bundle('src/client/versions.js', 'versions'),
    bundleCode('src/client/head.js', 'iife'),
  ]);
  return { ...main, search, feedback, versions, head: head.trim() };
}

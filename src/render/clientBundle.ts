import { build } from 'esbuild';
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
}

/** One browser module, minified and content-hashed: `static/<name>.<hash>.js`. */
async function bundle(entry: string, name: string): Promise<{ fileName: string; code: string }> {
  const result = await build({
    entryPoints: [path.join(toolLib(), entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: ['es2020'],
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const hash = shortHash(code);
  return { fileName: `static/${name}.${hash}.js`, code };
}

/**
 * Bundles the browser code (src/client) with esbuild: the bundle every page loads, and apart the
 * search dialog and the feedback box (nothing of them is downloaded before a reader uses them).
 */
export async function bundleClient(): Promise<ClientBundle> {
  const [main, search, feedback] = await Promise.all([
    bundle('src/client/main.js', 'client'),
    bundle('src/client/search/dialog.js', 'search'),
    bundle('src/client/feedback/form.js', 'feedback'),
  ]);
  return { ...main, search, feedback };
}

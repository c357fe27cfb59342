import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { toolLib } from '../load/toolFiles.js';

export interface ClientBundle {
  fileName: string;
  code: string;
}

/** Bundles the browser code (src/client) with esbuild: minified ES module, content-hashed name. */
export async function bundleClient(): Promise<ClientBundle> {
  const entry = path.join(toolLib(), 'src/client/main.js');
  const result = await build({
    entryPoints: [entry],
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
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { fileName: `static/client.${hash}.js`, code };
}

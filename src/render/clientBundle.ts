import fs from 'node:fs';
import path from 'node:path';
import { toolBuiltFile, toolLib } from '../tool/toolFiles.js';
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

/**
 * The browser entry points of the tool (src/client): the bundle every page loads, and apart the
 * search dialog and the feedback box (nothing of them is downloaded before a reader uses them), the
 * versions module (only a site of several versions links it), and the head's blocking script.
 */
const ENTRIES = {
  client: { entry: 'src/client/main.js', format: 'esm' },
  search: { entry: 'src/client/search/dialog.js', format: 'esm' },
  feedback: { entry: 'src/client/feedback/form.js', format: 'esm' },
  versions: { entry: 'src/client/versions.js', format: 'esm' },
  head: { entry: 'src/client/head.js', format: 'iife' },
} as const;

type ClientName = keyof typeof ENTRIES;

/** One browser entry point of the tool, bundled and minified. */
async function bundleCode(name: ClientName): Promise<string> {
  const { build } = await import('esbuild');
  const { entry, format } = ENTRIES[name];
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

/**
 * Bundles the browser code (src/client) with esbuild where `bundleClient` reads it: part of the
 * tool's build (scripts/bundleTool.mjs), as it depends on the tool alone.
 */
export async function writeClientBundles(): Promise<void> {
  const names = Object.keys(ENTRIES) as ClientName[];
  const codes = await Promise.all(names.map((name) => bundleCode(name)));
  names.forEach((name, i) => fs.writeFileSync(toolBuiltFile(`${name}.js`), codes[i]!));
}

/** The tool's browser code as its build bundled it; each module content-hashed: `static/<name>.<hash>.js`. */
export function bundleClient(): ClientBundle {
  const read = (name: ClientName) => fs.readFileSync(toolBuiltFile(`${name}.js`), 'utf8');
  const hashed = (name: ClientName) => {
    const code = read(name);
    return { fileName: `static/${name}.${shortHash(code)}.js`, code };
  };
  return {
    ...hashed('client'),
    search: hashed('search'),
    feedback: hashed('feedback'),
    versions: hashed('versions'),
    head: read('head').trim(),
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileHash } from '../load/fileStamp.js';
import { listFiles } from '../load/listFiles.js';

/**
 * The compiled tool's folder (tsconfig's outDir): this module runs from lib/src/tool, or bundled
 * from lib/bundle; the tests run it from src/tool, beside the compiled lib/ they build first.
 */
export function toolLib(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (path.basename(dir) === 'lib') return dir;
    if (path.basename(dir) === 'src' && fs.existsSync(path.join(dir, '..', 'lib'))) return path.join(dir, '..', 'lib');
  }
  throw new Error(`The tool is not inside its lib/ folder: ${here}`);
}

let fingerprint: string | undefined;

/** The tool's package folder (above lib/): its own node_modules hold the React it renders with. */
export const toolRoot = (): string => path.dirname(toolLib());

/**
 * Hash of a tool's package folder: every compiled module under lib/ and every asset it ships under
 * assets/, by their hashes (known from the last build with the same cache while their stat is unchanged).
 */
export function fingerprintOf(packageRoot: string): string {
  const hash = createHash('sha256');
  const lib = path.join(packageRoot, 'lib');
  for (const rel of listFiles(lib).files)
    if (rel.endsWith('.js')) hash.update(`${rel}\u0000${fileHash(`${lib}/${rel}`)}\n`);
  const assets = path.join(packageRoot, 'assets');
  for (const rel of listFiles(assets).files) hash.update(`assets/${rel}\u0000${fileHash(`${assets}/${rel}`)}\n`);
  return hash.digest('hex');
}

/** This tool's fingerprint: cache entries of another tool build (or other assets) never match. */
export const toolFingerprint = (): string => (fingerprint ??= fingerprintOf(toolRoot()));

let stamp: string | undefined;

/**
 * The folders of a tool whose compiled modules live in `lib` that the code running from `here`
 * loads: bundled (lib/bundle), the bundle and the browser code it links, not lib/src, which it
 * never imports; otherwise all of lib/. The shipped assets are read either way.
 */
export function loadedFolders(lib: string, here: string): string[] {
  const [own] = path.relative(lib, here).split(path.sep);
  const folders = own === 'bundle' ? [path.join(lib, own), path.join(lib, TOOL_BUILT_FOLDER)] : [lib];
  return [...folders, path.join(lib, '..', 'assets')];
}

/**
 * A cheap stand-in for the fingerprint where a miss costs only time (the no-op check): the tool's
 * version and the path, size and modification time of every file the running tool loads (npm
 * installs them with one fixed time, so a reinstall of the same version matches; a rebuilt lib/ does not).
 */
export function toolStamp(): string {
  if (stamp) return stamp;
  const root = toolRoot();
  const hash = createHash('sha256').update(fs.readFileSync(path.join(root, 'package.json')));
  for (const base of loadedFolders(toolLib(), path.dirname(fileURLToPath(import.meta.url))))
    for (const rel of listFiles(base).files) {
      const stat = fs.statSync(`${base}/${rel}`);
      hash.update(`${path.relative(root, base)}/${rel}\u0000${stat.size}:${stat.mtimeMs}\n`);
    }
  return (stamp = hash.digest('hex'));
}

/** A file the tool ships for every site (assets/), such as the default favicon. */
export const readToolAsset = (name: string): Buffer => fs.readFileSync(path.join(toolLib(), '..', 'assets', name));

/** The folder under lib/ that the tool's build empties and fills with what `toolBuiltFile` names. */
export const TOOL_BUILT_FOLDER = 'client';

/**
 * Where the tool's build (scripts/bundleTool.mjs) keeps what pages load from the tool alone: its
 * browser code, bundled (render/clientBundle.ts), and its content stylesheet (render/contentCss.ts).
 */
export const toolBuiltFile = (name: string): string => path.join(toolLib(), TOOL_BUILT_FOLDER, name);

/** The tool's version, from its package.json. */
export const toolVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(toolLib(), '..', 'package.json'), 'utf8')) as { version: string }).version;

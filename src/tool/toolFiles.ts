import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Hash of a tool's package folder: every compiled module under lib/ and every asset it ships under assets/. */
export function fingerprintOf(packageRoot: string): string {
  const hash = createHash('sha256');
  const lib = path.join(packageRoot, 'lib');
  for (const rel of listFiles(lib).files)
    if (rel.endsWith('.js')) hash.update(rel).update(fs.readFileSync(path.join(lib, rel)));
  const assets = path.join(packageRoot, 'assets');
  for (const rel of listFiles(assets).files)
    hash.update(`assets/${rel}`).update(fs.readFileSync(path.join(assets, rel)));
  return hash.digest('hex');
}

/** This tool's fingerprint: cache entries of another tool build (or other assets) never match. */
export const toolFingerprint = (): string => (fingerprint ??= fingerprintOf(toolRoot()));

/** A file the tool ships for every site (assets/), such as the default favicon. */
export const readToolAsset = (name: string): Buffer => fs.readFileSync(path.join(toolLib(), '..', 'assets', name));

/** The tool's version, from its package.json. */
export const toolVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(toolLib(), '..', 'package.json'), 'utf8')) as { version: string }).version;

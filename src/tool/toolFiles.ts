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

/** Hash of the compiled tool: cache entries of another tool build never match. */
export function toolFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const lib = toolLib();
  for (const rel of listFiles(lib).files)
    if (rel.endsWith('.js')) hash.update(rel).update(fs.readFileSync(path.join(lib, rel)));
  return (fingerprint = hash.digest('hex'));
}

/** A file the tool ships for every site (assets/), such as the default favicon. */
export const readToolAsset = (name: string): Buffer => fs.readFileSync(path.join(toolLib(), '..', 'assets', name));

/** The tool's version, from its package.json. */
export const toolVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(toolLib(), '..', 'package.json'), 'utf8')) as { version: string }).version;

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The compiled tool's folder (tsconfig's outDir): this module runs from lib/src/load, or bundled from lib/bundle. */
export function toolLib(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'lib') {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`The tool is not inside its lib/ folder: ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
}

let fingerprint: string | undefined;

/** Hash of the compiled tool: cache entries of another tool build never match. */
export function toolFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      if (fs.statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.js')) hash.update(name).update(fs.readFileSync(abs));
    }
  };
  walk(toolLib());
  return (fingerprint = hash.digest('hex'));
}

/** A file the tool ships for every site (assets/), such as the default favicon. */
export const readToolAsset = (name: string): Buffer => fs.readFileSync(path.join(toolLib(), '..', 'assets', name));

/** The tool's version, from its package.json. */
export const toolVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(toolLib(), '..', 'package.json'), 'utf8')) as { version: string }).version;

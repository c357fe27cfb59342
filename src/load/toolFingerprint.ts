import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let fingerprint: string | undefined;

/** Hash of the compiled tool: cache entries of another tool build never match. */
export function toolFingerprint(): string {
  if (fingerprint) return fingerprint;
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      if (fs.statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.js')) hash.update(name).update(fs.readFileSync(abs));
    }
  };
  walk(dir);
  return (fingerprint = hash.digest('hex'));
}

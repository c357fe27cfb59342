import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';
import { isInside } from '../site/safePath.js';

/**
 * Writes generated files into a site root (docs-api --write: the API JSON a team checks in), each
 * written aside then renamed over (a stopped write never leaves half a file); no path leaves the root.
 */
export function writeSiteFiles(root: string, files: ReadonlyArray<[rel: string, text: string]>): void {
  const abs = path.resolve(root);
  for (const [rel, text] of files) {
    const target = path.resolve(abs, rel);
    if (!isInside(abs, target)) throw fatal('path-escape', { what: 'write', rel, folder: abs });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const aside = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(aside, text);
    fs.renameSync(aside, target);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';
import { isInside } from '../site/safePath.js';

/** Writes a new site root's files into `dir`, which must be absent or empty: nothing is ever overwritten. */
export function writeNewSite(dir: string, files: ReadonlyArray<[rel: string, text: string]>): void {
  const abs = path.resolve(dir);
  // lstat: a symbolic link that leads nowhere exists, and is no folder to write into.
  if (fs.lstatSync(abs, { throwIfNoEntry: false })) {
    const target = fs.statSync(abs, { throwIfNoEntry: false });
    if (!target) throw fatal('init-not-empty', { dir: abs, problem: 'dangling', link: fs.readlinkSync(abs) });
    if (!target.isDirectory()) throw fatal('init-not-empty', { dir: abs, problem: 'not-a-folder' });
    if (fs.readdirSync(abs).length) {
      throw fatal('init-not-empty', { dir: abs });
    }
  }
  for (const [rel, text] of files) {
    const target = path.resolve(abs, rel);
    if (!isInside(abs, target)) throw fatal('path-escape', { what: 'write', rel, folder: abs });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}

/** Writes a file beside a new site (its repository's workflow) unless one is there: whether it did. */
export function writeIfAbsent(file: string, text: string): boolean {
  if (fs.lstatSync(file, { throwIfNoEntry: false })) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

import fs from 'node:fs';
import path from 'node:path';
import { compareStrings } from '../base/order.js';
import { isInside, toPosix } from '../site/safePath.js';

/** A symbolic link a listing did not follow: it leads out of the root, nowhere, or back into a folder above it. */
export interface SkippedLink {
  /** Path of the link, relative to the root, with `/`. */
  rel: string;
  /** Where it leads, when it leads somewhere. */
  target?: string;
  loop?: boolean;
}

export interface Listing {
  /** Files (and, with `links: 'list'`, symbolic links), relative to the listed folder with `/`, sorted. */
  files: string[];
  skipped: SkippedLink[];
}

/**
 * The one directory walker: every file under `dir`, in code-unit order of each folder's names.
 * Symbolic links are followed only while they stay inside `root` (`links: 'follow'`, the
 * default), but never back into a folder being listed (a loop); with `links: 'list'` they are
 * listed as they are and never followed.
 */
export function listFiles(dir: string, options: { root?: string; links?: 'follow' | 'list' } = {}): Listing {
  if (!fs.existsSync(dir)) return { files: [], skipped: [] };
  const root = options.root ?? dir;
  const realRoot = fs.realpathSync(root);
  const files: string[] = [];
  const skipped: SkippedLink[] = [];
  // The folders being walked: a link back into one of them is a loop. Their real paths are asked
  // for only when a link is met (a realpath per folder was most of a large site's listing).
  const walking: string[] = [];
  const reals = new Map<string, string>();
  const realOf = (folder: string) => {
    let real = reals.get(folder);
    if (real === undefined) reals.set(folder, (real = fs.realpathSync(folder)));
    return real;
  };
  // `at`: the folder's path from `dir`, with `/` ('' for `dir`).
  const walk = (folder: string, at: string) => {
    walking.push(folder);
    const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => compareStrings(a.name, b.name));
    for (const entry of entries) {
      const rel = at ? `${at}/${entry.name}` : entry.name;
      // A file needs only its path from `dir`; folders and links are opened by their absolute path.
      if (entry.isDirectory()) walk(path.join(folder, entry.name), rel);
      else if (entry.isFile() || (entry.isSymbolicLink() && options.links === 'list')) files.push(rel);
      else if (entry.isSymbolicLink()) followLink(path.join(folder, entry.name), rel);
    }
    walking.pop();
  };
  const followLink = (abs: string, relInDir: string) => {
    const rel = toPosix(path.relative(root, abs));
    let real: string | undefined;
    try {
      real = fs.realpathSync(abs);
    } catch (err) {
      // A chain of links that never reaches a file (`ln -s loop loop`).
      if ((err as NodeJS.ErrnoException).code === 'ELOOP') return void skipped.push({ rel, loop: true });
      real = undefined;
    }
    if (!real || !isInside(realRoot, real)) return void skipped.push({ rel, target: real });
    const stat = fs.statSync(real);
    if (!stat.isDirectory()) return void files.push(relInDir);
    if (walking.some((folder) => realOf(folder) === real)) return void skipped.push({ rel, target: real, loop: true });
    walk(abs, relInDir);
  };
  walk(dir, '');
  return { files, skipped };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { isInside } from '../load/safePath.js';

/** Marker file: a folder holding it was written by an earlier build and may be replaced. */
export const MARKER = '.docs-build';

function refuse(message: string, hint: string): never {
  throw new DocsError('unsafe-output', message, { hint, exitCode: EXIT.usage });
}

/** Refuses output folders whose replacement would destroy something that is not a build. */
export function checkOutputFolder(root: string | undefined, out: string): void {
  const abs = path.resolve(out);
  const home = os.homedir();
  if (abs === path.parse(abs).root) refuse(`Refusing to write the site into ${abs}.`, 'Choose an empty folder such as <root>/dist.');
  if (root && (abs === root || isInside(abs, root))) refuse(`Refusing to write the site into ${abs}: it holds the site root.`, 'Choose a folder inside the root such as dist/, or outside it.');
  if (isInside(abs, home)) refuse(`Refusing to write the site into ${abs}: it is or holds your home folder.`, 'Choose a dedicated folder such as <root>/dist.');
  for (const source of root ? ['content', 'templates', 'translations', 'public'].map((d) => path.join(root, d)) : []) {
    if (abs === source || isInside(source, abs)) refuse(`Refusing to write the site into ${abs}: it is part of the site's sources.`, 'Choose a separate folder such as <root>/dist.');
  }
  if (fs.existsSync(abs)) {
    if (!fs.statSync(abs).isDirectory()) refuse(`${abs} exists and is not a folder.`, 'Remove it or choose another --out.');
    const entries = fs.readdirSync(abs);
    if (entries.length && !entries.includes(MARKER)) {
      refuse(`${abs} is not empty and was not written by docs-build (no ${MARKER} marker); nothing was deleted.`, 'Empty it yourself or choose another --out.');
    }
  }
}

export interface Staging {
  dir: string;
  /** The one writer: every file goes through here, and must stay inside the staging folder. */
  write(rel: string, data: string | Uint8Array): void;
  files(): string[];
}

/** A fresh staging folder beside the output, so the final swap is a rename on one file system. */
export function createStaging(out: string): Staging {
  const abs = path.resolve(out);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  return openStaging(fs.mkdtempSync(`${abs}.staging-`));
}

/** A writer into an existing staging folder (render workers write their pages directly). */
export function openStaging(dir: string): Staging {
  // Folders made so far: most pages are a folder of their own, created once.
  const folders = new Set<string>();
  const written: string[] = [];
  return {
    dir,
    write(rel, data) {
      if (rel.includes('\0')) throw new DocsError('path-escape', `Refusing to write ${JSON.stringify(rel)}: NUL byte.`);
      const target = path.resolve(dir, rel);
      if (!isInside(dir, target) || target === dir) {
        throw new DocsError('path-escape', `Refusing to write ${rel}: it leaves the output folder.`, { hint: 'Rename the page so its path stays inside the site.' });
      }
      const parent = path.dirname(target);
      if (!folders.has(parent)) {
        fs.mkdirSync(parent, { recursive: true });
        folders.add(parent);
      }
      fs.writeFileSync(target, data);
      written.push(rel);
    },
    files: () => [...written],
  };
}

/** Swaps the finished staging folder into place; the previous build is removed only afterwards. */
export function commitStaging(staging: Staging, out: string): void {
  const abs = path.resolve(out);
  fs.writeFileSync(path.join(staging.dir, MARKER), 'Written by docs-build. This folder is replaced by every build.\n');
  const old = `${staging.dir}.old`;
  const hadPrevious = fs.existsSync(abs);
  if (hadPrevious) fs.renameSync(abs, old);
  try {
    fs.renameSync(staging.dir, abs);
  } catch (err) {
    if (hadPrevious) fs.renameSync(old, abs);
    throw err;
  }
  if (hadPrevious) fs.rmSync(old, { recursive: true, force: true });
}

export function discardStaging(staging: Staging | undefined): void {
  if (staging) fs.rmSync(staging.dir, { recursive: true, force: true });
}

import { watch, type FSWatcher } from 'chokidar';
import fs from 'node:fs';
import path from 'node:path';
import { packagesAbove } from './packages.js';
import { isInside, posixRelative } from '../site/safePath.js';
import { sameList } from '../base/lists.js';

/** What a site root's build reads: a change anywhere else (dist/, .git/, node_modules/) is no change. */
const INPUTS = new Set(['content', 'templates', 'translations', 'public', 'docs.config.json', 'error-codes.json']);

const isInput = (root: string, abs: string) => {
  const rel = path.relative(root, abs);
  return rel === '' || INPUTS.has(rel.split(path.sep)[0]);
};

export interface SiteWatcher {
  ready: Promise<void>;
  /**
   * Also watches these files (root-relative, `../` allowed): what the demos' graphs read outside
   * the site's inputs (the wrapper, a stylesheet, a workspace package's sources). Installed
   * packages (node_modules) are left out, as Vite leaves them.
   */
  follow(rels: readonly string[]): void;
  close(): Promise<void>;
}

/** How often the watched folders' identities are compared (a replaced folder may send no event at all). */
const RECHECK_MS = 500;

/**
 * The folders a watcher watches, by identity (inode and birth time: a folder made anew often gets
 * the inode just freed). `above(abs)` names the outermost folder above a changed path that is no
 * longer the one watched there; `any()` the outermost of all.
 */
function folderIdentities(root: string, watcher: FSWatcher) {
  const ids = new Map<string, string>();
  const identity = (dir: string) => {
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    return stat && `${stat.ino}:${stat.birthtimeMs}`;
  };
  watcher.on('ready', () => {
    for (const dir of Object.keys(watcher.getWatched())) if (isInside(root, dir)) ids.set(dir, identity(dir) ?? '-');
  });
  const replaced = (dir: string) => {
    const was = ids.get(dir);
    const now = identity(dir);
    return was !== undefined && now !== undefined && now !== was;
  };
  return {
    above(abs: string): string | undefined {
      for (let dir = root; ;) {
        const next = path.relative(dir, abs).split(path.sep)[0];
        if (!next || next === '..') return undefined;
        dir = path.join(dir, next);
        if (replaced(dir)) return dir;
      }
    },
    any: (): string | undefined => [...ids.keys()].sort((a, b) => a.length - b.length).find(replaced),
  };
}

/**
 * Watches a site root's inputs and the package.json files above it (chokidar: the same events on
 * Linux, macOS and Windows, editors' atomic saves included) and calls `onChange` with each changed
 * path, relative to the root; `onError` hears what it cannot watch.
 */
export function watchSite(
  root: string,
  onChange: (rel: string) => void,
  onError: (err: NodeJS.ErrnoException) => void,
): SiteWatcher {
  const extra = new Set<string>();
  // The package.json files of the root and above decide how the demos' imports resolve (`npm i`
  // adds a dependency, a library gains its exports): a change of one reloads.
  const manifests = new Set([...packagesAbove(root)].map(({ dir }) => path.join(dir, 'package.json')));
  let restarting: Promise<void> | undefined;
  const start = () => {
    const watcher = watch([root, ...manifests, ...extra], {
      ignoreInitial: true,
      ignored: (abs: string) => !isInput(root, abs) && !extra.has(abs) && !manifests.has(abs),
    });
    const folders = folderIdentities(root, watcher);
    watcher.on('all', (_event, abs) => {
      replacedAt(folders.above(abs));
      onChange(posixRelative(root, abs));
    });
    // A folder it may not read is not watched: said once, never a crash of the server.
    watcher.on('error', (err) => onError(err as NodeJS.ErrnoException));
    return { watcher, folders, ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())) };
  };
  let current = start();
  const replacedAt = (folder: string | undefined) => {
    if (folder && !restarting) restarting = restart(folder);
  };
  const recheck = setInterval(() => replacedAt(current.folders.any()), RECHECK_MS).unref();
  // A folder replaced whole (`rm -rf content && cp -r …`, a branch switch) keeps chokidar's old,
  // dead watches of it and of every folder inside, which it shares by path: close them all, watch
  // anew, then say the folder changed (what was saved in between is read by the rebuild it asks).
  const restart = async (folder: string) => {
    // Not within chokidar's own call that emitted the event: it goes on watching for the instance
    // after emitting, and a watch it opens once that instance is closed is never closed.
    await Promise.resolve();
    await current.watcher.close();
    current = start();
    await current.ready;
    restarting = undefined;
    onChange(posixRelative(root, folder));
  };
  // The last list followed: docs-dev passes it after every save, thousands of files, most often the same.
  let followed: readonly string[] = [];
  return {
    ready: current.ready,
    follow(rels) {
      if (sameList(rels, followed)) return;
      followed = [...rels];
      const files = rels
        .map((rel) => path.resolve(root, rel))
        .filter((abs) => !isInput(root, abs) && !abs.split(path.sep).includes('node_modules'));
      const gone = [...extra].filter((abs) => !files.includes(abs));
      const added = files.filter((abs) => !extra.has(abs));
      for (const abs of gone) extra.delete(abs);
      for (const abs of added) extra.add(abs);
      if (gone.length) current.watcher.unwatch(gone);
      if (added.length) current.watcher.add(added);
    },
    close: async () => {
      clearInterval(recheck);
      await restarting;
      await current.watcher.close();
    },
  };
}

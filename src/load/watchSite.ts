import { watch } from 'chokidar';
import path from 'node:path';
import { packagesAbove } from './packages.js';
import { posixRelative } from '../site/safePath.js';

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
  const watcher = watch([root, ...manifests], {
    ignoreInitial: true,
    ignored: (abs: string) => !isInput(root, abs) && !extra.has(abs) && !manifests.has(abs),
  });
  watcher.on('all', (_event, abs) => onChange(posixRelative(root, abs)));
  // A folder it may not read is not watched: said once, never a crash of the server.
  watcher.on('error', (err) => onError(err as NodeJS.ErrnoException));
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    follow(rels) {
      const files = rels
        .map((rel) => path.resolve(root, rel))
        .filter((abs) => !isInput(root, abs) && !abs.split(path.sep).includes('node_modules'));
      const gone = [...extra].filter((abs) => !files.includes(abs));
      const added = files.filter((abs) => !extra.has(abs));
      for (const abs of gone) extra.delete(abs);
      for (const abs of added) extra.add(abs);
      if (gone.length) watcher.unwatch(gone);
      if (added.length) watcher.add(added);
    },
    close: () => watcher.close(),
  };
}

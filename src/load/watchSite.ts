import { watch } from 'chokidar';
import path from 'node:path';

/** What a site root's build reads: a change anywhere else (dist/, .git/, node_modules/) is no change. */
const INPUTS = new Set(['content', 'templates', 'translations', 'public', 'docs.config.json', 'error-codes.json']);

/**
 * Watches a site root's inputs (chokidar: the same events on Linux, macOS and Windows, editors'
 * atomic saves included) and calls `onChange` with each changed path, relative to the root.
 */
export function watchSite(
  root: string,
  onChange: (rel: string) => void,
): { ready: Promise<void>; close(): Promise<void> } {
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (abs: string) => {
      const rel = path.relative(root, abs);
      return rel !== '' && !INPUTS.has(rel.split(path.sep)[0]);
    },
  });
  watcher.on('all', (_event, abs) => onChange(path.relative(root, abs).split(path.sep).join('/')));
  return { ready: new Promise((resolve) => watcher.once('ready', () => resolve())), close: () => watcher.close() };
}

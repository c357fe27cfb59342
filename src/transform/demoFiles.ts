import path from 'node:path';
import { unsafePathReason } from '../site/safePath.js';
import { eachBlock } from './blocks/eachBlock.js';
import type { PageModel } from './analyzePage.js';

/** Demo file paths a demo name resolves to: `Name.js`, or a folder's `system/index.js`. */
export function demoEntryFile(dir: string, demo: string): string {
  return path.posix.normalize(demo.endsWith('.js') ? `${dir}/${demo}` : `${dir}/${demo}/system/index.js`);
}

/** Why a demo name is unsafe: it may reach a sibling folder (`../usage/X.js`) but never leave content/. */
export function unsafeDemoReason(dir: string, demo: string): string | undefined {
  const reason = unsafePathReason(demo.replace(/^(\.\.\/)+/, ''));
  if (reason) return reason;
  return demoEntryFile(dir, demo).startsWith('content/') ? undefined : 'leaves content/';
}

const DEMO_REFERENCE = /"demo"\s*:\s*"([^"]*)"/g;

/**
 * The code files a page's demos may read (every variant and styling of each demo its texts
 * name), found with a scan instead of a parse so that a cache lookup stays cheap. It errs on the
 * side of more files: a name it cannot read plainly (an escape) makes the page depend on all.
 */
export function demoFilesOf(texts: readonly string[], dir: string, codeFiles: ReadonlyMap<string, string>): string[] {
  const names = new Set<string>();
  for (const text of texts) if (text.includes('"demo"')) for (const m of text.matchAll(DEMO_REFERENCE)) names.add(m[1]);
  if (!names.size) return [];
  if ([...names].some((n) => n.includes('\\'))) return [...codeFiles.keys()].sort();
  // X.js -> X.js, X.tsx, ...; a folder demo -> everything under the folder.
  const prefixes = [...names].map((n) =>
    n.endsWith('.js')
      ? demoEntryFile(dir, n).replace(/js$/, '')
      : `${demoEntryFile(dir, n).replace(/\/system\/index\.js$/, '')}/`,
  );
  const keys = sortedKeys(codeFiles);
  const files = new Set<string>();
  for (const prefix of prefixes)
    for (let i = firstAtLeast(keys, prefix); i < keys.length && keys[i].startsWith(prefix); i++) files.add(keys[i]);
  return [...files].sort();
}

// Every page asks about the same code files: sorted once, searched by prefix.
const sortedKeysOf = new WeakMap<ReadonlyMap<string, string>, string[]>();
function sortedKeys(codeFiles: ReadonlyMap<string, string>): string[] {
  let keys = sortedKeysOf.get(codeFiles);
  if (!keys || keys.length !== codeFiles.size) sortedKeysOf.set(codeFiles, (keys = [...codeFiles.keys()].sort()));
  return keys;
}

/** Index of the first key not less than `value` (binary search). */
function firstAtLeast(keys: readonly string[], value: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The demo files the pages' directives name, each once, in the order they first appear (the stylesheet's order). */
export function demoEntries(pages: ReadonlyArray<Pick<PageModel, 'source' | 'blocks'>>): string[] {
  const entries = new Set<string>();
  for (const page of pages) {
    for (const block of eachBlock(page.blocks))
      if (block.type === 'demo') entries.add(demoEntryFile(page.source.dir, block.options.demo));
  }
  return [...entries];
}

import path from 'node:path';
import { unsafePathReason } from '../site/safePath.js';
import { eachBlock } from './blocks/eachBlock.js';
import { typesStripped } from './stripTypes.js';
import { isFileDemo } from '../site/demoNames.js';

export { demoBaseName, isFileDemo } from '../site/demoNames.js';
import { scanBlocks, type PageModel } from './analyzePage.js';
import type { SiteSource } from '../site/types.js';

/** Demo file paths a demo name resolves to: `Name.js` (or `Name.tsx`), or a folder's `system/index.js`. */
export function demoEntryFile(dir: string, demo: string): string {
  return path.posix.normalize(isFileDemo(demo) ? `${dir}/${demo}` : `${dir}/${demo}/system/index.js`);
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
    isFileDemo(n)
      ? demoEntryFile(dir, n).replace(/(js|tsx)$/, '')
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

/** The styling variants of a folder demo, in the order readers see them. */
export const STYLINGS = ['system', 'tailwind', 'css'] as const;

/** A demo's preview: the module it renders, and for a folder demo of several stylings, which one. */
export interface PreviewEntry {
  rel: string;
  styling?: string;
}

/**
 * The modules a demo directive previews: `Name.js`, or each styling variant of a folder demo
 * (`system/index.js`, `tailwind/index.js`, `css/index.js`) that exists; the reader's choice shows.
 */
export function previewEntries(dir: string, demo: string, codeFiles: ReadonlyMap<string, string>): PreviewEntry[] {
  const entry = demoEntryFile(dir, demo);
  if (isFileDemo(demo)) return [{ rel: entry }];
  const folder = entry.replace(/\/system\/index\.js$/, '');
  const found = STYLINGS.map((styling) => ({ rel: `${folder}/${styling}/index.js`, styling })).filter((p) =>
    codeFiles.has(p.rel),
  );
  return found.length > 1 ? found : [{ rel: entry }];
}

/** The modules the pages' demos preview, each once, in the order they first appear (the stylesheet's order). */
export function demoEntries(
  pages: ReadonlyArray<Pick<PageModel, 'source' | 'blocks'>>,
  codeFiles: ReadonlyMap<string, string>,
): string[] {
  const entries = new Set<string>();
  for (const page of pages) {
    for (const block of eachBlock(page.blocks))
      if (block.type === 'demo' && !unsafeDemoReason(page.source.dir, block.options.demo))
        for (const { rel } of previewEntries(page.source.dir, block.options.demo, codeFiles))
          if (codeFiles.has(rel)) entries.add(rel);
  }
  return [...entries];
}

/**
 * The TypeScript twins of preview modules (`X.tsx` beside `X.js`, `system/index.tsx`): not
 * previewed, but shown as the default code tab and in the Markdown twin, so bundled to be checked.
 */
export const typeScriptTwins = (entries: readonly string[], codeFiles: ReadonlyMap<string, string>): string[] =>
  entries
    .filter((rel) => rel.endsWith('.js'))
    .map((rel) => rel.replace(/\.js$/, '.tsx'))
    .filter((twin) => codeFiles.has(twin));

/** The TypeScript modules the pages' demos show, sorted: TypeScript-only demos, and the twins of JavaScript ones. */
export function typeScriptDemos(
  pages: ReadonlyArray<Pick<PageModel, 'source' | 'blocks'>>,
  codeFiles: ReadonlyMap<string, string>,
): string[] {
  const entries = demoEntries(pages, codeFiles);
  return [...new Set([...entries.filter((e) => /\.tsx?$/.test(e)), ...typeScriptTwins(entries, codeFiles)])].sort();
}

/** The module of a template: templates/<slug>/index.(tsx|jsx|js). */
export const templateEntry = (codeFiles: ReadonlyMap<string, string>, slug: string): string =>
  [...codeFiles.keys()].find((f) => new RegExp(`^templates/${slug}/index\\.(tsx|jsx|js)$`).test(f))!;

/** A variant of a demo's code: JS or TS, of a styling for folder demos. */
export interface DemoSource {
  variant: 'JS' | 'TS';
  /** Styling prefix for folder demos: system, tailwind or css. */
  styling?: string;
  rel: string;
  code: string;
}

/** Every variant of a demo's code the page shows (JS and TS, of each styling). */
export function demoSources(codeFiles: ReadonlyMap<string, string>, entry: string, name: string): DemoSource[] {
  const sources: DemoSource[] = [];
  const add = (rel: string, variant: 'JS' | 'TS', styling?: string) => {
    const code = codeFiles.get(rel);
    if (code !== undefined) sources.push({ rel, variant, styling, code: code.replace(/\n$/, '') });
  };
  if (name.endsWith('.tsx')) {
    // A TypeScript-only demo (its JavaScript, when no file gives it, is made: withJavaScript).
    add(entry.replace(/\.tsx$/, '.js'), 'JS');
    add(entry, 'TS');
  } else if (name.endsWith('.js')) {
    add(entry, 'JS');
    add(entry.replace(/\.js$/, '.tsx'), 'TS');
  } else {
    const folder = entry.replace(/\/system\/index\.js$/, '');
    for (const s of STYLINGS) {
      add(`${folder}/${s}/index.js`, 'JS', s);
      add(`${folder}/${s}/index.tsx`, 'TS', s);
    }
  }
  return sources;
}

/** A TypeScript-only demo's sources with a JavaScript variant made from its TypeScript when no file gives one. */
export async function withJavaScript(sources: DemoSource[]): Promise<DemoSource[]> {
  const ts = sources.find((s) => s.variant === 'TS' && !s.styling);
  if (!ts || !ts.rel.endsWith('.tsx') || sources.some((s) => s.variant === 'JS')) return sources;
  const code = (await typesStripped(ts.code)).replace(/\n$/, '');
  return [{ rel: ts.rel.replace(/\.tsx$/, '.js'), variant: 'JS', code }, ...sources];
}

/** A page as far as its demos are concerned (`scanBlocks` gives this without parsing markdown). */
export type DemoPage = Pick<PageModel, 'source' | 'blocks'>;

/**
 * Every page that has demos, found without parsing markdown (enough to bundle and preview them).
 * A directive that is wrong is validation's to report; the page's other demos are prepared.
 */
export function demoPagesOf(source: SiteSource): DemoPage[] {
  const scanned = new Map<string, Scanned>();
  const pages = source.pages
    // A directive line starts with `{{"` (isDirectiveLine): a page without one has no demo, and is not split into blocks.
    .filter((page) => /\{\{\s*"/.test(page.text))
    .map((page): DemoPage => {
      const was = lastScanned.get(page.rel);
      const blocks = was?.text === page.text ? was.blocks : scanBlocks(page).blocks;
      scanned.set(page.rel, { text: page.text, blocks });
      return { source: page, blocks };
    })
    .filter((page) =>
      [...eachBlock(page.blocks)].some((block) => block.type === 'demo' || block.type === 'playground'),
    );
  lastScanned = scanned;
  return pages;
}

type Scanned = { text: string; blocks: DemoPage['blocks'] };
/** The last call's pages' blocks by file (they depend on its name and text alone): docs-dev asks after every save, for one changed page. */
let lastScanned = new Map<string, Scanned>();

import { demoEntryFile } from '../validate/validateDemos.js';

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
  const prefixes = [...names].map((n) => (n.endsWith('.js') ? demoEntryFile(dir, n).replace(/js$/, '') : `${demoEntryFile(dir, n).replace(/\/system\/index\.js$/, '')}/`));
  return [...codeFiles.keys()].filter((rel) => prefixes.some((p) => rel.startsWith(p))).sort();
}

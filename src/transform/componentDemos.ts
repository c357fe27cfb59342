import type { PageSource } from '../site/types.js';
import { demoFilesOf } from './demoFiles.js';
import { parseFrontMatter } from './frontMatter.js';

/** A page that shows a component in its demos. */
export interface DemoPageLink {
  route: string;
  title: string;
}

/** The names a module imports from a package: `import { A, B as C } from 'pkg'` and `import A from 'pkg/A'`. */
function importedNames(code: string, pkg: string): Set<string> {
  const names = new Set<string>();
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const m of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g')))
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  for (const m of code.matchAll(new RegExp(`from\\s*['"]${quoted}/([A-Z][\\w$]*)['"]`, 'g'))) names.add(m[1]);
  return names;
}

/**
 * Which English pages show each component of a package in their demos (the "Demos" list of its
 * API page), in page order: a demo that imports the component from the package, by name.
 */
export function demosByComponent(
  pages: readonly PageSource[],
  codeFiles: ReadonlyMap<string, string>,
  pkg: string,
): Map<string, DemoPageLink[]> {
  const out = new Map<string, DemoPageLink[]>();
  for (const page of pages) {
    if (page.lang !== 'en') continue;
    const names = new Set(
      demoFilesOf([page.text], page.dir, codeFiles).flatMap((rel) => [...importedNames(codeFiles.get(rel) ?? '', pkg)]),
    );
    if (!names.size) continue;
    const title = parseFrontMatter(page.rel, page.text).data.title ?? page.route;
    for (const name of names) out.set(name, [...(out.get(name) ?? []), { route: page.route, title }]);
  }
  return out;
}

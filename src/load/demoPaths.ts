import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DemoPathProblem } from '../errors/catalogue/demos.js';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { propertyNode, type JsonFile } from '../site/jsonFile.js';
import type { DocsConfig } from '../site/types.js';
import { isInside } from '../site/safePath.js';
import { packageOf } from '../site/packageName.js';
import { libraryRoot, packageDir } from './packages.js';

/** Whether a bare specifier names a file of an installed package (through its `exports` when it has them). */
function packageFileExists(specifier: string, root: string): boolean {
  try {
    createRequire(path.join(root, 'noop.js')).resolve(specifier);
    return true;
  } catch {
    const pkg = packageOf(specifier)!;
    const dir = packageDir(pkg, root);
    return !!dir && fs.existsSync(path.join(dir, specifier.slice(pkg.length)));
  }
}

/**
 * Whether a path of the `demos` key names a file of the site, or of the library package that holds
 * it (`../src/styles.css`); else a global stylesheet is a package's.
 */
export const isSiteFile = (root: string, value: string): boolean =>
  isInside(libraryRoot(root), path.resolve(root, value)) &&
  !!fs.statSync(path.resolve(root, value), { throwIfNoEntry: false })?.isFile();

/**
 * What is wrong with one path of the `demos` key, if anything. The wrapper is a site file; a
 * global stylesheet is a site file when one is there, else a package's (`@acme/ui/styles.css`).
 */
export function pathProblem(root: string, name: string, value: string, packages: boolean): DemoPathProblem | undefined {
  if (isSiteFile(root, value)) return undefined;
  const pkg = packageOf(value);
  // `styles/x.css` reads as a package too: a folder of that name in the site says it is a site path.
  const sitePath = !pkg || fs.existsSync(path.join(root, value.split('/')[0]));
  if (!packages || sitePath) {
    const outside = !isInside(libraryRoot(root), path.resolve(root, value));
    return { problem: 'demo-path', name, value, reason: outside ? 'outside' : 'missing' };
  }
  if (!packageDir(pkg, root)) return { problem: 'demo-style', name, value, pkg };
  return packageFileExists(value, root) ? undefined : { problem: 'demo-package', name, value, pkg };
}

/**
 * The paths of docs.config.json's `demos` key that do not exist: the wrapper (site-relative), and
 * each global stylesheet (a package's file, or site-relative). Each is `demos-path` at its line, a
 * content error: the demos are built without it, so that every other problem is found too. Values
 * (`file` holds their positions).
 */
export function demoPathProblems(root: string, file: JsonFile | undefined, { demos }: DocsConfig): Diagnostic[] {
  if (!file) return [];
  const node = propertyNode(file.tree, 'demos');
  const found: Diagnostic[] = [];
  const check = (name: string, value: string | undefined, at: Parameters<JsonFile['at']>[0], packages: boolean) => {
    const problem = value ? pathProblem(root, name, value, packages) : undefined;
    if (problem) found.push(diagnose('demos-path', file.at(at), problem));
  };
  check('demos.wrapper', demos.wrapper, propertyNode(node, 'wrapper'), false);
  demos.styles.forEach((style, i) =>
    check(`demos.styles[${i}]`, style, propertyNode(node, 'styles')?.children?.[i], true),
  );
  return found;
}

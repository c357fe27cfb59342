import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigProblem } from '../errors/catalogue/config.js';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { propertyNode, type JsonFile } from '../site/jsonFile.js';
import { isInside } from '../site/safePath.js';
import { packageOf } from '../site/packageName.js';
import { packageDir } from './packages.js';

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

/** What is wrong with one path of the `demos` key, if anything. */
function pathProblem(root: string, name: string, value: string): ConfigProblem | undefined {
  const pkg = packageOf(value);
  if (pkg && !value.startsWith('/')) {
    if (packageFileExists(value, root)) return undefined;
    return { problem: 'demo-package', name, value, pkg, installed: !!packageDir(pkg, root) };
  }
  const target = path.resolve(root, value);
  if (!isInside(root, target)) return { problem: 'demo-path', name, value, reason: 'outside' };
  return fs.statSync(target, { throwIfNoEntry: false })?.isFile()
    ? undefined
    : { problem: 'demo-path', name, value, reason: 'missing' };
}

/**
 * The paths of docs.config.json's `demos` key that do not exist: the wrapper (site-relative), and
 * each global stylesheet (a package's file, or site-relative). Each is `config-invalid` at its
 * line; values of the wrong type are configProblems' to report.
 */
export function demoPathProblems(root: string, file: JsonFile | undefined): Diagnostic[] {
  const demos = (file?.value as { demos?: { wrapper?: unknown; styles?: unknown } } | undefined)?.demos;
  if (!file || !demos || typeof demos !== 'object') return [];
  const node = propertyNode(file.tree, 'demos');
  const found: Diagnostic[] = [];
  const check = (name: string, value: unknown, at: Parameters<JsonFile['at']>[0]) => {
    const problem = typeof value === 'string' && value ? pathProblem(root, name, value) : undefined;
    if (problem) found.push(diagnose('config-invalid', file.at(at), problem));
  };
  check('demos.wrapper', demos.wrapper, propertyNode(node, 'wrapper'));
  if (Array.isArray(demos.styles))
    demos.styles.forEach((style, i) => check(`demos.styles[${i}]`, style, propertyNode(node, 'styles')?.children?.[i]));
  return found;
}

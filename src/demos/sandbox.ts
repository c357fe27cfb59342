import type { Metafile } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { installedVersion, peersOf, REACT_PACKAGES } from '../load/packages.js';
import type { DemoSandbox } from '../site/demoProject.js';
import { byFirst } from '../site/order.js';
import { packageOf } from '../site/packageName.js';
import { reachable } from './graph.js';
import { isSiteCode } from './resolvePlugin.js';
import type { DemoSetup } from './setup.js';

const toPosix = (p: string) => p.split(path.sep).join('/');
const TWINS: Record<string, string[]> = {
  '.js': ['.tsx', '.ts'],
  '.jsx': ['.tsx', '.ts'],
  '.ts': ['.js', '.jsx'],
  '.tsx': ['.js', '.jsx'],
};

/** A module's other-language twins that exist (`Demo.tsx` beside `Demo.js`): the sandbox offers the reader's variant. */
function twinsOf(abs: string): string[] {
  const ext = path.extname(abs);
  return (TWINS[ext] ?? []).map((other) => abs.slice(0, -ext.length) + other).filter((f) => fs.existsSync(f));
}

/** The version of a package a project needs: the renderer's React, else the one the importer resolves, else the tool's. */
function versionOf(setup: DemoSetup, pkg: string, importer: string): string | undefined {
  if (REACT_PACKAGES.includes(pkg)) return installedVersion(pkg, setup.toolRoot);
  return installedVersion(pkg, path.dirname(importer)) ?? installedVersion(pkg, setup.toolRoot);
}

/** Packages named by string keys or imports of the site's PostCSS config that the site installs (its plugins). */
function postcssPackages(setup: DemoSetup, config: string): string[] {
  const text = fs.readFileSync(config, 'utf8');
  const names = [...text.matchAll(/['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g)].map((m) => m[1]);
  return [...new Set(names)].filter((name) => installedVersion(name, setup.root));
}

/**
 * What a sandbox needs of one demo module, from the browser bundle's graph: the site's files it
 * and the wrapper reach (their TS/JS twins too), the packages they import at the versions the
 * site installs, the global styles, and the PostCSS config when CSS is among the files.
 */
export function sandboxOf(setup: DemoSetup, metafile: Metafile, entry: string, postcssConfig?: string): DemoSandbox {
  const { root } = setup;
  const starts = [entry, ...(setup.wrapper ? [setup.wrapper] : [])].map((rel) => path.join(root, rel));
  const local = new Set(starts.flatMap((start) => reachable(metafile, root, start)).filter((f) => isSiteCode(root, f)));
  const files: Record<string, string> = {};
  const dependencies: Record<string, string> = {};
  const depend = (pkg: string | undefined, importer: string) => {
    const version = pkg && versionOf(setup, pkg, importer);
    if (pkg && version) dependencies[pkg] = version;
  };
  for (const abs of [...local].sort()) {
    for (const file of [abs, ...twinsOf(abs)])
      files[toPosix(path.relative(root, file))] = fs.readFileSync(file, 'utf8');
    for (const imported of metafile.inputs[toPosix(path.relative(root, abs))]?.imports ?? [])
      depend(packageOf(imported.original ?? ''), abs);
  }
  for (const pkg of REACT_PACKAGES) depend(pkg, root);
  // Site paths as site-relative keys (`./styles/demos.css` is `styles/demos.css`).
  const styles = setup.styles.map((s) => (packageOf(s) ? s : path.posix.normalize(s)));
  for (const style of styles) {
    if (packageOf(style)) depend(packageOf(style), path.join(root, 'noop.js'));
    else files[style] = fs.readFileSync(path.join(root, style), 'utf8');
  }
  const hasCss = Object.keys(files).some((f) => f.endsWith('.css'));
  const postcss = hasCss && postcssConfig ? toPosix(path.relative(root, postcssConfig)) : undefined;
  if (postcss) {
    files[postcss] = fs.readFileSync(postcssConfig!, 'utf8');
    for (const pkg of postcssPackages(setup, postcssConfig!)) depend(pkg, path.join(root, 'noop.js'));
  }
  // The packages' peers that are installed (MUI's Emotion, marked optional for Pigment): a sandbox installs what the page runs.
  for (const pkg of Object.keys(dependencies))
    for (const peer of peersOf(pkg, root)) if (!dependencies[peer]) depend(peer, path.join(root, 'noop.js'));
  const typescript: Record<string, string> = {};
  for (const pkg of ['typescript', '@types/react', '@types/react-dom']) {
    const version = installedVersion(pkg, root) ?? installedVersion(pkg, setup.toolRoot);
    if (version) typescript[pkg] = version;
  }
  return {
    entry,
    files,
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(byFirst)),
    typescript,
    ...(setup.wrapper ? { wrapper: setup.wrapper } : {}),
    styles,
    ...(postcss ? { postcss } : {}),
  };
}

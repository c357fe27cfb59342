import type { Metafile } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { installedVersion, peersOf, REACT_PACKAGES } from '../load/packages.js';
import type { DemoSandbox } from '../site/demoProject.js';
import { byFirst } from '../base/order.js';
import { packageOf } from '../site/packageName.js';
import { isSiteCode } from './resolvePlugin.js';
import type { DemoSetup } from './setup.js';
import { toPosix } from '../site/safePath.js';

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

/** A lookup remembered by its key (the same package from the same folder, the same file). */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}

/** Packages named by string keys or imports of the site's PostCSS config that the site installs (its plugins). */
function postcssPackages(setup: DemoSetup, config: string): string[] {
  const text = fs.readFileSync(config, 'utf8');
  const names = [...text.matchAll(/['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g)].map((m) => m[1]);
  return [...new Set(names)].filter((name) => installedVersion(name, setup.root));
}

/** The site's own files a module reaches (its imports within the site's code; packages are not walked), and their bare imports. */
function localGraph(metafile: Metafile, root: string, barrels: ReadonlyMap<string, string>, starts: readonly string[]) {
  const files = new Set<string>();
  const imports: Array<[pkg: string, importer: string]> = [];
  const stack = starts.map((abs) => toPosix(path.relative(root, abs)));
  while (stack.length) {
    const input = stack.pop()!;
    const abs = path.resolve(root, input);
    if (files.has(abs) || !metafile.inputs[input] || !isSiteCode(root, abs)) continue;
    files.add(abs);
    for (const imported of metafile.inputs[input].imports) {
      // A specifier the barrel rewrite wrote is its package's module (the sandbox has the file as written).
      const pkg = imported.original && (barrels.get(imported.original) ?? packageOf(imported.original));
      if (pkg) imports.push([pkg, abs]);
      else if (!imported.external) stack.push(imported.path);
    }
  }
  return { files: [...files].sort(), imports };
}

/**
 * What sandboxes need, from the browser bundle's graph: for each demo module, the site's files it
 * and the wrapper reach (their TS/JS twins too), the packages they import at the versions the site
 * installs (with those packages' installed peers), the global styles, and the PostCSS config when
 * CSS is among the files. Versions, peers and file contents are looked up once per site.
 */
export function createSandboxer(setup: DemoSetup, metafile: Metafile, postcssConfig?: string) {
  const { root } = setup;
  const read = memo((abs) => fs.readFileSync(abs, 'utf8'));
  const twins = memo((abs) => twinsOf(abs));
  const version = memo((key) => {
    const [pkg, dir] = key.split('\u0000');
    // The renderer's React, else the one the importer resolves, else the tool's.
    if (REACT_PACKAGES.includes(pkg)) return installedVersion(pkg, setup.toolRoot);
    return installedVersion(pkg, dir) ?? installedVersion(pkg, setup.toolRoot);
  });
  const peers = memo((pkg) => peersOf(pkg, root));
  // Site paths as site-relative keys (`./styles/demos.css` is `styles/demos.css`).
  const styles = setup.styles.map((s) => (packageOf(s) ? s : path.posix.normalize(s)));
  const postcss = postcssConfig && toPosix(path.relative(root, postcssConfig));
  const postcssPlugins = postcssConfig ? postcssPackages(setup, postcssConfig) : [];
  const typescript: Record<string, string> = {};
  for (const pkg of ['typescript', '@types/react', '@types/react-dom']) {
    const found = installedVersion(pkg, root) ?? installedVersion(pkg, setup.toolRoot);
    if (found) typescript[pkg] = found;
  }

  return (entry: string): DemoSandbox => {
    const starts = [entry, ...(setup.wrapper ? [setup.wrapper] : [])].map((rel) => path.join(root, rel));
    const graph = localGraph(metafile, root, setup.barrelModules, starts);
    const files: Record<string, string> = {};
    const dependencies: Record<string, string> = {};
    const depend = (pkg: string | undefined, dir: string) => {
      const found = pkg && version(`${pkg}\u0000${dir}`);
      if (pkg && found) dependencies[pkg] = found;
    };
    for (const abs of graph.files)
      for (const file of [abs, ...twins(abs)]) files[toPosix(path.relative(root, file))] = read(file);
    for (const [pkg, importer] of graph.imports) depend(pkg, path.dirname(importer));
    for (const pkg of REACT_PACKAGES) depend(pkg, root);
    for (const style of styles) {
      if (packageOf(style)) depend(packageOf(style), root);
      else files[style] = read(path.join(root, style));
    }
    const withCss = postcss && Object.keys(files).some((f) => f.endsWith('.css'));
    if (withCss) {
      files[postcss] = read(postcssConfig!);
      for (const pkg of postcssPlugins) depend(pkg, root);
    }
    // The packages' peers that are installed (MUI's Emotion, marked optional for Pigment): a sandbox installs what the page runs.
    for (const pkg of Object.keys(dependencies))
      for (const peer of peers(pkg)) if (!dependencies[peer]) depend(peer, root);
    return {
      entry,
      files,
      dependencies: Object.fromEntries(Object.entries(dependencies).sort(byFirst)),
      typescript,
      ...(setup.wrapper ? { wrapper: setup.wrapper } : {}),
      styles,
      ...(withCss ? { postcss } : {}),
    };
  };
}

import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { isInside } from '../site/safePath.js';
import { repositoryRoot } from './repository.js';

/** Packages the tool provides to demos when the site does not install them (as demos always had them). */
export const TOOL_PACKAGES = ['@mui/material', '@mui/system', '@emotion/react', '@emotion/styled', '@emotion/cache'];

/** The renderer's own React, shared with every demo. */
export const REACT_PACKAGES = ['react', 'react-dom'];

/** React DOM's other servers (edge, bun, static) are not a demo's to import on the server. */
const REACT_DOM_SUBPATHS = ['.', './client', './server'];

/**
 * Every module of the packages the renderer shares with demos (React, and MUI and Emotion when
 * the site has none of its own): each subpath their package.json exports (patterns and Babel
 * macros aside), as bare specifiers. The bundled tool maps each to its own instance.
 */
export function sharedSpecifiers(toolRoot: string): string[] {
  return [...REACT_PACKAGES, ...TOOL_PACKAGES].flatMap((pkg) => {
    const dir = packageDir(pkg, toolRoot);
    if (!dir) return [];
    const exports = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: object })
      .exports;
    return Object.keys(exports ?? { '.': '' })
      .filter((k) => k !== './package.json' && !k.includes('*') && !k.endsWith('/macro'))
      .filter((k) => pkg !== 'react-dom' || REACT_DOM_SUBPATHS.includes(k))
      .map((k) => (k === '.' ? pkg : `${pkg}/${k.slice(2)}`));
  });
}

/** Whether a specifier is one of Node's own modules (`fs`, `node:path`): demos run in the browser. */
export const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);

/** A package.json as resolution reads it (`json` is missing when it does not parse). */
export interface PackageManifest {
  dir: string;
  json?: { name?: string; exports?: unknown };
}

/** The package.json files of a folder and of every folder above it, nearest first. */
export function* packagesAbove(dir: string): Generator<PackageManifest> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const file = path.join(d, 'package.json');
    if (fs.existsSync(file)) {
      let json: PackageManifest['json'];
      try {
        json = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageManifest['json'];
      } catch {
        json = undefined;
      }
      yield { dir: d, json };
    }
    if (path.dirname(d) === d) return;
  }
}

/**
 * How far the site's own code may reach: the package that holds the site (the nearest folder above
 * the root with a package.json, not above the git repository's root), whose source a demo of the
 * library imports by path; the root itself when it is in no package.
 */
export function libraryRoot(root: string): string {
  const top = repositoryRoot(root);
  const abs = path.resolve(root);
  for (const { dir } of packagesAbove(path.dirname(abs))) {
    if (dir === abs || (top && !isInside(top, dir))) break;
    return dir;
  }
  return abs;
}

/** The package a folder is in that is named `pkg`, whatever its exports (none when it is in no such package). */
export function enclosingPackage(pkg: string, dir: string): { dir: string; exports?: unknown } | undefined {
  for (const { dir: d, json } of packagesAbove(dir)) if (json?.name === pkg) return { dir: d, exports: json.exports };
  return undefined;
}

/** The folder of `pkg` as Node resolves it from `dir`, or undefined. */
export function packageDir(pkg: string, dir: string): string | undefined {
  const require = createRequire(path.join(dir, 'noop.js'));
  try {
    return fs.realpathSync(path.dirname(require.resolve(`${pkg}/package.json`)));
  } catch {
    // Packages whose exports hide package.json: find the folder through node_modules.
    for (let d = dir; ; d = path.dirname(d)) {
      const candidate = path.join(d, 'node_modules', pkg, 'package.json');
      if (fs.existsSync(candidate)) return fs.realpathSync(path.dirname(candidate));
      if (path.dirname(d) === d) break;
    }
    // Or the package the folder is in, when it is the one named and has exports (Node's self-reference:
    // a docs folder inside the library imports it by name).
    const self = enclosingPackage(pkg, dir);
    return self && self.exports !== undefined ? fs.realpathSync(self.dir) : undefined;
  }
}

/** The version of `pkg` installed where `dir` resolves it. */
export function installedVersion(pkg: string, dir: string): string | undefined {
  const folder = packageDir(pkg, dir);
  if (!folder) return undefined;
  try {
    return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * Which of the tool's packages the site installs itself (a copy of its own, not the tool's): its
 * demos then get the site's (a site of MUI v6 gets MUI v6), bundled with them.
 */
export function siteOwnedPackages(root: string, toolRoot: string): Set<string> {
  const owned = new Set<string>();
  for (const pkg of TOOL_PACKAGES) {
    const site = packageDir(pkg, root);
    if (site && site !== packageDir(pkg, toolRoot)) owned.add(pkg);
  }
  return owned;
}

/**
 * The site's React when its major differs from the tool's (demos always render with the tool's):
 * both versions, and the site's package.json of React (relative to the root) for the warning.
 */
export function reactMismatch(
  root: string,
  toolRoot: string,
): { site: string; tool: string; file: string } | undefined {
  const site = installedVersion('react', root);
  const tool = installedVersion('react', toolRoot);
  if (!site || !tool || site.split('.')[0] === tool.split('.')[0]) return undefined;
  const file = path
    .relative(root, path.join(packageDir('react', root)!, 'package.json'))
    .split(path.sep)
    .join('/');
  return { site, tool, file };
}

/** The peer dependencies of a package (types aside), where `dir` resolves it. */
export function peersOf(pkg: string, dir: string): string[] {
  const folder = packageDir(pkg, dir);
  if (!folder) return [];
  try {
    const json = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    return Object.keys(json.peerDependencies ?? {}).filter((peer) => !peer.startsWith('@types/'));
  } catch {
    return [];
  }
}

/** The names of the packages installed in the node_modules folders of `dir` and every folder above it (scoped ones included). */
export function installedPackages(dir: string): string[] {
  const names = new Set<string>();
  const list = (folder: string) => {
    try {
      return fs.readdirSync(folder).filter((n) => !n.startsWith('.'));
    } catch {
      return [];
    }
  };
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const modules = path.join(d, 'node_modules');
    for (const name of list(modules))
      if (name.startsWith('@')) for (const sub of list(path.join(modules, name))) names.add(`${name}/${sub}`);
      else names.add(name);
    if (path.dirname(d) === d) break;
  }
  return [...names].sort();
}

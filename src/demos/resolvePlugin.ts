import type { BuildOptions, OnResolveArgs, OnResolveResult, Plugin } from 'esbuild';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { packageDir, REACT_PACKAGES, TOOL_PACKAGES } from '../load/packages.js';
import { escapeRegExp } from '../base/regExp.js';
import { isInside } from '../site/safePath.js';
import { sharedModulesPlugin } from './sharedStubs.js';
import type { DemoSetup } from './setup.js';

/** Why an import failed, for its diagnostic (esbuild carries it as the message's detail). */
export type ImportProblem =
  | { kind: 'node-builtin'; specifier: string }
  | { kind: 'leaves-root'; specifier: string }
  | { kind: 'computed'; specifier: string };

const BUILTIN = new RegExp(
  `^(node:.*|(${builtinModules
    .filter((m) => !m.startsWith('_'))
    .map(escapeRegExp)
    .join('|')})(/.*)?)$`,
);

/** Site code: a file of the site root, not a package's (the tool's own files may sit in the root too, as in its repository). */
export const isSiteCode = (root: string, file: string) =>
  isInside(root, file) && !file.split(path.sep).includes('node_modules');

const SKIP = 'docs-tool-packages';

/**
 * In the browser, the tool's packages (MUI, Emotion) that the site does not install resolve from
 * the tool's folder, honouring their `exports` (their ES builds); a package the site lacks
 * otherwise is still reported. Only imports of those packages reach this hook; those from inside
 * packages resolve as they are (from the tool's own MUI, its siblings), and each specifier is
 * resolved once (a hook that asks esbuild to resolve is a round trip: thousands cost seconds).
 */
function toolPackagesPlugin(setup: DemoSetup): Plugin | undefined {
  const missing = TOOL_PACKAGES.filter((pkg) => !setup.sitePackages.has(pkg));
  if (!missing.length) return undefined;
  return {
    name: 'docs-tool-packages',
    setup(build) {
      const resolved = new Map<string, Promise<OnResolveResult>>();
      const resolve = async (args: OnResolveArgs): Promise<OnResolveResult> => {
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: setup.toolRoot, pluginData: SKIP });
        return found.errors.length
          ? { errors: [{ text: `Could not resolve "${args.path}"` }] }
          : { path: found.path, sideEffects: found.sideEffects, namespace: found.namespace };
      };
      build.onResolve({ filter: new RegExp(`^(${missing.map(escapeRegExp).join('|')})(/|$)`) }, (args) => {
        if (args.pluginData === SKIP || args.importer.split(path.sep).includes('node_modules')) return undefined;
        let hit = resolved.get(args.path);
        if (!hit) resolved.set(args.path, (hit = resolve(args)));
        return hit;
      });
    },
  };
}

/**
 * How demo imports resolve: as Node and esbuild resolve them from the importing file (relative
 * modules, packages from the nearest node_modules upward, honouring `exports`), except that
 * React is always the renderer's, and the tool's packages (MUI, Emotion) are the site's when it
 * installs them, otherwise the tool's. On the server, React and the tool's packages are the
 * renderer's own instances (sharedStubs.ts: one React, one theme context); in the browser, the
 * tool's copies.
 */
export function resolveOptions(setup: DemoSetup, side: 'server' | 'browser'): Pick<BuildOptions, 'alias' | 'plugins'> {
  if (side === 'server') return { plugins: [sharedModulesPlugin(setup)] };
  const alias = Object.fromEntries(REACT_PACKAGES.map((pkg) => [pkg, packageDir(pkg, setup.toolRoot)!]));
  const plugin = toolPackagesPlugin(setup);
  return { alias, plugins: plugin ? [plugin] : [] };
}

/** Site code may not import Node's modules (demos run in the browser); a package the site installs under such a name may be. */
export function nodeBuiltinsPlugin(root: string): Plugin {
  return {
    name: 'docs-node-builtins',
    setup(build) {
      build.onResolve({ filter: BUILTIN }, (args) => {
        const installed = !args.path.startsWith('node:') && !!packageDir(args.path.split('/')[0], args.resolveDir);
        if (installed || !isSiteCode(root, args.importer)) return undefined;
        const detail: ImportProblem = { kind: 'node-builtin', specifier: args.path };
        return { errors: [{ text: `Could not resolve "${args.path}"`, detail }] };
      });
    },
  };
}

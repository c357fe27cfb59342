import type { Loader, Plugin, PluginBuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from '../load/packages.js';
import { packageOf } from '../site/packageName.js';
import { namedImports, readBarrel, rewriteBarrelImports, sideEffectFree, type BarrelExport } from './barrels.js';
import { isSiteCode } from './resolvePlugin.js';
import type { DemoSetup } from './setup.js';

/** The specifier prefix of a module a barrel import was rewritten to: `docs-barrel:<package>@@<file>`. */
export const BARREL_PREFIX = 'docs-barrel:';

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js' };

/** The package a rewritten import came from (for sandboxes' package.json), or none for any other specifier. */
export const barrelPackageOf = (specifier: string): string | undefined =>
  specifier.startsWith(BARREL_PREFIX) ? specifier.slice(BARREL_PREFIX.length).split('@@')[0] : undefined;

type Barrel = ReadonlyMap<string, BarrelExport> | undefined;

/** Memoised lookups: a package's folder from a folder, its barrel (once per installed package). */
function barrelLookup(build: PluginBuild) {
  const folders = new Map<string, string | undefined>();
  const barrels = new Map<string, Promise<Barrel>>();
  const folderOf = (pkg: string, dir: string) => {
    const key = `${pkg}\u0000${dir}`;
    if (!folders.has(key)) folders.set(key, packageDir(pkg, dir));
    return folders.get(key);
  };
  const analyse = async (specifier: string, dir: string): Promise<Barrel> => {
    const folder = folderOf(specifier, dir);
    const json = folder && (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as object);
    if (!json || !sideEffectFree(json)) return undefined;
    // Resolved as esbuild resolves the import itself (its conditions, the other plugins), so a name's module is the one the barrel would load.
    const entry = await build.resolve(specifier, { kind: 'import-statement', resolveDir: dir });
    return entry.errors.length || entry.namespace !== 'file' ? undefined : readBarrel(entry.path);
  };
  return (specifier: string, dir: string): Promise<Barrel> => {
    // Only a package's main module: `pkg`, not `pkg/sub`.
    if (packageOf(specifier) !== specifier) return Promise.resolve(undefined);
    const key = `${specifier}\u0000${folderOf(specifier, dir) ?? ''}`;
    let hit = barrels.get(key);
    if (!hit) barrels.set(key, (hit = analyse(specifier, dir)));
    return hit;
  };
}

/**
 * Named imports from a barrel of a package that declares its modules free of side effects
 * (`import { IconPlus } from '@tabler/icons-react'`, whose entry re-exports 6,000 icons) become
 * imports of the modules that define them, in the site's own code, as Next.js's
 * optimizePackageImports does: esbuild then reads two icons instead of every one, on the server
 * and in the browser. The result is the same modules, so the same output.
 */
export function barrelPlugin(setup: DemoSetup): Plugin {
  return {
    name: 'docs-barrel-imports',
    setup(build) {
      const barrelOf = barrelLookup(build);
      build.onResolve({ filter: new RegExp(`^${BARREL_PREFIX}`) }, (args) => ({
        path: args.path.slice(BARREL_PREFIX.length).split('@@').slice(1).join('@@'),
      }));
      build.onLoad({ filter: /\.(jsx?|tsx?|mjs)$/ }, async (args) => {
        if (!isSiteCode(setup.root, args.path)) return undefined;
        const code = await fs.promises.readFile(args.path, 'utf8');
        const dir = path.dirname(args.path);
        const specifiers = [...new Set(namedImports(code).map((s) => s.specifier))].filter((s) => packageOf(s) === s);
        if (!specifiers.length) return undefined;
        const barrels = new Map(await Promise.all(specifiers.map(async (s) => [s, await barrelOf(s, dir)] as const)));
        const contents = rewriteBarrelImports(
          code,
          (s) => barrels.get(s),
          (s, file) => `${BARREL_PREFIX}${s}@@${file}`,
        );
        return contents === undefined
          ? undefined
          : { contents, loader: LOADERS[path.extname(args.path)], resolveDir: dir };
      });
    },
  };
}

import type { Loader, Plugin, PluginBuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '../base/regExp.js';
import { packageDir, packagesAbove } from '../load/packages.js';
import { packageOf } from '../site/packageName.js';
import { namedImports, readBarrel, rewriteBarrelImports, sideEffectFree } from './barrels.js';
import { isSiteCode } from './resolvePlugin.js';
import type { DemoSetup } from './setup.js';

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js' };

/** Each name of a barrel whose module the rewrite can name: the module's path as the barrel writes it, made absolute. */
type Barrel = ReadonlyMap<string, [file: string, name: string]> | undefined;

/** Whether a package.json between a barrel and its package's folder remaps files for the browser (`browser` as an object). */
function remapsFiles(barrelFile: string, packageFolder: string): boolean {
  for (const { dir, json } of packagesAbove(path.dirname(barrelFile))) {
    const browser = (json as { browser?: unknown } | undefined)?.browser;
    if (browser && typeof browser === 'object') return true;
    if (dir === packageFolder || !json) return !json;
  }
  return false;
}

/**
 * The names a barrel exports from relative modules, each with the absolute form of the path it
 * writes (`./Badge`, extensionless, stays extensionless): esbuild resolves an absolute path exactly
 * as the same relative path from the barrel's folder (extensions, index files, a folder's
 * package.json), so the module is the one the barrel loads. Names re-exported from packages, and
 * every name of a package whose `browser` map could remap a file by how it is written, keep the
 * ordinary import.
 */
function barrelTargets(barrelFile: string, packageFolder: string): Barrel {
  const exports = readBarrel(barrelFile);
  if (!exports || remapsFiles(barrelFile, packageFolder)) return undefined;
  const dir = path.dirname(barrelFile);
  const targets = new Map<string, [string, string]>();
  for (const [name, [specifier, imported]] of exports)
    if (/^\.\.?\//.test(specifier)) targets.set(name, [path.resolve(dir, specifier), imported]);
  return targets;
}

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
    if (!folder || !json || !sideEffectFree(json)) return undefined;
    // Resolved as esbuild resolves the import itself (its conditions, the other plugins), so a name's module is the one the barrel would load.
    const entry = await build.resolve(specifier, { kind: 'import-statement', resolveDir: dir });
    return entry.errors.length || entry.namespace !== 'file' ? undefined : barrelTargets(entry.path, folder);
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
 * and in the browser. The result is the same modules, so the same output: each module is the path
 * the barrel writes, resolved by esbuild itself; a name the rewrite cannot place keeps its statement.
 * The specifiers it writes are recorded in `setup.barrelModules` (a sandbox lists their package).
 */
export function barrelPlugin(setup: Pick<DemoSetup, 'root' | 'barrelModules'>): Plugin {
  return {
    name: 'docs-barrel-imports',
    setup(build) {
      const barrelOf = barrelLookup(build);
      // Only files under the root cross to this hook: each is a round trip from esbuild (packages have thousands).
      const filter = new RegExp(`^${escapeRegExp(setup.root + path.sep)}.*\\.(jsx?|tsx?|mjs)$`);
      build.onLoad({ filter }, async (args) => {
        if (!isSiteCode(setup.root, args.path)) return undefined;
        // A path esbuild matched in another case (`./cardTitle` for CardTitle.js) does not read: esbuild
        // then says so at the import, which is the diagnostic's place.
        const code = await fs.promises.readFile(args.path, 'utf8').catch(() => undefined);
        if (code === undefined) return undefined;
        const dir = path.dirname(args.path);
        const statements = namedImports(code).filter((s) => packageOf(s.specifier) === s.specifier);
        if (!statements.length) return undefined;
        const specifiers = [...new Set(statements.map((s) => s.specifier))];
        const barrels = new Map(await Promise.all(specifiers.map(async (s) => [s, await barrelOf(s, dir)] as const)));
        const contents = rewriteBarrelImports(code, (s) => barrels.get(s));
        for (const { specifier, names } of statements)
          for (const [name] of names) {
            const file = barrels.get(specifier)?.get(name)?.[0];
            if (file) setup.barrelModules.set(file, specifier);
          }
        return contents === undefined
          ? undefined
          : { contents, loader: LOADERS[path.extname(args.path)], resolveDir: dir };
      });
    },
  };
}

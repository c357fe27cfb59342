import path from 'node:path';
import { packagesAbove } from '../load/packages.js';

const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);
/** Whether a file is one of TypeScript's own `lib.*.d.ts`. */
export const isCompilerLib = (file: string) => /[\\/]typescript[\\/]lib[\\/]/.test(file);

/** React's and the platform's types (`@types/*`, TypeScript's lib): their props are a DOM element's attributes. */
export const isPlatform = (file: string) => /[\\/]node_modules[\\/]@types[\\/]/.test(file) || isCompilerLib(file);

/** The package a file belongs to: its folder and name (the nearest package.json above it). */
export function packageOf(file: string): { dir: string; name?: string } | undefined {
  const nearest = packagesAbove(path.dirname(file)).next().value;
  return nearest && { dir: nearest.dir, name: nearest.json?.name };
}

/**
 * Whether a file is the library's own: outside node_modules, or in the package of an entry that
 * is (a published package's declarations). Others' files (React's types, the DOM's) are not
 * documented: their props are inherited, their JSDoc never read.
 */
export function ownFiles(entries: readonly string[]): (file: string) => boolean {
  const packages = entries
    .filter(inNodeModules)
    .map((e) => packageOf(e)?.dir)
    .filter((d): d is string => !!d);
  return (file) =>
    !isCompilerLib(file) &&
    (!inNodeModules(file) || packages.some((dir) => path.normalize(file).startsWith(dir + path.sep)));
}

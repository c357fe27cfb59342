import fs from 'node:fs';
import path from 'node:path';
import { packagesAbove } from './packages.js';

/** The package a new site is made inside (docs-init), as its package.json describes it. */
export interface LibraryPackage {
  dir: string;
  name: string;
  version?: string;
  /** Its TypeScript entry (absolute), where its API is read from: its types, else its source index. */
  entry?: string;
  /** Whether it can import itself by name (Node's self-reference needs `exports`). */
  selfImport: boolean;
}

type PackageJson = {
  name?: unknown;
  version?: unknown;
  types?: unknown;
  typings?: unknown;
  source?: unknown;
  exports?: unknown;
};

const isTypeScript = (file: string) => /\.(d\.ts|ts|tsx|d\.mts|mts)$/.test(file);

/** The entry's candidates, in order: `types`, `typings`, `exports["."].types`, `source`, then `src/index.ts(x)`. */
function entryOf(dir: string, json: PackageJson): string | undefined {
  const dot = (json.exports as Record<string, unknown> | undefined)?.['.'];
  const candidates = [
    json.types,
    json.typings,
    typeof dot === 'object' && dot ? (dot as Record<string, unknown>).types : undefined,
    json.source,
    'src/index.tsx',
    'src/index.ts',
  ];
  return candidates
    .filter((c): c is string => typeof c === 'string' && isTypeScript(c))
    .map((c) => path.resolve(dir, c))
    .find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The named package a folder will be inside (the nearest package.json above it), if any. */
export function libraryPackage(dir: string): LibraryPackage | undefined {
  const [nearest] = packagesAbove(path.dirname(path.resolve(dir)));
  const json = nearest?.json as PackageJson | undefined;
  if (!nearest || !json || typeof json.name !== 'string' || !json.name) return undefined;
  const entry = entryOf(nearest.dir, json);
  return {
    dir: nearest.dir,
    name: json.name,
    ...(typeof json.version === 'string' ? { version: json.version } : {}),
    ...(entry ? { entry } : {}),
    selfImport: json.exports !== undefined,
  };
}

import type { Message, Metafile } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import {
  enclosingPackage,
  installedPackages,
  isNodeBuiltin,
  packageDir,
  REACT_PACKAGES,
  TOOL_PACKAGES,
} from '../load/packages.js';
import { packageOf } from '../site/packageName.js';
import { didYouMean } from '../site/didYouMean.js';
import { LineIndex } from '../site/lineIndex.js';
import { isInside, toPosix } from '../site/safePath.js';
import { isPlaygroundEntry } from './playgroundModules.js';
import { isSiteCode, type ImportProblem } from './resolvePlugin.js';
import type { PostcssConfigProblem } from './setup.js';

/** Files next to a missing relative import, nearest name first (for the hint). */
function nearbyFiles(dir: string, specifier: string): string[] {
  const folder = path.resolve(dir, path.dirname(specifier));
  const names = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((n) => !n.startsWith('.'))
        .sort()
    : [];
  const guess = didYouMean(
    path.basename(specifier),
    names.map((n) => n.replace(/\.(jsx?|tsx?|json|css)$/, '')),
  );
  const ordered = guess ? [...names.filter((n) => n.startsWith(`${guess}.`) || n === guess), ...names] : names;
  const prefix = path.dirname(specifier) === '.' ? './' : `${path.dirname(specifier)}/`;
  return [...new Set(ordered)].slice(0, 6).map((n) => `${prefix}${n}`);
}

/** An import that does not resolve, by what it names: a file, a package's module, a package, one of Node's. */
function unresolved(at: Diagnostic & object, file: string, specifier: string, importerDir: string, root: string) {
  const location = { file: at.file, line: at.line, column: at.column };
  const pkg = packageOf(specifier);
  if (!pkg)
    return diagnose('component-import', location, {
      problem: 'missing-file',
      file,
      specifier,
      nearby: nearbyFiles(importerDir, specifier),
    });
  const dir = packageDir(pkg, importerDir);
  if (isNodeBuiltin(specifier) && !dir)
    return diagnose('component-import', location, { problem: 'node-builtin', file, specifier });
  const self = !dir && enclosingPackage(pkg, importerDir);
  if (self && self.exports === undefined) {
    const packageJson = toPosix(path.relative(root, path.join(self.dir, 'package.json')));
    return diagnose('component-import', location, {
      problem: 'self-without-exports',
      file,
      specifier,
      pkg,
      packageJson,
    });
  }
  // The tool provides its packages (MUI, Emotion) to a site that does not install them.
  const installed = !!dir || TOOL_PACKAGES.includes(pkg) || REACT_PACKAGES.includes(pkg);
  if (installed) return diagnose('component-import', location, { problem: 'missing-module', file, specifier, pkg });
  // A typo of an installed package (`acme-kt`) is told the name it meant, not to install the typo.
  const nearest = didYouMean(pkg, [...new Set([...installedPackages(importerDir), ...TOOL_PACKAGES])]);
  return diagnose('component-import', location, {
    problem: 'missing-package',
    file,
    specifier,
    pkg,
    ...(nearest ? { nearest } : {}),
  });
}

/** A playground's module, made by the build, by the component it shows (`the Chip playground`). */
const playgroundName = (file: string | undefined) =>
  file && isPlaygroundEntry(file) ? `the ${file.split('/').pop()!.split('#')[0]} playground` : undefined;

const MISSING_EXPORT = /^No matching export in "(.+)" for import "(.+)"$/;

/** A "No matching export" message's module (root-relative, as esbuild writes it) and the name asked of it, if it is one. */
export function missingExportOf(message: Message): { module: string; name: string } | undefined {
  const m = message.text.match(MISSING_EXPORT);
  return m ? { module: m[1], name: m[2] } : undefined;
}

/** The names a module exports, through its re-exports (esbuild's own reading); none when it cannot be bundled alone. */
export async function moduleExports(root: string, module: string): Promise<string[]> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [path.resolve(root, module)],
      bundle: true,
      write: false,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      outdir: path.join(root, '.docs-exports'),
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.css': 'empty' },
      packages: 'external',
    });
    return Object.values(result.metafile.outputs)
      .flatMap((o) => (o.entryPoint ? o.exports : []))
      .filter((name) => name !== 'default')
      .sort();
  } catch {
    return [];
  }
}

/** `import { Bagde } from 'acme-kit'`: the name, what the line imports it from, and the nearest name the module exports. */
function missingExport(at: Diagnostic & object, file: string, message: Message, exports: readonly string[]) {
  const { module, name } = missingExportOf(message)!;
  const specifier = message.location?.lineText.match(/\bfrom\s*(['"])([^'"]+)\1/)?.[2] ?? module;
  const nearest = didYouMean(name, exports);
  return diagnose(
    'component-import',
    { file: at.file, line: at.line, column: at.column },
    { problem: 'missing-export', file, specifier, name, exports, ...(nearest ? { nearest } : {}) },
  );
}

/**
 * One of esbuild's errors as the site's diagnostic, at the file, line and column it names
 * (relative to the site root): an import that does not resolve, a Node module, a path out of the
 * root, a CSS syntax error, or a module that does not compile.
 */
export function diagnosticOfMessage(
  message: Message,
  root: string,
  exportsOf: ReadonlyMap<string, readonly string[]> = new Map(),
): Diagnostic {
  const loc = message.location;
  const abs = loc ? path.resolve(root, loc.file) : root;
  // Where it is (a playground's module is placed at its directive later), and what the message calls it.
  const where = toPosix(path.relative(root, abs)) || '.';
  const file = playgroundName(loc?.file) ?? where;
  const at = diagnose(
    'component-compile',
    { file: where, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 },
    { file, reason: message.text },
  );
  const detail = message.detail as ImportProblem | PostcssConfigProblem | { kind: 'css-syntax' } | undefined;
  // An aliased specifier (the renderer's own React, MUI, Emotion) is reported by what the code wrote.
  const resolved = message.text.match(/^Could not resolve "(.*?)"(?: \(originally "(.*)"\))?$/);
  // esbuild matches a relative path in any case (`./cardTitle` for CardTitle.js), then cannot read it:
  // on a case-sensitive file system that import does not resolve, as Node and the browser's bundle say.
  const unreadable = message.text.match(/^Cannot read file: (.*)$/);
  const written = loc?.lineText.slice(loc.column, loc.column + loc.length).match(/^['"](.+)['"]$/)?.[1];
  const specifier = resolved
    ? (resolved[2] ?? resolved[1])
    : unreadable && written && !fs.existsSync(unreadable[1])
      ? written
      : undefined;
  if (detail?.kind === 'leaves-root')
    return diagnose(
      'path-escape',
      { file: where, line: at.line, column: at.column },
      { what: 'import', file, specifier: detail.specifier },
    );
  if (detail?.kind === 'postcss-config')
    return diagnose(
      'postcss-config',
      { file: where, line: at.line, column: at.column },
      { config: detail.config, stylesheet: detail.stylesheet, ...detail.failure },
    );
  if (detail?.kind === 'node-builtin' || detail?.kind === 'computed')
    return diagnose(
      'component-import',
      { file: where, line: at.line, column: at.column },
      { problem: detail.kind, file, specifier: detail.specifier },
    );
  if (specifier !== undefined) return unresolved(at, file, specifier, path.dirname(abs), root);
  const missing = missingExportOf(message);
  if (missing) return missingExport(at, file, message, exportsOf.get(missing.module) ?? []);
  return at;
}

/** Where a specifier is written in a file (quoted), for a problem esbuild found no place for. */
function specifierLocation(file: string, specifier: string): { line: number; column: number; lineText: string } {
  const text = fs.readFileSync(file, 'utf8');
  const at = Math.max(text.indexOf(`'${specifier}'`), text.indexOf(`"${specifier}"`));
  const position = new LineIndex(text).position(Math.max(at, 0));
  return { line: position.line, column: position.column - 1, lineText: '' };
}

/** A problem of one import found in the graph after the build, as esbuild's message at the import. */
function importMessage(importer: string, specifier: string, text: string, detail: ImportProblem): Message {
  return {
    id: detail.kind,
    pluginName: 'docs',
    text,
    location: {
      file: importer,
      namespace: 'file',
      ...specifierLocation(importer, specifier),
      length: specifier.length,
      suggestion: '',
    },
    notes: [],
    detail,
  };
}

/**
 * Relative imports of the site's own code that leave the package holding the site (`boundary`:
 * `../../secrets.js`, or a link out of it; the library's own source is in reach): found in the
 * graph esbuild resolved, as messages at the import. The barrel rewrite's specifiers (`barrels`)
 * are a package's modules, as the import it replaced.
 */
export function leavingImports(
  metafile: Metafile,
  root: string,
  barrels: ReadonlyMap<string, string>,
  boundary: string = root,
): Message[] {
  const found: Message[] = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const importer = path.resolve(root, input);
    if (input.includes(':') || !isSiteCode(root, importer)) continue;
    for (const imported of imports) {
      const specifier = imported.original ?? '';
      if (imported.external || !/^[./]/.test(specifier) || barrels.has(specifier)) continue;
      if (isInside(boundary, path.resolve(root, imported.path))) continue;
      const text = `Import leaves the package that holds the site: "${specifier}"`;
      found.push(importMessage(importer, specifier, text, { kind: 'leaves-root', specifier }));
    }
  }
  return found;
}

import path from 'node:path';
import ts = require('typescript');
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { CACHE_FOLDER } from '../site/output.js';
import { isInside, toPosix } from '../site/safePath.js';
import { compilerOptions, createProgram, type ProgramState } from './program.js';

/**
 * What the bundler answers already, better: a module that does not resolve (a typo, a stylesheet,
 * a package without types) or a name it does not export is `component-import`'s, or no problem at
 * all. The type check says what only types can.
 */
const RESOLUTION_CODES = new Set([2305, 2307, 2614, 2724, 2792, 2882, 7016]);

/** A type check of the site's TypeScript demos: its problems, and every file it read (for the cache). */
export interface DemoTypeCheck {
  problems: Diagnostic[];
  read: string[];
  /** Why nothing was checked (React's types do not resolve from the demos): the command says so. */
  unchecked?: string;
  /** The program, for docs-dev's next check (TypeScript reuses the files that did not change). */
  program?: ProgramState;
  /** What the next check starts from (TypeScript's build info: each file's hash and problems), for the build cache. */
  state?: string;
}

/** Where the build info would be: never written (the build cache keeps it), but its folder places the file names it lists. */
const BUILD_INFO = `${CACHE_FOLDER}/demo-types.tsbuildinfo`;

/**
 * The last check's results, as TypeScript's builder reads them from its build info (none when the
 * text is not one of this TypeScript's): files whose hash and dependencies are unchanged keep their
 * problems, unchecked, as `tsc --incremental` keeps them.
 */
function lastCheck(options: ts.CompilerOptions, state: string | undefined) {
  if (!state) return undefined;
  try {
    return ts.readBuilderProgram(options, {
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
      getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
      readFile: () => state,
    });
  } catch {
    return undefined;
  }
}

/** Gives each file the version the builder compares (the hash of its text), once per parsed file. */
function versioned(program: ts.Program): ts.Program {
  for (const file of program.getSourceFiles() as Array<ts.SourceFile & { version?: string }>)
    file.version ??= ts.sys.createHash!(file.text);
  return program;
}

/** The nearest tsconfig.json above a demo, within the site root (a tsconfig.json at the root covers every demo). */
function nearestTsconfig(file: string, top: string): string | undefined {
  for (let dir = path.dirname(file); isInside(top, dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tsconfig.json');
    if (ts.sys.fileExists(candidate)) return candidate;
    if (dir === top || path.dirname(dir) === dir) return undefined;
  }
  return undefined;
}

/**
 * Where React's types would be found from a file (each node_modules above it): followed while they
 * are missing, so that installing them makes the next build check instead of repeating the last.
 */
function reactTypesCandidates(file: string): string[] {
  const out: string[] = [];
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    out.push(path.join(dir, 'node_modules/@types/react/index.d.ts'), path.join(dir, 'node_modules/react/package.json'));
    if (path.dirname(dir) === dir) return out;
  }
}

/** A diagnostic of TypeScript's at its place, relative to the root. */
function typeProblem(root: string, d: ts.Diagnostic & { file: ts.SourceFile; start: number }): Diagnostic {
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  const file = toPosix(path.relative(root, d.file.fileName));
  const reason = ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/\s+/g, ' ');
  return diagnose(
    'demo-type-error',
    { file, line: line + 1, column: character + 1 },
    { problem: 'type', file, reason, code: d.code },
  );
}

/**
 * Type-checks TypeScript demos (root-relative) as `tsc --noEmit` would with the site's nearest
 * tsconfig.json (else strict defaults), in one program: errors in the demos and the site's own
 * modules they import, not in the library or its packages. Demos are bundled, so modules resolve as
 * a bundler does whatever the tsconfig says; what does not resolve is the bundler's to report.
 */
export function checkDemoTypes(
  root: string,
  demos: readonly string[],
  previous?: ProgramState,
  state?: string,
  /** Nothing keeps this check (no build cache, no docs-dev): the program alone, without the builder's state to hand on. */
  once = false,
): DemoTypeCheck {
  const files = demos.map((rel) => path.resolve(root, rel));
  const tsconfig = nearestTsconfig(files[0], path.resolve(root));
  const found = compilerOptions(files[0], tsconfig, false);
  if ('problem' in found) {
    const rel = toPosix(path.relative(root, found.tsconfig));
    const at = { file: rel, line: 1, column: 1 };
    return {
      problems: [diagnose('demo-type-error', at, { problem: 'tsconfig', tsconfig: rel, reason: found.problem })],
      read: [found.tsconfig],
    };
  }
  const options: ts.CompilerOptions = {
    ...found.options,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: found.options.jsx ?? ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    incremental: true,
    tsBuildInfoFile: path.join(root, BUILD_INFO),
  };
  const react = ts.resolveModuleName('react', files[0], options, ts.sys).resolvedModule;
  if (!react || !react.resolvedFileName.endsWith('.d.ts'))
    return {
      problems: [],
      read: [...(tsconfig ? [tsconfig] : []), ...reactTypesCandidates(files[0])],
      unchecked: "React's types (@types/react) do not resolve",
    };
  const made = createProgram(files, options, previous);
  const { program, parsed } = made;
  const isOwn = (f: ts.SourceFile) => isInside(root, f.fileName) && !f.fileName.split(/[\\/]/).includes('node_modules');
  const own = program.getSourceFiles().filter(isOwn);
  const read = [...(tsconfig ? [tsconfig] : []), ...parsed.keys()];
  if (once) return { problems: problemsOf(root, program, own, (file) => program.getSemanticDiagnostics(file)), read };
  // Only the files changed since the last check, and those whose types depend on them, are checked again.
  const builder = ts.createEmitAndSemanticDiagnosticsBuilderProgram(
    versioned(program),
    { createHash: ts.sys.createHash },
    previous?.builder ?? lastCheck(options, state),
  );
  while (builder.getSemanticDiagnosticsOfNextAffectedFile(undefined, (f) => !isOwn(f))) continue;
  let next: string | undefined;
  // With noEmit, the build info is all it writes.
  builder.emit(undefined, (name, text) => void (name.endsWith('.tsbuildinfo') && (next = text)));
  return {
    problems: problemsOf(root, program, own, (file) => builder.getSemanticDiagnostics(file)),
    read,
    program: { ...made, builder },
    state: next,
  };
}

/** The errors in the site's own files (the library's and packages' are not the demos' to fix), located. */
function problemsOf(
  root: string,
  program: ts.Program,
  own: readonly ts.SourceFile[],
  semantic: (file: ts.SourceFile) => readonly ts.Diagnostic[],
): Diagnostic[] {
  return own.flatMap((file) =>
    [...program.getSyntacticDiagnostics(file), ...semantic(file)]
      .filter((d) => d.category === ts.DiagnosticCategory.Error && !RESOLUTION_CODES.has(d.code))
      .filter((d): d is ts.Diagnostic & { file: ts.SourceFile; start: number } => !!d.file && d.start !== undefined)
      .map((d) => typeProblem(root, d)),
  );
}

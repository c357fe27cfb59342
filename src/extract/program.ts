import path from 'node:path';
import ts = require('typescript');
import { isPlatform } from './library.js';

/** What a compile that the checker can use needs, when no tsconfig says otherwise. */
const DEFAULTS: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

/** The compiler options and where they came from; or the config file's first problem. */
export type Options = { options: ts.CompilerOptions; tsconfig?: string } | { problem: string; tsconfig: string };

/**
 * The compiler options of a product line's entries: its `tsconfig` (absolute), else the nearest
 * tsconfig.json above the first entry (unless `search` is false), else strict defaults. Nothing is emitted, and only the
 * types its files import load (no global `@types/*`, unless the tsconfig names them): it is
 * the checker's view of the components, not a type check of the library.
 */
export function compilerOptions(firstEntry: string, tsconfig?: string, search = true): Options {
  const file = tsconfig ?? (search ? ts.findConfigFile(path.dirname(firstEntry), ts.sys.fileExists) : undefined);
  if (!file) return { options: { ...DEFAULTS, noEmit: true, types: [], skipLibCheck: true } };
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error) return { problem: ts.flattenDiagnosticMessageText(read.error.messageText, ' '), tsconfig: file };
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(file), undefined, file);
  const fatal = parsed.errors.find((e) => e.category === ts.DiagnosticCategory.Error && e.code !== 18003);
  if (fatal) return { problem: ts.flattenDiagnosticMessageText(fatal.messageText, ' '), tsconfig: file };
  const { options } = parsed;
  return { options: { ...options, noEmit: true, types: options.types ?? [], skipLibCheck: true }, tsconfig: file };
}

/** A line's program, and the files it parsed by name with their text: docs-dev keeps it between extractions. */
export interface ProgramState {
  program: ts.Program;
  parsed: Map<string, { text: string; file: ts.SourceFile }>;
  /** The demos' check: which files it checked and their problems (the next keeps those of unchanged files). */
  builder?: ts.EmitAndSemanticDiagnosticsBuilderProgram;
}

/**
 * The platform's files (TypeScript's lib, `@types/*`) parsed so far, by name and by the options
 * that change how a file parses and binds, with their text: every program of a process whose
 * options agree on those shares them, parsed and bound once, as the language service's document
 * registry shares files between projects (its key). A build's API extraction and demos' type
 * check, or a check and a build in one process, each made them again: half a second of a program.
 */
const platformFiles = new Map<string, { text: string; file: ts.SourceFile }>();
const registry = ts.createDocumentRegistry();

/**
 * A program of the entries. With `previous` (docs-dev's last state), a file whose text did not
 * change is handed back already parsed and bound: TypeScript then reuses the old program's
 * structure, and the checker binds only the files that changed (React's and the DOM's types are
 * most of the work). Files parsed under other compiler options are not reused.
 */
export function createProgram(
  entries: readonly string[],
  options: ts.CompilerOptions,
  previous?: ProgramState,
): ProgramState {
  const same = (a: ts.CompilerOptions, b: ts.CompilerOptions) => JSON.stringify(a) === JSON.stringify(b);
  const last = previous && same(previous.program.getCompilerOptions(), options) ? previous : undefined;
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const parsed = new Map<string, { text: string; file: ts.SourceFile }>();
  const optionsKey = registry.getKeyForCompilationSettings(options);
  host.getSourceFile = (fileName, language, onError, create) => {
    const text = host.readFile(fileName);
    const sharedKey = isPlatform(fileName) ? `${optionsKey}\u0000${fileName}` : undefined;
    const kept = last?.parsed.get(fileName) ?? (sharedKey === undefined ? undefined : platformFiles.get(sharedKey));
    // The DOM's and React's JSDoc is never read: skipping it saves a third of their parse.
    const jsDocParsingMode = sharedKey === undefined ? ts.JSDocParsingMode.ParseAll : ts.JSDocParsingMode.ParseNone;
    const parsing =
      typeof language === 'object'
        ? { ...language, jsDocParsingMode }
        : { languageVersion: language, jsDocParsingMode };
    const file = kept && kept.text === text ? kept.file : parse(fileName, parsing, onError, create);
    if (file && text !== undefined) parsed.set(fileName, { text, file });
    if (file && text !== undefined && sharedKey !== undefined) platformFiles.set(sharedKey, { text, file });
    return file;
  };
  const program = ts.createProgram({ rootNames: [...entries], options, host, oldProgram: last?.program });
  return { program, parsed };
}

/** Why an entry cannot be documented: it does not parse, or one of its imports does not resolve. */
export function entryProblems(program: ts.Program, entry: string): ts.Diagnostic[] {
  const file = program.getSourceFile(entry);
  if (!file) return [];
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
}

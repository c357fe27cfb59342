import path from 'node:path';
import ts = require('typescript');
import { diagnose, type Diagnostic, type Location } from '../errors/Diagnostic.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { extractComponents } from './extractComponents.js';
import { isCompilerLib, ownFiles } from './library.js';
import { compilerOptions, createProgram, entryProblems, type ProgramState } from './program.js';
import { toPosix } from '../site/safePath.js';

/** A product line whose API pages come from its TypeScript: its entries and tsconfig as the config names them. */
export interface ApiLine {
  prefix: string;
  entries: string[];
  tsconfig?: string;
  /** Where docs.config.json says so (for problems of the line as a whole). */
  at: Location;
}

/** One line's extraction as the cache keeps it: the hash of every file it read, its components, its problems. */
export interface LineExtraction {
  hashes: Record<string, string>;
  components: ExtractedComponent[];
  problems: Diagnostic[];
  /** Each component's props declarations (keys that hold while their files do not change). */
  containers?: Record<string, string[]>;
}

/** A TypeScript diagnostic as the site's, at its file and line (relative to the root). */
function compileProblem(root: string, entry: string, d: ts.Diagnostic, fallback: Location): Diagnostic {
  const reason = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  const at =
    d.file && d.start !== undefined
      ? (() => {
          const { line, character } = d.file!.getLineAndCharacterOfPosition(d.start!);
          return { file: toPosix(path.relative(root, d.file!.fileName)), line: line + 1, column: character + 1 };
        })()
      : fallback;
  return diagnose('api-entry', at, { problem: 'compile', entry, reason });
}

/** The names a file exports that could be components (capitalised). */
const exportedNames = (file: ts.SourceFile): string[] =>
  file.statements.flatMap((s) => {
    const exported = ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    const names = ts.isVariableStatement(s)
      ? s.declarationList.declarations.map((d) => d.name)
      : [ts.getNameOfDeclaration(s as ts.Declaration)];
    return names.flatMap((n) => (n && ts.isIdentifier(n) && /^[A-Z]/.test(n.text) ? [n.text] : []));
  });

/**
 * A syntax error in a library file the entries reach (not an entry: those are `compile`): the
 * file's first, at its place, with what it exports. TypeScript parses around it, so what the file
 * declares would be documented wrong or not at all.
 */
function syntaxProblems(root: string, program: ts.Program, entries: readonly string[]): Diagnostic[] {
  const own = ownFiles(entries);
  return program
    .getSourceFiles()
    .filter((f) => own(f.fileName) && !entries.includes(path.normalize(f.fileName)))
    .flatMap((file) => {
      const [d] = program.getSyntacticDiagnostics(file);
      if (!d) return [];
      const { line, character } = file.getLineAndCharacterOfPosition(d.start ?? 0);
      const at = { file: toPosix(path.relative(root, file.fileName)), line: line + 1, column: character + 1 };
      const reason = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      return [diagnose('api-entry', at, { problem: 'syntax', file: at.file, reason, components: exportedNames(file) })];
    });
}

/**
 * React's types not resolving from the entry is one problem, not the dozens of errors it causes
 * (every JSX element, every parameter): said once, with what to install.
 */
function reactTypesMissing(line: ApiLine, entry: string, options: ts.CompilerOptions): Diagnostic | undefined {
  const react = ts.resolveModuleName('react', entry, options, ts.sys).resolvedModule;
  if (react && react.extension !== ts.Extension.Js && react.extension !== ts.Extension.Jsx) return undefined;
  return diagnose('api-entry', line.at, {
    problem: 'compile',
    entry: line.entries[0],
    reason:
      'the types of "react" do not resolve from it (install @types/react where the library is: npm i -D @types/react)',
  });
}

/**
 * Each component with its members' files among its own (`ActionList` with `ActionList.Item`'s): a
 * component that still holds then has members that still hold, which the extraction takes from
 * the last one without looking for them.
 */
const withMembersFiles = (components: ExtractedComponent[]): ExtractedComponent[] =>
  components.map((c) => {
    const members = components.filter((m) => m.name.startsWith(`${c.name}.`));
    if (!members.length) return c;
    return { ...c, files: [...new Set([...c.files, ...members.flatMap((m) => m.files)])].sort() };
  });

/**
 * Extracts a line's components through the checker. Components whose files have the hashes the
 * last extraction recorded are taken from it (`last`); `old` is docs-dev's previous program, whose
 * unchanged files TypeScript reuses. `hash(rel)` is a file's current content hash.
 */
export function extractLine(
  root: string,
  line: ApiLine,
  hash: (rel: string) => string,
  last?: LineExtraction,
  old?: ProgramState,
): { extraction: LineExtraction; program?: ProgramState } {
  const entries = line.entries.map((e) => path.resolve(root, e));
  const options = compilerOptions(entries[0], line.tsconfig && path.resolve(root, line.tsconfig));
  const relOf = (abs: string) => toPosix(path.relative(root, abs));
  if ('problem' in options) {
    const tsconfig = relOf(options.tsconfig);
    const problem = diagnose('api-entry', line.at, { problem: 'tsconfig', tsconfig, reason: options.problem });
    return { extraction: { hashes: { [tsconfig]: hash(tsconfig) }, components: [], problems: [problem] } };
  }
  const state = createProgram(entries, options.options, old);
  const { program } = state;
  const read = program
    .getSourceFiles()
    .map((f) => relOf(f.fileName))
    .filter((rel) => !isCompilerLib(rel));
  const hashes = Object.fromEntries(
    [...read, ...(options.tsconfig ? [relOf(options.tsconfig)] : [])].sort().map((rel) => [rel, hash(rel)]),
  );
  const missing = reactTypesMissing(line, entries[0], options.options);
  const problems = missing
    ? [missing]
    : entries.flatMap((entry) =>
        entryProblems(program, entry).map((d) => compileProblem(root, relOf(entry), d, line.at)),
      );
  if (problems.length) return { extraction: { hashes, components: [], problems }, program: state };
  problems.push(...syntaxProblems(root, program, entries));
  const broken = new Set(problems.map((p) => p.file));
  const unchanged = (c: ExtractedComponent) =>
    c.files.every((f) => last?.hashes[f] !== undefined && last.hashes[f] === hashes[f]);
  const reuse = new Map((last?.components ?? []).filter(unchanged).map((c) => [c.name, c]));
  const { names, components, containers } = extractComponents(program, root, entries, {
    holds: (name, file) => reuse.get(name)?.at.file === file && !!last?.containers?.[name],
    containers: (name) => last?.containers?.[name] ?? [],
    members: (name) =>
      [...reuse.values()].filter((c) => c.name.startsWith(`${name}.`)).map((c) => ({ name: c.name, file: c.at.file })),
  });
  const fresh = new Map(components.map((c) => [c.name, c]));
  const all = withMembersFiles(names.map((name) => fresh.get(name) ?? reuse.get(name)!)).filter(
    (c) => !broken.has(c.at.file),
  );
  if (!all.length)
    problems.push(
      diagnose('api-entry', line.at, { problem: 'no-component', prefix: line.prefix, entries: line.entries }),
    );
  return { extraction: { hashes, components: all, problems, containers }, program: state };
}

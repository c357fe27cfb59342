import type { BuildFailure, Message, Metafile, Plugin } from 'esbuild';
import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { diagnosticOfMessage, missingExportOf, moduleExports } from './buildProblems.js';
import { reachable } from './graph.js';
import { PLAYGROUND_NAMESPACE, PLAYGROUND_PREFIX } from './playgroundModules.js';

/** esbuild's errors of a failed build (none: the failure is not a build's, such as a crash). */
export const errorsOf = (err: unknown): Message[] | undefined => (err as BuildFailure)?.errors;

/** The file a message is placed in (absolute), or '' when esbuild gave it no place. */
const fileOf = (root: string, m: Message) => (m.location ? path.resolve(root, m.location.file) : '');

/** Known-broken files, each with the names its importers take from it (a stub must export them). */
export type Stubs = ReadonlyMap<string, ReadonlySet<string>>;

/** A stub's text: a module that exports `undefined` under the names asked of it, and as its default. */
const stubText = (names: ReadonlySet<string> = new Set()) =>
  `const u = undefined;\nexport { ${['default', ...names].map((n) => `u as ${JSON.stringify(n)}`).join(', ')} };\n`;

/**
 * Files whose problems are known, read as empty (a playground's module too): the rest of the graph
 * still builds (to find who imports them, and so that the other demos render).
 */
export const stubbed = (root: string, files: Stubs): Plugin => ({
  name: 'docs-stub-broken',
  setup(b) {
    b.onLoad({ filter: /.*/ }, (args) =>
      files.has(args.path)
        ? args.path.endsWith('.css')
          ? { contents: '', loader: 'css' }
          : { contents: stubText(files.get(args.path)), loader: 'js' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: PLAYGROUND_NAMESPACE }, (args) => {
      const file = path.resolve(root, `${PLAYGROUND_PREFIX}${args.path}`);
      return files.has(file) ? { contents: stubText(files.get(file)), loader: 'js' } : undefined;
    });
  },
});

/** Which entries reach a file with a problem, through the graph esbuild saw with those files stubbed. */
function brokenEntries(metafile: Metafile, root: string, entries: readonly string[], broken: ReadonlySet<string>) {
  const byEntry = new Map<string, string[]>();
  for (const rel of entries) {
    // The entry itself too: a playground's module is the build's own, which reachable() does not list.
    const entry = path.resolve(root, rel);
    const reached = [...new Set([entry, ...reachable(metafile, root, entry)])].filter((file) => broken.has(file));
    if (reached.length) byEntry.set(rel, reached);
  }
  return byEntry;
}

/** The graph built again with some files stubbed, and the problems found in it beyond esbuild's errors. */
export type StubbedBuild = (broken: Stubs) => Promise<{ metafile: Metafile; more: Message[] } | undefined>;

/** How many times the graph is built again, each time with the files of the problems found so far stubbed. */
const MAX_ROUNDS = 8;

/**
 * The graph built again with the files of the known problems stubbed, until it builds: problems
 * esbuild finds only once every import resolves (a name a module does not export, found when it
 * links) come out in later rounds, so one problem never hides another.
 */
async function buildAround(root: string, errors: Message[], rebuild: StubbedBuild) {
  const all = [...errors];
  const stubs = new Map(all.map((m) => [fileOf(root, m), new Set<string>()]));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    try {
      const graph = await rebuild(stubs);
      if (graph) return { all: [...all, ...graph.more.filter((m) => !stubs.has(fileOf(root, m)))], graph };
      break;
    } catch (err) {
      let progress = false;
      for (const m of errorsOf(err) ?? []) {
        // A name asked of a stub is not a problem of the importer: the stub exports it from the next round on.
        const missing = missingExportOf(m);
        const stub = missing && stubs.get(path.resolve(root, missing.module));
        if (stub) progress = stub.size < stub.add(missing.name).size || progress;
        else if (m.location && !stubs.has(fileOf(root, m))) {
          all.push(m);
          stubs.set(fileOf(root, m), new Set());
          progress = true;
        }
      }
      if (!progress) break;
    }
  }
  return { all };
}

/** The names each module of a "No matching export" problem exports (for the nearest name). */
async function exportsOfModules(root: string, messages: readonly Message[]) {
  const modules = [...new Set(messages.flatMap((m) => missingExportOf(m)?.module ?? []))];
  return new Map(await Promise.all(modules.map(async (m) => [m, await moduleExports(root, m)] as const)));
}

/**
 * Every problem of a graph, by the entries that reach it: the graph is built again with the files
 * that have esbuild's errors read as empty (`rebuild`), so the rest of it still builds (and shows
 * its own problems, and who imports what). One entry's problem is never another's.
 */
export async function problemsByEntry(
  root: string,
  entries: readonly string[],
  errors: Message[],
  rebuild: StubbedBuild,
): Promise<Map<string, Diagnostic[]>> {
  const { all, graph } = await buildAround(root, errors, rebuild);
  const exportsOf = await exportsOfModules(root, all);
  const diagnostic = (m: Message) => diagnosticOfMessage(m, root, exportsOf);
  const broken = new Set(all.map((m) => fileOf(root, m)));
  const problems = new Map<string, Diagnostic[]>();
  const reached = new Set<Message>();
  for (const [rel, files] of graph ? brokenEntries(graph.metafile, root, entries, broken) : []) {
    const own = all.filter((m) => files.includes(fileOf(root, m)));
    for (const m of own) reached.add(m);
    problems.set(rel, own.map(diagnostic));
  }
  // Errors esbuild could not place in a file, in what every module shares (the frame's wrapper, the
  // global stylesheets), or in a graph that still fails: every entry has them.
  const unplaced = all.filter((m) => !reached.has(m));
  if (unplaced.length)
    for (const rel of entries) problems.set(rel, [...(problems.get(rel) ?? []), ...unplaced.map(diagnostic)]);
  return problems;
}

/**
 * Builds the entries that reach no known problem. When that build still fails (a problem esbuild
 * placed where the graph did not show it: two paths that differ only by letter case are one file to
 * its resolver), its problems are every remaining entry's: nothing is bundled, and nothing crashes.
 */
export async function buildGood<T>(
  root: string,
  entries: readonly string[],
  problems: Map<string, Diagnostic[]>,
  bundle: (good: readonly string[]) => Promise<T>,
): Promise<T | undefined> {
  const good = entries.filter((rel) => !problems.has(rel));
  if (!good.length) return undefined;
  try {
    return await bundle(good);
  } catch (err) {
    const errors = errorsOf(err);
    if (!errors?.length) throw err;
    const diagnostics = errors.map((m) => diagnosticOfMessage(m, root));
    for (const rel of good) problems.set(rel, diagnostics);
    return undefined;
  }
}

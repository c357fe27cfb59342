import type { BuildFailure, Message, Metafile, Plugin } from 'esbuild';
import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { diagnosticOfMessage } from './buildProblems.js';
import { reachable } from './graph.js';
import { PLAYGROUND_NAMESPACE, PLAYGROUND_PREFIX } from './playgroundModules.js';

/** esbuild's errors of a failed build (none: the failure is not a build's, such as a crash). */
export const errorsOf = (err: unknown): Message[] | undefined => (err as BuildFailure)?.errors;

/** The file a message is placed in (absolute), or '' when esbuild gave it no place. */
const fileOf = (root: string, m: Message) => (m.location ? path.resolve(root, m.location.file) : '');

/**
 * Files whose problems are known, read as empty (a playground's module too): the rest of the graph
 * still builds (to find who imports them, and so that the other demos render).
 */
export const stubbed = (root: string, files: ReadonlySet<string>): Plugin => ({
  name: 'docs-stub-broken',
  setup(b) {
    b.onLoad({ filter: /.*/ }, (args) =>
      files.has(args.path) ? { contents: '', loader: args.path.endsWith('.css') ? 'css' : 'js' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: PLAYGROUND_NAMESPACE }, (args) =>
      files.has(path.resolve(root, `${PLAYGROUND_PREFIX}${args.path}`)) ? { contents: '', loader: 'js' } : undefined,
    );
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
export type StubbedBuild = (
  broken: ReadonlySet<string>,
) => Promise<{ metafile: Metafile; more: Message[] } | undefined>;

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
  const stubs = new Set(errors.map((m) => fileOf(root, m)));
  const graph = await rebuild(stubs).catch(() => undefined);
  const all = graph ? [...errors, ...graph.more.filter((m) => !stubs.has(fileOf(root, m)))] : errors;
  const broken = new Set(all.map((m) => fileOf(root, m)));
  const problems = new Map<string, Diagnostic[]>();
  for (const [rel, files] of graph ? brokenEntries(graph.metafile, root, entries, broken) : [])
    problems.set(
      rel,
      all.filter((m) => files.includes(fileOf(root, m))).map((m) => diagnosticOfMessage(m, root)),
    );
  // Errors esbuild could not place in a file (or a graph that still fails): every entry shares them.
  const unplaced = graph ? all.filter((m) => !m.location) : all;
  if (unplaced.length)
    for (const rel of entries)
      problems.set(rel, [...(problems.get(rel) ?? []), ...unplaced.map((m) => diagnosticOfMessage(m, root))]);
  return problems;
}

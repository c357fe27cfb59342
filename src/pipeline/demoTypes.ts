import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { fileHash } from '../load/fileStamp.js';
import { demoPagesOf } from '../render/prepareDemos.js';
import { cacheKey } from '../site/hash.js';
import type { ApiPrograms } from '../extract/extractApi.js';
import type { ProgramState } from '../extract/program.js';
import type { BuildCache } from '../site/output.js';
import { posixRelative } from '../site/safePath.js';
import type { DocsConfig, SiteSource } from '../site/types.js';
import { typeScriptDemos } from '../transform/demoFiles.js';

/** TypeScript demos left unchecked, and why (React's types do not resolve): the commands say so. */
export interface UncheckedTypes {
  count: number;
  reason: string;
}

/** The type check of the TypeScript demos, as a command reports it. */
export interface DemoTypes {
  problems: Diagnostic[];
  /** The files it read (root-relative): what the no-op check and docs-dev follow. */
  inputs: string[];
  unchecked?: UncheckedTypes;
}

const KIND = 'demo-types';
/** Its program's name among docs-dev's (the API lines' are their prefixes: never this). */
const PROGRAM = ' demo-types';
const NONE: DemoTypes = { problems: [], inputs: [] };

/** A cached check: the hash of every file it read, and its problems; a damaged entry counts as none. */
function readCached(text: string | undefined): { hashes: Record<string, string>; problems: Diagnostic[] } | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as { hashes?: unknown; problems?: unknown } | null;
    const ok = !!value && typeof value.hashes === 'object' && value.hashes !== null && Array.isArray(value.problems);
    return ok ? (value as { hashes: Record<string, string>; problems: Diagnostic[] }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Type-checks the TypeScript demos the pages show (`X.tsx` alone, or beside `X.js`): readers copy
 * them, and their JavaScript tab and sandbox are made from them. Cached by the content of every
 * file the check read, so that TypeScript is not even loaded while none changed.
 */
export async function checkSiteDemoTypes(
  source: SiteSource,
  config: Pick<DocsConfig, 'checks'>,
  cache?: { store: BuildCache; fingerprint: string },
  /** docs-dev's programs between updates: the check's is kept under its own name. */
  programs?: ApiPrograms,
): Promise<DemoTypes> {
  if (config.checks.demoTypes === 'off') return NONE;
  const demos = typeScriptDemos(demoPagesOf(source), source.codeFiles);
  if (!demos.length) return NONE;
  const { root } = source;
  const key = cacheKey(cache?.fingerprint ?? '', KIND, JSON.stringify(demos));
  const last = readCached(cache?.store.get(KIND, key));
  if (last && Object.entries(last.hashes).every(([rel, h]) => fileHash(path.resolve(root, rel)) === h))
    return { problems: last.problems, inputs: Object.keys(last.hashes).sort() };
  const { checkDemoTypes } = await import('../extract/demoTypes.js');
  const checked = checkDemoTypes(root, demos, programs?.get(PROGRAM) as ProgramState | undefined);
  if (checked.program) programs?.set(PROGRAM, checked.program);
  const hashes = Object.fromEntries(checked.read.map((abs) => [posixRelative(root, abs), fileHash(abs)]));
  // Not cached: what would make it checkable (React's types installed) is followed as inputs instead.
  if (checked.unchecked)
    return {
      problems: [],
      inputs: Object.keys(hashes).sort(),
      unchecked: { count: demos.length, reason: checked.unchecked },
    };
  cache?.store.set(KIND, key, JSON.stringify({ hashes, problems: checked.problems }));
  return { problems: checked.problems, inputs: Object.keys(hashes).sort() };
}

import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { fileHash } from '../load/fileStamp.js';
import { byFirst } from '../base/order.js';
import { cacheKey } from '../site/hash.js';
import type { ApiPrograms } from '../extract/extractApi.js';
import type { ProgramState } from '../extract/program.js';
import type { BuildCache } from '../site/output.js';
import { posixRelative } from '../site/safePath.js';
import type { DocsConfig, SiteSource } from '../site/types.js';
import { demoPagesOf, typeScriptDemos } from '../transform/demoFiles.js';

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

/** The cache kind of the demos' type check. */
export const DEMO_TYPES_CACHE_KIND = 'demo-types';
const KIND = DEMO_TYPES_CACHE_KIND;
/** The kind of the last check's state (TypeScript's build info), one per site: a check that runs again starts from it. */
export const DEMO_TYPES_STATE_KIND = 'demo-types-state';
/** Its program's name among docs-dev's (the API lines' are their prefixes: never this). */
const PROGRAM = ' demo-types';
const NONE: DemoTypes = { problems: [], inputs: [] };

/** A check as cached: the hash of every file it read, its problems, and why it checked nothing (if it did not). */
interface Cached {
  hashes: Record<string, string>;
  problems: Diagnostic[];
  unchecked?: string;
}

/** A cached check; a damaged entry counts as none. */
function readCached(text: string | undefined): Cached | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Record<keyof Cached, unknown>> | null;
    const ok =
      !!value &&
      typeof value.hashes === 'object' &&
      value.hashes !== null &&
      Array.isArray(value.problems) &&
      (value.unchecked === undefined || typeof value.unchecked === 'string');
    return ok ? (value as Cached) : undefined;
  } catch {
    return undefined;
  }
}

/** What a check (cached or not) gives the command. */
const resultOf = ({ hashes, problems, unchecked }: Cached, count: number): DemoTypes => ({
  problems,
  inputs: Object.keys(hashes).sort(),
  ...(unchecked ? { unchecked: { count, reason: unchecked } } : {}),
});

/**
 * Type-checks the TypeScript demos the pages show (`X.tsx` alone, or beside `X.js`): readers copy
 * them, and their JavaScript tab and sandbox are made from them. Cached by the content of every
 * file the check read, so that TypeScript is not even loaded while none changed; a check that could
 * not run (React's types do not resolve) read where they would be found, so installing them is a change.
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
  const stateKey = cacheKey(cache?.fingerprint ?? '', DEMO_TYPES_STATE_KIND);
  const last = readCached(cache?.store.get(KIND, key));
  if (last && Object.entries(last.hashes).every(([rel, h]) => fileHash(path.resolve(root, rel)) === h)) {
    cache?.store.keep(DEMO_TYPES_STATE_KIND, stateKey);
    return resultOf(last, demos.length);
  }
  const { checkDemoTypes } = await import('../extract/demoTypes.js');
  const previous = programs?.get(PROGRAM) as ProgramState | undefined;
  // Without a cache or docs-dev's programs, nothing would keep TypeScript's state: the program checks alone.
  const checked = checkDemoTypes(
    root,
    demos,
    previous,
    cache?.store.get(DEMO_TYPES_STATE_KIND, stateKey),
    !cache && !programs,
  );
  if (checked.program) programs?.set(PROGRAM, checked.program);
  if (checked.state !== undefined) cache?.store.set(DEMO_TYPES_STATE_KIND, stateKey, checked.state);
  // In order: resultOf lists them sorted after every save of docs-dev, and a sorted list sorts in one pass.
  const hashes = Object.fromEntries(
    checked.read.map((abs) => [posixRelative(root, abs), fileHash(abs)] as const).sort(byFirst),
  );
  const result: Cached = {
    hashes,
    problems: checked.problems,
    ...(checked.unchecked ? { unchecked: checked.unchecked } : {}),
  };
  cache?.store.set(KIND, key, JSON.stringify(result));
  return resultOf(result, demos.length);
}

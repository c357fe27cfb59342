import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArgsOf } from '../errors/catalogue/index.js';
import { fatal } from '../errors/DocsError.js';
import { foldersHolding, MARKER, type OutputId, type OutputRecord, type OutputWriter } from '../site/output.js';
import { isInside } from '../site/safePath.js';

const MARKER_TEXT = 'Written by docs-build. This folder is replaced by every build.\n';

function refuse(out: string, problem: ArgsOf<'unsafe-output'>['problem']): never {
  throw fatal('unsafe-output', { out, problem });
}

/** The output folder of a build: `--out`, or `<root>/dist`. */
export const outputFolderOf = (root: string, out?: string): string => path.resolve(out ?? path.join(root, 'dist'));

/** Refuses output folders whose replacement would destroy something that is not a build. */
export function checkOutputFolder(root: string | undefined, out: string): void {
  const abs = path.resolve(out);
  const home = os.homedir();
  if (abs === path.parse(abs).root) refuse(abs, 'filesystem-root');
  if (root && (abs === root || isInside(abs, root))) refuse(abs, 'holds-root');
  if (isInside(abs, home)) refuse(abs, 'home');
  for (const source of root ? ['content', 'templates', 'translations', 'public'].map((d) => path.join(root, d)) : []) {
    if (abs === source || isInside(source, abs)) refuse(abs, 'sources');
  }
  if (fs.existsSync(abs)) {
    if (!fs.statSync(abs).isDirectory()) refuse(abs, 'not-a-folder');
    const entries = fs.readdirSync(abs);
    if (entries.length && !entries.includes(MARKER)) {
      refuse(abs, 'not-a-build');
    }
  }
}

/** A staging folder: the one writer of a build's files, which must stay inside it. */
export interface Staging extends OutputWriter {
  dir: string;
  outputs(): OutputRecord[];
}

/** A staging folder on disk, which can also take a file in without copying it. */
export interface FolderStaging extends Staging {
  /** Hard-links a file in (its bytes are not read), or copies it where the file system cannot link. */
  link(rel: string, from: string): void;
}

/** Errors of file systems (or folders on two of them) that cannot hard-link: copy instead. */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK', 'EOPNOTSUPP']);

/**
 * A fresh staging folder beside the output, so the final swap is a rename on one file system. It
 * is made with mkdir's normal mode (0777 less the umask), not mkdtemp's private 0700: it becomes
 * the output folder, which a web server running as another user must be able to read.
 */
export function createStaging(out: string, previous?: ReadonlyMap<string, OutputId>): FolderStaging {
  const abs = path.resolve(out);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  for (;;) {
    const dir = `${abs}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      fs.mkdirSync(dir);
      return openStaging(dir, previous);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

/**
 * A writer into an existing staging folder (render workers write their pages directly). A file
 * that `previous` (the verified files of the output folder) already holds with the same id is
 * not written again: the incremental commit keeps it.
 */
export function openStaging(dir: string, previous: ReadonlyMap<string, OutputId> = new Map()): FolderStaging {
  // Folders made so far: most pages are a folder of their own, created once.
  const folders = new Set<string>();
  const records: OutputRecord[] = [];
  const target = (rel: string) => {
    if (rel.includes('\0')) throw fatal('path-escape', { what: 'write', rel, nul: true });
    const abs = path.resolve(dir, rel);
    if (!isInside(dir, abs) || abs === dir) {
      throw fatal('path-escape', { what: 'write', rel });
    }
    const parent = path.dirname(abs);
    if (!folders.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      folders.add(parent);
    }
    return abs;
  };
  const holds = (rel: string, id: OutputId | undefined) => id !== undefined && previous.get(rel) === id;
  return {
    dir,
    write(rel, data, id) {
      if (holds(rel, id)) return void records.push([rel, id!, false]);
      fs.writeFileSync(target(rel), data);
      records.push([rel, id ?? null, true]);
    },
    link(rel, from) {
      const to = target(rel);
      try {
        fs.linkSync(from, to);
      } catch (err) {
        if (!CANNOT_LINK.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
        fs.writeFileSync(to, fs.readFileSync(from));
      }
      records.push([rel, null, true]);
    },
    holds,
    keep(rel, id) {
      if (!holds(rel, id)) throw new Error(`${rel} is not in the previous output.`);
      records.push([rel, id, false]);
    },
    outputs: () => [...records],
  };
}

/**
 * Where a commit is, for a stop that interrupts it: `swapping` (the staging folder replaces the
 * output by two renames), `updating` (files move into the output one by one), `done`.
 */
export const COMMIT_STATES = ['none', 'swapping', 'updating', 'done'] as const;
export type CommitState = (typeof COMMIT_STATES)[number];

/**
 * Puts the finished staging folder in place. Without kept files, the staging folder replaces the
 * output (one rename; the previous build is removed afterwards). With kept files, only the written
 * files move in and the files no longer produced are removed, so a one-page change touches one
 * file. The caller makes the output record untrusted first: an interrupted commit then means a
 * full build next time. `onState` hears each state before it begins.
 */
export function commitStaging(
  staging: Staging,
  out: string,
  outputs: readonly OutputRecord[] = staging.outputs(),
  onState: (state: CommitState) => void = () => undefined,
  known: KnownFolders = new Map(),
): void {
  const abs = path.resolve(out);
  if (!outputs.some(([, , written]) => !written)) {
    fs.writeFileSync(path.join(staging.dir, MARKER), MARKER_TEXT);
    onState('swapping');
    const old = `${staging.dir}.old`;
    const hadPrevious = fs.existsSync(abs);
    if (hadPrevious) fs.renameSync(abs, old);
    try {
      fs.renameSync(staging.dir, abs);
    } catch (err) {
      if (hadPrevious) fs.renameSync(old, abs);
      throw err;
    }
    onState('done');
    // The previous build is gone from the output already: a folder that cannot be removed is left
    // for the next build (see removeLeftovers), never a failure of this one.
    if (hadPrevious) fs.rmSync(old, { recursive: true, force: true, maxRetries: 0 });
    return;
  }
  onState('updating');
  updateOutput(staging, abs, outputs, known);
  onState('done');
  fs.rmSync(staging.dir, { recursive: true, force: true });
}

/**
 * The incremental commit: the written files move in, the files and folders no longer produced go
 * (the output then holds the folders of its files only, as a full commit leaves it).
 */
function updateOutput(staging: Staging, abs: string, outputs: readonly OutputRecord[], known: KnownFolders): void {
  const produced = new Set(outputs.map(([rel]) => rel));
  const holding = new Set(foldersHolding(produced));
  const gone: string[] = [];
  for (const [rel, dir] of listOutput(abs, known)) {
    if (dir ? !holding.has(rel) : !produced.has(rel) && rel !== MARKER) gone.push(rel);
  }
  // Deepest first: a folder's entries go before it.
  for (const rel of gone.sort().reverse()) fs.rmSync(path.join(abs, rel), { recursive: true, force: true });
  const folders = new Set<string>();
  for (const [rel, , written] of outputs) {
    if (!written) continue;
    const target = path.join(abs, rel);
    const parent = path.dirname(target);
    if (!folders.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      folders.add(parent);
    }
    fs.renameSync(path.join(staging.dir, rel), target);
  }
  if (!fs.existsSync(path.join(abs, MARKER))) fs.writeFileSync(path.join(abs, MARKER), MARKER_TEXT);
}

/** Folders of an output as the last build recorded them: their time and their entries (name, whether a folder). */
export type KnownFolders = ReadonlyMap<string, { mtimeMs: number; entries: ReadonlyArray<[string, boolean]> }>;

/**
 * Every entry below an output folder (links are entries of their own, never followed). A folder
 * whose time is the one recorded holds the entries recorded (adding, removing or renaming one
 * changes its time) and is not read: a one-page commit reads the folders that changed, not all.
 */
export function listOutput(abs: string, known: KnownFolders): Array<[rel: string, dir: boolean]> {
  const found: Array<[string, boolean]> = [];
  const walk = (rel: string) => {
    const dir = path.join(abs, rel);
    const folder = known.get(rel);
    const entries =
      folder && fs.statSync(dir).mtimeMs === folder.mtimeMs
        ? folder.entries
        : fs.readdirSync(dir, { withFileTypes: true }).map((e): [string, boolean] => [e.name, e.isDirectory()]);
    for (const [name, isDir] of entries) {
      const child = rel ? `${rel}/${name}` : name;
      found.push([child, isDir]);
      if (isDir) walk(child);
    }
  };
  walk('');
  return found;
}

export function discardStaging(staging: Staging | undefined): void {
  if (staging) fs.rmSync(staging.dir, { recursive: true, force: true });
}

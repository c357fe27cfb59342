import fs from 'node:fs';
import path from 'node:path';
import type { OutputState } from '../errors/catalogue/commands.js';
import type { CommitState } from './outputFolder.js';

/** A staging folder (or the previous output moved aside by a swap) beside `out`, and the process that made it. */
interface Leftover {
  path: string;
  pid: number;
  /** The previous output a swap moved aside. */
  old: boolean;
}

/** Staging folders and moved-aside outputs of any process beside `out` (`<out>.staging-<pid>-<hex>[.old]`). */
function leftoversOf(abs: string): Leftover[] {
  const parent = path.dirname(abs);
  const prefix = `${path.basename(abs)}.staging-`;
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const match = name.startsWith(prefix) ? /^(\d+)-[0-9a-f]{8}(\.old)?$/.exec(name.slice(prefix.length)) : null;
    return match ? [{ path: path.join(parent, name), pid: Number(match[1]), old: !!match[2] }] : [];
  });
}

/** Whether a process runs (a signal 0 to another user's process is refused, but it runs). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what builds killed before they could clean up left beside `out` (kill -9, a power cut):
 * staging folders and moved-aside outputs of processes that no longer run. Those of a running
 * build (another docs-build into the same folder) stay.
 */
export function removeLeftovers(out: string): void {
  for (const leftover of leftoversOf(path.resolve(out)))
    if (leftover.pid !== process.pid && !processRuns(leftover.pid))
      try {
        fs.rmSync(leftover.path, { recursive: true, force: true });
      } catch {
        // Housekeeping: what this user may not remove (another user's files) stays.
      }
}

/** What the output folder holds when a build stops or fails in this commit state (a failed swap puts the previous output back). */
export const outputStateOf = (state: CommitState): OutputState =>
  state === 'done' ? 'complete' : state === 'updating' ? 'partial' : 'intact';

/**
 * After this process's build was stopped (its thread is gone): puts back a previous output a swap
 * had moved aside but not yet replaced, removes this process's staging folders, and says what
 * `out` now holds.
 */
export function settleStoppedCommit(out: string, state: CommitState): OutputState {
  const abs = path.resolve(out);
  const mine = leftoversOf(abs).filter((l) => l.pid === process.pid);
  let held = outputStateOf(state);
  if (state === 'swapping') {
    const old = mine.find((l) => l.old);
    // The staging folder gone: the second rename happened, the new build is in place.
    if (!mine.some((l) => !l.old)) held = 'complete';
    else if (old && !fs.existsSync(abs)) fs.renameSync(old.path, abs);
  }
  // A folder put back is gone from its old place: force skips it.
  for (const leftover of mine) fs.rmSync(leftover.path, { recursive: true, force: true });
  return held;
}

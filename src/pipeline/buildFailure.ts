import path from 'node:path';
import { DocsError, fatal } from '../errors/DocsError.js';
import { outputStateOf } from '../write/leftovers.js';
import type { CommitState } from '../write/outputFolder.js';

/** File-system errors that mean "you may not (or cannot) write here", not a bug. */
const UNWRITABLE: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space is left on the disk',
  EDQUOT: 'the disk quota is exceeded',
};

/** Whether `file` is the output folder, its parent, or inside them (a staging folder is a sibling of the output). */
function touchesOutput(file: string, out: string): boolean {
  const abs = path.resolve(file);
  return abs === path.dirname(out) || abs.startsWith(out);
}

/**
 * The error a build (or a merge) that failed reports, with the true state of its output folder:
 * a DocsError as it is; a folder it may not write a located `output-unwritable`; another failure
 * of the system (it names the call that failed) `build-failed`; anything else is a bug, `internal`.
 */
export function buildFailure(err: unknown, out: string, state: CommitState): DocsError {
  if (err instanceof DocsError) return err;
  const held = outputStateOf(state);
  const errno = err as NodeJS.ErrnoException | undefined;
  const reason = errno?.code ? UNWRITABLE[errno.code] : undefined;
  if (reason && errno?.path && touchesOutput(errno.path, out)) {
    // The folder whose entries could not be made or removed is the one to fix.
    const folder = path.dirname(path.resolve(errno.path));
    return fatal(
      'output-unwritable',
      { path: folder, reason, out, state: held },
      { cause: err, location: { file: folder, line: 1, column: 1 } },
    );
  }
  const message = errno?.message ?? String(err);
  if (typeof errno?.syscall === 'string')
    return fatal('build-failed', { reason: message, out, state: held }, { cause: err });
  return fatal('internal', { reason: message, out, state: held }, { cause: err });
}

import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';
import { MARKER } from '../site/output.js';
import { isInside } from '../site/safePath.js';

/** Read access to a built site's folder (docs-preview): files by output-relative path, never outside it. */
export interface BuiltFolder {
  dir: string;
  isFile(rel: string): boolean;
  isFolder(rel: string): boolean;
  read(rel: string): Buffer | undefined;
  /** What identifies a file's version (its inode, size and modification time): a rebuild that rewrote it changes it. */
  stamp(rel: string): string | undefined;
  /** Whether the folder is still a built site (a build marker): `rm -rf dist` ends that. */
  present(): boolean;
}

/** A built site's folder; refused when it is none (no docs-build marker): the servers never serve any other folder. */
export function openBuiltFolder(dirArg: string): BuiltFolder {
  const dir = path.resolve(dirArg);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw fatal('dist-missing', { dir: dirArg, option: '--out' });
  }
  if (!fs.existsSync(path.join(dir, MARKER)))
    throw fatal('dist-missing', { dir: dirArg, option: '--out', unmarked: true });
  const real = fs.realpathSync(dir);
  /** The file's real path if it is inside the folder (a symbolic link may not lead out). */
  const locate = (rel: string) => {
    const abs = path.resolve(dir, rel);
    if (!isInside(dir, abs)) return undefined;
    try {
      const target = fs.realpathSync(abs);
      return isInside(real, target) || target === real ? target : undefined;
    } catch {
      return undefined;
    }
  };
  const stat = (rel: string) => {
    const abs = locate(rel);
    return abs ? fs.statSync(abs, { throwIfNoEntry: false }) : undefined;
  };
  /**
   * Whether an opened file is inside the folder: where the descriptor points (Linux's /proc), else
   * the file the path names now, if it is the one opened. A folder swapped for a link between the
   * check and the open is caught here.
   */
  const openedInside = (fd: number, opened: fs.Stats, rel: string) => {
    try {
      return isInside(real, fs.readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      const now = stat(rel);
      return !!now && now.ino === opened.ino && now.dev === opened.dev;
    }
  };
  return {
    dir,
    isFile: (rel) => !!stat(rel)?.isFile(),
    isFolder: (rel) => !!stat(rel)?.isDirectory(),
    stamp(rel) {
      const found = stat(rel);
      return found?.isFile() ? `${found.ino}:${found.size}:${found.mtimeMs}` : undefined;
    },
    present: () => fs.existsSync(path.join(dir, MARKER)),
    read(rel) {
      const abs = locate(rel);
      if (!abs) return undefined;
      let fd: number;
      try {
        fd = fs.openSync(abs, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
      } catch (err) {
        // Gone meanwhile (a rebuild), or made a link since it was located: nothing to read. Anything else is the caller's (500).
        if (['ENOENT', 'ENOTDIR', 'ELOOP'].includes((err as NodeJS.ErrnoException).code ?? '')) return undefined;
        throw err;
      }
      try {
        // Opened once, then checked where it is: what is read is what was checked.
        const opened = fs.fstatSync(fd);
        return opened.isFile() && openedInside(fd, opened, rel) ? fs.readFileSync(fd) : undefined;
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

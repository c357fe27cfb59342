import fs from 'node:fs';
import path from 'node:path';

/** The root of the git repository a folder is in (the nearest folder above it with a `.git`), if any. */
export function repositoryRoot(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * Whether a repository has a remote on GitHub (its `.git/config` names github.com), as `git remote
 * -v` would list it. A worktree's or submodule's `.git` file is followed to its folder.
 */
export function hasGithubRemote(repository: string): boolean {
  try {
    let git = path.join(repository, '.git');
    if (fs.statSync(git).isFile()) {
      const pointer = fs.readFileSync(git, 'utf8').match(/^gitdir:\s*(.+)$/m)?.[1];
      if (!pointer) return false;
      git = path.resolve(repository, pointer.trim());
      // A worktree's own folder names the repository's shared one.
      const common = path.join(git, 'commondir');
      if (fs.existsSync(common)) git = path.resolve(git, fs.readFileSync(common, 'utf8').trim());
    }
    return /^\s*url\s*=\s*\S*github\.com[:/]/m.test(fs.readFileSync(path.join(git, 'config'), 'utf8'));
  } catch {
    return false;
  }
}

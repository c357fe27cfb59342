import fs from 'node:fs';
import path from 'node:path';
import { runCli, tmpDir } from '../helpers.js';
import { builtSample, seededSample } from '../sharedSites.js';

// Issue 12, defect 1: the output must be readable by a web server running as another user.
const umask = process.umask();
const FOLDER = 0o777 & ~umask;
const FILE = 0o666 & ~umask;

/** Distinct permission bits of the folder itself, its sub-folders and its files. */
function modes(dir: string) {
  const folders = new Set<number>([fs.statSync(dir).mode & 0o777]);
  const files = new Set<number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
    (entry.isDirectory() ? folders : files).add(mode);
  }
  return { folders: [...folders], files: [...files] };
}

describe('output permissions', () => {
  let root: string;
  let out: string;

  // A copy of the run's sample build with its cache (cp -a keeps the modes).
  beforeAll(async () => {
    root = await seededSample('permissions');
    out = path.join(root, 'dist');
  });

  // The run's cold build of the sample, made under this umask.
  it('a cold build makes folders 0777 and files 0666, less the umask', async () => {
    expect(modes((await builtSample()).out)).toEqual({ folders: [FOLDER], files: [FILE] });
  });

  it('an incremental build keeps them (a new page in a new folder, a changed page)', () => {
    fs.mkdirSync(path.join(root, 'content/material-ui/getting-started/extra'));
    fs.writeFileSync(
      path.join(root, 'content/material-ui/getting-started/extra/index.md'),
      '# Extra\n\n<p class="description">A new page.</p>\n',
    );
    fs.appendFileSync(path.join(root, 'content/material-ui/getting-started/usage/index.md'), '\nOne more sentence.\n');
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(fs.existsSync(path.join(out, 'material-ui/getting-started/extra/index.html'))).toBe(true);
    expect(modes(out)).toEqual({ folders: [FOLDER], files: [FILE] });
  });

  it('--merge keeps them', () => {
    const dir = tmpDir('permissions-shards');
    const shards = [1, 2].map((i) => path.join(dir, `shard-${i}`));
    shards.forEach((shard, i) =>
      expect(runCli('docs-build', ['--root', root, '--shard', `${i + 1}/2`, '--out', shard]).status).toBe(0),
    );
    const merged = path.join(dir, 'merged');
    expect(runCli('docs-build', ['--merge', ...shards, '--root', root, '--out', merged]).status).toBe(0);
    expect(modes(merged)).toEqual({ folders: [FOLDER], files: [FILE] });
  });
});

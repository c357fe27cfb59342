import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { listFiles } from '../../src/load/listFiles.js';
import { tmpDir } from '../helpers.js';

/** A folder with the given files (path -> text). */
function folder(files: Record<string, string>): string {
  const root = tmpDir('list');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('listFiles', () => {
  it('lists every file below a folder, relative with "/", in code-unit order of each folder', () => {
    const root = folder({ 'b.md': '', 'a/z.md': '', 'a/B.md': '', 'A.md': '' });
    expect(listFiles(root).files).toEqual(['A.md', 'a/B.md', 'a/z.md', 'b.md']);
  });

  it('follows a link inside the root, and reports one that leaves it', () => {
    const outside = folder({ 'secret.txt': 'x' });
    const root = folder({ 'real/page.md': '' });
    fs.symlinkSync(path.join(root, 'real'), path.join(root, 'alias'));
    fs.symlinkSync(outside, path.join(root, 'out'));
    const { files, skipped } = listFiles(root);
    expect(files).toEqual(['alias/page.md', 'real/page.md']);
    expect(skipped).toEqual([{ rel: 'out', target: fs.realpathSync(outside) }]);
  });

  it('reports a link back into a folder being listed as a loop, and ends', () => {
    const root = folder({ 'public/a.txt': '' });
    fs.symlinkSync('.', path.join(root, 'public/loop'));
    const { files, skipped } = listFiles(path.join(root, 'public'), { root });
    expect(files).toEqual(['a.txt']);
    expect(skipped).toEqual([{ rel: 'public/loop', target: fs.realpathSync(path.join(root, 'public')), loop: true }]);
  });

  it("with links: 'list', lists links as they are and never follows them", () => {
    const root = folder({ 'real/page.md': '' });
    fs.symlinkSync(path.join(root, 'real'), path.join(root, 'alias'));
    expect(listFiles(root, { links: 'list' }).files).toEqual(['alias', 'real/page.md']);
  });

  it('lists nothing for a folder that does not exist', () => {
    expect(listFiles(path.join(tmpDir('none'), 'absent')).files).toEqual([]);
  });
});

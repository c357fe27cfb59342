import fs from 'node:fs';
import path from 'node:path';
import { inputStamp, listedStamp } from '../../src/load/inputStamp.js';
import { tmpDir } from '../helpers.js';

/** A site root whose folders last changed a minute ago (whole seconds: a time set again is exactly the one read). */
function site(): string {
  const root = tmpDir('input-stamp');
  fs.mkdirSync(path.join(root, 'content/a/b'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/a/b/index.md'), '# B\n');
  fs.writeFileSync(path.join(root, 'docs.config.json'), '{}');
  age(root);
  return root;
}
const minuteAgo = () => Math.floor(Date.now() / 1000) - 60;
const age = (root: string, seconds = minuteAgo()) => {
  for (const rel of ['content/a/b', 'content/a', 'content']) fs.utimesSync(path.join(root, rel), seconds, seconds);
};

describe('the input stamp', () => {
  it('taken again over the entries it listed, without reading a folder, equals a new stamp until something changes', () => {
    const root = site();
    const first = inputStamp(root)!;
    expect(first.listed).toEqual(['content/a', 'content/a/b', 'content/a/b/index.md']);
    const at = Date.now();
    expect(listedStamp(root, first.listed, at)).toBe(first.stamp);
    const changes: Array<(r: string) => void> = [
      (r) => fs.writeFileSync(path.join(r, 'content/a/b/new.md'), '# New\n'),
      (r) => fs.mkdirSync(path.join(r, 'content/a/c')),
      (r) => fs.rmSync(path.join(r, 'content/a/b/index.md')),
      (r) => fs.appendFileSync(path.join(r, 'content/a/b/index.md'), 'More.\n'),
      (r) => fs.writeFileSync(path.join(r, 'content/top.md'), '# Top\n'),
    ];
    for (const change of changes) {
      const r = site();
      const before = inputStamp(r)!;
      change(r);
      expect(listedStamp(r, before.listed, at)).not.toBe(before.stamp);
      expect(inputStamp(r)!.stamp).not.toBe(before.stamp);
    }
  });

  it('a folder changed within a tick of the earlier stamp is not trusted by its time', () => {
    const root = site();
    const now = Math.floor(Date.now() / 1000);
    age(root, now);
    const first = inputStamp(root)!;
    expect(listedStamp(root, first.listed, now * 1000)).toBeUndefined();
    expect(listedStamp(root, first.listed, now * 1000 + 60_000)).toBe(first.stamp);
  });

  it('a site with a symbolic link gets no stamp', () => {
    const root = site();
    fs.symlinkSync(tmpDir('elsewhere'), path.join(root, 'content/linked'));
    expect(inputStamp(root)).toBeUndefined();
  });
});

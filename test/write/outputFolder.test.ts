import fs from 'node:fs';
import path from 'node:path';
import { MARKER } from '../../src/site/output.js';
import { commitStaging, createStaging, listOutput } from '../../src/write/outputFolder.js';
import { forgetOutputs, outputIntact, previousOutput, recordOutputs } from '../../src/write/outputRecord.js';
import { openBuildCache } from '../../src/write/buildCache.js';
import { hashTree, tmpDir } from '../helpers.js';
import { contentId } from '../../src/site/hash.js';

const files = (dir: string) => Object.keys(hashTree(dir)).sort();

describe('the output folder', () => {
  it('a full commit replaces the output; an incremental one writes only what changed and removes what is gone', () => {
    const root = tmpDir('out-commit');
    const out = path.join(root, 'dist');
    const cache = openBuildCache(root);
    const first = createStaging(out);
    for (const [rel, text] of [
      ['a/index.html', 'A'],
      ['b/index.html', 'B'],
      ['old/index.html', 'old'],
    ])
      first.write(rel, text, contentId(text));
    commitStaging(first, out);
    recordOutputs(cache, root, out, first.outputs());
    expect(files(out)).toEqual([MARKER, 'a/index.html', 'b/index.html', 'old/index.html']);
    const bBefore = fs.statSync(path.join(out, 'b/index.html'));

    const previous = previousOutput(cache, root, out).trusted;
    expect([...previous.keys()].sort()).toEqual(['a/index.html', 'b/index.html', 'old/index.html']);
    const second = createStaging(out, previous);
    second.write('a/index.html', 'A2', contentId('A2'));
    second.write('b/index.html', 'B', contentId('B'));
    second.write('c/d/index.html', 'C', contentId('C'));
    expect(second.outputs().map(([rel, , written]) => [rel, written])).toEqual([
      ['a/index.html', true],
      ['b/index.html', false],
      ['c/d/index.html', true],
    ]);
    // Left in the output since: an empty folder, a folder of files, a link to the folder above (removed, not followed).
    fs.mkdirSync(path.join(out, 'empty'));
    fs.mkdirSync(path.join(out, 'b/stray/deep'), { recursive: true });
    fs.writeFileSync(path.join(out, 'b/stray/deep/file.txt'), 'stray');
    fs.symlinkSync(root, path.join(out, 'link'));
    commitStaging(second, out);
    expect(files(out)).toEqual([MARKER, 'a/index.html', 'b/index.html', 'c/d/index.html']);
    expect(fs.readdirSync(out).sort()).toEqual([MARKER, 'a', 'b', 'c']);
    expect(fs.readdirSync(path.join(out, 'b'))).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('A2');
    // The kept file was not touched, the removed page's folder is gone, and no staging folder is left.
    expect(fs.statSync(path.join(out, 'b/index.html')).mtimeMs).toBe(bBefore.mtimeMs);
    expect(fs.existsSync(path.join(out, 'old'))).toBe(false);
    expect(fs.readdirSync(root).filter((n) => n.startsWith('dist.'))).toEqual([]);
  });

  it('trusts only files still as the build left them, and nothing once the record is forgotten', () => {
    const root = tmpDir('out-trust');
    const out = path.join(root, 'dist');
    const cache = openBuildCache(root);
    const staging = createStaging(out);
    for (const rel of ['same.html', 'edited.html', 'deleted.html']) staging.write(rel, rel, contentId(rel));
    commitStaging(staging, out);
    recordOutputs(cache, root, out, staging.outputs());
    fs.appendFileSync(path.join(out, 'edited.html'), '!');
    fs.rmSync(path.join(out, 'deleted.html'));
    expect([...previousOutput(cache, root, out).trusted.keys()]).toEqual(['same.html']);
    forgetOutputs(cache, root, out);
    expect(previousOutput(cache, root, out).trusted.size).toBe(0);
  });

  it('an output is intact until an entry is added, removed or changed in any folder, changed long ago or in the same tick as the build', () => {
    const root = tmpDir('out-intact');
    const out = path.join(root, 'dist');
    const cache = openBuildCache(root);
    // Folders last changed a minute ago are known by their time alone; those just changed, by their entries too.
    // Whole seconds: a time set again is exactly the one recorded.
    const setTimes = (old: boolean) => {
      const seconds = Math.floor(Date.now() / 1000) - (old ? 60 : 0);
      for (const rel of ['a/b', 'a', '']) fs.utimesSync(path.join(out, rel), seconds, seconds);
    };
    const build = (old: boolean) => {
      const staging = createStaging(out);
      for (const rel of ['index.html', 'a/index.html', 'a/b/index.html']) staging.write(rel, rel, contentId(rel));
      commitStaging(staging, out);
      setTimes(old);
      recordOutputs(cache, root, out, staging.outputs());
      expect(outputIntact(cache, root, out)).toBe(true);
    };
    // Each damage, and whether it keeps its folder's time (a change in the build's last tick).
    const damages: Array<[string, (abs: string) => void]> = [
      ['a/b/stray.txt', (abs) => fs.writeFileSync(abs, 'stray')],
      [
        'a/new/stray.txt',
        (abs) => {
          fs.mkdirSync(path.dirname(abs));
          fs.writeFileSync(abs, 'stray');
        },
      ],
      ['a/index.html', (abs) => fs.rmSync(abs)],
      ['a/b/index.html', (abs) => fs.appendFileSync(abs, '!')],
    ];
    for (const old of [true, false])
      for (const sameTick of old ? [false] : [false, true])
        for (const [rel, damage] of damages) {
          fs.rmSync(out, { recursive: true, force: true });
          build(old);
          damage(path.join(out, rel));
          if (sameTick) setTimes(false);
          expect([rel, old, sameTick, outputIntact(cache, root, out)]).toEqual([rel, old, sameTick, false]);
        }
  });

  it('an incremental commit reads only the folders changed since the record, and removes what was added to them', () => {
    const root = tmpDir('out-folders');
    const out = path.join(root, 'dist');
    const cache = openBuildCache(root);
    const first = createStaging(out);
    for (const rel of ['a/index.html', 'b/index.html', 'b/c/index.html', 'old/index.html'])
      first.write(rel, rel, contentId(rel));
    commitStaging(first, out);
    // Folders last changed a minute ago (whole seconds: a time set again is exactly the one recorded).
    const minuteAgo = Math.floor(Date.now() / 1000) - 60;
    const age = (rel: string) => fs.utimesSync(path.join(out, rel), minuteAgo, minuteAgo);
    for (const rel of ['a', 'b/c', 'b', 'old', '']) age(rel);
    recordOutputs(cache, root, out, first.outputs());
    const { trusted, folders } = previousOutput(cache, root, out);
    expect([...folders.keys()].sort()).toEqual(['', 'a', 'b', 'b/c', 'old']);
    const everything = () => listOutput(out, new Map()).sort();
    expect(listOutput(out, folders).sort()).toEqual(everything());
    // Added since: a folder of files in b/c (its time moves), a file in a whose time is set back (as recorded: not read).
    fs.mkdirSync(path.join(out, 'b/c/stray/deep'), { recursive: true });
    fs.writeFileSync(path.join(out, 'b/c/stray/deep/file.txt'), 'stray');
    fs.writeFileSync(path.join(out, 'a/unseen.txt'), 'unseen');
    age('a');
    expect(listOutput(out, folders).sort()).toEqual(everything().filter(([rel]) => rel !== 'a/unseen.txt'));
    fs.rmSync(path.join(out, 'a/unseen.txt'));
    age('a');
    const second = createStaging(out, trusted);
    for (const rel of ['a/index.html', 'b/index.html', 'b/c/index.html'])
      second.write(rel, `${rel}!`, contentId(`${rel}!`));
    commitStaging(second, out, second.outputs(), () => undefined, folders);
    expect(files(out)).toEqual([MARKER, 'a/index.html', 'b/c/index.html', 'b/index.html']);
    expect(fs.readFileSync(path.join(out, 'b/c/index.html'), 'utf8')).toBe('b/c/index.html!');
  });

  it('a file the previous output holds is kept instead of written', () => {
    const root = tmpDir('out-keep');
    const staging = createStaging(path.join(root, 'dist'), new Map([['kept.html', 'k1']]));
    expect(staging.holds('kept.html', 'k1')).toBe(true);
    expect(staging.holds('kept.html', 'k2')).toBe(false);
    staging.keep('kept.html', 'k1');
    staging.write('new.html', 'new', 'k3');
    expect(staging.outputs()).toEqual([
      ['kept.html', 'k1', false],
      ['new.html', 'k3', true],
    ]);
    expect(fs.existsSync(path.join(staging.dir, 'kept.html'))).toBe(false);
    expect(() => staging.keep('other.html', 'k1')).toThrow(/not in the previous output/);
    expect(() => staging.write('../escape.html', 'x', 'k4')).toThrow(/leaves the output folder/);
  });
  it('link takes a file in without copying it on the same file system, and copies it across file systems', () => {
    const root = tmpDir('out-link');
    const from = path.join(root, 'page.html');
    fs.writeFileSync(from, 'P');
    const staging = createStaging(path.join(root, 'dist'));
    staging.link('same/index.html', from);
    expect(fs.statSync(path.join(staging.dir, 'same/index.html')).ino).toBe(fs.statSync(from).ino);
    // /dev/shm is another file system (tmpfs): a hard link fails with EXDEV, so the bytes are copied.
    const elsewhere = fs.mkdtempSync('/dev/shm/out-link-');
    fs.writeFileSync(path.join(elsewhere, 'page.html'), 'Q');
    staging.link('other/index.html', path.join(elsewhere, 'page.html'));
    expect(fs.readFileSync(path.join(staging.dir, 'other/index.html'), 'utf8')).toBe('Q');
    expect(fs.statSync(path.join(staging.dir, 'other/index.html')).ino).not.toBe(
      fs.statSync(path.join(elsewhere, 'page.html')).ino,
    );
    fs.rmSync(elsewhere, { recursive: true, force: true });
    expect(staging.outputs().map(([rel]) => rel)).toEqual(['same/index.html', 'other/index.html']);
  });
});

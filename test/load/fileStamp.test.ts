import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileHash, filesStamp, knownHashes, statsOnce, trustHashes, type KnownHash } from '../../src/load/fileStamp.js';
import { REPO, tmpDir } from '../helpers.js';

const sha256 = (abs: string) => createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
const entryOf = (abs: string, hash: string): KnownHash => {
  const stat = fs.statSync(abs);
  return [abs, stat.size, stat.mtimeMs, stat.ctimeMs, hash];
};

describe('file hashes kept from one process to the next', () => {
  it('a hash taken is recorded with the stat it was taken at, once per record, for the files used since the last', () => {
    // Changed long before now (checked out): its times cannot move again within the same tick.
    const old = path.join(REPO, 'package.json');
    knownHashes();
    expect(fileHash(old)).toBe(sha256(old));
    expect(knownHashes()).toEqual([entryOf(old, sha256(old))]);
    expect(knownHashes()).toEqual([]);
  });

  it('a recorded hash stands while size and both times are the same, and the file is read again when its change time moved', () => {
    const file = path.join(tmpDir('file-hash'), 'a.txt');
    fs.writeFileSync(file, 'one');
    // What a record says of this very stat is taken without reading the file.
    trustHashes([entryOf(file, 'recorded')]);
    expect(fileHash(file)).toBe('recorded');
    // The same bytes' length and modification time, set back as `touch -d` would: the change time differs.
    const other = path.join(tmpDir('file-hash'), 'b.txt');
    fs.writeFileSync(other, 'two');
    const [, size, mtimeMs, ctimeMs] = entryOf(other, '');
    trustHashes([[other, size, mtimeMs, ctimeMs - 1, 'stale']]);
    expect(fileHash(other)).toBe(sha256(other));
  });

  it('a file changed within a tick of its hash is not recorded: a second change in that tick would keep its times', () => {
    const file = path.join(tmpDir('file-hash'), 'new.txt');
    fs.writeFileSync(file, 'just written');
    knownHashes();
    expect(fileHash(file)).toBe(sha256(file));
    expect(knownHashes()).toEqual([]);
  });

  it('a record of another shape is ignored, entry by entry', () => {
    const file = path.join(tmpDir('file-hash'), 'c.txt');
    fs.writeFileSync(file, 'three');
    const [abs, size, mtimeMs, ctimeMs] = entryOf(file, '');
    // Each would be taken as this stat's hash were its shape not checked.
    const damaged = [[abs, size, mtimeMs, ctimeMs, 42], [abs, size, mtimeMs, ctimeMs, 'x', 'more'], { [abs]: 'x' }];
    for (const record of [null, {}, 'text', [1], damaged]) trustHashes(record);
    expect(fileHash(file)).toBe(sha256(file));
  });
});

describe('stats taken once per build', () => {
  it('within statsOnce a file stamped twice is stat’ed once (a change after the first stamp shows in the next run), and after it each stamp stats again', async () => {
    const dir = tmpDir('stats-once');
    fs.writeFileSync(path.join(dir, 'a.txt'), 'one');
    const stamp = () => filesStamp(dir, ['a.txt'], 'times');
    const grow = () => fs.appendFileSync(path.join(dir, 'a.txt'), ' more');
    const [first, again] = await statsOnce(async () => {
      const before = stamp();
      grow();
      return [before, stamp()];
    });
    expect(again).toBe(first);
    expect(stamp()).not.toBe(first);
    const outside = stamp();
    grow();
    expect(stamp()).not.toBe(outside);
  });
});

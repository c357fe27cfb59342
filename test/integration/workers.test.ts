import path from 'node:path';
import { hashTree, REPO, runCli, tmpDir } from '../helpers.js';

// The sample site is small enough to render on one thread by default; --jobs forces workers.
describe('rendering on worker threads', () => {
  const dir = tmpDir('workers');
  const build = (name: string, ...args: string[]) => {
    const out = path.join(dir, name);
    const r = runCli('docs-build', ['--root', REPO, '--out', out, '--no-cache', ...args]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return hashTree(out);
  };

  it('2 and 3 threads build byte-identical output to one thread', () => {
    const one = build('one', '--jobs', '1');
    expect(Object.keys(one).length).toBeGreaterThan(100);
    expect(build('two', '--jobs', '2')).toEqual(one);
    expect(build('three', '--jobs', '3')).toEqual(one);
  });

  it('a shard rendered on threads is the same shard', () => {
    expect(build('shard-threads', '--shard', '2/3', '--jobs', '2')).toEqual(build('shard-one', '--shard', '2/3', '--jobs', '1'));
  });

  it('refuses a thread count that is not a whole number of at least 1 (exit 2)', () => {
    for (const jobs of ['0', '-1', '1.5', 'many']) {
      const r = runCli('docs-build', ['--root', REPO, '--out', path.join(dir, 'bad'), '--jobs', jobs]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`Invalid --jobs ${jobs}`);
    }
  });
});

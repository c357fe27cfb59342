import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache } from '../../src/write/buildCache.js';
import { CORRUPTIONS } from '../cacheDamage.js';
import { tmpDir } from '../helpers.js';

describe('the build cache on disk', () => {
  it.each(CORRUPTIONS)('an entry damaged as %s is a miss', (_, damage) => {
    const root = tmpDir('cache');
    const cache = openBuildCache(root);
    cache.set('site', 'key', JSON.stringify({ assets: 'x'.repeat(100) }));
    expect(openBuildCache(root).get('site', 'key')).toContain('assets');
    damage(path.join(root, '.docs-cache/site/key.txt'));
    expect(openBuildCache(root).get('site', 'key')).toBeUndefined();
    // And it can be written again (a directory in its place stays a miss, never a failure).
    openBuildCache(root).set('site', 'key', 'again');
  });

  it('prune removes temporary files of processes that no longer run, not those of a running build', () => {
    const root = tmpDir('cache-tmp');
    const cache = openBuildCache(root);
    cache.set('facts', 'index', '[]');
    const dir = path.join(root, '.docs-cache/facts');
    fs.writeFileSync(path.join(dir, 'index.txt.4194999.tmp'), 'half');
    fs.writeFileSync(path.join(dir, `index.txt.${process.pid}.tmp`), 'being written');
    cache.prune();
    expect(fs.readdirSync(dir).sort()).toEqual([`index.txt`, `index.txt.${process.pid}.tmp`]);
  });
});

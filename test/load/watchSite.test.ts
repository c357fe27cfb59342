import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { watchSite } from '../../src/load/watchSite.js';
import { tmpDir } from '../helpers.js';

/** A watcher of `root` whose changes arrive in turn: `next()` resolves with the next changed path. */
async function watching(root: string) {
  const queue: string[] = [];
  const waiting: Array<(rel: string) => void> = [];
  const watcher = watchSite(
    root,
    (rel) => (waiting.length ? waiting.shift()!(rel) : queue.push(rel)),
    (err) => {
      throw err;
    },
  );
  await watcher.ready;
  const next = () =>
    queue.length ? Promise.resolve(queue.shift()!) : new Promise<string>((resolve) => waiting.push(resolve));
  /** Waits for `rel`, passing over the other changes heard before it. */
  const heard = async (rel: string) => {
    while ((await next()) !== rel);
  };
  return { watcher, next, heard };
}

/** The file-system watches this process holds open. */
const openWatches = () => process.getActiveResourcesInfo().filter((r) => r === 'FSEventWrap').length;
/** One turn of the event loop past its close phase: a handle closed before then is gone. */
const closeCallbacks = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('watchSite', () => {
  it("hears the site's inputs and the package.json files above it (they decide how imports resolve), not the rest", async () => {
    const repo = fs.realpathSync(tmpDir('watch'));
    const root = path.join(repo, 'docs');
    fs.mkdirSync(path.join(root, 'content'), { recursive: true });
    fs.mkdirSync(path.join(root, 'node_modules/lib'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'package.json'), '{ "name": "acme-ui" }');
    fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "acme-docs" }');
    const { watcher, next } = await watching(root);
    try {
      // Changes that are no input come first: had they been heard, they would be what next() returns.
      fs.writeFileSync(path.join(root, 'node_modules/lib/index.js'), '');
      fs.writeFileSync(path.join(root, 'notes.txt'), '');
      fs.writeFileSync(path.join(repo, 'package.json'), '{ "name": "acme-ui", "exports": { ".": "./src/index.ts" } }');
      expect(await next()).toBe('../package.json');
      fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "acme-docs", "dependencies": { "acme-ui": "1" } }');
      expect(await next()).toBe('package.json');
      fs.writeFileSync(path.join(root, 'content/index.md'), '# Home\n');
      expect(await next()).toBe('content/index.md');
    } finally {
      await watcher.close();
    }
  });

  it('hears the files outside the inputs it is told to follow, the same list told again or a new one', async () => {
    const root = fs.realpathSync(tmpDir('watch-follow'));
    fs.mkdirSync(path.join(root, 'content'), { recursive: true });
    fs.mkdirSync(path.join(root, 'lib'), { recursive: true });
    for (const file of ['wrapper.js', 'theme.css']) fs.writeFileSync(path.join(root, 'lib', file), '');
    const { watcher, heard } = await watching(root);
    /** Saves a file until the watcher hears it (its watch starts after follow() returns). */
    const hears = async (rel: string) => {
      const saving = setInterval(() => fs.appendFileSync(path.join(root, rel), '/**/\n'), 20);
      try {
        await heard(rel);
      } finally {
        clearInterval(saving);
      }
    };
    try {
      watcher.follow(['lib/wrapper.js']);
      await hears('lib/wrapper.js');
      // docs-dev tells it the same list after every save.
      watcher.follow(['lib/wrapper.js']);
      await hears('lib/wrapper.js');
      watcher.follow(['lib/theme.css']);
      await hears('lib/theme.css');
      watcher.follow(['lib/wrapper.js', 'lib/theme.css']);
      await hears('lib/wrapper.js');
    } finally {
      await watcher.close();
    }
  });

  it('keeps hearing every folder after content/ is replaced whole, as a branch switch does (issue 40)', async () => {
    const root = fs.realpathSync(tmpDir('watch-replace'));
    const folders = ['content/acme/components/badge', 'content/acme/components/card', 'content/acme/overview'];
    for (const f of folders) {
      fs.mkdirSync(path.join(root, f), { recursive: true });
      fs.writeFileSync(path.join(root, f, 'index.md'), '# Page\n');
    }
    fs.cpSync(path.join(root, 'content'), path.join(root, 'copy'), { recursive: true });
    await closeCallbacks();
    const before = openWatches();
    const { watcher, heard } = await watching(root);
    try {
      for (let round = 1; round <= 3; round++) {
        fs.rmSync(path.join(root, 'content'), { recursive: true });
        fs.cpSync(path.join(root, 'copy'), path.join(root, 'content'), { recursive: true });
        // The watcher says the folder changed once it watches the new one.
        await heard('content');
        for (const f of folders) {
          fs.writeFileSync(path.join(root, f, 'index.md'), `# Round ${round}\n`);
          await heard(`${f}/index.md`);
        }
      }
    } finally {
      await watcher.close();
    }
    // Closed, it leaves no watch open (one would keep docs-dev's process alive after Ctrl+C's clean-up).
    await closeCallbacks();
    expect(openWatches()).toBe(before);
  });
});

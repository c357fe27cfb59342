import { describe, expect, it } from '@jest/globals';
import { fatal } from '../../src/errors/DocsError.js';
import {
  changedFiles,
  ANALYSE_AFTER_RELOAD_MS,
  SETTLE_MS,
  Updater,
  type OpenTab,
  type Timers,
  type UpdatableSite,
} from '../../src/dev/updater.js';

/** Timers the test fires by hand: the updater never waits on real time here. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set: (run, ms) => (pending.set(++next, { run, ms }), next),
    clear: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    pending,
    /** Fires every pending timer. */
    fire: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const { run } of due) run();
    },
  };
}

/** A site whose updates resolve when the test says; versions per page as the test sets them. */
function fakeSite() {
  const versions = new Map<string, string>();
  const updates: Array<() => void> = [];
  const changes: string[][] = [];
  /** For each analysis, how many updates had begun. */
  const analysed: number[] = [];
  let failNext: unknown;
  const site: UpdatableSite = {
    update: (changed) =>
      new Promise<void>((resolve, reject) => {
        changes.push([...changed]);
        if (failNext) return (reject(failNext), (failNext = undefined));
        updates.push(resolve);
      }),
    version: async (rel) => versions.get(rel) ?? 'v0',
    analyseAll: async () => (analysed.push(changes.length), []),
  };
  return {
    site,
    versions,
    updates,
    changes,
    analysed,
    fail: (err: unknown) => (failNext = err),
    finishAll: async () => {
      while (updates.length) {
        updates.shift()!();
        await new Promise((r) => setImmediate(r));
      }
    },
  };
}

function setUp(tabs: OpenTab[] = []) {
  const clock = manualTimers();
  const fake = fakeSite();
  const log: string[] = [];
  const reports: Array<string | undefined> = [];
  const updater = new Updater(
    fake.site,
    tabs,
    (_d, fatalText) => reports.push(fatalText),
    (l) => log.push(l),
    clock.timers,
  );
  const updated = () => log.filter((l) => l.startsWith('Updated'));
  return { clock, fake, log, reports, updater, updated };
}

describe('docs-dev updates', () => {
  it('twenty saves of one file before they settle are one update', async () => {
    const { clock, fake, updater, updated } = setUp();
    for (let i = 0; i < 20; i++) updater.changedFile('content/a/index.md');
    expect([...clock.pending.values()].map((t) => t.ms)).toEqual([SETTLE_MS]);
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(updated()).toEqual([expect.stringMatching(/^Updated \(1 file changed: content\/a\/index\.md\) in \d+ ms$/)]);
  });

  it('several files saved at once are one update', async () => {
    const { clock, fake, updater, updated } = setUp();
    for (const rel of ['a.md', 'b.md', 'c.md']) updater.changedFile(rel);
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(updated()).toEqual([expect.stringMatching(/^Updated \(3 files changed: a\.md, b\.md, c\.md\)/)]);
    // The site hears which files changed (docs-dev keeps broken demo bundles while only pages change).
    expect(fake.changes).toEqual([['a.md', 'b.md', 'c.md']]);
  });

  it('a save during an update queues one more update, after it', async () => {
    const { clock, fake, updater, updated } = setUp();
    updater.changedFile('a.md');
    clock.fire();
    expect(fake.updates).toHaveLength(1);
    updater.changedFile('b.md');
    updater.changedFile('c.md');
    clock.fire();
    // Still one update running: the new saves wait for it.
    expect(fake.updates).toHaveLength(1);
    await fake.finishAll();
    await updater.flush();
    expect(updated().map((l) => l.replace(/ in \d+ ms/, ''))).toEqual([
      'Updated (1 file changed: a.md)',
      'Updated (2 files changed: b.md, c.md)',
    ]);
  });

  it('reloads exactly the tabs whose page changed', async () => {
    const reloaded: string[] = [];
    const tab = (rel: string): OpenTab => ({ rel, version: 'v0', reload: () => reloaded.push(rel) });
    const { clock, fake, updater } = setUp([tab('a/index.html'), tab('b/index.html')]);
    fake.versions.set('a/index.html', 'v1');
    updater.changedFile('content/a/index.md');
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(reloaded).toEqual(['a/index.html']);
  });

  it("a reloading tab's requests go first: the analysis waits after a reload, and runs at once without one", async () => {
    const tab: OpenTab = { rel: 'a/index.html', version: 'v0', reload: () => undefined };
    const { clock, fake, updater } = setUp([tab]);
    updater.changedFile('content/b/index.md');
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(fake.analysed).toEqual([1]);
    expect(clock.pending.size).toBe(0);
    fake.versions.set('a/index.html', 'v1');
    updater.changedFile('content/a/index.md');
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(fake.analysed).toEqual([1]);
    expect([...clock.pending.values()].map((t) => t.ms)).toEqual([ANALYSE_AFTER_RELOAD_MS]);
    clock.fire();
    expect(fake.analysed).toEqual([1, 2]);
  });

  it('a site that cannot be loaded is reported, and the next save updates again', async () => {
    const { clock, fake, updater, reports, updated } = setUp();
    fake.fail(fatal('config-invalid', { problem: 'not-object' }));
    updater.changedFile('docs.config.json');
    clock.fire();
    await updater.flush();
    expect(reports[0]).toContain('config-invalid  docs.config.json must hold a JSON object.');
    updater.changedFile('docs.config.json');
    clock.fire();
    await fake.finishAll();
    await updater.flush();
    expect(updated()).toHaveLength(1);
  });
});

it('an update names the files it took, the first three and how many more (issue 40)', () => {
  expect(changedFiles(['a.md'])).toBe('1 file changed: a.md');
  expect(changedFiles(['a.md', 'b.md', 'c.md', 'd.md', 'e.md'])).toBe('5 files changed: a.md, b.md, c.md and 2 more');
});

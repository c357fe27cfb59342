import fs from 'node:fs';
import path from 'node:path';
import { processRuns, removeLeftovers, settleStoppedCommit } from '../../src/write/leftovers.js';
import { tmpDir } from '../helpers.js';

/** A pid no process has: above the kernel's pid_max (4,194,304 at most). */
const DEAD = 4_194_999;

/** An output folder with a previous build, beside a staging folder of this process. */
function outputWithStaging() {
  const parent = tmpDir('leftovers');
  const out = path.join(parent, 'dist');
  const staging = `${out}.staging-${process.pid}-0123abcd`;
  for (const [dir, text] of [
    [out, 'previous'],
    [staging, 'new'],
  ]) {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), text);
  }
  return { parent, out, staging };
}

describe('what a stopped build leaves', () => {
  it('knows a running process from one that is gone', () => {
    expect(processRuns(process.pid)).toBe(true);
    expect(processRuns(DEAD)).toBe(false);
  });

  it('removes staging folders and moved-aside outputs of dead processes, and keeps a running build’s', () => {
    const { parent, out } = outputWithStaging();
    for (const name of [`dist.staging-${DEAD}-deadbeef`, `dist.staging-${DEAD}-deadbeef.old`, 'dist.staging-notes'])
      fs.mkdirSync(path.join(parent, name));
    removeLeftovers(out);
    expect(fs.readdirSync(parent).sort()).toEqual([
      'dist',
      `dist.staging-${process.pid}-0123abcd`,
      'dist.staging-notes',
    ]);
  });

  it('stopped before the commit: the previous output is intact and the staging folder goes', () => {
    const { parent, out } = outputWithStaging();
    expect(settleStoppedCommit(out, 'none')).toBe('intact');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('stopped between the two renames of a swap: the previous output is put back', () => {
    const { parent, out, staging } = outputWithStaging();
    fs.renameSync(out, `${staging}.old`);
    expect(settleStoppedCommit(out, 'swapping')).toBe('intact');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('stopped after the swap’s second rename: the new build is complete and the old one goes', () => {
    const { parent, out, staging } = outputWithStaging();
    fs.renameSync(out, `${staging}.old`);
    fs.renameSync(staging, out);
    expect(settleStoppedCommit(out, 'swapping')).toBe('complete');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('stopped while files move in one by one: the output holds part of the new build', () => {
    const { parent, out } = outputWithStaging();
    expect(settleStoppedCommit(out, 'updating')).toBe('partial');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    expect(settleStoppedCommit(out, 'done')).toBe('complete');
  });
});

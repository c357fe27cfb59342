import { describe, expect, it } from '@jest/globals';
import { demoTestPlan, demoTestSettings } from '../../src/site/demoTest.js';
import { parseFrontMatter } from '../../src/transform/frontMatter.js';

// Issue 43: a demo directive's "test" settings are checked like every directive, and fall back on the site's.
describe("a demo's test settings", () => {
  it('takes the known keys and names the nearest for an unknown one', () => {
    expect(demoTestSettings({ skip: true, waitFor: '.loaded', widths: [375], threshold: 0.2, axe: 'todo' })).toEqual({
      settings: { skip: true, waitFor: '.loaded', widths: [375], threshold: 0.2, axe: 'todo' },
    });
    expect(demoTestSettings({ widht: [375] })).toEqual({
      problem: '"test" has no setting "widht". Did you mean "widths"?',
    });
    expect(demoTestSettings({ axe: 'warn' })).toEqual({ problem: '"test.axe" must be one of "error", "todo", "off"' });
    expect(demoTestSettings({ threshold: 2 })).toEqual({
      problem: '"test.threshold" must be a number from 0 to 1, such as 0.1',
    });
    expect(demoTestSettings(true)).toEqual({ problem: '"test" must be { ... }' });
  });

  it("a demo's own settings over the site's, over the defaults", () => {
    expect(demoTestPlan(undefined)).toEqual({ skip: false, widths: [1280], threshold: 0.1, axe: 'error', rtl: false });
    expect(demoTestPlan({ widths: [375, 1280], axe: 'todo', rtl: true }, { threshold: 0.3 })).toEqual({
      skip: false,
      widths: [375, 1280],
      threshold: 0.3,
      axe: 'todo',
      rtl: true,
    });
    expect(demoTestPlan({ axe: 'todo' }, { axe: 'off', skip: true, waitFor: '.x' })).toMatchObject({
      axe: 'off',
      skip: true,
      waitFor: '.x',
    });
  });
});

describe('test settings in front matter', () => {
  const page = (yaml: string) => `---\ntitle: Button\n${yaml}---\n\n# Button\n`;

  it("are every demo's of the page, checked at their line like a directive's", () => {
    expect(parseFrontMatter('content/a/index.md', page('test:\n  axe: todo\n  widths: [375]\n')).data.test).toEqual({
      axe: 'todo',
      widths: [375],
    });
    const bad = parseFrontMatter('content/a/index.md', page('test:\n  skp: true\n'));
    expect(bad.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['demo-test-setting', 3, 'Invalid demo test settings: "test" has no setting "skp". Did you mean "skip"?'],
    ]);
  });
});

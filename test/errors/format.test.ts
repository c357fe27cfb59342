import { diagnose } from '../../src/errors/Diagnostic.js';
import fs from 'node:fs';
import path from 'node:path';
import { codeFrame, formatGithub, formatOverlay, seenFrom } from '../../src/errors/format.js';
import { REPO, runCli } from '../helpers.js';

// Issue 40: docs-check's diagnostics as GitHub Actions annotations, at paths from the repository's root.
it('writes one annotation a diagnostic, its properties and message escaped as workflow commands require', () => {
  const list = [
    diagnose('manifest-type', { file: 'content/a,b:c.json', line: 3, column: 1 }, { key: '100% broken\nreally' }),
  ];
  const text = formatGithub(list, (file) => `docs/${file}`);
  expect(text).toMatch(/^::error file=docs\/content\/a%2Cb%3Ac\.json,line=3,col=1,title=manifest-type::/);
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  expect(text).toContain('100%25 broken%0Areally');
});

it('docs-check --format github names files from the repository root, whatever --root is', () => {
  const result = runCli('docs-check', ['--root', 'test/fixtures/bad/demo-syntax', '--format', 'github']);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    '::error file=test/fixtures/bad/demo-syntax/content/material-ui/a/Broken.js,line=4,col=25,title=component-compile::Cannot compile content/material-ui/a/Broken.js',
  );
});

it('docs-check and docs-build print paths from where they run, so that a terminal or editor opens them (issue 40)', () => {
  for (const command of ['docs-check', 'docs-build'] as const) {
    // A build without a cache: it must not leave one in the repository's fixture.
    const own = command === 'docs-build' ? ['--no-cache'] : [];
    const result = runCli(command, ['--root', 'test/fixtures/bad/demo-syntax', ...own]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^test\/fixtures\/bad\/demo-syntax\/content\/material-ui\/a\/Broken\.js:4:25 {2}error {2}component-compile /m,
    );
    // From inside the root, the same problem reads from there.
    const inside = runCli(command, ['--root', '.', ...own], { cwd: path.join(REPO, 'test/fixtures/bad/demo-syntax') });
    expect(inside.stdout).toMatch(/^content\/material-ui\/a\/Broken\.js:4:25 {2}error {2}component-compile /m);
  }
  expect(fs.existsSync(path.join(REPO, 'test/fixtures/bad/demo-syntax/.docs-cache'))).toBe(false);
});

it('seenFrom maps a root-relative path to one relative to the working directory', () => {
  expect(seenFrom('/repo', '/repo/docs')('../src/Badge.tsx')).toBe('src/Badge.tsx');
  expect(seenFrom('/repo/docs', '/repo/docs')('content/a/index.md')).toBe('content/a/index.md');
  expect(seenFrom('/elsewhere', '/repo/docs')('content/a/index.md')).toBe('../repo/docs/content/a/index.md');
});

// Issue 40: the dev overlay shows each error's lines with a caret, and counts as the terminal does.
it("frames a problem's line between its neighbours, the caret under its column, at the file's edges too", () => {
  const text = 'one\ntwo\nthree\nfour\nfive\nsix\n';
  expect(codeFrame(text, 3, 2)).toBe(
    ['  1 | one', '  2 | two', '> 3 | three', '    |  ^', '  4 | four', '  5 | five'].join('\n'),
  );
  expect(codeFrame(text, 1, 1).split('\n').slice(0, 2)).toEqual(['> 1 | one', '    | ^']);
  expect(codeFrame('a\n'.repeat(12), 10, 1)).toContain('   8 | a\n   9 | a\n> 10 | a');
  expect(codeFrame(text, 99, 1)).toBe('');
});

it('the overlay lists the errors with their frames and the summary of every problem, warnings included', () => {
  const error = diagnose('manifest-type', { file: 'a.json', line: 2, column: 3 }, { key: 'x' });
  const warning = { ...error, file: 'b.json', severity: 'warning' as const };
  const text = formatOverlay(
    [warning, error],
    (f) => `docs/${f}`,
    (f) => (f === 'a.json' ? '{\n  "x": 1\n}\n' : undefined),
  );
  expect(text).toContain('docs/a.json:2:3  error  manifest-type');
  expect(text).toContain('> 2 |   "x": 1\n    |   ^');
  expect(text).not.toContain('b.json');
  expect(text.trimEnd().split('\n').pop()).toBe('1 error, 1 warning in 2 files');
  expect(
    formatOverlay(
      [warning],
      (f) => f,
      () => undefined,
    ),
  ).toBe('');
});

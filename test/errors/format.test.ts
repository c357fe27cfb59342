import { diagnose } from '../../src/errors/Diagnostic.js';
import { formatGithub } from '../../src/errors/format.js';
import { runCli } from '../helpers.js';

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

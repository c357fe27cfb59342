import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { REPO, runCli, tmpDir } from '../helpers.js';

// Golden pairs (as VitePress keeps them): each construct of the markdown dialect is a page of the
// golden site (test/fixtures/golden/content/acme/dialect/<construct>/index.md), and the article the
// build renders for it is pinned in test/transform/golden/<construct>.html. After a deliberate change,
// regenerate with UPDATE_GOLDEN=1 npm test -- test/transform/golden.test.ts and review the diff.
const SITE = path.join(REPO, 'test/fixtures/golden');
const EXPECTED = path.join(REPO, 'test/transform/golden');
const CONSTRUCTS = ['demos', 'callouts', 'tabs', 'code-blocks', 'headings', 'links', 'tables', 'raw-html'];

let out: string;
beforeAll(() => {
  out = path.join(tmpDir('golden'), 'dist');
  const result = runCli('docs-build', ['--root', SITE, '--out', out, '--no-cache']);
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
});

/** The rendered article of a page, one element a line, so that a change reads as a small diff. */
function article(construct: string): string {
  const html = fs.readFileSync(path.join(out, 'acme/dialect', construct, 'index.html'), 'utf8');
  const body = html.match(/<article class="markdown-body">([\s\S]*?)<\/article>/)![1];
  return `${body.replace(/></g, '>\n<')}\n`;
}

describe.each(CONSTRUCTS)('the markdown dialect: %s', (construct) => {
  it('renders the page as pinned', () => {
    const file = path.join(EXPECTED, `${construct}.html`);
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(file, article(construct));
    expect(article(construct)).toBe(fs.readFileSync(file, 'utf8'));
  });
});

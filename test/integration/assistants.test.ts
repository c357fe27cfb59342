import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runCli, tmpDir } from '../helpers.js';
import { seededSample, sharedBuild } from '../sharedSites.js';

// Issue 27: Markdown twins, llms.txt and the head link, on the sample site and the shared corpus.
function build(root: string, out: string, ...extra: string[]): void {
  const r = runCli('docs-build', ['--root', root, '--out', out, ...extra]);
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
}

const twins = (out: string) =>
  fs
    .readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .sort();

/** Each `- [Title](url): description` item of an llms.txt. */
const items = (text: string) => [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/gm)].map((m) => m[2]);

describe('Markdown twins and llms.txt of the sample site', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = await seededSample('twins');
    // A page kept out of search is kept out of llms.txt; its twin is still written.
    const usage = path.join(root, 'content/material-ui/getting-started/usage/index.md');
    fs.writeFileSync(usage, fs.readFileSync(usage, 'utf8').replace(/^---\n/, '---\nsearch: false\n'));
    out = path.join(tmpDir('twins-out'), 'dist');
    build(root, out);
  });

  it('a page with demos has each demo’s source in a titled fence and no raw directive', () => {
    const twin = fs.readFileSync(path.join(out, 'material-ui/components/button.md'), 'utf8');
    const page = fs.readFileSync(path.join(root, 'content/material-ui/components/button/index.md'), 'utf8');
    const demos = [...page.matchAll(/\{\{"demo": "(\w+)\.js"/g)].map((m) => m[1]);
    expect(demos.length).toBeGreaterThan(2);
    for (const demo of demos) {
      const file = path.join(root, 'content/material-ui/components/button', `${demo}.tsx`);
      expect(twin).toContain(`title="${demo}.tsx"\n${fs.readFileSync(file, 'utf8').trimEnd()}\n`);
    }
    for (const file of twins(out)) expect(fs.readFileSync(path.join(out, file), 'utf8')).not.toMatch(/^\{\{"/m);
  });

  it('an API page’s twin has its import and props table; every page links its twin in the head', () => {
    const api = fs.readFileSync(path.join(out, 'base-ui/api/button.md'), 'utf8');
    expect(api).toContain("## Import\n\n```jsx\nimport { Button } from '@acme/base-ui';\n```");
    expect(api).toContain('| Name | Type | Default | Description |');
    expect(api).toMatch(
      /^\| variant \| `'solid' \\\| 'outlined' \\\| 'plain'` \| `'solid'` \| The variant to use\. \|$/m,
    );
    const html = fs.readFileSync(path.join(out, 'zh/base-ui/api/button/index.html'), 'utf8');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/zh/base-ui/api/button.md">');
    expect(fs.existsSync(path.join(out, 'zh/base-ui/api/button.md'))).toBe(true);
  });

  it('llms.txt follows the format and lists every page with a twin once, in navigation order, but search: false', () => {
    const text = fs.readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(text).toMatch(/^# MUI\n\n> .+\n\n## Material UI\n\n- \[/);
    const urls = items(text);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(fs.existsSync(path.join(out, new URL(url).pathname))).toBe(true);
    const english = twins(out).filter((f) => !f.startsWith('zh/') && !f.startsWith('templates/'));
    const listed = new Set(urls.map((u) => new URL(u).pathname.slice(1)));
    expect(english.filter((f) => !listed.has(f))).toEqual(['material-ui/getting-started/usage.md']);
    expect(urls.indexOf('https://docs.example.com/material-ui/getting-started/installation.md')).toBeLessThan(
      urls.indexOf('https://docs.example.com/material-ui/components/button.md'),
    );
    const line = fs.readFileSync(path.join(out, 'base-ui/llms.txt'), 'utf8');
    expect(line).toMatch(/^# Base UI\n\n> .+\n\n## /);
    expect(items(line).every((u) => u.startsWith('https://docs.example.com/base-ui/'))).toBe(true);
  });

  it('a one-page edit rewrites that page’s twins only', () => {
    const before = new Map(twins(out).map((f) => [f, fs.statSync(path.join(out, f)).mtimeMs]));
    const page = path.join(root, 'content/material-ui/components/slider/index.md');
    fs.appendFileSync(page, '\nOne more line.\n');
    build(root, out);
    const changed = twins(out).filter((f) => fs.statSync(path.join(out, f)).mtimeMs !== before.get(f));
    expect(changed).toEqual(['material-ui/components/slider.md', 'zh/material-ui/components/slider.md']);
    expect(fs.readFileSync(path.join(out, 'material-ui/components/slider.md'), 'utf8')).toContain('One more line.');
  });
});

describe('the shared corpus', () => {
  it('builds a twin for every page and an llms.txt that lists them', async () => {
    const { out, status } = await sharedBuild('corpus');
    expect(status).toBe(0);
    const urls = items(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8'));
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) expect(fs.existsSync(path.join(out, new URL(url).pathname))).toBe(true);
    const button = fs.readFileSync(path.join(out, 'material-ui/react-button.md'), 'utf8');
    expect(button).toMatch(/^# React Button component\n/);
    expect(button).toContain('```tsx title="BasicButtons.tsx"');
  });
});

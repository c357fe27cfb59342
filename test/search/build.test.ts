import fs from 'node:fs';
import path from 'node:path';
import { fragmentFile, type SearchFragment, type SearchManifest } from '../../src/search/indexFormat.js';
import { read, runCli } from '../helpers.js';
import { seededSample } from '../sharedSites.js';

/** The URLs a language's index holds. */
function indexedUrls(out: string, lang: string): string[] {
  const dir = path.join(out, 'search', lang);
  const manifest = JSON.parse(read(dir, 'index.json')) as SearchManifest;
  return Array.from(
    { length: manifest.pages },
    (_, page) => (JSON.parse(read(dir, fragmentFile(manifest, page))) as SearchFragment)[0],
  );
}

describe('the search index', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = await seededSample('search');
    out = path.join(root, 'dist');
    const usage = path.join(root, 'content/material-ui/getting-started/usage/index.md');
    fs.writeFileSync(
      usage,
      fs.readFileSync(usage, 'utf8').replace('productId: material-ui', 'productId: material-ui\nsearch: false'),
    );
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
  });

  it('holds every content and API page in each language, but no page with search: false and no generated page', () => {
    const en = indexedUrls(out, 'en');
    expect(en).toEqual(
      expect.arrayContaining([
        '/material-ui/components/button/',
        '/material-ui/api/button/',
        '/joy-ui/getting-started/usage/',
      ]),
    );
    expect(en).not.toContain('/material-ui/getting-started/usage/');
    for (const generated of ['/', '/versions/', '/production-error/', '/material-ui/'])
      expect(en).not.toContain(generated);
    expect(indexedUrls(out, 'zh')).toEqual(en.map((url) => `/zh${url}`));
  });

  it('a "search" front matter that is not a boolean is an error', async () => {
    // With the run's cache: the check takes its demos' results from it (this test is about the front matter).
    const site = await seededSample('search-bad');
    const page = path.join(site, 'content/material-ui/getting-started/usage/index.md');
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('productId: material-ui', 'productId: material-ui\nsearch: nope'),
    );
    const r = runCli('docs-check', ['--root', site]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      'content/material-ui/getting-started/usage/index.md:3:1  error  front-matter-type  Front matter "search" must be true or false.',
    );
  });

  it('a rebuild with no change leaves the index files untouched; a page edit updates them', () => {
    const dir = path.join(out, 'search/en');
    const times = () => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]));
    const before = times();
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(times()).toEqual(before);
    fs.appendFileSync(
      path.join(root, 'content/joy-ui/getting-started/usage/index.md'),
      '\n## Zanzibar\n\nAn unusual word.\n',
    );
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    const manifest = JSON.parse(read(dir, 'index.json')) as SearchManifest;
    const chunk = manifest.chunks[manifest.chunks.length - 1];
    expect(read(dir, chunk)).toContain('"zanzibar":[');
    // The page kept out of search stays out when its words (none) come from the cache.
    expect(indexedUrls(out, 'en')).not.toContain('/material-ui/getting-started/usage/');
    expect(indexedUrls(out, 'en')).toContain('/joy-ui/getting-started/usage/');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { openDevSite } from '../../src/dev/devSite.js';
import { contentId } from '../../src/site/hash.js';
import { seal, unseal } from '../../src/write/buildCache.js';
import { REPO, stampTree, tmpDir } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

// docs-dev keeps the site assets of a site with a broken demo while only pages' texts change (no
// bundling again on each save), and loses them as soon as a file that could fix them changes.

const codes = (diagnostics: Array<{ file: string; code: string }> | undefined) =>
  (diagnostics ?? []).map((d) => `${d.file} ${d.code}`).sort();

it("a broken demo's problems stay while pages change, and go when its file or an install fixes them", async () => {
  const root = tmpDir('dev-site');
  fs.cpSync(path.join(REPO, 'test/fixtures/bad/demo-syntax'), root, { recursive: true });
  fs.rmSync(path.join(root, 'expected.json'));
  const file = (rel: string) => path.join(root, rel);
  const site = openDevSite(root);
  await site.ready();
  const broken = [
    'content/material-ui/a/Broken.js component-compile',
    'content/material-ui/a/Foreign.js component-import',
  ];
  expect(codes(await site.analyseAll())).toEqual(broken);

  fs.appendFileSync(file('content/material-ui/a/index.md'), '\nA new sentence.\n');
  await site.update(['content/material-ui/a/index.md']);
  expect(codes(await site.analyseAll())).toEqual(broken);
  expect(String((await site.respond('material-ui/a/index.html')).body)).toContain('A new sentence.');

  fs.writeFileSync(
    file('content/material-ui/a/Broken.js'),
    fs.readFileSync(file('content/material-ui/a/Broken.js'), 'utf8').replace('</span>', '</div>'),
  );
  await site.update(['content/material-ui/a/Broken.js']);
  expect(codes(await site.analyseAll())).toEqual([broken[1]]);

  // npm i framer-motion: the package appears, and package.json changes.
  fs.mkdirSync(file('node_modules/framer-motion'), { recursive: true });
  fs.writeFileSync(file('node_modules/framer-motion/package.json'), '{"name":"framer-motion","main":"index.js"}');
  fs.writeFileSync(file('node_modules/framer-motion/index.js'), "exports.motion = { div: 'div' };\n");
  fs.writeFileSync(file('package.json'), '{"private":true,"dependencies":{"framer-motion":"*"}}');
  await site.update(['package.json']);
  expect(codes(await site.analyseAll())).toEqual([]);
});

it("starts from the last build's type check and bundles of the demos (its build cache, read and never written) while the files they read are unchanged", async () => {
  const root = seededNewSite('dev-cache');
  const cache = path.join(root, '.docs-cache');
  const entries = (kind: string) => fs.readdirSync(path.join(cache, kind)).map((name) => path.join(cache, kind, name));
  const unsealed = (file: string) => JSON.parse(unseal(fs.readFileSync(file, 'utf8'))!) as unknown;
  // A problem added to the build's type check of the demos: docs-dev reports it only if it took that entry.
  const [entry] = entries('demo-types');
  const check = unsealed(entry) as { problems: object[] };
  const demo = 'content/acme-ui/components/button/BasicButton.tsx';
  check.problems.push({
    file: demo,
    line: 1,
    column: 1,
    severity: 'warning',
    code: 'demo-type-error',
    message: 'Recorded by the last build.',
  });
  fs.writeFileSync(entry, seal(JSON.stringify(check)));
  // A line added to the demos' runtime in the build's browser bundle (and its id in the bundles' entry):
  // docs-dev serves it only if it took the bundles.
  const browserFiles = entries('demo-bundles').find((file) => file.endsWith('-browser.txt'))!;
  const kept = browserFiles.replace(/-browser\.txt$/, '.txt');
  const browser = unsealed(browserFiles) as { runtime: string; files: Array<[string, string, string?]> };
  const runtime = browser.files.find(([rel]) => `/${rel}`.endsWith(browser.runtime))!;
  runtime[1] += '\n// From the last build.\n';
  fs.writeFileSync(browserFiles, seal(JSON.stringify(browser)));
  const bundles = unsealed(kept) as { browser: { files: string } };
  bundles.browser.files = contentId(JSON.stringify(browser));
  fs.writeFileSync(kept, seal(JSON.stringify(bundles)));
  const before = stampTree(cache);

  const site = openDevSite(root);
  await site.ready();
  const messages = async () => ((await site.analyseAll()) ?? []).map((d) => d.message);
  // Whether the runtime served has the line (a boolean: a failure need not print the runtime).
  const marked = async () => String((await site.respond(runtime[0])).body).includes('// From the last build.');
  expect(await messages()).toContain('Recorded by the last build.');
  expect(await marked()).toBe(true);
  // The demo changed: checked and bundled again.
  fs.appendFileSync(path.join(root, demo), '// Changed.\n');
  await site.update([demo]);
  expect(await messages()).not.toContain('Recorded by the last build.');
  expect(await marked()).toBe(false);
  expect(stampTree(cache)).toEqual(before);
});

it('serves the files every page shares after each update, kept while only pages change (the error codes, the stylesheet)', async () => {
  const root = seededNewSite('dev-shared');
  const site = openDevSite(root);
  await site.ready();
  const page = 'content/acme-ui/components/button/index.md';
  const served = async (rel: string) => String((await site.respond(rel)).body);
  const stylesheet = async () =>
    /href="\/(static\/docs\.[0-9a-f]+\.css)"/.exec(await served('acme-ui/components/button/index.html'))![1];
  fs.writeFileSync(path.join(root, 'error-codes.json'), JSON.stringify({ 1: 'A message.' }));
  await site.update(['error-codes.json']);
  const css = await stylesheet();
  for (const sentence of ['First sentence.', 'Second sentence.']) {
    fs.appendFileSync(path.join(root, page), `\n${sentence}\n`);
    await site.update([page]);
    expect(await served('acme-ui/components/button/index.html')).toContain(sentence);
    expect(JSON.parse(await served('static/error-codes.json'))).toEqual({ 1: 'A message.' });
    expect(await stylesheet()).toBe(css);
    expect((await site.respond(css)).status).toBe(200);
  }
});

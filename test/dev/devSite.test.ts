import fs from 'node:fs';
import path from 'node:path';
import { openDevSite } from '../../src/dev/devSite.js';
import { REPO, tmpDir } from '../helpers.js';

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

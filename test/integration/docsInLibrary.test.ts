import fs from 'node:fs';
import path from 'node:path';
import { read, REPO, runCli, tmpDir } from '../helpers.js';

// A single-package library whose docs live in its own docs/ folder: demos and the playground import
// the library by its package name, as Node's self-reference does (through its package.json's exports).
describe('docs inside the library they document', () => {
  const repo = tmpDir('self');
  const docs = path.join(repo, 'docs');
  const page = path.join(docs, 'content/acme/components/chip/index.md');
  const packageJson = (extra: object) =>
    fs.writeFileSync(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'acme-self', version: '3.1.0', ...extra }, null, 2),
    );

  /** A demo next to the page that shows a Chip imported from `from`. */
  const chipDemo = (name: string, from: string, label: string) =>
    fs.writeFileSync(
      path.join(path.dirname(page), `${name}.js`),
      `import * as React from 'react';\nimport { Chip } from '${from}';\n\nexport default function ${name}() {\n  return <Chip label="${label}" />;\n}\n`,
    );

  beforeAll(() => {
    packageJson({});
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(repo, 'node_modules'), 'junction');
    fs.mkdirSync(path.join(repo, 'src'));
    fs.writeFileSync(
      path.join(repo, 'src/index.tsx'),
      [
        "import * as React from 'react';",
        '',
        '/** A chip. */',
        'export function Chip(props: {',
        '  /** Its text. */',
        '  label: string;',
        '}) {',
        '  return <span className="chip">{props.label}</span>;',
        '}',
        '',
      ].join('\n'),
    );
    // docs-init reads the package it runs in (issue 40): its version, its entry, its first component.
    const init = runCli('docs-init', [docs, '--product', 'acme', '--name', 'Acme']);
    expect(init.stdout).toContain('documenting acme-self from ../src/index.tsx');
    const json = JSON.parse(read(docs, 'docs.config.json')) as { products: { acme: Record<string, unknown> } };
    expect(json.products.acme).toMatchObject({ api: { entry: ['../src/index.tsx'] }, versions: [{ text: 'v3.1.0' }] });
    expect(fs.existsSync(path.join(docs, 'content/acme/api'))).toBe(false);
    // Without exports the package cannot import itself by name: the first demo imports its source by path.
    expect(read(path.dirname(page), 'BasicChip.js')).toContain("import { Chip } from '../../../../../src/index';");
    expect(read(path.dirname(page), 'BasicChip.js')).toContain('<Chip label="Label" />');
    const dir = path.dirname(page);
    chipDemo('ChipDemo', 'acme-self', 'From the library');
    fs.writeFileSync(
      path.join(dir, 'Throws.js'),
      "export default function Throws() {\n  throw new Error('thrown by its own demo');\n}\n",
    );
    fs.appendFileSync(
      page,
      '\n## Chip\n\n{{"demo": "ChipDemo.js"}}\n\n{{"playground": "Chip"}}\n\n{{"demo": "Throws.js"}}\n',
    );
  });

  const lineOf = (text: string) =>
    read(page)
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;

  it('without exports, each import of the library says what to add; the playground is placed at its directive and hides no other demo', () => {
    const check = runCli('docs-check', ['--root', docs]);
    expect(check.status).toBe(1);
    const imports = check.stdout.split('\n').filter((l) => l.includes('  component-import  '));
    expect(imports).toEqual([
      'content/acme/components/chip/ChipDemo.js:2:22  error  component-import  content/acme/components/chip/ChipDemo.js imports "acme-self", the package the site is in, which has no "exports" to import itself by.',
      `content/acme/components/chip/index.md:${lineOf('"playground"')}:1  error  component-import  the Chip playground imports "acme-self", the package the site is in, which has no "exports" to import itself by.`,
    ]);
    expect(check.stdout).toContain(
      'hint: A package imports itself by name only through its exports (as Node does): add "exports": { ".": "./src/index.ts" } (its entry) to ../package.json.',
    );
    expect(check.stdout).toMatch(
      new RegExp(
        `content/acme/components/chip/index\\.md:${lineOf('Throws.js')}:1 {2}error {2}demo-render-failed {2}Demo Throws\\.js threw .*thrown by its own demo`,
      ),
    );
    expect(check.stdout).not.toContain('docs-playground:');
  });

  it('with exports, demos and the playground import it, its API names it, and sandboxes install its version', () => {
    packageJson({ exports: { '.': './src/index.tsx' } });
    fs.writeFileSync(page, read(page).replace('\n{{"demo": "Throws.js"}}\n', ''));
    const build = runCli('docs-build', ['--root', docs]);
    expect(build.stdout + build.stderr).toMatch(/: 0 errors, 0 warnings in 0 files;/);
    expect(build.status).toBe(0);
    const html = read(docs, 'dist/acme/components/chip/index.html');
    expect(html).toContain('<span class="chip">From the library</span>');
    expect(read(docs, 'dist/acme/api/chip.md')).toContain("import { Chip } from 'acme-self';");
    const sandboxes = fs
      .readdirSync(path.join(docs, 'dist/static/demos'))
      .filter((f) => f.startsWith('sandbox-'))
      .map((f) => read(docs, 'dist/static/demos', f));
    expect(sandboxes.some((s) => s.includes('"acme-self":"3.1.0"'))).toBe(true);
    // One product line: the root sends the reader to its home, not to a choice of one card (issue 40).
    const root = read(docs, 'dist/index.html');
    expect(root).toContain('<meta http-equiv="refresh" content="0; url=/acme/">');
    expect(root).toContain('<link rel="canonical" href="https://docs.example.com/acme/">');
    expect(root).toContain('<meta name="robots" content="noindex">');
    expect(root).toContain('<a class="card" href="/acme/">');
    expect(read(docs, 'dist/sitemap.xml')).not.toContain('<loc>https://docs.example.com/</loc>');
    // The line is named as the site: its home's title says it once (issue 40: `Acme - Acme`).
    expect(read(docs, 'dist/acme/index.html')).toContain('<title>Acme</title>');
  });

  it("a demo and demos.styles reach the library's own files by path, never beyond its package (issue 40)", () => {
    fs.writeFileSync(path.join(repo, 'src/styles.css'), '.chip { letter-spacing: 3px; }\n');
    const outside = `${path.basename(repo)}-outside.js`;
    fs.writeFileSync(path.join(path.dirname(repo), outside), 'export default 1;\n');
    const dir = path.dirname(page);
    chipDemo('ByPath', '../../../../../src/index', 'By path');
    fs.writeFileSync(
      path.join(dir, 'Outside.js'),
      `import value from '../../../../../../${outside}';\n\nexport default function Outside() {\n  return <p>{value}</p>;\n}\n`,
    );
    const config = path.join(docs, 'docs.config.json');
    const json = JSON.parse(read(config)) as Record<string, unknown>;
    fs.writeFileSync(config, JSON.stringify({ ...json, demos: { styles: ['../src/styles.css'] } }, null, 2));
    fs.appendFileSync(page, '\n{{"demo": "ByPath.js"}}\n\n{{"demo": "Outside.js"}}\n');
    const check = runCli('docs-check', ['--root', docs]);
    expect(check.status).toBe(1);
    expect(check.stdout.split('\n').filter((l) => / {2}(error|warning) {2}/.test(l))).toEqual([
      `content/acme/components/chip/Outside.js:1:19  error  path-escape  content/acme/components/chip/Outside.js imports "../../../../../../${outside}", which is outside the site root and the package that holds it.`,
    ]);
    fs.writeFileSync(page, read(page).replace('\n{{"demo": "Outside.js"}}\n', ''));
    const build = runCli('docs-build', ['--root', docs]);
    expect(build.stdout + build.stderr).toMatch(/: 0 errors, 0 warnings in 0 files;/);
    expect(read(docs, 'dist/acme/components/chip/index.html')).toContain('<span class="chip">By path</span>');
    const css = fs
      .readdirSync(path.join(docs, 'dist/static/demos'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => read(docs, 'dist/static/demos', f))
      .join('\n');
    expect(css).toContain('.chip:where([data-demo-scope],[data-demo-scope] *){letter-spacing:3px}');
  });
});

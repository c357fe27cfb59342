import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { read, REPO, runCli, startCli, tmpDir } from '../helpers.js';

// Issue 25: the package installs in any component library's repository (here a workspace monorepo
// with a local package) and its commands work there, with no TypeScript compile on that machine.
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  });

describe('the packed tool, installed in a library repository', () => {
  const dir = tmpDir('package');
  const repo = path.join(dir, 'acme');
  let tarball = '';
  let files: string[] = [];
  const binDir = path.join(repo, 'node_modules/mui-docs-generator/bin');
  const site = path.join(repo, 'docs');

  beforeAll(() => {
    // The tool is built already (npm test builds it first): pack it as it stands.
    const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], REPO)) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    tarball = path.join(dir, packed.filename);
    files = packed.files.map((f) => f.path);
    fs.mkdirSync(path.join(repo, 'packages/ui'), { recursive: true });
    fs.writeFileSync(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'acme', private: true, workspaces: ['packages/*'] }),
    );
    fs.writeFileSync(
      path.join(repo, 'packages/ui/package.json'),
      JSON.stringify({
        name: '@acme/ui',
        version: '1.2.0',
        type: 'module',
        exports: { '.': './index.js', './styles.css': './styles.css' },
        peerDependencies: { react: '>=18' },
      }),
    );
    fs.writeFileSync(
      path.join(repo, 'packages/ui/index.js'),
      "import { createElement, useState } from 'react';\n\nexport function Badge({ label }) {\n  const [count, setCount] = useState(0);\n  return createElement('button', { type: 'button', className: 'acme-badge', onClick: () => setCount(count + 1) }, `${label}: ${count}`);\n}\n",
    );
    fs.writeFileSync(path.join(repo, 'packages/ui/styles.css'), '.acme-badge { border-radius: 999px; }\n');
    fs.writeFileSync(
      path.join(repo, 'packages/ui/index.d.ts'),
      "import type * as React from 'react';\n\nexport interface BadgeProps {\n  /** The text before the count. */\n  label: string;\n}\n\n/** A button that counts its clicks. */\nexport declare function Badge(props: BadgeProps): React.JSX.Element;\n",
    );
    // React's types, as a TypeScript library has them (the version this repository has, from npm's cache).
    const types = JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules/@types/react/package.json'), 'utf8'));
    npm(
      [
        'install',
        '--save-dev',
        tarball,
        `@types/react@${types.version}`,
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
      ],
      repo,
    );
  });

  it('holds the built tool and what it needs at run time: no tests, no fixtures, no TypeScript sources to compile', () => {
    expect(files).toEqual(expect.arrayContaining(['bin/docs-build.js', 'lib/bundle/docsBuild.js', 'package.json']));
    expect(files.filter((f) => /^(test|src|scripts|content|templates)\//.test(f) || f.endsWith('.ts'))).toEqual([]);
    console.log(`npm pack: ${(fs.statSync(tarball).size / 1024 / 1024).toFixed(2)} MB, ${files.length} files`);
    // The README says what a user downloads (issue 40: its count was not the packed one).
    const [, size, count] = /about ([\d.]+) MB packed, about (\d+) files/.exec(read(REPO, 'README.md')) ?? [];
    expect(Math.abs(Number(size) / (fs.statSync(tarball).size / 1024 / 1024) - 1)).toBeLessThan(0.1);
    expect(Math.abs(Number(count) / files.length - 1)).toBeLessThan(0.1);
  });

  it('installs without running or announcing a script of its own (issue 40: a prepare script warned)', () => {
    const installed = JSON.parse(read(repo, 'node_modules/mui-docs-generator/package.json')) as {
      scripts?: Record<string, string>;
    };
    const installTime = ['preinstall', 'install', 'postinstall', 'prepare'];
    expect(Object.keys(installed.scripts ?? {}).filter((s) => installTime.includes(s))).toEqual([]);
  });

  it('docs-init, docs-check and docs-build make a site whose demo imports the workspace package', () => {
    const init = runCli('docs-init', ['docs', '--product', 'acme', '--name', 'Acme UI'], { cwd: repo, binDir });
    expect(init.status).toBe(0);
    const demos = path.join(site, 'content/acme/components/button');
    fs.writeFileSync(
      path.join(demos, 'BadgeDemo.js'),
      "import * as React from 'react';\nimport { Badge } from '@acme/ui';\nimport '@acme/ui/styles.css';\n\nexport default function BadgeDemo() {\n  return <Badge label=\"Clicks\" />;\n}\n",
    );
    fs.appendFileSync(path.join(demos, 'index.md'), '\n## Badge\n\n{{"demo": "BadgeDemo.js"}}\n');
    const check = runCli('docs-check', ['--root', 'docs'], { cwd: repo, binDir });
    expect(check.stdout).toContain('0 errors, 0 warnings');
    const build = runCli('docs-build', ['--root', 'docs'], { cwd: repo, binDir });
    expect(build.status).toBe(0);
    const page = fs.readFileSync(path.join(site, 'dist/acme/components/button/index.html'), 'utf8');
    expect(page).toContain('class="acme-badge">Clicks: 0</button>');
    const css = fs
      .readdirSync(path.join(site, 'dist/static/demos'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(site, 'dist/static/demos', f), 'utf8'));
    expect(css.join('')).toContain('.acme-badge:where([data-demo-scope]');
  });

  it("docs-api and docs-build document the workspace package's components from its declarations", () => {
    const config = path.join(site, 'docs.config.json');
    const original = fs.readFileSync(config, 'utf8');
    const json = JSON.parse(original);
    json.products.acme.api = { entry: ['../packages/ui/index.d.ts'] };
    fs.writeFileSync(config, JSON.stringify(json, null, 2));
    try {
      const api = runCli('docs-api', ['--root', 'docs'], { cwd: repo, binDir });
      expect(api.status).toBe(0);
      const badge = JSON.parse(api.stdout).acme.Badge;
      expect(badge.data.imports).toEqual(["import { Badge } from '@acme/ui';"]);
      expect(badge.descriptions.componentDescription).toBe('A button that counts its clicks.');
      expect(badge.descriptions.propDescriptions.label.description).toBe('The text before the count.');
      expect(runCli('docs-build', ['--root', 'docs'], { cwd: repo, binDir }).status).toBe(0);
      expect(fs.readFileSync(path.join(site, 'dist/acme/api/badge/index.html'), 'utf8')).toContain(
        'A button that counts its clicks.',
      );
    } finally {
      fs.writeFileSync(config, original);
    }
  });

  it('docs-dev serves the site and docs-preview serves the build', async () => {
    for (const [name, args, route] of [
      ['docs-dev', ['--root', 'docs', '--port', '0'], '/acme/components/button/'],
      ['docs-preview', ['--out', 'docs/dist', '--port', '0'], '/acme/components/button/'],
    ] as const) {
      const server = startCli(name, [...args], { cwd: repo, binDir });
      try {
        const [url] = await server.waitFor(/http:\/\/127\.0\.0\.1:\d+\//);
        const response = await fetch(new URL(route, url));
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('Clicks: 0');
      } finally {
        server.proc.kill('SIGINT');
        await server.exited;
      }
    }
  });

  it('one docs-check run reports every planted mistake at once, each at its line with the nearest right name (issue 40)', () => {
    const demos = path.join(site, 'content/acme/components/button');
    const page = path.join(demos, 'index.md');
    const original = fs.readFileSync(page, 'utf8');
    const demo = (name: string, code: string) => fs.writeFileSync(path.join(demos, name), code);
    demo('CardTitle.js', 'export default function CardTitle() {\n  return <h3>Title</h3>;\n}\n');
    demo(
      'Card.js',
      "import CardTitle from './cardTitle';\n\nexport default function Card() {\n  return <CardTitle />;\n}\n",
    );
    demo(
      'Misspelt.js',
      'import { Bagde } from \'@acme/ui\';\n\nexport default function Misspelt() {\n  return <Bagde label="x" />;\n}\n',
    );
    demo(
      'WrongPackage.js',
      'import { Badge } from \'@acme/iu\';\n\nexport default function WrongPackage() {\n  return <Badge label="x" />;\n}\n',
    );
    demo(
      'Typed.tsx',
      "import { Badge } from '@acme/ui';\n\nexport default function Typed() {\n  return <Badge label={3} />;\n}\n",
    );
    const planted = ['Card.js', 'Misspelt.js', 'WrongPackage.js', 'Typed.tsx'].map((d) => `{{"demo": "${d}"}}`);
    fs.appendFileSync(page, `\n${planted.join('\n\n')}\n\nSee [the button](../button/) and [sizes](#size).\n`);
    try {
      const check = runCli('docs-check', ['--root', 'docs'], { cwd: repo, binDir });
      expect(check.status).toBe(1);
      const lines = check.stdout.split('\n');
      const at = (file: string, code: string) =>
        lines.find((l) => l.startsWith(`docs/content/acme/components/button/${file}`) && l.includes(`  ${code}  `));
      expect(at('Card.js:1:23', 'component-import')).toBeDefined();
      expect(check.stdout).toContain('Files next to it: ./CardTitle.js');
      expect(at('Misspelt.js:1:10', 'component-import')).toContain(
        'imports "Bagde" from "@acme/ui", which does not export it.',
      );
      expect(at('WrongPackage.js:1:23', 'component-import')).toContain('the package @acme/iu is not installed');
      expect(check.stdout).toContain('Did you mean "@acme/ui", which is installed?');
      expect(check.stdout).toContain('Did you mean "Badge"?');
      expect(at('Typed.tsx:4:17', 'demo-type-error')).toContain("Type 'number' is not assignable to type 'string'.");
      expect(at('index.md', 'link-leading-slash')).toContain('../button/');
      expect(check.stdout).toContain('write /acme/components/button/');
      expect(at('index.md', 'broken-anchor')).toBeDefined();
      expect(check.stdout).toContain('#sizes');
    } finally {
      fs.writeFileSync(page, original);
    }
  });
});

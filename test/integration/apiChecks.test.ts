import fs from 'node:fs';
import path from 'node:path';
import { REPO, runCli, tmpDir } from '../helpers.js';

// Issue 26: the checks of API extraction, as docs-check and docs-build report them, and docs-api.
const FIXTURE = path.join(REPO, 'test/fixtures/bad/api-problems');

/** A copy of the api-problems fixture without its stale JSON and misspelt playground, its config changed by `configure`. */
function site(configure?: (api: Record<string, unknown>) => void): string {
  const root = path.join(tmpDir('api-checks'), 'site');
  fs.cpSync(FIXTURE, root, { recursive: true });
  // The library's own packages: React's types.
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  fs.rmSync(path.join(root, 'content/acme/api'), { recursive: true });
  fs.rmSync(path.join(root, 'expected.json'));
  const page = path.join(root, 'content/acme/components/button/index.md');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('{{"playground": "Buton"}}', ''));
  const file = path.join(root, 'docs.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { products: { acme: { api: Record<string, unknown> } } };
  configure?.(config.products.acme.api);
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return root;
}

const lines = (out: string, code: string) => out.split('\n').filter((l) => l.includes(`  ${code}  `));

describe('API extraction checks', () => {
  it('an undocumented prop is a warning at its declaration, an error under --strict', () => {
    const root = site();
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(0);
    expect(lines(check.stdout, 'api-undocumented')).toEqual([
      'lib/Button.tsx:9:3  warning  api-undocumented  Button\'s prop "size" has no description.',
    ]);
    const strict = runCli('docs-build', ['--root', root, '--strict', '--no-cache']);
    expect(strict.status).toBe(1);
    expect(lines(strict.stdout, 'api-undocumented')[0]).toMatch(/^lib\/Button\.tsx:9:3 {2}error {2}api-undocumented/);
  });

  it('an entry that is missing, not TypeScript, or a tsconfig that is missing is config-invalid at its line (exit 2)', () => {
    for (const [api, expected] of [
      [{ entry: ['lib/nope.ts'] }, '"products.acme.api.entry[0]" names "lib/nope.ts", which does not exist.'],
      // One path may be written without a list.
      [{ entry: 'lib/nope.ts' }, '"products.acme.api.entry" names "lib/nope.ts", which does not exist.'],
      [
        { entry: ['lib/index.js'] },
        '"products.acme.api.entry[0]" names "lib/index.js", which is not a TypeScript module (.ts, .tsx or .d.ts).',
      ],
      [
        { entry: ['lib/index.ts'], tsconfig: 'none.json' },
        '"products.acme.api.tsconfig" names "none.json", which does not exist.',
      ],
    ] as const) {
      const root = site((a) => Object.assign(a, api));
      for (const command of ['docs-check', 'docs-build'] as const) {
        const result = runCli(command, ['--root', root]);
        expect(result.status).toBe(2);
        expect(result.stdout + result.stderr).toMatch(
          new RegExp(
            `docs\\.config\\.json:\\d+:\\d+ {2}error {2}config-invalid {2}${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          ),
        );
        expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
      }
    }
  });

  it('an entry that exports no component is api-entry at the api key', () => {
    const root = site();
    fs.writeFileSync(path.join(root, 'lib/index.ts'), "export const version = '1.0.0';\n");
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    const text = fs.readFileSync(path.join(root, 'docs.config.json'), 'utf8').split('\n');
    const line = text.findIndex((l) => l.includes('"api"')) + 1;
    expect(lines(check.stdout, 'api-entry')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^docs\\.config\\.json:${line}:\\d+ {2}error {2}api-entry {2}The API entry of "acme" \\(lib/index\\.ts\\) exports no React component\\.$`,
        ),
      ),
    ]);
  });

  it('a syntax error in a module the entry re-exports is api-entry at its place, naming what it leaves undocumented (issue 46)', () => {
    const root = site();
    fs.writeFileSync(
      path.join(root, 'lib/Badge.tsx'),
      "import * as React from 'react';\n\nexport const = ;\n\n/** A badge. */\nexport function Badge() {\n  return <span />;\n}\n",
    );
    fs.appendFileSync(path.join(root, 'lib/index.ts'), "export * from './Badge';\n");
    for (const command of ['docs-check', 'docs-build'] as const) {
      const result = runCli(command, ['--root', root]);
      expect(result.status).toBe(1);
      expect(lines(result.stdout, 'api-entry')).toEqual([
        'lib/Badge.tsx:3:14  error  api-entry  lib/Badge.tsx, which the API entry reaches, does not parse: Variable declaration expected. Not documented until it does: Badge.',
      ]);
    }
  });

  it("a broken link in a JSDoc description is placed at the prop's declaration, naming the API page, and checks.brokenLinks governs it (issue 46)", () => {
    const root = site();
    const button = path.join(root, 'lib/Button.tsx');
    fs.writeFileSync(
      button,
      fs
        .readFileSync(button, 'utf8')
        .replace('The variant to use.', 'The variant to use, see [the guide](/acme/nope/).'),
    );
    const message =
      'broken-link  Broken link /acme/nope/ (resolves to /acme/nope/): no such page. It is in the description of Button\'s prop "variant", shown on /acme/api/button/.';
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(lines(check.stdout, 'broken-link')).toEqual([`lib/Button.tsx:8:3  error  ${message}`]);
    const config = path.join(root, 'docs.config.json');
    const json = JSON.parse(fs.readFileSync(config, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(config, JSON.stringify({ ...json, checks: { brokenLinks: 'warn' } }, null, 2));
    const warned = runCli('docs-check', ['--root', root]);
    expect(warned.status).toBe(0);
    expect(lines(warned.stdout, 'broken-link')).toEqual([`lib/Button.tsx:8:3  warning  ${message}`]);
  });

  it("an exported hook gets an API page of its parameters and result, which a page's hooks: links (issue 46)", () => {
    const root = site();
    fs.writeFileSync(
      path.join(root, 'lib/useToggle.ts'),
      [
        "import * as React from 'react';",
        '',
        'export interface UseToggleOptions {',
        '  /**',
        '   * Whether it starts on.',
        '   * @default false',
        '   */',
        '  initial?: boolean;',
        '}',
        '',
        'export interface UseToggleResult {',
        '  /** Whether it is on. */',
        '  on: boolean;',
        '  /** Turns it over. */',
        '  toggle: () => void;',
        '}',
        '',
        '/** Holds a boolean that a button turns over. */',
        'export function useToggle({ initial = false }: UseToggleOptions = {}): UseToggleResult {',
        '  const [on, setOn] = React.useState(initial);',
        '  return { on, toggle: () => setOn((v) => !v) };',
        '}',
        '',
      ].join('\n'),
    );
    fs.appendFileSync(path.join(root, 'lib/index.ts'), "export * from './useToggle';\n");
    const page = path.join(root, 'content/acme/components/button/index.md');
    fs.writeFileSync(page, `---\nhooks: useToggle, useTogle\n---\n${fs.readFileSync(page, 'utf8')}`);
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(lines(check.stdout, 'hook-not-found')).toEqual([
      'content/acme/components/button/index.md:2:1  error  hook-not-found  Hook "useTogle" has no API page in acme.',
    ]);
    expect(check.stdout).toContain('Did you mean "useToggle"?');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(', useTogle', ''));
    const build = runCli('docs-build', ['--root', root]);
    expect(build.stdout + build.stderr).not.toMatch(/ {2}error {2}/);
    expect(build.status).toBe(0);
    const html = fs.readFileSync(path.join(root, 'dist/acme/api/use-toggle/index.html'), 'utf8');
    for (const text of [
      'useToggle API',
      'id="parameters"',
      'Whether it starts on.',
      'id="return-value"',
      'Turns it over.',
    ])
      expect(html).toContain(text);
    expect(fs.readFileSync(path.join(root, 'dist/acme/components/button/index.html'), 'utf8')).toContain(
      'href="/acme/api/use-toggle/"',
    );
    const twin = fs.readFileSync(path.join(root, 'dist/acme/api/use-toggle.md'), 'utf8');
    expect(twin).toContain('## Parameters');
    expect(twin).toContain('| initial | `boolean` | `false` | Whether it starts on. |');
    expect(twin).toContain('| on (required) | `boolean` |  | Whether it is on. |');
    expect(twin).toContain('| toggle (required) | `() => void` |  | Turns it over. |');
  });

  it("React's types not resolving from the entry is one api-entry, saying what to install, not an error per JSX element", () => {
    const root = site();
    fs.rmSync(path.join(root, 'node_modules'));
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(lines(check.stdout, 'api-entry')).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+ {2}error {2}api-entry {2}The API entry lib\/index\.ts does not compile: the types of "react" do not resolve from it \(install @types\/react where the library is: npm i -D @types\/react\)$/,
      ),
    ]);
  });

  it('docs-api on a site whose config names no api entry prints an empty answer and says why', () => {
    const root = site();
    const file = path.join(root, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { products: { acme: { api?: unknown } } };
    delete config.products.acme.api;
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
    for (const args of [[], ['--write']]) {
      const result = runCli('docs-api', ['--root', root, ...args]);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(args.length ? 'Wrote 0 files.\n' : '{}\n');
      expect(result.stderr).toContain('No product line in docs.config.json names an "api" entry');
    }
  });

  it('docs-api prints the API as JSON, and --write writes the files a team checks in, which docs-check then holds to the source', () => {
    const root = site();
    const printed = runCli('docs-api', ['--root', root]);
    expect(printed.status).toBe(0);
    const apis = JSON.parse(printed.stdout) as Record<
      string,
      Record<string, { data: { props: Record<string, unknown> } }>
    >;
    expect(Object.keys(apis.acme.Button.data.props)).toEqual(['children', 'size', 'variant']);
    expect(printed.stderr).toContain('api-undocumented');
    const written = runCli('docs-api', ['--root', root, '--write']);
    expect(written.status).toBe(0);
    expect(written.stdout).toContain('content/acme/api/button.json');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'content/acme/api/button.json'), 'utf8'))).toEqual(
      apis.acme.Button.data,
    );
    expect(lines(runCli('docs-check', ['--root', root]).stdout, 'api-stale')).toEqual([]);
    // The source moves on: the checked-in JSON is stale.
    const button = path.join(root, 'lib/Button.tsx');
    fs.writeFileSync(button, fs.readFileSync(button, 'utf8').replace("@default 'solid'", "@default 'outlined'"));
    const stale = runCli('docs-check', ['--root', root]);
    expect(stale.status).toBe(1);
    expect(lines(stale.stdout, 'api-stale')).toEqual([
      expect.stringMatching(
        /^content\/acme\/api\/button\.json:\d+:\d+ {2}error {2}api-stale {2}.*prop "variant" default changed from 'solid' to 'outlined'\.$/,
      ),
    ]);
    // The @default tag now contradicts the code's default: a warning at the tag, naming both.
    expect(lines(stale.stdout, 'api-default-conflict')).toEqual([
      `lib/Button.tsx:6:6  warning  api-default-conflict  Button's prop "variant" says @default 'outlined', but the code defaults it to 'solid'.`,
    ]);
  });

  it('after docs-api --write, an edited JSDoc description is api-stale in the descriptions file, and a description of no prop is an error at its line (issue 46)', () => {
    const root = site();
    expect(runCli('docs-api', ['--root', root, '--write']).status).toBe(0);
    const button = path.join(root, 'lib/Button.tsx');
    fs.writeFileSync(button, fs.readFileSync(button, 'utf8').replace('The variant to use.', 'The look of the button.'));
    const docs = path.join(root, 'translations/api-docs/acme/button.json');
    const written = JSON.parse(fs.readFileSync(docs, 'utf8')) as { propDescriptions: Record<string, unknown> };
    written.propDescriptions.sise = { description: 'The size.' };
    fs.writeFileSync(docs, `${JSON.stringify(written, null, 2)}\n`);
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    const text = fs.readFileSync(docs, 'utf8').split('\n');
    const lineOf = (key: string) => text.findIndex((l) => l.startsWith(`    "${key}"`)) + 1;
    expect(lines(check.stdout, 'api-stale')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^translations/api-docs/acme/button\\.json:${lineOf('variant')}:\\d+  error  api-stale  translations/api-docs/acme/button\\.json is stale against Button's source: prop "variant" description changed\\.$`,
        ),
      ),
    ]);
    expect(lines(check.stdout, 'api-description-unknown')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^translations/api-docs/acme/button\\.json:${lineOf('sise')}:\\d+  error  api-description-unknown  translations/api-docs/acme/button\\.json describes prop "sise", which Button does not have\\.$`,
        ),
      ),
    ]);
    expect(check.stdout).toContain('Did you mean "size"?');
  });
});

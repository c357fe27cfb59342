import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../src/errors/Diagnostic.js';
import { hashTree, REPO, runCli, tmpDir } from '../helpers.js';
import { build, check, formatJson, formatText, outcomeOf } from '../inProcess.js';

const BAD = path.join(REPO, 'test/fixtures/bad');
const cases = fs.readdirSync(BAD).sort();
type Expected = {
  code: string;
  file: string;
  line: number;
  column: number;
  severity: string;
  message: string;
  hint?: string;
};
const byPlace = (a: Expected, b: Expected) =>
  `${a.file}:${String(a.line).padStart(6)}:${a.code}`.localeCompare(
    `${b.file}:${String(b.line).padStart(6)}:${b.code}`,
  );

// The pipeline runs in-process (test/inProcess.ts); the CLI's own part is checked by spawning it once per kind.
const asPrinted = (list: readonly Diagnostic[]) => (JSON.parse(formatJson(list)) as Expected[]).sort(byPlace);
const line = (d: Expected) => `${d.file}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`;

describe.each(cases)('bad input: %s', (name) => {
  const root = path.join(BAD, name);
  // Each fixture pins its diagnostics whole: place, code, severity, and the catalogue's wording.
  const expected: Expected[] = JSON.parse(fs.readFileSync(path.join(root, 'expected.json'), 'utf8'));

  it('docs-check finds exactly the expected diagnostics, worded as pinned, and fails', async () => {
    expect(expected.length).toBeGreaterThan(0);
    const checked = await outcomeOf(() => check({ root }));
    expect(checked.ok).toBe(false);
    expect(asPrinted(checked.diagnostics)).toEqual([...expected].sort(byPlace));
    const text = formatText(checked.diagnostics);
    for (const d of expected) expect(text).toContain(line(d));
  });

  it('a failed docs-build finds them too, on one thread or two, and leaves the previous output byte-identical and no staging folder', async () => {
    const parent = tmpDir('docs-out');
    const out = path.join(parent, 'dist');
    fs.mkdirSync(path.join(out, 'old'), { recursive: true });
    fs.writeFileSync(path.join(out, '.docs-build'), 'marker');
    fs.writeFileSync(path.join(out, 'old', 'index.html'), '<p>previous build</p>');
    const before = hashTree(out);
    // cache: false: never write into the repository's fixtures.
    const built = await outcomeOf(() => build({ root, out, cache: false, jobs: 1 }));
    expect(built.ok).toBe(false);
    expect(hashTree(out)).toEqual(before);
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    // Rendering on worker threads reports the same problems and also loses nothing.
    const threaded = await outcomeOf(() => build({ root, out, cache: false, jobs: 2 }));
    expect(asPrinted(threaded.diagnostics)).toEqual(asPrinted(built.diagnostics));
    expect(hashTree(out)).toEqual(before);
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    // The build reports the problems docs-check does (a demo's throw, say, at its directive with the demo's own line).
    const printed = asPrinted(built.diagnostics).map(line);
    for (const d of expected.filter((e) => e.severity === 'error')) expect(printed).toContain(line(d));
  });
});

// One fixture of each kind of problem: the page, the manifest, front matter, a demo, an API, the site's own code.
describe.each([
  'page-problems',
  'manifest-problems',
  'yaml-unclosed-quote',
  'demo-throws',
  'api-problems',
  'postcss-config',
])('the commands on bad input: %s', (name) => {
  const root = path.join(BAD, name);
  const expected: Expected[] = JSON.parse(fs.readFileSync(path.join(root, 'expected.json'), 'utf8'));

  it('docs-check prints each problem at its place and exits 1, without a stack trace', () => {
    const text = runCli('docs-check', ['--root', root]);
    expect(text.status).toBe(1);
    for (const d of expected) expect(text.stdout).toContain(line(d));
    expect(text.stderr).not.toMatch(/\n\s+at /);
  });

  it('docs-build prints its errors and exits 1 without a stack trace', () => {
    const out = path.join(tmpDir('docs-out'), 'dist');
    const result = runCli('docs-build', ['--root', root, '--out', out, '--no-cache']);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
    for (const d of expected.filter((e) => e.severity === 'error')) expect(result.stdout).toContain(line(d));
    expect(fs.existsSync(out)).toBe(false);
  });
});

// The JSON format's content is each fixture's in-process check above (formatJson); the flag, once, as printed.
it('docs-check --format json prints the pinned diagnostics as JSON and exits 1', () => {
  const root = path.join(BAD, 'page-problems');
  const expected: Expected[] = JSON.parse(fs.readFileSync(path.join(root, 'expected.json'), 'utf8'));
  const json = runCli('docs-check', ['--root', root, '--format', 'json']);
  expect(json.status).toBe(1);
  expect((JSON.parse(json.stdout) as Expected[]).sort(byPlace)).toEqual([...expected].sort(byPlace));
});

describe('usage and configuration problems exit 2', () => {
  it('unknown flag', () => expect(runCli('docs-check', ['--nope']).status).toBe(2));
  it('missing root', () => {
    const r = runCli('docs-check', ['--root', '/does/not/exist']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('root-missing');
  });
  it('missing content/', () => {
    const r = runCli('docs-check', ['--root', tmpDir('no-content')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error {2}content-missing {2}No content\/ folder in /);
  });
  it('refuses to write into the home folder', () => {
    const home = tmpDir('home');
    fs.writeFileSync(path.join(home, '.bashrc'), 'precious');
    const r = runCli(
      'docs-build',
      ['--root', path.join(REPO, 'test/fixtures/good/hostile'), '--out', home, '--no-cache'],
      { env: { HOME: home } },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('it is or holds your home folder');
    expect(fs.readdirSync(home)).toEqual(['.bashrc']);
  });
  it('invalid config JSON is located', () => {
    const root = tmpDir('site');
    fs.cpSync(path.join(BAD, 'case-collision', 'content'), path.join(root, 'content'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs.config.json'), '{\n  "siteName": "x",\n}\n');
    const r = runCli('docs-check', ['--root', root]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/docs\.config\.json:2:18 {2}error {2}config-invalid {2}Invalid JSON: Trailing comma/);
  });
  it.each([
    ['the root itself', '.'],
    ['content/', 'content'],
    ['a non-empty folder no build wrote', 'notes'],
  ])('refuses an unsafe output folder: %s', (_label, rel) => {
    const root = tmpDir('site');
    fs.cpSync(path.join(REPO, 'test/fixtures/good/hostile'), root, { recursive: true });
    fs.mkdirSync(path.join(root, 'notes'));
    fs.writeFileSync(path.join(root, 'notes', 'keep.txt'), 'precious');
    const before = hashTree(root);
    const r = runCli('docs-build', ['--root', root, '--out', path.join(root, rel)]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unsafe-output');
    expect(hashTree(root)).toEqual(before);
  });
  it('--help documents exit codes', () => {
    for (const cli of ['docs-check', 'docs-build'] as const) {
      const r = runCli(cli, ['--help']);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Exit codes:');
    }
  });
});

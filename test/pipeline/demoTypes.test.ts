import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../src/load/loadSite.js';
import { checkSiteDemoTypes } from '../../src/pipeline/demoTypes.js';
import type { BuildCache } from '../../src/site/output.js';
import { newSite, REPO, runCli } from '../helpers.js';
import { resolveConfig } from '../../src/site/config/resolve.js';

// Issue 40: a TypeScript demo (the twin of X.js, or X.tsx alone) is type-checked against the
// library's types, since readers copy it and its JavaScript and sandbox are made from it.

const root = newSite('demo-types');
const dir = path.join(root, 'content/acme-ui/components/button');
const DEFAULTS = resolveConfig(undefined).checks;
const warn = { checks: { ...DEFAULTS, demoTypes: 'warn' as const } };

/** The twin of BasicButton.js, its size taken from a module of the site's own. */
function twin(size: string) {
  fs.writeFileSync(path.join(dir, 'sizes.ts'), `export const size = '${size}' as const;\n`);
  fs.writeFileSync(
    path.join(dir, 'BasicButton.tsx'),
    [
      "import Button from '@mui/material/Button';",
      "import { size } from './sizes';",
      '',
      'export default function BasicButton() {',
      '  return <Button size={size}>Hello</Button>;',
      '}',
      '',
    ].join('\n'),
  );
}

/** A cache in memory that counts what is written to it. */
function memoryCache() {
  const entries = new Map<string, string>();
  const writes: string[] = [];
  const store: BuildCache = {
    get: (kind, key) => entries.get(`${kind}/${key}`),
    set: (kind, key, value) => void (writes.push(kind), entries.set(`${kind}/${key}`, value)),
    keep() {},
    prune() {},
  };
  return { cache: { store, fingerprint: 'test' }, writes, entries };
}

it("a twin that does not type-check is a problem at its line; the check follows the site's modules it read, and a cached check stands while none changes", async () => {
  const { cache, writes } = memoryCache();
  twin('small');
  const clean = await checkSiteDemoTypes(loadSite(root), warn, cache);
  expect(clean.problems).toEqual([]);
  expect(clean.inputs).toContain('content/acme-ui/components/button/sizes.ts');
  expect(clean.inputs.some((f) => f.endsWith('@types/react/index.d.ts'))).toBe(true);
  expect(writes).toEqual(['demo-types-state', 'demo-types']);
  // Unchanged: the cached result, nothing checked again nor written.
  expect(await checkSiteDemoTypes(loadSite(root), warn, cache)).toEqual(clean);
  expect(writes).toEqual(['demo-types-state', 'demo-types']);
  // Only the imported module changes: the demo no longer type-checks, at its own line.
  twin('huge');
  const broken = await checkSiteDemoTypes(loadSite(root), warn, cache);
  expect(broken.problems).toHaveLength(1);
  expect(broken.problems[0]).toMatchObject({
    file: 'content/acme-ui/components/button/BasicButton.tsx',
    line: 5,
    column: 18,
    code: 'demo-type-error',
    severity: 'warning',
  });
  expect(broken.problems[0].message).toMatch(/does not type-check: .*'"huge"' is not assignable .*\(TS2769\)$/);
  expect(await checkSiteDemoTypes(loadSite(root), { checks: { ...DEFAULTS, demoTypes: 'off' } })).toEqual({
    problems: [],
    inputs: [],
  });
});

it("a check that could not run (React's types do not resolve) is cached too, and installing them is a change", async () => {
  const { cache, writes } = memoryCache();
  twin('small');
  fs.unlinkSync(path.join(root, 'node_modules'));
  try {
    const unchecked = await checkSiteDemoTypes(loadSite(root), warn, cache);
    expect(unchecked.unchecked).toEqual({ count: 1, reason: "React's types (@types/react) do not resolve" });
    expect(unchecked.inputs).toContain('node_modules/@types/react/index.d.ts');
    expect(await checkSiteDemoTypes(loadSite(root), warn, cache)).toEqual(unchecked);
    expect(writes).toEqual(['demo-types']);
  } finally {
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  }
  const installed = await checkSiteDemoTypes(loadSite(root), warn, cache);
  expect(installed.unchecked).toBeUndefined();
  expect(installed.problems).toEqual([]);
  expect(writes).toEqual(['demo-types', 'demo-types-state', 'demo-types']);
});

it("a check that runs again starts from the last one's: an unchanged demo keeps its problems unchecked, a changed one is checked again, and the result is a fresh check's", async () => {
  const { cache, entries } = memoryCache();
  twin('small');
  const page = path.join(dir, 'index.md');
  const text = fs.readFileSync(page, 'utf8');
  const other = path.join(dir, 'OtherButton.tsx');
  const otherDemo = (label: string) =>
    fs.writeFileSync(
      other,
      `import Button from '@mui/material/Button';\n\nexport default function OtherButton() {\n  return <Button size="huge">${label}</Button>;\n}\n`,
    );
  otherDemo('Other');
  fs.writeFileSync(page, `${text}\n{{"demo": "OtherButton.tsx"}}\n`);
  try {
    const first = await checkSiteDemoTypes(loadSite(root), warn, cache);
    expect(first.problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'content/acme-ui/components/button/OtherButton.tsx:4',
    ]);
    // The last check's problem of OtherButton.tsx, reworded in its state: kept as it is while the file is unchanged.
    const [stateKey] = [...entries.keys()].filter((k) => k.startsWith('demo-types-state/'));
    const state = JSON.parse(entries.get(stateKey)!) as { fileNames: string[]; semanticDiagnosticsPerFile: unknown[] };
    const id = state.fileNames.findIndex((f) => f.endsWith('/OtherButton.tsx')) + 1;
    state.semanticDiagnosticsPerFile = state.semanticDiagnosticsPerFile.map((entry) =>
      Array.isArray(entry) && entry[0] === id
        ? [id, (entry[1] as object[]).map((d) => ({ ...d, messageText: 'Planted in the last check.' }))]
        : entry,
    );
    entries.set(stateKey, JSON.stringify(state));
    // BasicButton.tsx changes (it must be checked again); OtherButton.tsx does not.
    fs.appendFileSync(path.join(dir, 'BasicButton.tsx'), '// edited\n');
    const kept = await checkSiteDemoTypes(loadSite(root), warn, cache);
    expect(kept.problems.map((p) => p.message)).toEqual([expect.stringContaining('Planted in the last check.')]);
    // Once it changes, it is checked again: the result is a check's without any cache.
    otherDemo('Other, edited');
    const checked = await checkSiteDemoTypes(loadSite(root), warn, cache);
    expect(checked.problems[0].message).toMatch(/does not type-check: No overload matches this call/);
    expect(checked).toEqual(await checkSiteDemoTypes(loadSite(root), warn));
    // A state that is not TypeScript's is none.
    entries.set(stateKey, '{"fileNames": 1}');
    fs.appendFileSync(other, '// edited again\n');
    expect(await checkSiteDemoTypes(loadSite(root), warn, cache)).toEqual(
      await checkSiteDemoTypes(loadSite(root), warn),
    );
  } finally {
    fs.writeFileSync(page, text);
    fs.rmSync(other);
  }
});

it('docs-check warns by default and docs-build publishes with the warning; without React types it says what it left unchecked', () => {
  twin('huge');
  const check = runCli('docs-check', ['--root', root]);
  expect(check.status).toBe(0);
  expect(check.stdout).toContain(
    'content/acme-ui/components/button/BasicButton.tsx:5:18  warning  demo-type-error  content/acme-ui/components/button/BasicButton.tsx does not type-check: No overload matches this call.',
  );
  // docs-check keeps what it finds in a build cache, where the site has one (issue 45.15), and makes none.
  expect(fs.existsSync(path.join(root, '.docs-cache'))).toBe(false);
  fs.mkdirSync(path.join(root, '.docs-cache'));
  expect(runCli('docs-check', ['--root', root]).stdout).toBe(check.stdout);
  expect(fs.readdirSync(path.join(root, '.docs-cache/demo-types'))).toHaveLength(1);
  expect(runCli('docs-check', ['--root', root]).stdout).toBe(check.stdout);
  // --strict makes every warning an error.
  const strict = runCli('docs-check', ['--root', root, '--strict']);
  expect(strict.stdout).toContain('BasicButton.tsx:5:18  error  demo-type-error');
  expect(strict.status).toBe(1);
  fs.rmSync(path.join(root, '.docs-cache'), { recursive: true });
  const build = runCli('docs-build', ['--root', root, '--no-cache']);
  expect(build.status).toBe(0);
  expect(build.stdout).toContain('BasicButton.tsx:5:18  warning  demo-type-error');
  fs.unlinkSync(path.join(root, 'node_modules'));
  const unchecked = runCli('docs-check', ['--root', root]);
  expect(unchecked.stdout).toContain(
    "1 TypeScript demo not type-checked: React's types (@types/react) do not resolve from the site (npm i -D @types/react)",
  );
  expect(unchecked.stdout).not.toContain('demo-type-error');
  // docs-build says so too, also when nothing changed; installing React's types is a change it sees.
  const line = "1 TypeScript demo not type-checked: React's types (@types/react) do not resolve from the site";
  expect(runCli('docs-build', ['--root', root]).stdout).toContain(line);
  expect(runCli('docs-build', ['--root', root]).stdout).toContain(line);
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  const installed = runCli('docs-build', ['--root', root]);
  expect(installed.stdout).not.toContain(line);
  expect(installed.stdout).toContain('BasicButton.tsx:5:18  warning  demo-type-error');
});

it("docs-check takes a build's demo results while the site is the one it built, and checks again once a demo changes (issue 45.15)", () => {
  twin('small');
  expect(runCli('docs-build', ['--root', root]).status).toBe(0);
  const after = runCli('docs-check', ['--root', root, '--verbose']);
  expect(after.stdout).toContain('0 errors, 0 warnings in 0 files');
  const demo = path.join(dir, 'BasicButton.js');
  const original = fs.readFileSync(demo, 'utf8');
  fs.writeFileSync(
    demo,
    original.replace(
      'export default function BasicButton() {',
      "export default function BasicButton() {\n  throw new Error('edited after the build');",
    ),
  );
  try {
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      'demo-render-failed  Demo BasicButton.js threw while rendering on the server: edited after the build',
    );
  } finally {
    fs.writeFileSync(demo, original);
  }
});

it("docs-dev's kept program gives what a fresh check gives after a save", async () => {
  const programs = new Map<string, unknown>();
  twin('small');
  expect((await checkSiteDemoTypes(loadSite(root), warn, undefined, programs)).problems).toEqual([]);
  expect(programs.size).toBe(1);
  twin('huge');
  const kept = await checkSiteDemoTypes(loadSite(root), warn, undefined, programs);
  expect(kept.problems).toHaveLength(1);
  expect(kept).toEqual(await checkSiteDemoTypes(loadSite(root), warn));
});

import { build } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { barrelPlugin } from '../../src/demos/barrelPlugin.js';
import { readBarrel } from '../../src/demos/barrels.js';
import { REPO } from '../helpers.js';

// Issue 39: the barrel rewrite is an optimisation, so it must never change what a name resolves to.
// Run against the barrels of widely used packages, installed from npm in the fixture sites: every name
// the package's entry exports, imported through the rewrite, is the very object the barrel exports.

const FIXTURES = path.join(REPO, 'test/fixtures');
const PACKAGES: Array<[site: string, pkg: string]> = [
  ['bootstrap-site', 'react-bootstrap'],
  ['bootstrap-site', 'react-bootstrap-icons'],
  ['bootstrap-site', 'react-transition-group'],
  ['bootstrap-site', 'lucide-react'],
  ['mui6-site', '@mui/material'],
  ['mui6-site', '@mui/icons-material'],
  ['library-site', '@mantine/core'],
  ['library-site', '@tabler/icons-react'],
];

/** The names a package's barrel exports on the bundler's `platform` (its entry as esbuild resolves it), and those it re-exports from relative modules. */
async function barrelNames(root: string, pkg: string, platform: 'browser' | 'node') {
  let entry = '';
  await build({
    stdin: { contents: `import ${JSON.stringify(pkg)};`, resolveDir: root },
    bundle: true,
    write: false,
    platform,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.path !== pkg || args.pluginData) return undefined;
            entry = (await b.resolve(pkg, { kind: args.kind, resolveDir: root, pluginData: true })).path;
            return { path: entry, external: true };
          });
        },
      },
    ],
  });
  const barrel = [...(readBarrel(entry) ?? [])].filter(([name]) => name !== 'default');
  return {
    names: barrel.map(([name]) => name),
    relative: barrel.filter(([, [specifier]]) => specifier.startsWith('.')).length,
  };
}

/** Bundles a site module that imports every name through the barrel rewrite and the namespace, and compares them at run time. */
async function compare(root: string, pkg: string, names: string[], platform: 'browser' | 'node') {
  const dir = fs.mkdtempSync(path.join(root, '.barrel-check-'));
  try {
    const entry = path.join(dir, 'entry.js');
    const barrelModules = new Map<string, string>();
    const checks = names.map((name, i) => `${JSON.stringify(name)}: n${i} === whole[${JSON.stringify(name)}]`);
    fs.writeFileSync(
      entry,
      `import * as whole from ${JSON.stringify(pkg)};\n` +
        names.map((name, i) => `import { ${name} as n${i} } from ${JSON.stringify(pkg)};\n`).join('') +
        `export const same = { ${checks.join(', ')} };\n`,
    );
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform,
      format: 'cjs',
      logLevel: 'silent',
      metafile: true,
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [barrelPlugin({ root, barrelModules })],
    });
    const rewritten = Object.values(result.metafile.inputs)
      .flatMap((input) => input.imports)
      .filter((i) => i.original && barrelModules.get(i.original) === pkg).length;
    const module = { exports: {} as { same: Record<string, boolean> } };
    const run = new Function('module', 'exports', 'require', result.outputFiles[0].text);
    run(module, module.exports, createRequire(entry));
    return { rewritten, same: module.exports.same };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(PACKAGES)('the barrel rewrite on %s/node_modules/%s', (site, pkg) => {
  const root = path.join(FIXTURES, site);
  it.each(['browser', 'node'] as const)('resolves every exported name to the same module (%s)', async (platform) => {
    const { names, relative } = await barrelNames(root, pkg, platform);
    const { rewritten, same } = await compare(root, pkg, names, platform);
    const different = Object.keys(same).filter((name) => !same[name]);
    expect(different).toEqual([]);
    expect(Object.keys(same)).toHaveLength(names.length);
    // Every name the barrel takes from a relative module went through the rewrite (one statement each).
    expect(rewritten).toBe(relative);
  });
});

it('the packages above have a barrel the rewrite reads on at least one platform (the check is not vacuous)', async () => {
  for (const [site, pkg] of PACKAGES) {
    const root = path.join(FIXTURES, site);
    const counts = await Promise.all((['browser', 'node'] as const).map((p) => barrelNames(root, pkg, p)));
    expect([pkg, Math.max(...counts.map((c) => c.relative)) >= 5]).toEqual([pkg, true]);
  }
});

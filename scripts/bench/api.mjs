#!/usr/bin/env node
// The API-extraction bench (issue 26): a generated library of 200 components (gen-library.mjs),
// extracted with the build's own code (lib/src/extract/extractApi.js), each figure the median of
// `runs` fresh processes:
// - cold: no cache (loads TypeScript, parses the library and React's types, extracts everything);
// - warm: the cache holds every component and no file changed (TypeScript is not loaded);
// - one file changed: the cache holds the rest; a fresh process, as `docs-build` runs it;
// - one file changed in docs-dev: the same process and cache as the last extraction (TypeScript
//   reuses the program of the files that did not change), measured in one process after a first one;
// - beside them, `tsc --noEmit` in a fresh process on the whole library and on the one changed file;
// - cold again with one more component whose prop is a union of 10,000 literals (issue 45.8).
// Prints one JSON object on stdout. Usage: node scripts/bench/api.mjs [count] [runs]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [countArg, runsArg, mode, dirArg] = process.argv.slice(2);

/** One measured extraction in this process: `mode` is cold, warm, changed or dev. */
async function measure(dir) {
  const { extractApis } = await import(pathToFileURL(path.join(repo, 'lib/src/extract/extractApi.js')).href);
  const cacheFile = path.join(dir, 'cache.json');
  const entries = fs.existsSync(cacheFile) ? JSON.parse(fs.readFileSync(cacheFile, 'utf8')) : {};
  const store = {
    get: (kind, key) => entries[`${kind}/${key}`],
    set: (kind, key, value) => void (entries[`${kind}/${key}`] = value),
    keep() {},
    prune() {},
  };
  const line = { prefix: 'bench', entries: ['src/index.ts'], at: { file: 'docs.config.json', line: 1, column: 1 } };
  const touch = () => fs.appendFileSync(path.join(dir, 'src/AlphaAlphaWidget.tsx'), '\n');
  const run = (options) => extractApis(dir, [line], options);
  let seconds;
  if (mode === 'dev') {
    const dev = { programs: new Map(), cache: { store, fingerprint: 'bench' } };
    await run(dev);
    touch();
    const start = performance.now();
    await run(dev);
    seconds = (performance.now() - start) / 1000;
  } else {
    if (mode === 'changed') touch();
    const cache = mode === 'cold' ? undefined : { store, fingerprint: 'bench' };
    const start = performance.now();
    const result = await run(cache ? { cache } : {});
    seconds = (performance.now() - start) / 1000;
    if (result.lines[0].components.length === 0) throw new Error('nothing extracted');
    if (mode === 'cold') {
      await run({ cache: { store, fingerprint: 'bench' } });
      fs.writeFileSync(cacheFile, JSON.stringify(entries));
    }
  }
  process.stdout.write(JSON.stringify({ seconds }));
}

if (mode) {
  await measure(dirArg);
} else {
  const count = Number(countArg ?? 200);
  const runs = Number(runsArg ?? 3);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-api-'));
  execFileSync(process.execPath, [path.join(repo, 'scripts/bench/gen-library.mjs'), dir, String(count)]);
  // React's types, as the library's own node_modules would hold them.
  fs.mkdirSync(path.join(dir, 'node_modules/@types'), { recursive: true });
  for (const pkg of ['react', 'prop-types', 'csstype'])
    if (fs.existsSync(path.join(repo, 'node_modules/@types', pkg)))
      fs.symlinkSync(path.join(repo, 'node_modules/@types', pkg), path.join(dir, 'node_modules/@types', pkg));
  if (fs.existsSync(path.join(repo, 'node_modules/csstype')))
    fs.symlinkSync(path.join(repo, 'node_modules/csstype'), path.join(dir, 'node_modules/csstype'));
  // The extraction's own seconds, and the whole fresh process's (Node's start and the tool's imports
  // included, as tsc's figure includes its own).
  const run = (m) => {
    const start = performance.now();
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '', '', m, dir], { encoding: 'utf8' });
    return { seconds: JSON.parse(out).seconds, process: (performance.now() - start) / 1000 };
  };
  const once = (m) => run(m).seconds;
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
  const series = (m) => median(Array.from({ length: runs }, () => once(m)));
  // TypeScript's own compiler in a fresh process, side by side (issue 46): the whole library, and the one file
  // the bench changes, with the options the extraction uses.
  const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
  // Its exit status is not the point: the generated library has type errors (an input's `size`), all checked.
  // One file named on the command line: --ignoreConfig, or TypeScript 6 stops at once (TS5112) beside the tsconfig.
  const timed = (args) => {
    const start = performance.now();
    spawnSync(process.execPath, [tsc, '--noEmit', ...args], { cwd: dir, stdio: 'ignore' });
    return (performance.now() - start) / 1000;
  };
  const oneFile = ['--ignoreConfig', '--jsx', 'react-jsx', '--strict', '--skipLibCheck', '--module', 'esnext'];
  oneFile.push(
    '--moduleResolution',
    'bundler',
    '--target',
    'es2022',
    '--lib',
    'es2022,dom',
    'src/AlphaAlphaWidget.tsx',
  );
  const result = { components: count, coldSeconds: series('cold') };
  result.tscLibrarySeconds = median(Array.from({ length: runs }, () => timed(['-p', '.'])));
  result.warmSeconds = series('warm');
  result.oneFileChangedSeconds = series('changed');
  result.oneFileChangedProcessSeconds = median(Array.from({ length: runs }, () => run('changed').process));
  result.tscOneFileSeconds = median(Array.from({ length: runs }, () => timed(oneFile)));
  result.oneFileChangedDevSeconds = series('dev');
  // Issue 45.8: the same library with one more component whose prop is a union of 10,000 literals (the rank of
  // each member was once computed inside the sort's comparator: 52 s), extracted cold.
  const members = Array.from({ length: 10000 }, (_, i) => `'m${i}'`).join(' | ');
  fs.writeFileSync(
    path.join(dir, 'src/Huge.tsx'),
    `export interface HugeProps {\n  /** One of many. */\n  member?: ${members};\n}\n\n/** A prop of 10,000 choices. */\nexport function Huge(props: HugeProps) {\n  return null;\n}\n`,
  );
  fs.appendFileSync(path.join(dir, 'src/index.ts'), "export * from './Huge';\n");
  result.coldWithUnion10kSeconds = series('cold');
  result.coldOverTsc = result.coldSeconds / result.tscLibrarySeconds;
  result.oneFileChangedOverTsc = result.oneFileChangedProcessSeconds / result.tscOneFileSeconds;
  for (const key of Object.keys(result))
    if (/Seconds$|OverTsc$/.test(key)) result[key] = +result[key].toFixed(key.endsWith('Tsc') ? 2 : 3);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify(result));
}

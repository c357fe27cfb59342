#!/usr/bin/env node
// npm run bench [-- --pages N] [-- --runs R]: the performance figures of issues 14 and 17, measured
// on the shared bench corpus (../shared/bench) and the shared real corpus. Whole-process wall times
// (median of R alternating runs), peak RSS from GNU time. Prints tables; writes .bench/results.json.
//
//  - floor: gray-matter + remark-parse + remark-gfm + remark-rehype + rehype-stringify on as many
//    threads as docs-build used, writing the same pages (scripts/bench/floor.mjs); the React floor:
//    the same ending in rehype-react + renderToString with a sidebar (floor.mjs --react). Cold,
//    no-op and one-page figures as ratios to both, each floor run alternately with the cold builds
//  - cold (no cache), no-op rebuild, one-page rebuild, search index assembly and the bytes a first
//    query downloads, HTML and JS per page
//  - demo-heavy: the same corpus with demos on 60 % of the pages (scripts/bench/add-demos.mjs)
//  - library demos: 1,000 demos of a library the site installs (Mantine, two icons each: scripts/bench/add-library-demos.mjs),
//    against the demo-heavy row
//  - the shared real corpus: cold; docs-check before and after a build, a no-op build, one TypeScript demo edited
//  - shards: a 4,000-page build split over 1, 2 and 4 machines (each shard timed alone; slowest + merge),
//    cold and with a restored cache after a one-page change (as the CI recipes run)
//  - stopping: SIGINT and SIGTERM at 25/50/75 % of a 1,000-page cold build, signal to exit (scripts/bench/stop.mjs)
//  - docs-test on the sample: first run, --all (pictures per second), unchanged, one demo changed (scripts/bench/docsTest.mjs)
//  - start-up: `npx docs-build --help` against the bin run directly
//  - the goals of the performance rounds beside today's figures (scripts/bench/goals.mjs)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { goalRows } from './bench/goals.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.resolve(repo, '../shared/bench');
const corpusDir = path.resolve(repo, '../shared/corpus/material-ui-site');
if (!fs.existsSync(path.join(benchDir, 'gen-corpus.mjs'))) {
  console.error(
    `npm run bench needs the shared bench generator in ${benchDir} (a ../shared folder beside the repository).`,
  );
  process.exit(2);
}
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const sizes = arg('--pages') ? [Number(arg('--pages'))] : [250, 1000, 4000];
const runs = Number(arg('--runs', 3));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
const hasGnuTime = fs.existsSync('/usr/bin/time');
const bin = path.join(repo, 'bin/docs-build.js');
const checkBin = path.join(repo, 'bin/docs-check.js');
const { planQuery, chunksFor, rankPages } = await import(
  pathToFileURL(path.join(repo, 'lib/src/search/query.js')).href
);
const { fragmentFile } = await import(pathToFileURL(path.join(repo, 'lib/src/search/indexFormat.js')).href);

const log = (text) => console.error(`bench: ${text}`);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
const round = (n, digits = 2) => +n.toFixed(digits);

/** Runs a node script; wall seconds, peak RSS in MB (GNU time, whole process) and its stdout. */
function timeNode(args, options = {}) {
  const start = process.hrtime.bigint();
  const r = hasGnuTime
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
        encoding: 'utf8',
        cwd: options.cwd ?? repo,
        maxBuffer: 64 << 20,
      })
    : spawnSync(process.execPath, args, { encoding: 'utf8', cwd: options.cwd ?? repo, maxBuffer: 64 << 20 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  const rssMb = hasGnuTime ? Number(r.stderr.trim().split('\n').pop()) / 1024 : NaN;
  return { seconds, rssMb, stdout: r.stdout };
}

const build = (root, out, ...extra) => timeNode([bin, '--root', root, '--out', out, '--verbose', ...extra]);
const threadsOf = (stdout) => Number(/; (\d+) render thread/.exec(stdout)?.[1] ?? 1);
const timingOf = (stdout, name) => Number(new RegExp(`${name} (\\d+) ms`).exec(stdout)?.[1] ?? NaN) / 1000;

/** A generated site root of `pages` pages, plus MUI demos (`demos`) or the demos of a library the site installs (`library`). */
function site(pages, demos = false) {
  const corpus = path.join(work, `corpus-${pages}`);
  const root = path.join(work, `site-${pages}${demos ? `-${demos}` : ''}`);
  if (!fs.existsSync(corpus))
    execFileSync(process.execPath, [path.join(benchDir, 'gen-corpus.mjs'), String(pages), corpus], { stdio: 'ignore' });
  execFileSync(process.execPath, [path.join(benchDir, 'bench-to-site.mjs'), corpus, root], { stdio: 'ignore' });
  const adder = { demos: 'add-demos.mjs', library: 'add-library-demos.mjs' }[demos];
  if (adder) execFileSync(process.execPath, [path.join(repo, 'scripts/bench', adder), root], { stdio: 'ignore' });
  return root;
}

/** One run of the plain floor (or the React floor) on a site, on `threads` threads. */
function floorRun(root, threads, ...mode) {
  const out = path.join(work, 'floor-out');
  const { seconds } = timeNode([path.join(repo, 'scripts/bench/floor.mjs'), root, out, String(threads), ...mode]);
  fs.rmSync(out, { recursive: true, force: true });
  return seconds;
}

/** Cold builds (no cache, fresh output), `runs` times, each followed by both floors on the same thread count when asked. */
function coldRuns(root, { floor = false } = {}) {
  const colds = [];
  const floors = [];
  const reactFloors = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const out = path.join(work, `out-${path.basename(root)}-${i}`);
    last = build(root, out, '--no-cache');
    colds.push(last);
    if (floor) {
      floors.push(floorRun(root, threadsOf(last.stdout)));
      reactFloors.push(floorRun(root, threadsOf(last.stdout), '--react'));
    }
    if (i < runs - 1) fs.rmSync(out, { recursive: true, force: true });
  }
  return {
    seconds: median(colds.map((c) => c.seconds)),
    rssMb: Math.max(...colds.map((c) => c.rssMb)),
    floor: floors.length ? median(floors) : undefined,
    reactFloor: reactFloors.length ? median(reactFloors) : undefined,
    stdout: last.stdout,
    out: path.join(work, `out-${path.basename(root)}-${runs - 1}`),
  };
}

/** Bytes a reader's browser downloads typing each query letter by letter, then opening the top results' fragments (the largest of the queries). */
function firstQueryKiB(out) {
  const dir = path.join(out, 'search/en');
  const gz = (file) => gzipSync(fs.readFileSync(file)).length;
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const ui = fs.readdirSync(path.join(out, 'static')).find((f) => f.startsWith('search.'));
  const base = gz(path.join(dir, 'index.json')) + gz(path.join(out, 'static', ui));
  const totals = ['button', 'slider variant', 'theme spacing', 'accessible dialog'].map((query) => {
    const seen = new Set();
    let total = base;
    for (let i = 2; i <= query.length; i++) {
      const plan = planQuery(query.slice(0, i), 'en');
      const files = chunksFor(manifest, plan);
      for (const f of files) if (!seen.has(f) && seen.add(f)) total += gz(path.join(dir, f));
      if (i === query.length) {
        const chunks = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
        for (const hit of rankPages(manifest, chunks, plan).slice(0, 10)) {
          const f = fragmentFile(manifest, hit.page);
          if (!seen.has(f) && seen.add(f)) total += gz(path.join(dir, f));
        }
      }
    }
    return total;
  });
  return Math.max(...totals) / 1024;
}

function gzipKiBPerFile(files) {
  const sizes = files.map((f) => gzipSync(fs.readFileSync(f)).length);
  return sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024;
}

const htmlFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => path.join(dir, f));

/** `docs-build --help`: the tool's own start-up, wall seconds. */
function helpRun() {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, [bin, '--help'], { cwd: repo, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Rebuilds with the cache: the first fills it; then `runs` no-op rebuilds (each beside a `--help`) and `runs` one-page edits. */
function rebuilds(root) {
  const out = path.join(work, `cached-${path.basename(root)}`);
  build(root, out);
  const helps = [];
  const noop = median(
    Array.from({ length: runs }, () => {
      helps.push(helpRun());
      return build(root, out).seconds;
    }),
  );
  const page = path.join(
    root,
    'content/material-ui',
    fs
      .readdirSync(path.join(root, 'content/material-ui'), { recursive: true })
      .map(String)
      .find((f) => f.endsWith('.md')),
  );
  const onePage = median(
    Array.from({ length: runs }, (_, i) => {
      fs.appendFileSync(page, `\nOne more sentence (${i}).\n`);
      return build(root, out).seconds;
    }),
  );
  return { noop, onePage, help: median(helps) };
}

const results = {
  machine: { cpus: os.availableParallelism(), node: process.version },
  sizes: [],
  demoHeavy: [],
  libraryDemos: [],
  corpus: undefined,
  shards: [],
  startup: undefined,
};

for (const pages of sizes) {
  log(`${pages} pages: cold builds and the floor`);
  const root = site(pages);
  const cold = coldRuns(root, { floor: true });
  log(`${pages} pages: rebuilds`);
  const { noop, onePage, help } = rebuilds(root);
  const js = fs.readdirSync(path.join(cold.out, 'static')).filter((f) => /^client\.[0-9a-f]+\.js$/.test(f));
  results.sizes.push({
    pages,
    threads: threadsOf(cold.stdout),
    floorSeconds: round(cold.floor),
    coldSeconds: round(cold.seconds),
    ratioToFloor: round(cold.seconds / cold.floor),
    reactFloorSeconds: round(cold.reactFloor),
    ratioToReactFloor: round(cold.seconds / cold.reactFloor),
    noopToReactFloor: round(noop / cold.reactFloor, 3),
    noopToFloor: round(noop / cold.floor, 3),
    onePageToReactFloor: round(onePage / cold.reactFloor, 3),
    onePageToFloor: round(onePage / cold.floor, 3),
    onePageOverNoopSeconds: round(onePage - noop),
    helpSeconds: round(help),
    noopToHelp: round(noop / help),
    pagesPerSecond: round(pages / cold.seconds, 0),
    noopSeconds: round(noop),
    onePageSeconds: round(onePage),
    peakRssMb: round(cold.rssMb, 0),
    searchIndexSeconds: round(timingOf(cold.stdout, 'search index')),
    firstQueryKiB: round(firstQueryKiB(cold.out), 1),
    htmlGzipKiBPerPage: round(gzipKiBPerFile(htmlFiles(cold.out)), 1),
    clientJsGzipKiB: round(gzipKiBPerFile(js.map((f) => path.join(cold.out, 'static', f))), 1),
  });
  if (pages === 1000 || sizes.length === 1) {
    log(`${pages} pages with demos`);
    const demos = coldRuns(site(pages, 'demos'));
    const demoCount = fs
      .readdirSync(path.join(work, `site-${pages}-demos`, 'content'), { recursive: true })
      .filter((f) => /Demo\d.*\.js$/.test(String(f))).length;
    results.demoHeavy.push({
      pages,
      demos: demoCount,
      coldSeconds: round(demos.seconds),
      withoutDemosSeconds: round(cold.seconds),
      ratio: round(demos.seconds / cold.seconds),
      peakRssMb: round(demos.rssMb, 0),
      threads: threadsOf(demos.stdout),
      previews: timingOf(demos.stdout, 'assets: demo previews(?: \\(threads\\))?'),
    });
    // Issue 25: 1,000 demos of a library the site installs (Mantine, two Tabler icons each, its provider as the wrapper).
    log(`${pages} pages with 1,000 demos of the site's own library`);
    const library = coldRuns(site(pages, 'library'));
    results.libraryDemos.push({
      pages,
      demos: 1000,
      coldSeconds: round(library.seconds),
      muiDemosSeconds: round(demos.seconds),
      ratio: round(library.seconds / demos.seconds),
      peakRssMb: round(library.rssMb, 0),
      muiDemosRssMb: round(demos.rssMb, 0),
      rssRatio: round(library.rssMb / demos.rssMb),
      serverBundle: timingOf(library.stdout, 'assets: server bundle'),
      previews: timingOf(library.stdout, 'assets: demo previews(?: \\(threads\\))?'),
    });
  }
  if (pages === 1000 || sizes.length === 1) {
    // Issue 28: a signal stops a cold build at any point, render threads included.
    log(`${pages} pages: SIGINT and SIGTERM during a cold build`);
    results.stop = {
      pages,
      ...JSON.parse(
        execFileSync(process.execPath, [path.join(repo, 'scripts/bench/stop.mjs'), root, work], { encoding: 'utf8' }),
      ),
    };
  }
  if (pages === 4000 || sizes.length === 1) {
    // Issue 27: docs-mcp over the built site.
    log(`${pages} pages: docs-mcp`);
    results.mcp = {
      pages,
      ...JSON.parse(
        execFileSync(process.execPath, [path.join(repo, 'scripts/bench/mcp.mjs'), cold.out], { encoding: 'utf8' }),
      ),
    };
  }
  if (pages === 4000) {
    // Each shard on a machine of its own: cold (nothing restored), then as the CI recipes run it, with
    // the .docs-cache of an earlier run restored and one page changed since (fresh output folders).
    const shardRuns = (count, cached) => {
      const outs = [];
      const times = [];
      for (let i = 1; i <= count; i++) {
        const out = path.join(work, `shard-${count}-${i}`);
        fs.rmSync(out, { recursive: true, force: true });
        times.push(
          timeNode([
            bin,
            '--root',
            root,
            '--out',
            out,
            ...(cached ? [] : ['--no-cache']),
            ...(count > 1 ? ['--shard', `${i}/${count}`] : []),
          ]).seconds,
        );
        outs.push(out);
      }
      const merge =
        count > 1
          ? timeNode([bin, '--merge', ...outs, '--root', root, '--out', path.join(work, `merged-${count}`)]).seconds
          : 0;
      for (const out of [...outs, path.join(work, `merged-${count}`)]) fs.rmSync(out, { recursive: true, force: true });
      return {
        slowestShardSeconds: round(Math.max(...times)),
        mergeSeconds: round(merge),
        wallSeconds: round(Math.max(...times) + merge),
      };
    };
    for (const count of [1, 2, 4]) {
      log(`4000 pages on ${count} machine(s), cold`);
      results.shards.push({ pages, machines: count, cache: 'none', ...shardRuns(count, false) });
    }
    build(root, path.join(work, 'cache-fill'));
    fs.rmSync(path.join(work, 'cache-fill'), { recursive: true, force: true });
    for (const count of [1, 2, 4]) {
      log(`4000 pages on ${count} machine(s), cache restored`);
      const page = path.join(
        root,
        'content/material-ui',
        fs
          .readdirSync(path.join(root, 'content/material-ui'), { recursive: true })
          .map(String)
          .find((f) => f.endsWith('.md')),
      );
      fs.appendFileSync(page, `\nChanged for ${count} machine(s).\n`);
      results.shards.push({ pages, machines: count, cache: 'restored, one page changed', ...shardRuns(count, true) });
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
}

// Issue 26: API extraction of a generated 200-component library (cold, warm, one file changed).
log('API extraction (200 components)');
results.api = JSON.parse(
  execFileSync(process.execPath, [path.join(repo, 'scripts/bench/api.mjs'), '200', String(runs)], { encoding: 'utf8' }),
);

if (fs.existsSync(corpusDir)) {
  log('the shared corpus');
  const cold = coldRuns(corpusDir);
  results.corpus = {
    pages: Number(/Built (\d+) pages/.exec(cold.stdout)?.[1]),
    coldSeconds: round(cold.seconds),
    peakRssMb: round(cold.rssMb, 0),
    threads: threadsOf(cold.stdout),
    previews: timingOf(cold.stdout, 'assets: demo previews(?: \\(threads\\))?'),
  };
  // Issue 45.15: docs-check on a copy (../shared is read-only), before any build, then after one (it takes the
  // build cache's API, type check and demo results while the site is unchanged), beside a no-op build.
  // Its packages installed, as a real site's are (React's types let the TypeScript demos be type-checked).
  const copy = path.join(work, 'corpus-check');
  fs.cpSync(corpusDir, copy, { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'junction');
  const check = () => median(Array.from({ length: runs }, () => timeNode([checkBin, '--root', copy]).seconds));
  results.corpus.checkNoCacheSeconds = round(check());
  build(copy, path.join(copy, 'dist'));
  results.corpus.checkAfterBuildSeconds = round(check());
  results.corpus.noOpBuildSeconds = round(build(copy, path.join(copy, 'dist')).seconds);
  // A one-line edit of one TypeScript demo: the demos' type check runs again from the last one's state.
  const demo = path.join(
    copy,
    'content',
    fs
      .readdirSync(path.join(copy, 'content'), { recursive: true })
      .map(String)
      .sort()
      .find((f) => f.endsWith('.tsx')),
  );
  const edits = Array.from({ length: runs }, (_, i) => {
    fs.appendFileSync(demo, `// edited (${i})\n`);
    return build(copy, path.join(copy, 'dist'));
  });
  results.corpus.tsDemoEditSeconds = round(median(edits.map((e) => e.seconds)));
  results.corpus.tsDemoEditTypesSeconds = round(median(edits.map((e) => timingOf(e.stdout, 'api'))));
}

if (fs.existsSync('/usr/bin/chromium')) {
  log('browser latencies (Chromium, sample site)');
  results.browser = JSON.parse(
    execFileSync(process.execPath, [path.join(repo, 'scripts/bench/browser.mjs')], { cwd: repo, encoding: 'utf8' }),
  );
}

if (fs.existsSync('/usr/bin/chromium')) {
  log('docs-test (Chromium, sample site)');
  results.docsTest = JSON.parse(
    execFileSync(process.execPath, [path.join(repo, 'scripts/bench/docsTest.mjs')], { cwd: repo, encoding: 'utf8' }),
  );
  log('docs-test (Chromium, demo-heavy 250 pages)');
  results.docsTestDemoHeavy = JSON.parse(
    execFileSync(process.execPath, [path.join(repo, 'scripts/bench/docsTest.mjs'), site(250, 'demos')], {
      cwd: repo,
      encoding: 'utf8',
    }),
  );
}

log('start-up');
const startup = (command, args) =>
  median(
    Array.from({ length: 5 }, () => {
      const start = process.hrtime.bigint();
      execFileSync(command, args, { cwd: repo, stdio: 'ignore' });
      return Number(process.hrtime.bigint() - start) / 1e9;
    }),
  );
results.startup = {
  binHelpSeconds: round(startup(process.execPath, [bin, '--help'])),
  npxHelpSeconds: round(startup('npx', ['docs-build', '--help'])),
  nodeEmptySeconds: round(startup(process.execPath, ['-e', '0'])),
};

const table = (title, rows, columns) => {
  if (!rows.length) return;
  console.log(
    `\n${title}\n| ${columns.map(([label]) => label).join(' | ')} |\n|${columns.map(() => '---').join('|')}|`,
  );
  for (const row of rows) console.log(`| ${columns.map(([, key]) => row[key]).join(' | ')} |`);
};
console.log(`Machine: ${results.machine.cpus} CPUs, Node ${results.machine.node}; median of ${runs} runs.`);
if (results.browser)
  console.log(
    `\nBrowser latencies (medians): search keystroke to results ${results.browser.searchKeystrokeMs} ms; demo scrolled into view to live ${results.browser.demoScrollToLiveMs} ms; docs-dev save to reloaded tab ${results.browser.devSaveToReloadMs} ms`,
  );
if (results.docsTest) {
  const t = results.docsTest;
  console.log(
    `\ndocs-test on the sample (${t.pictures} pictures, light and dark): first run ${t.firstRunSeconds} s; --all ${t.allSeconds} s (${t.picturesPerSecond} pictures/s); unchanged ${t.unchangedSeconds} s; one demo changed ${t.oneDemoChanged.seconds} s (${t.oneDemoChanged.pictures} pictures shot)`,
  );
  const h = results.docsTestDemoHeavy;
  console.log(
    `docs-test on the demo-heavy bench, 250 pages (${h.pictures} pictures): first run ${h.firstRunSeconds} s (${h.picturesPerSecond} pictures/s, build included); unchanged ${h.unchangedSeconds} s`,
  );
}
if (results.browser)
  table(
    'Template pages: first-load JS until the app is live (gzip, cold cache)',
    Object.entries(results.browser.templateFirstLoadKiB).map(([template, kib]) => ({ template, kib })),
    [
      ['template', 'template'],
      ['KiB', 'kib'],
    ],
  );
table(
  'Generated corpus (cold = no cache; floor = bare unified pipeline, React floor = + rehype-react and renderToString with a sidebar, both on the same threads)',
  results.sizes,
  [
    ['pages', 'pages'],
    ['threads', 'threads'],
    ['floor s', 'floorSeconds'],
    ['React floor s', 'reactFloorSeconds'],
    ['cold s', 'coldSeconds'],
    ['cold / floor', 'ratioToFloor'],
    ['cold / React floor', 'ratioToReactFloor'],
    ['no-op / floor', 'noopToFloor'],
    ['no-op / React floor', 'noopToReactFloor'],
    ['one-page / floor', 'onePageToFloor'],
    ['one-page / React floor', 'onePageToReactFloor'],
    ['one-page − no-op s', 'onePageOverNoopSeconds'],
    ['--help s', 'helpSeconds'],
    ['no-op / --help', 'noopToHelp'],
    ['pages/s', 'pagesPerSecond'],
    ['no-op rebuild s', 'noopSeconds'],
    ['one-page rebuild s', 'onePageSeconds'],
    ['peak RSS MB', 'peakRssMb'],
    ['search index s', 'searchIndexSeconds'],
    ['first query KiB gzip', 'firstQueryKiB'],
    ['HTML gzip KiB/page', 'htmlGzipKiBPerPage'],
    ['client JS gzip KiB', 'clientJsGzipKiB'],
  ],
);
results.goals = goalRows(results);
table('Goals (issue 44): today beside the goal', results.goals, [
  ['measure', 'measure'],
  ['today', 'today'],
  ['goal', 'goal'],
  ['met', 'met'],
]);
table('Demo-heavy corpus (60 % of pages with 1-4 demos)', results.demoHeavy, [
  ['pages', 'pages'],
  ['demos', 'demos'],
  ['cold s', 'coldSeconds'],
  ['without demos s', 'withoutDemosSeconds'],
  ['ratio', 'ratio'],
  ['previews s', 'previews'],
  ['peak RSS MB', 'peakRssMb'],
  ['threads', 'threads'],
]);
table(
  "1,000 demos of the site's own library (Mantine + 2 Tabler icons each, a wrapper, a global stylesheet)",
  results.libraryDemos,
  [
    ['pages', 'pages'],
    ['demos', 'demos'],
    ['cold s', 'coldSeconds'],
    ['MUI demo-heavy row s', 'muiDemosSeconds'],
    ['ratio', 'ratio'],
    ['peak RSS MB', 'peakRssMb'],
    ['MUI demo-heavy RSS MB', 'muiDemosRssMb'],
    ['RSS ratio', 'rssRatio'],
    ['server bundle s', 'serverBundle'],
    ['previews s', 'previews'],
  ],
);
table('Shared real corpus', results.corpus ? [results.corpus] : [], [
  ['pages', 'pages'],
  ['cold s', 'coldSeconds'],
  ['previews s', 'previews'],
  ['peak RSS MB', 'peakRssMb'],
  ['threads', 'threads'],
  ['docs-check s (no cache)', 'checkNoCacheSeconds'],
  ['docs-check s (after a build)', 'checkAfterBuildSeconds'],
  ['no-op build s', 'noOpBuildSeconds'],
  ['one .tsx demo edited s', 'tsDemoEditSeconds'],
  ['its api + type check s', 'tsDemoEditTypesSeconds'],
]);
table('4,000 pages over machines (each shard alone; slowest shard + merge)', results.shards, [
  ['machines', 'machines'],
  ['.docs-cache', 'cache'],
  ['slowest shard s', 'slowestShardSeconds'],
  ['merge s', 'mergeSeconds'],
  ['wall s', 'wallSeconds'],
]);
table(
  'API extraction, 200 generated components (fresh process each; dev: the same process, TypeScript reusing its program)',
  results.api ? [results.api] : [],
  [
    ['cold s', 'coldSeconds'],
    ['warm s', 'warmSeconds'],
    ['one file changed s', 'oneFileChangedSeconds'],
    ['one file changed, docs-dev s', 'oneFileChangedDevSeconds'],
  ],
);
table(
  'Stopping a cold build (SIGINT and SIGTERM at 25, 50 and 75 % of it; signal to exit)',
  results.stop ? [results.stop] : [],
  [
    ['pages', 'pages'],
    ['build s', 'buildSeconds'],
    ['median stop ms', 'medianStopMs'],
    ['max stop ms', 'maxStopMs'],
    ['said what the output holds', 'allSaidState'],
    ['exit codes', 'exitCodes'],
  ],
);
table('docs-mcp over the built site', results.mcp ? [results.mcp] : [], [
  ['pages', 'pages'],
  ['ready s', 'readySeconds'],
  ['search median ms', 'searchMedianMs'],
  ['search max ms', 'searchMaxMs'],
  ['peak RSS MB', 'peakRssMb'],
]);
console.log(
  `\nStart-up: docs-build --help ${results.startup.binHelpSeconds} s run as node bin/docs-build.js, ${results.startup.npxHelpSeconds} s through npx (node itself: ${results.startup.nodeEmptySeconds} s).`,
);
fs.mkdirSync(path.join(repo, '.bench'), { recursive: true });
fs.writeFileSync(path.join(repo, '.bench/results.json'), JSON.stringify(results, null, 2) + '\n');
fs.rmSync(work, { recursive: true, force: true });

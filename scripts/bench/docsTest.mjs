#!/usr/bin/env node
// The docs-test bench (issue 43): on a copy of the sample, the first run (a build, then every demo shot and given
// a baseline), a run that shoots every demo again (--all: pictures per second, each picture shot twice and axe run
// once per mode), a run over the unchanged site, and a run after one demo's text changed. Prints one JSON object.
// `node scripts/bench/docsTest.mjs <site root>`: on that root instead (the demo-heavy bench), its first run and an
// unchanged one only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const given = process.argv[2];
const root = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'docs-test-bench-'));
if (!given) {
  for (const dir of ['content', 'templates', 'translations', 'public', 'packages'])
    fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  for (const file of ['docs.config.json', 'error-codes.json', 'postcss.config.mjs'])
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'junction');
}

const run = (...args) => {
  const start = performance.now();
  const r = spawnSync(process.execPath, [path.join(repo, 'bin/docs-test.js'), '--root', root, ...args], {
    encoding: 'utf8',
  });
  const summary = JSON.parse(fs.readFileSync(path.join(root, 'test-report/summary.json'), 'utf8'));
  return { seconds: (performance.now() - start) / 1000, status: r.status, shots: summary.shots.length };
};
const round = (n) => +n.toFixed(2);

const first = run();
if (given) {
  const unchangedSite = run();
  console.log(
    JSON.stringify({
      pictures: first.shots,
      firstRunSeconds: round(first.seconds),
      picturesPerSecond: round(first.shots / first.seconds),
      unchangedSeconds: round(unchangedSite.seconds),
    }),
  );
  process.exit(0);
}
const all = run('--all');
const unchanged = run();
const demo = path.join(root, 'content/material-ui/components/button/IconLabelButtons.js');
fs.writeFileSync(demo, fs.readFileSync(demo, 'utf8').replace(/^(\s*)Delete$/m, '$1Remove'));
const oneDemo = run();
fs.rmSync(root, { recursive: true, force: true });
console.log(
  JSON.stringify({
    pictures: all.shots,
    firstRunSeconds: round(first.seconds),
    allSeconds: round(all.seconds),
    picturesPerSecond: round(all.shots / all.seconds),
    unchangedSeconds: round(unchanged.seconds),
    oneDemoChanged: { seconds: round(oneDemo.seconds), pictures: oneDemo.shots, exit: oneDemo.status },
  }),
);

#!/usr/bin/env node
// npm run bench [-- --pages N]: generates the shared bench corpus at each size, builds it cold, rebuilds
// after changing one page, and prints a table (also written to .bench/results.json).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.resolve(repo, '../shared/bench');
if (!fs.existsSync(path.join(benchDir, 'gen-corpus.mjs'))) {
  console.error(`npm run bench needs the shared bench generator in ${benchDir} (a ../shared folder beside the repository).`);
  process.exit(2);
}
const argIndex = process.argv.indexOf('--pages');
const sizes = argIndex > 0 ? [Number(process.argv[argIndex + 1])] : [250, 1000, 4000];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
const hasGnuTime = fs.existsSync('/usr/bin/time');

/** Runs docs-build; returns wall seconds and peak RSS in MB (GNU time, whole process). */
function build(root, out) {
  const start = process.hrtime.bigint();
  const args = [path.join(repo, 'bin/docs-build.js'), '--root', root, '--out', out];
  const r = hasGnuTime
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`docs-build failed:\n${r.stdout}\n${r.stderr}`);
  const rssKb = hasGnuTime ? Number(r.stderr.trim().split('\n').pop()) : NaN;
  return { seconds, rssMb: rssKb / 1024 };
}

function gzipKiB(files) {
  const sizes = files.map((f) => gzipSync(fs.readFileSync(f)).length);
  return sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024;
}

function htmlFiles(dir, out = []) {
  for (const name of fs.readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (fs.statSync(abs).isDirectory()) htmlFiles(abs, out);
    else if (name === 'index.html') out.push(abs);
  }
  return out;
}

const rows = [];
for (const pages of sizes) {
  const corpus = path.join(work, `corpus-${pages}`);
  const site = path.join(work, `site-${pages}`);
  execFileSync(process.execPath, [path.join(benchDir, 'gen-corpus.mjs'), String(pages), corpus], { stdio: 'ignore' });
  execFileSync(process.execPath, [path.join(benchDir, 'bench-to-site.mjs'), corpus, site], { stdio: 'ignore' });
  const out = path.join(site, 'dist');
  const cold = build(site, out);
  const firstPage = fs.readdirSync(path.join(site, 'content/material-ui'), { recursive: true }).find((f) => String(f).endsWith('.md'));
  fs.appendFileSync(path.join(site, 'content/material-ui', String(firstPage)), '\nOne more sentence.\n');
  const warm = build(site, out);
  const js = fs.readdirSync(path.join(out, 'static')).filter((f) => f.endsWith('.js')).map((f) => path.join(out, 'static', f));
  rows.push({
    pages,
    coldSeconds: +cold.seconds.toFixed(2),
    pagesPerSecond: +(pages / cold.seconds).toFixed(1),
    warmOnePageSeconds: +warm.seconds.toFixed(2),
    peakRssMb: +Math.max(cold.rssMb, warm.rssMb).toFixed(0),
    htmlGzipKiBPerPage: +gzipKiB(htmlFiles(out)).toFixed(1),
    jsGzipKiBPerPage: +gzipKiB(js).toFixed(1),
  });
  console.error(`done: ${pages} pages`);
}
const header = ['pages', 'cold s', 'pages/s', 'warm one-page s', 'peak RSS MB', 'HTML gzip KiB/page', 'JS gzip KiB/page'];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${Object.values(r).join(' | ')} |`);
fs.mkdirSync(path.join(repo, '.bench'), { recursive: true });
fs.writeFileSync(path.join(repo, '.bench/results.json'), JSON.stringify(rows, null, 2) + '\n');
fs.rmSync(work, { recursive: true, force: true });

#!/usr/bin/env node
// The stop bench (issue 28): a cold build of a site root, sent SIGINT (then SIGTERM) at 25, 50 and 75 %
// of its length (measured first), timed from the signal to the process's exit; and whether it
// said what the output holds. Prints one JSON object. Usage: node scripts/bench/stop.mjs <root> <work dir>
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [root, work] = process.argv.slice(2);
if (!root || !work) {
  console.error('usage: node scripts/bench/stop.mjs <site root> <work dir>');
  process.exit(2);
}
const bin = path.join(repo, 'bin/docs-build.js');
const out = path.join(work, 'stop-out');
const args = [bin, '--root', root, '--out', out, '--no-cache'];

fs.rmSync(out, { recursive: true, force: true });
const start = performance.now();
spawnSync(process.execPath, args, { stdio: 'ignore' });
const buildMs = performance.now() - start;

/** Starts the build, signals it after `afterMs`, and times the signal to the exit. */
function stopAfter(signal, afterMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    let sent = 0;
    setTimeout(() => {
      sent = performance.now();
      child.kill(signal);
    }, afterMs);
    child.on('exit', (code) =>
      resolve({ code, ms: Math.round(performance.now() - sent), said: /stopped by SIG\w+\. /.test(stderr) }),
    );
  });
}

const stops = [];
for (const signal of ['SIGINT', 'SIGTERM'])
  for (const share of [0.25, 0.5, 0.75])
    stops.push({ signal, at: share, ...(await stopAfter(signal, buildMs * share)) });
fs.rmSync(out, { recursive: true, force: true });
console.log(
  JSON.stringify({
    buildSeconds: +(buildMs / 1000).toFixed(2),
    maxStopMs: Math.max(...stops.map((s) => s.ms)),
    medianStopMs: stops.map((s) => s.ms).sort((a, b) => a - b)[Math.floor((stops.length - 1) / 2)],
    allSaidState: stops.every((s) => s.said),
    exitCodes: [...new Set(stops.map((s) => s.code))].sort(),
  }),
);

#!/usr/bin/env node
// Latencies a reader feels, measured in Chromium on the sample site (these are figures, never test
// assertions): search keystroke to results, a demo scrolled into view to live, and docs-dev's file
// save to the reloaded tab. Prints one JSON object on stdout. Needs /usr/bin/chromium.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../chromium.mjs';
import { galleryRoute, templateSlugs } from '../sampleSite.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-browser-'));
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const round = (n) => Math.round(n);

/** Starts a command and resolves with its process and the URL it prints. */
function serve(args) {
  const proc = spawn(process.execPath, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
      if (url) resolve({ proc, url: url.slice(0, -1) });
    });
    proc.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

const browser = await launchChromium();
const out = path.join(work, 'dist');
execFileSync(process.execPath, [path.join(repo, 'bin/docs-build.js'), '--out', out, '--no-cache'], {
  cwd: repo,
  stdio: 'ignore',
});
const preview = await serve([path.join(repo, 'bin/docs-preview.js'), '--out', out, '--port', '4300']);

/** Search: time from a query's input event to its results in the status line, once the dialog's files are cached. */
async function searchLatency() {
  const page = await browser.newPage();
  await page.goto(`${preview.url}/material-ui/components/button/`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-dialog[open] input');
  const times = [];
  for (const word of ['button', 'dialog', 'slider', 'menu', 'tabs', 'counter', 'button', 'dialog', 'slider', 'menu']) {
    times.push(
      await page.evaluate(async (w) => {
        const input = document.querySelector('.search-dialog input');
        const status = document.querySelector('.search-status');
        const start = performance.now();
        const shown = new Promise((resolve) =>
          new MutationObserver((_, o) => (o.disconnect(), resolve())).observe(status, {
            childList: true,
            characterData: true,
            subtree: true,
          }),
        );
        input.value = w;
        input.dispatchEvent(new Event('input'));
        await shown;
        return performance.now() - start;
      }, word),
    );
  }
  await page.close();
  return median(times.slice(1));
}

/** Live demos: time from a demo scrolled into view to live, with a cold cache each time. */
async function demoLatency() {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 400 } });
    const page = await context.newPage();
    await page.goto(`${preview.url}/material-ui/components/text-field/`, { waitUntil: 'load' });
    times.push(
      await page.evaluate(async () => {
        const root = document.querySelector('.Demo-root[data-demo="Counter"]');
        const start = performance.now();
        root.scrollIntoView();
        while (root.dataset.live !== 'true') await new Promise((r) => setTimeout(r, 2));
        return performance.now() - start;
      }),
    );
    await context.close();
  }
  return median(times);
}

/** docs-dev: time from writing a page's file to the reloaded tab's load event. */
async function devReloadLatency() {
  const root = path.join(work, 'site');
  fs.cpSync(repo, root, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|lib|dist|\.git|\.docs-cache|test|\.bench)$/.test(src),
  });
  // The copy resolves its demos' packages (the workspace's acme libraries, x-charts, Tailwind) as the repository does.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const dev = await serve([path.join(repo, 'bin/docs-dev.js'), '--root', root, '--port', '4400']);
  try {
    const page = await browser.newPage();
    // A save lands once the tab listens: docs-dev answers its event stream once it has counted the tab
    // (a save before that, while the page loads, would reload nothing and leave this waiting).
    const listening = () => {
      const stream = page.waitForResponse((response) => response.url().includes('/__docs-dev/events'));
      // The last reload's stream is not waited for: the page closes with it pending.
      stream.catch(() => {});
      return stream;
    };
    let listens = listening();
    await page.goto(`${dev.url}/material-ui/getting-started/usage/`);
    const file = path.join(root, 'content/material-ui/getting-started/usage/index.md');
    const times = [];
    for (let i = 0; i < 5; i++) {
      await listens;
      listens = listening();
      const loaded = page.waitForEvent('load');
      const start = Date.now();
      fs.appendFileSync(file, `\nEdited ${i}.\n`);
      await loaded;
      times.push(Date.now() - start);
    }
    return median(times);
  } finally {
    dev.proc.kill('SIGINT');
  }
}

/** Each template page's first-load JS (gzip KiB): every script it runs until its app is live, cold cache. */
async function templateWeights() {
  const weights = {};
  for (const slug of templateSlugs()) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(preview.url)) scripts.add(request.url());
    });
    await page.goto(`${preview.url}${galleryRoute()}/${slug}/`);
    await page.waitForSelector('[data-live="true"]');
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const url of scripts) bytes += gzipSync(fs.readFileSync(path.join(out, new URL(url).pathname))).length;
    weights[slug] = Math.round((bytes / 1024) * 10) / 10;
    await context.close();
  }
  return weights;
}

try {
  const result = {
    templateFirstLoadKiB: await templateWeights(),
    searchKeystrokeMs: round(await searchLatency()),
    demoScrollToLiveMs: round(await demoLatency()),
    devSaveToReloadMs: round(await devReloadLatency()),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  preview.proc.kill('SIGINT');
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}

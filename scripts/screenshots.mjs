// Screenshots of the sample's templates (and the gallery) in light and dark, on a desktop and a
// phone, for the README's gallery: `npm run screenshots` builds the sample, serves it with
// docs-preview's handler and writes docs/screenshots/<name>-<mode>-<width>.jpg.
// `node scripts/screenshots.mjs /some/page/ …` takes those pages instead (dist as built).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { openBuiltFolder } from '../lib/src/load/builtFolder.js';
import { previewHandler } from '../lib/src/serve/preview.js';
import { launchChromium } from './chromium.mjs';
import { galleryRoute, REPO, templateSlugs } from './sampleSite.mjs';

const OUT = path.join(REPO, 'docs/screenshots');
const GALLERY = galleryRoute();

// Desktop shots are taken at half scale: the README shows them small, and the repository stays light.
const WIDTHS = [
  { width: 1440, height: 900, deviceScaleFactor: 0.5 },
  { width: 375, height: 812, deviceScaleFactor: 1 },
];
const MODES = ['light', 'dark'];

const asked = process.argv.slice(2);
if (!asked.length) {
  const build = spawnSync(process.execPath, [path.join(REPO, 'bin/docs-build.js')], { cwd: REPO, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const pages = asked.length
  ? asked.map((p) => ({ name: p.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home', path: p }))
  : [
      { name: 'gallery', path: `${GALLERY}/` },
      ...templateSlugs().map((slug) => ({ name: slug, path: `${GALLERY}/${slug}/` })),
    ];

const server = http.createServer(previewHandler(openBuiltFolder(path.join(REPO, 'dist'))));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
fs.mkdirSync(OUT, { recursive: true });
let failed = false;
for (const page of pages) {
  for (const viewport of WIDTHS) {
    for (const mode of MODES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
        // Charts and transitions at rest: the picture is of the page, not of an animation.
        reducedMotion: 'reduce',
      });
      await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
      const tab = await context.newPage();
      const errors = [];
      // Offline: outside hosts (the icon font) are not fetched, and their failure is not the page's.
      await context.route(
        (url) => url.origin !== base,
        (route) => route.abort(),
      );
      tab.on('console', (m) => {
        if (m.type() === 'error' && m.location().url.startsWith(base)) errors.push(m.text());
      });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
      // A template is pictured live (hydrated: its charts drawn, its toggle in the reader's mode).
      if (await tab.locator('[data-demo-module]').count()) await tab.waitForSelector('[data-live="true"]');
      await tab.evaluate(() => document.fonts.ready);
      await tab.waitForLoadState('networkidle');
      const file = path.join(OUT, `${page.name}-${mode}-${viewport.width}.jpg`);
      await tab.screenshot({ path: file, type: 'jpeg', quality: 80 });
      if (errors.length) {
        failed = true;
        console.error(`${page.path} (${mode}, ${viewport.width} px): ${errors.join('\n')}`);
      }
      console.log(path.relative(REPO, file));
      await context.close();
    }
  }
}
await browser.close();
server.close();
process.exitCode = failed ? 1 : 0;

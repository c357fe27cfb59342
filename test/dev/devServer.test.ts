import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hashTree, stampTree, startCli, tmpDir, type RunningCli } from '../helpers.js';
import { closePage, expectProblems, launch, openPage, takeProblems } from '../client/harness.js';
import { seededNewSite, seededSample } from '../sharedSites.js';

// Issue 15: docs-dev, the author's preview server with live reload.
let browser: Browser;
let root: string;
let dev: RunningCli;
let base = '';
let distBefore: Record<string, string>;
let cacheBefore: Array<[string, string, number]>;
// docs-dev's own temporary folder: it must stay empty (the server keeps its output in memory).
const tmp = tmpDir('dev-tmp');

const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(root, rel), change(fs.readFileSync(path.join(root, rel), 'utf8')));
const USAGE = 'content/material-ui/getting-started/usage/index.md';

beforeAll(async () => {
  // With the run's sample build's output and cache: docs-dev starts from its TypeScript results, and writes neither.
  root = await seededSample('dev');
  // A previous build's output: the dev server must leave it alone.
  fs.mkdirSync(path.join(root, 'dist/material-ui'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/.docs-build'), 'marker');
  fs.writeFileSync(path.join(root, 'dist/material-ui/index.html'), '<p>an earlier build</p>');
  distBefore = hashTree(path.join(root, 'dist'));
  cacheBefore = stampTree(path.join(root, '.docs-cache'));
  dev = startCli('docs-dev', ['--root', root, '--port', '0'], { env: { TMPDIR: tmp } });
  base = (await dev.waitFor(/Ready at (http:\/\/127\.0\.0\.1:\d+)\/ in \d+ ms/))[1];
  await dev.waitFor(/0 errors, 0 warnings in 0 files/);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (dev && dev.proc.exitCode === null) dev.proc.kill('SIGKILL');
});

const open = (route: string) => openPage(browser, `${base}${route}`, { clock: false });
/** Counts the page's loads from now on. */
function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => counter.loads++);
  return counter;
}
test('the first page is served, as a build would make it, with the reload script and its CSP hash', async () => {
  const page = await open('/material-ui/components/button/');
  expect(await page.title()).toBe('React Button component - Material UI');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp!.match(/script-src [^;]*/)![0].match(/'sha256-/g)).toHaveLength(2);
  expect(await page.locator('script[data-version]').count()).toBe(1);
  await page.waitForSelector('.Demo-root[data-demo="BasicButtons"][data-live="true"]');
  expect((await page.goto(`${base}/no/such/page/`))!.status()).toBe(404);
  expect(await page.locator('h1').textContent()).toBe('Page not found');
  expectProblems(page, [/status of 404/]);
  await closePage(page);
});

test('a tab that starts listening with an older version than its page has (saved while it loaded) is told to reload', async () => {
  const route = '/material-ui/getting-started/usage/';
  const events = await new Promise<string>((resolve, reject) => {
    const req = http.get(`${base}/__docs-dev/events?path=${encodeURIComponent(route)}&version=older`, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (!text.includes('event: reload')) return;
        req.destroy();
        resolve(text);
      });
    });
    req.on('error', reject);
  });
  expect(events).toContain('event: reload\ndata: "material-ui/getting-started/usage/index.html"');
});

test('saving a page reloads the tab showing it with the new text, keeps its scroll, and leaves other tabs alone', async () => {
  const usage = await open('/material-ui/getting-started/usage/');
  const other = await open('/material-ui/components/button/');
  const usageLoads = countLoads(usage);
  const otherLoads = countLoads(other);
  await usage.evaluate(() => window.scrollTo(0, 300));
  for (let i = 1; i <= 5; i++) {
    const loaded = usage.waitForEvent('load');
    edit(USAGE, (t) => `${t}\nEdited paragraph number ${i}.\n`);
    await loaded;
    expect(await usage.locator('.markdown-body').textContent()).toContain(`Edited paragraph number ${i}.`);
  }
  expect(await usage.evaluate(() => window.scrollY)).toBe(300);
  expect(usageLoads.loads).toBe(5);
  expect(otherLoads.loads).toBe(0);
  await closePage(usage);
  await closePage(other);
});

test("the gallery's template frames open no event stream, so they cannot starve the page of connections", async () => {
  const page = await openPage(browser, `${base}/material-ui/getting-started/templates/`, {
    clock: false,
    viewport: { width: 1440, height: 3000 },
  });
  const streams: string[] = [];
  page.on('request', (request) => void (request.url().includes('/__docs-dev/events') && streams.push(request.url())));
  await page.reload();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('iframe')].every(
      (f) => f.contentDocument?.readyState === 'complete' && f.contentDocument.querySelector('[data-demo]'),
    ),
  );
  expect(await page.locator('iframe').count()).toBe(9);
  expect(streams).toEqual([expect.stringContaining('path=%2Fmaterial-ui%2Fgetting-started%2Ftemplates%2F')]);
  // Ten streams would hold every connection the browser keeps to the server: this fetch would wait forever.
  expect(await page.evaluate(() => fetch('/material-ui/').then((r) => r.status))).toBe(200);
  // Saving a template reloads the gallery, whose frame then shows the template as it now is.
  const template = 'templates/sticky-footer/index.js';
  const original = fs.readFileSync(path.join(root, template), 'utf8');
  const heading = (text: string) =>
    page.frameLocator('iframe[title="Sticky footer"]').locator('h1', { hasText: new RegExp(`^${text}$`) });
  await heading('Sticky footer').waitFor();
  const loaded = page.waitForEvent('load');
  edit(template, (t) => t.replace(/(component="h1"[^>]*>\s*)Sticky footer/, '$1Sticky footer, edited'));
  await loaded;
  await heading('Sticky footer, edited').waitFor();
  const back = page.waitForEvent('load');
  fs.writeFileSync(path.join(root, template), original);
  await back;
  await closePage(page);
});

test('a manifest edit updates the navigation of that product line; its demos, bundled before, go live', async () => {
  const page = await open('/material-ui/components/slider/');
  const loaded = page.waitForEvent('load');
  edit('content/material-ui/pages.json', (t) => t.replace('"title": "Slider"', '"title": "Slider (renamed)"'));
  await loaded;
  expect(await page.locator('.app-nav a[aria-current="page"]').textContent()).toBe('Slider (renamed)');
  await page.waitForSelector('.Demo-root[data-demo="ContinuousSlider"][data-live="true"]');
  await closePage(page);
});

test('broken front matter shows the overlay with file:line as docs-check prints it; fixing it removes the overlay', async () => {
  const page = await open('/material-ui/getting-started/installation/');
  const original = fs.readFileSync(path.join(root, USAGE), 'utf8');
  edit(USAGE, (t) => t.replace('productId: material-ui', 'productId: material-ui\ntitle: "unclosed'));
  await page.waitForSelector('#docs-dev-overlay');
  const text = await page.locator('#docs-dev-overlay pre').textContent();
  expect(text).toMatch(
    /^content\/material-ui\/getting-started\/usage\/index\.md:3:1 {2}error {2}yaml-syntax {2}Invalid YAML front matter: .*\n {4}hint: /,
  );
  // The line in its context, with a caret at the column (issue 40), and the terminal's own counts.
  expect(text).toContain('> 3 | title: "unclosed\n    | ^\n');
  const terminal = [...dev.output().matchAll(/\d+ errors?, \d+ warnings? in \d+ files?/g)].pop()![0];
  expect(terminal).toMatch(/^1 error,/);
  expect(text!.trimEnd().split('\n').pop()).toBe(terminal);
  fs.writeFileSync(path.join(root, USAGE), original);
  await page.waitForSelector('#docs-dev-overlay', { state: 'detached' });
  await closePage(page);
});

test('a demo that throws is shown as an error, and the server keeps serving', async () => {
  const page = await open('/material-ui/components/slider/');
  const demo = 'content/material-ui/components/slider/ContinuousSlider.js';
  const original = fs.readFileSync(path.join(root, demo), 'utf8');
  edit(demo, (t) =>
    t.replace(
      'const [value, setValue] = React.useState(30);',
      "const [value, setValue] = React.useState(30);\n  if (value) throw new Error('slider broke');",
    ),
  );
  await page.waitForSelector('#docs-dev-overlay');
  expect(await page.locator('#docs-dev-overlay pre').textContent()).toContain(
    'demo-render-failed  Demo ContinuousSlider.js threw while rendering on the server: slider broke',
  );
  expect((await page.goto(`${base}/material-ui/components/button/`))!.status()).toBe(200);
  fs.writeFileSync(path.join(root, demo), original);
  await page.waitForSelector('#docs-dev-overlay', { state: 'detached' });
  await closePage(page);
});

test("a demo's timer that fails outside its render is that demo's error in the overlay, and the server keeps serving", async () => {
  const page = await open('/material-ui/components/slider/');
  const demo = 'content/material-ui/components/slider/ContinuousSlider.js';
  const original = fs.readFileSync(path.join(root, demo), 'utf8');
  // The tab reloads with the new demo (the timer may fail before or after); its live demo fails in the browser too.
  const loaded = page.waitForEvent('load');
  const browserThrew = page.waitForEvent('pageerror', (e) => e.message.includes('the timer broke'));
  edit(demo, (t) =>
    t.replace(
      'export default function',
      "setTimeout(() => {\n  throw new Error('the timer broke');\n}, 0);\n\nexport default function",
    ),
  );
  const line = original.split('\n').findIndex((l) => l.startsWith('export default function')) + 2;
  await loaded;
  await page.waitForSelector('#docs-dev-overlay');
  expect(await page.locator('#docs-dev-overlay pre').textContent()).toContain(
    `${demo}:${line}:9  error  demo-uncaught  A demo's code threw outside its render (in a timer or a promise nobody handled) while the server ran it: the timer broke`,
  );
  await browserThrew;
  expect((await page.goto(`${base}/material-ui/components/button/`))!.status()).toBe(200);
  expect(dev.proc.exitCode).toBe(null);
  fs.writeFileSync(path.join(root, demo), original);
  await page.goto(`${base}/material-ui/components/slider/`);
  await page.waitForSelector('#docs-dev-overlay', { state: 'detached' });
  // The browser's own report of the demo's error, and nothing else.
  const seen = takeProblems(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((p) => p !== 'page error: the timer broke')).toEqual([]);
  await closePage(page);
});

test('saving a module a demo imports from outside content/ reloads the tab showing the demo', async () => {
  const page = await open('/material-ui/components/button/');
  const demo = 'content/material-ui/components/button/BasicButtons.js';
  const original = fs.readFileSync(path.join(root, demo), 'utf8');
  fs.mkdirSync(path.join(root, 'design'), { recursive: true });
  fs.writeFileSync(path.join(root, 'design/label.js'), "export const label = 'Label from design, first';\n");
  let loaded = page.waitForEvent('load');
  edit(
    demo,
    (t) =>
      `import { label } from '../../../../design/label.js';\n${t.replace('</Box>', '  <span>{label}</span>\n    </Box>')}`,
  );
  await loaded;
  expect(await page.locator('.Demo-root[data-demo="BasicButtons"]').textContent()).toContain(
    'Label from design, first',
  );
  loaded = page.waitForEvent('load');
  fs.writeFileSync(path.join(root, 'design/label.js'), "export const label = 'Label from design, second';\n");
  await loaded;
  expect(await page.locator('.Demo-root[data-demo="BasicButtons"]').textContent()).toContain(
    'Label from design, second',
  );
  loaded = page.waitForEvent('load');
  fs.writeFileSync(path.join(root, demo), original);
  await loaded;
  await closePage(page);
});

test("saving a component's TypeScript source reloads its API page with what the source now says", async () => {
  const page = await open('/base-ui/api/button/');
  const source = 'packages/base-ui/src/Button.tsx';
  const original = fs.readFileSync(path.join(root, source), 'utf8');
  const loaded = page.waitForEvent('load');
  edit(source, (t) =>
    t.replace(
      '/** An element placed before the label, such as an icon. */',
      '/** An icon before the label, now documented anew. */',
    ),
  );
  await loaded;
  expect(await page.locator('#button-prop-startIcon').textContent()).toContain(
    'An icon before the label, now documented anew.',
  );
  const back = page.waitForEvent('load');
  fs.writeFileSync(path.join(root, source), original);
  await back;
  await closePage(page);
});

test('a port in use moves to the next one', async () => {
  const blocker = http.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  // A small site: the port is the point, not the site.
  const second = startCli('docs-dev', ['--root', seededNewSite('dev-port'), '--port', String(port)]);
  const ready = await second.waitFor(/Ready at http:\/\/127\.0\.0\.1:(\d+)\//);
  expect(second.output()).toContain(`Port ${port} is in use, trying ${port + 1}`);
  expect(Number(ready[1])).toBe(port + 1);
  second.proc.kill('SIGINT');
  expect(await second.exited).toBe(0);
  blocker.close();
});

test('Ctrl+C stops it cleanly: no process left, no temporary folder, dist/ and the build cache untouched', async () => {
  dev.proc.kill('SIGINT');
  expect(await dev.exited).toBe(0);
  expect(fs.readdirSync(tmp)).toEqual([]);
  expect(hashTree(path.join(root, 'dist'))).toEqual(distBefore);
  expect(stampTree(path.join(root, '.docs-cache'))).toEqual(cacheBefore);
});

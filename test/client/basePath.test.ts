import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runCli, startCli, tmpDir, type RunningCli } from '../helpers.js';
import { seededSample } from '../sharedSites.js';
import { clientReady, closePage, expectProblems, freePort, keepLocal, launch, makeLive, watchPage } from './harness.js';

// Issue 42: the sample built for https://<host>/acme-kit/ and served there by docs-preview, as a
// GitHub Pages project site is. Every request a page makes stays under the base path.
const BASE = '/acme-kit';
let browser: Browser;
let server: RunningCli;
let origin = '';

beforeAll(async () => {
  const root = await seededSample('base-path');
  const port = await freePort();
  const file = path.join(root, 'docs.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...config, docsHost: `127.0.0.1:${port}` }));
  const out = path.join(tmpDir('base-path-out'), 'dist');
  const built = runCli('docs-build', ['--root', root, '--out', out, '--base-path', `${BASE}/`]);
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);
  server = startCli('docs-preview', ['--out', out, '--port', String(port)]);
  const url = (await server.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:\d+)(\/\S*)/)).slice(1);
  expect(url[1]).toBe(`${BASE}/`);
  origin = url[0];
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.proc.kill('SIGINT');
  // Ended before the suite is: a server still running keeps jest's worker from exiting.
  await server?.exited;
});

/** Opens a page, recording the path of every request it makes to the site's host from the first. */
async function open(route: string): Promise<{ page: Page; requested: string[] }> {
  const requested: string[] = [];
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  await watchPage(page);
  page.on('request', (r) => void (new URL(r.url()).origin === origin && requested.push(new URL(r.url()).pathname)));
  await page.goto(`${origin}${route}`);
  return { page, requested };
}

/** Whether every stylesheet of the page loaded with rules in it (a stylesheet outside the base path would not). */
const styled = (page: Page) =>
  page.evaluate(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((l) =>
      l.href.startsWith(location.origin),
    );
    return sheets.length > 0 && sheets.every((l) => (l.sheet?.cssRules.length ?? 0) > 0);
  });

const outside = (paths: string[]) => paths.filter((p) => !p.startsWith(`${BASE}/`));

test('docs-preview serves the site under its base path, and the host root leads there', async () => {
  const root = await fetch(`${origin}/`, { redirect: 'manual' });
  expect([root.status, root.headers.get('location')]).toEqual([301, `${BASE}/`]);
  expect((await fetch(`${origin}/material-ui/`)).status).toBe(404);
  const versions = (await (await fetch(`${origin}${BASE}/versions.json`)).json()) as { baseUrl: string };
  expect(versions.baseUrl).toBe('https://docs.example.com/acme-kit');
});

test('a page with live demos: styles, scripts, demo chunks and the service worker, all under the base path', async () => {
  const { page, requested } = await open(`${BASE}/material-ui/components/button/`);
  expect(await styled(page)).toBe(true);
  const ready = await clientReady(page);
  expect([ready.serviceWorker, ready.registrations]).toEqual([true, [`${BASE}/sw.js`]]);
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => new URL(r.scope).pathname));
  expect(scope).toBe(`${BASE}/`);
  await makeLive(page, 'BasicButtons');
  expect(requested.some((p) => p.startsWith(`${BASE}/static/demos/`))).toBe(true);
  // Links of the page (navigation, content, footer) are the site's, under the base path.
  const links = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
  expect(links.length).toBeGreaterThan(10);
  expect(outside(links)).toEqual([]);
  // The Markdown twin it links is there.
  const twin = await page.getAttribute('link[type="text/markdown"]', 'href');
  const md = await fetch(`${origin}${twin}`);
  expect([md.status, md.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
  expect(outside(requested)).toEqual([]);
  await closePage(page);
});

test('search fetches its index under the base path and its results lead to pages there', async () => {
  const { page, requested } = await open(`${BASE}/material-ui/getting-started/installation/`);
  await clientReady(page);
  await page.locator('.search-button').click();
  await page.locator('.search-dialog input[role=combobox]').fill('slider');
  const result = page.locator('#search-results [role=option]').first();
  await result.waitFor();
  expect(await result.getAttribute('href')).toMatch(new RegExp(`^${BASE}/material-ui/components/slider/`));
  await result.click();
  await page.waitForURL(`${origin}${BASE}/material-ui/components/slider/**`);
  expect(await styled(page)).toBe(true);
  expect(requested.some((p) => p.startsWith(`${BASE}/search/en/`))).toBe(true);
  expect(outside(requested)).toEqual([]);
  await closePage(page);
});

test('a translated page and its navigation file stay under the base path', async () => {
  const { page, requested } = await open(`${BASE}/zh/material-ui/components/button/`);
  await clientReady(page);
  expect(await styled(page)).toBe(true);
  const closed = page.locator('.app-nav details:not([open]) > summary').first();
  await closed.click();
  await page.waitForFunction(() => !document.querySelector('.app-nav details[open] [data-nav-placeholder]'));
  const links = await page.$$eval('.app-nav a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
  expect(links.every((href) => href.startsWith(`${BASE}/zh/`))).toBe(true);
  expect(requested.some((p) => /^\/acme-kit\/static\/nav\.[0-9a-f]{10}\.json$/.test(p))).toBe(true);
  expect(outside(requested)).toEqual([]);
  await closePage(page);
});

test('the 404 page renders styled three folders deep, with its links under the base path', async () => {
  const response = await fetch(`${origin}${BASE}/a/b/c/`);
  expect(response.status).toBe(404);
  const { page, requested } = await open(`${BASE}/a/b/c/`);
  await clientReady(page);
  expect(await page.locator('h1').textContent()).toBe('Page not found');
  expect(await styled(page)).toBe(true);
  expect(await page.getAttribute('a:text("Go to the home page")', 'href')).toBe(`${BASE}/`);
  expect(outside(requested)).toEqual([]);
  // The page itself answered 404, as it should.
  expectProblems(page, [/status of 404/]);
  await closePage(page);
});

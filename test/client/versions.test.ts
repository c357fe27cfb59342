import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runCli, startCli, tmpDir, type RunningCli } from '../helpers.js';
import { seededSample } from '../sharedSites.js';
import { closePage, freePort, launch, openPage } from './harness.js';

// Issue 42: versions that know each other. The sample built twice, as MUI deploys its majors: v2
// (current) at /acme-kit/ and v1 (unmaintained, with a page v2 lacks) at /acme-kit/v1/, in one
// folder served by docs-preview. Neither build knows the other's pages; each reads the other's
// versions.json when a reader switches.
let browser: Browser;
let server: RunningCli;
let site = '';
let origin = '';

/** The sample as version `label`, served at `base`, knowing the family `list`. */
async function buildVersion(
  label: string,
  base: string,
  list: object[],
  out: string,
  prepare?: (root: string) => void,
) {
  const root = await seededSample(`version-${label}`);
  const file = path.join(root, 'docs.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const versions = { label, list, source: `${origin}/acme-kit/versions.json` };
  fs.writeFileSync(file, JSON.stringify({ ...config, baseUrl: `${origin}${base}`, versions }));
  prepare?.(root);
  const built = runCli('docs-build', ['--root', root, '--out', out]);
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);
}

beforeAll(async () => {
  origin = `http://127.0.0.1:${await freePort()}`;
  const list = [
    { label: 'v2', url: `${origin}/acme-kit/`, status: 'current' },
    { label: 'v1', url: `${origin}/acme-kit/v1/`, status: 'unmaintained' },
  ];
  site = path.join(tmpDir('versions'), 'site');
  await buildVersion('v2', '/acme-kit/', list, site);
  // Deployed as GitHub Pages keeps an old major: in a folder of the newest deploy.
  await buildVersion('v1', '/acme-kit/v1/', list, path.join(site, 'v1'), (root) => {
    const dir = path.join(root, 'content/material-ui/components/old-widget');
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, 'index.md'),
      '---\ntitle: Old widget\ndescription: A widget v2 no longer has.\n---\n\n# Old widget\n\nGone in v2.\n',
    );
  });
  server = startCli('docs-preview', ['--out', site, '--port', new URL(origin).port]);
  await server.waitFor(/Serving .* at http/);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.proc.kill('SIGINT');
  // Ended before the suite is: a server still running keeps jest's worker from exiting.
  await server?.exited;
});

const open = (route: string) => openPage(browser, `${origin}${route}`, { clock: false });
const banner = (page: Page) => page.locator('.version-banner');
/** The versions module is set up (it loads after the page's own client). */
const versionsReady = (page: Page) => page.waitForSelector('html[data-versions="ready"]', { state: 'attached' });

test('an unmaintained version says so on every page, server-rendered, with a link to the same page in the current one', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/acme-kit/v1/material-ui/components/button/`);
  expect(await banner(page).textContent()).toContain('This is the documentation of v1, which is no longer maintained.');
  expect(await banner(page).locator('a').getAttribute('href')).toBe(
    `${origin}/acme-kit/material-ui/components/button/`,
  );
  expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
  // The current version shows no banner and stays indexed.
  await page.goto(`${origin}/acme-kit/material-ui/components/button/`);
  expect(await banner(page).count()).toBe(0);
  expect(await page.locator('meta[name=robots]').count()).toBe(0);
  expect(await page.locator('.site-version-menu a[aria-current="true"]').textContent()).toBe('v2');
  await context.close();
});

test('choosing another version keeps the page, or lands on its nearest parent when that version lacks it', async () => {
  const page = await open('/acme-kit/v1/material-ui/components/button/');
  await versionsReady(page);
  await page.locator('.site-version-menu summary').click();
  await page.locator('.site-version-menu a:text-is("v2")').click();
  await page.waitForURL(`${origin}/acme-kit/material-ui/components/button/`);
  await page.goto(`${origin}/acme-kit/v1/material-ui/components/old-widget/`);
  await versionsReady(page);
  await page.locator('.site-version-menu summary').click();
  await page.locator('.site-version-menu a:text-is("v2")').click();
  await page.waitForURL(`${origin}/acme-kit/material-ui/`);
  expect(await page.title()).toContain('Material UI');
  await closePage(page);
});

test('a dismissed banner stays away for the session, from the first paint', async () => {
  const page = await open('/acme-kit/v1/material-ui/getting-started/installation/');
  await versionsReady(page);
  await banner(page).locator('.version-banner-close').click();
  expect(await banner(page).isVisible()).toBe(false);
  await page.goto(`${origin}/acme-kit/v1/material-ui/components/button/`);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-banner-dismissed'))).toBe(true);
  expect(await banner(page).isVisible()).toBe(false);
  await closePage(page);
});

test('an old deploy learns of a release from the newest deploy, without a rebuild', async () => {
  const file = path.join(site, 'versions.json');
  const newest = JSON.parse(fs.readFileSync(file, 'utf8')) as { versions: Array<{ label: string; status: string }> };
  const v3 = { label: 'v3', url: `${origin}/acme-kit/v3/`, status: 'current' };
  const list = [v3, ...newest.versions.map((v) => ({ ...v, status: v.label === 'v2' ? 'maintained' : v.status }))];
  fs.writeFileSync(file, JSON.stringify({ ...newest, versions: list }));
  const page = await open('/acme-kit/v1/material-ui/components/button/');
  await page.waitForFunction(() => document.querySelector('.site-version-menu li')?.textContent === 'v3');
  expect(await page.locator('.site-version-menu a').allTextContents()).toEqual(['v3', 'v2', 'v1']);
  expect(await banner(page).locator('a').getAttribute('href')).toBe(
    `${origin}/acme-kit/v3/material-ui/components/button/`,
  );
  await closePage(page);
});

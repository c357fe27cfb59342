import type { Browser } from 'playwright-core';
import { closePage, launch, openPage, startSite, waitFor, type TestSite } from './harness.js';

// A page carries only its own groups of the side navigation; the others open on demand from the
// line's navigation file (fetched once), and without JavaScript they lead to their first page.
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await startSite(() => {});
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const groupLinks = (page: import('playwright-core').Page, group: string) =>
  page
    .locator(`details:has(> summary:text-is("${group}")) > ul a.nav-link`)
    .evaluateAll((links) => links.map((a) => a.textContent));

test('opening a collapsed group shows all its links, from one fetch of the navigation file', async () => {
  const page = await openPage(browser, `${site.base}/material-ui/components/button/`, {
    viewport: { width: 1440, height: 900 },
  });
  expect(await groupLinks(page, 'Getting started')).toEqual(['Overview']);
  const fetched = () => site.served.filter((p) => /^\/static\/nav\.[0-9a-f]{10}\.json$/.test(p));
  expect(fetched()).toEqual([]);
  await page.locator('summary:text-is("Getting started")').click();
  await waitFor(async () => (await groupLinks(page, 'Getting started')).length > 1);
  expect(await groupLinks(page, 'Getting started')).toEqual([
    'Overview',
    'Installation',
    'UsageLegacy',
    'TemplatesBeta',
  ]);
  await page.locator('summary:text-is("APIs")').click();
  await waitFor(
    async () => (await page.locator('details:has(> summary:text-is("APIs")) [data-nav-placeholder]').count()) === 0,
  );
  expect(await groupLinks(page, 'APIs')).toEqual(['Button API']);
  expect(fetched()).toHaveLength(1);
  // The page's own link is still the marked one.
  expect(await page.locator('.app-nav a[aria-current="page"]').textContent()).toMatch(/^Button/);
  await closePage(page);
});

test('without JavaScript a collapsed group leads to its first page', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.base}/material-ui/components/button/`);
  await page.locator('summary:text-is("Getting started")').click();
  await page.locator('details:has(> summary:text-is("Getting started")) a').click();
  await page.waitForURL(`${site.base}/material-ui/getting-started/overview/`);
  expect(await page.locator('.app-nav a[aria-current="page"]').textContent()).toBe('Overview');
  await context.close();
});

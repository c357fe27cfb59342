import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { closePage, launch, openPage, serveSite, startSite, type OpenOptions, type TestSite } from './harness.js';
import { sharedBuild } from '../sharedSites.js';

// Issue 14: full-text search of the built site, offline, lazy, per language and product line.
let browser: Browser;
let site: TestSite;
let corpus: TestSite;

beforeAll(async () => {
  site = await startSite(() => {});
  const r = await sharedBuild('corpus');
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  corpus = await serveSite(r.out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
  corpus?.close();
});

const open = (s: TestSite, route: string, options: OpenOptions = {}) =>
  openPage(browser, `${s.base}${route}`, { clock: false, ...options });
const dialog = (page: Page) => page.locator('.search-dialog');
const field = (page: Page) => dialog(page).locator('input[role=combobox]');
/** Types a query and waits for the results it gives. */
async function query(page: Page, text: string) {
  await field(page).fill(text);
  await page.waitForFunction(
    (q) =>
      document.querySelector('.search-status')?.textContent !== '' &&
      document.querySelector<HTMLInputElement>('.search-dialog input')?.value === q,
    text,
  );
  await page.waitForFunction(() => !document.querySelector('.search-status')?.textContent?.startsWith('…'));
}
const groups = (page: Page) => page.locator('#search-results > [role=group] .search-group-head').allTextContents();

test('the search button shows the shortcut; Ctrl+K, ⌘K and "/" open the dialog; Escape closes it and gives focus back', async () => {
  const page = await open(site, '/material-ui/components/button/');
  const button = page.locator('.search-button');
  expect(await button.locator('.search-shortcut').textContent()).toBe('Ctrl+K');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-dialog[open]');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  await page.keyboard.press('Escape');
  expect(await dialog(page).getAttribute('open')).toBeNull();
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-button'));
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await page.waitForSelector('.search-dialog[open]');
  // A click outside the dialog closes it too.
  await page.mouse.click(5, 5);
  expect(await dialog(page).getAttribute('open')).toBeNull();
  await closePage(page);

  const mac = await open(site, '/material-ui/components/button/', { platform: 'MacIntel' });
  expect(await mac.locator('.search-shortcut').textContent()).toBe('⌘K');
  await mac.keyboard.press('Meta+k');
  await mac.waitForSelector('.search-dialog[open]');
  await closePage(mac);
});

test('one Escape closes the dialog and returns focus to the button, after a query and after clearing it', async () => {
  const page = await open(site, '/material-ui/components/button/');
  for (const text of ['button', '']) {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-dialog[open]');
    await query(page, 'button');
    expect(await page.locator('#search-results').getByRole('option').count()).toBeGreaterThan(0);
    if (!text) await field(page).fill('');
    await page.keyboard.press('Escape');
    expect(await dialog(page).getAttribute('open')).toBeNull();
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-button'));
  }
  await closePage(page);
});

test('the search button is named by what it shows (WCAG 2.5.3), with and without its label on a phone', async () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const page = await open(site, '/material-ui/components/button/', { viewport });
    const button = page.getByRole('button', { name: /^Search…/ });
    expect(await button.count()).toBe(1);
    // Its name comes from its content (the icon is hidden): what is visible is where the name starts.
    const visible = await button.evaluate((b) => (b as HTMLElement).innerText.replace(/\s+/g, ''));
    const name = await button.evaluate((b) => b.textContent!.replace(/\s+/g, ''));
    expect(await button.getAttribute('aria-label')).toBeNull();
    expect(name.startsWith(visible)).toBe(true);
    await closePage(page);
  }
});

test('nothing of search is fetched before the dialog opens; without JavaScript there is no button', async () => {
  const page = await open(site, '/versions/');
  site.served.length = 0;
  await page.goto(`${site.base}/material-ui/components/slider/`);
  await page.waitForLoadState('load');
  expect(site.served.filter((p) => p.startsWith('/search/') || p.includes('/search.'))).toEqual([]);
  await page.locator('.search-button').click();
  await query(page, 'slider');
  expect(site.served.filter((p) => p.startsWith('/search/en/')).length).toBeGreaterThan(1);
  await closePage(page);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(`${site.base}/material-ui/components/slider/`);
  expect(await still.locator('.search-button').isVisible()).toBe(false);
  await context.close();
});

test('results are grouped by page with section hits and highlighted snippets; arrows and Enter open one', async () => {
  const page = await open(site, '/material-ui/components/button/');
  await page.keyboard.press('Control+k');
  await query(page, 'continuous slider');
  expect((await groups(page))[0]).toBe('React Slider componentMaterial UI');
  const first = page.locator('#search-results').getByRole('option').nth(1);
  expect(await first.locator('.search-hit').textContent()).toBe('Continuous sliders');
  expect(await first.locator('mark').first().textContent()).toMatch(/^continuous$/i);
  await page.keyboard.press('ArrowDown');
  expect(await first.getAttribute('aria-selected')).toBe('true');
  expect(await field(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/material-ui\/components\/slider\/#continuous-sliders$/);
  await closePage(page);
});

test('an API prop is found by name, with its row anchor; recent results show when the field is empty', async () => {
  const page = await open(site, '/material-ui/getting-started/overview/');
  await page.keyboard.press('Control+k');
  await query(page, 'disableRipple');
  const option = page.locator('#search-results').getByRole('option').first();
  expect(await option.getAttribute('href')).toBe('/material-ui/api/button/#button-prop-disableRipple');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/material-ui\/api\/button\/#button-prop-disableRipple$/);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-results [role=group] .search-group-head');
  expect(await groups(page)).toEqual(['Recent']);
  expect(await page.locator('#search-results').getByRole('option').first().textContent()).toContain('disableRipple');
  await closePage(page);
});

test("the reader's product line ranks first, and the filter keeps one line", async () => {
  const page = await open(site, '/joy-ui/components/button/');
  await page.keyboard.press('Control+k');
  await query(page, 'button');
  expect((await groups(page))[0]).toMatch(/Joy UI$/);
  await dialog(page).getByRole('combobox', { name: 'Product line' }).selectOption('x');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-product')].every((p) => p.textContent === 'MUI X'),
  );
  expect((await groups(page)).length).toBeGreaterThan(0);
  await closePage(page);
});

test('a Chinese page searches the Chinese index', async () => {
  const page = await open(site, '/zh/material-ui/getting-started/overview/');
  await page.keyboard.press('Control+k');
  await query(page, '中文示例');
  const href = await page.locator('#search-results').getByRole('option').first().getAttribute('href');
  expect(href).toMatch(/^\/zh\/material-ui\/getting-started\/overview\/#/);
  await closePage(page);
});

test('the dialog has no axe-core violations, in light and dark, and is full-screen on a phone', async () => {
  for (const mode of ['light', 'dark']) {
    const page = await open(site, '/material-ui/components/button/');
    await page.evaluate((m) => localStorage.setItem('mui-mode', m), mode);
    await page.reload();
    await page.keyboard.press('Control+k');
    await query(page, 'button');
    expect(await axeViolations(page, '.search-dialog')).toEqual([]);
    await closePage(page);
  }
  const phone = await open(site, '/material-ui/components/button/', { viewport: { width: 375, height: 740 } });
  await phone.locator('.search-button').click();
  await dialog(phone).waitFor();
  const box = (await dialog(phone).boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 740]);
  await closePage(phone);
});

describe('the shared corpus', () => {
  test('"autocomplete" lists the Autocomplete page first, with section hits', async () => {
    const page = await open(corpus, '/material-ui/react-button/');
    await page.keyboard.press('Control+k');
    await query(page, 'autocomplete');
    expect((await groups(page))[0]).toBe('React Autocomplete componentMaterial UI');
    const first = page.locator('#search-results > [role=group]').first().getByRole('option');
    expect(await first.count()).toBeGreaterThan(2);
    expect(await first.nth(1).getAttribute('href')).toMatch(/^\/material-ui\/react-autocomplete\/#/);
    await closePage(page);
  });

  test('"disableRipple" finds the props rows of ButtonBase and Button, and Enter goes to the row', async () => {
    const page = await open(corpus, '/material-ui/react-button/');
    await page.keyboard.press('Control+k');
    await query(page, 'disableRipple');
    const hrefs = await page
      .locator('#search-results a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/material-ui/api/button-base/#button-base-prop-disableRipple',
        '/material-ui/api/button/#button-prop-disableRipple',
      ]),
    );
    const target = hrefs[0]!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === target);
    expect(await page.locator(`[id="${target.split('#')[1]}"]`).count()).toBe(1);
    await closePage(page);
  });

  test('the corpus index is small per query', () => {
    const dir = path.join(corpus.out, 'search/en');
    const sizes = fs.readdirSync(dir).map((f) => fs.statSync(path.join(dir, f)).size);
    expect(Math.max(...sizes)).toBeLessThan(128 * 1024);
  });
});

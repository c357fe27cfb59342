import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { closePage, launch, openPage, startSite, type TestSite } from './harness.js';

// Issue 26: a props playground, its controls generated from the component's extracted API.
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await startSite((config) => delete config.iconFont);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const ROUTE = '/base-ui/components/button/';
const playground = (page: Page) => page.locator('.Playground-root[data-demo="Button playground"]');

test('server-rendered with its starting props and readable without JavaScript', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.base}${ROUTE}`);
  const root = playground(page);
  expect(await root.locator('.Playground-preview button').textContent()).toBe('Press me');
  expect(await root.locator('code').textContent()).toBe('<Button>Press me</Button>');
  expect(await root.getByLabel('variant').inputValue()).toBe('0');
  await context.close();
});

test('changing a control changes the component and the JSX, and Copy copies the JSX', async () => {
  const page = await openPage(browser, `${site.base}${ROUTE}`, { clock: false });
  const root = playground(page);
  await root.scrollIntoViewIfNeeded();
  await page.waitForSelector('.Playground-root[data-live="true"]');
  const button = root.locator('.Playground-preview button');
  await root.getByLabel('variant').selectOption({ label: 'outlined' });
  expect(await button.getAttribute('data-variant')).toBe('outlined');
  await root.getByRole('switch', { name: 'disabled' }).check();
  expect(await button.isDisabled()).toBe(true);
  await root.getByLabel('size').selectOption({ label: 'lg' });
  // Every changed prop, in the order of the API's props, none at its default.
  const code = '<Button disabled size="lg" variant="outlined">Press me</Button>';
  expect(await root.locator('code').textContent()).toBe(code);
  await root.getByRole('button', { name: 'Copy' }).click();
  await root.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // Back to a default: the prop leaves the JSX.
  await root.getByLabel('size').selectOption({ label: 'md' });
  expect(await root.locator('code').textContent()).not.toContain('size=');
  await closePage(page);
});

test('keyboard-operable and free of axe-core violations, in light and dark', async () => {
  for (const mode of ['light', 'dark']) {
    const page = await openPage(browser, `${site.base}/versions/`, { clock: false });
    await page.evaluate((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto(`${site.base}${ROUTE}`);
    const root = playground(page);
    await root.scrollIntoViewIfNeeded();
    await page.waitForSelector('.Playground-root[data-live="true"]');
    await root.getByRole('switch', { name: 'disabled' }).focus();
    await page.keyboard.press('Space');
    expect(await root.locator('.Playground-preview button').isDisabled()).toBe(true);
    expect(await axeViolations(page, '.Playground-root')).toEqual([]);
    await closePage(page);
  }
});

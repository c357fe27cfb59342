import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { AD_ORIGIN, closePage, launch, openPage, startSite, storedCookie, waitFor, type TestSite } from './harness.js';

let browser: Browser;
let site: TestSite;
let base = '';
let out = '';

beforeAll(async () => {
  // The ad network never delivers a placement: the blocker branch is exercised.
  site = await startSite((config) => {
    config.ads = { ...(config.ads as object), networkScript: `${AD_ORIGIN}/network.js`, displayRatio: 1 };
  });
  ({ base, out } = site);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const open = (p: string, options: { random?: number; userAgent?: string; clipboard?: boolean } = {}) =>
  openPage(browser, `${base}${p}`, { ...options, random: options.random === undefined ? undefined : [options.random] });

const BUTTON = '/material-ui/components/button/';

test('the initial client JS stays within the 12 KiB gzip budget; search and feedback are lazy modules', () => {
  const js = fs.readdirSync(path.join(out, 'static')).filter((f) => f.endsWith('.js'));
  expect(js.map((f) => f.replace(/\.[0-9a-f]{10}\.js$/, ''))).toEqual(['client', 'feedback', 'search']);
  const html = fs.readFileSync(path.join(out, 'material-ui/components/button/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
  const initial = js.find((f) => f.startsWith('client.'))!;
  expect(scripts).toEqual([`/static/${initial}`]);
  expect(html).not.toMatch(/modulepreload/);
  expect(gzipSync(fs.readFileSync(path.join(out, 'static', initial))).length).toBeLessThanOrEqual(12 * 1024);
});

test('code copy: "Copied" for 2000 ms, exactly the code on the clipboard', async () => {
  const page = await open('/material-ui/getting-started/usage/');
  const block = page.locator('.markdown-body > .MuiCode-root').first();
  const button = block.locator('.MuiCode-copy');
  await expect(button.locator('.MuiCode-copyLabel').textContent()).resolves.toBe('Copy');
  await button.click();
  await waitFor(async () => (await button.locator('.MuiCode-copyLabel').textContent()) === 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
  await page.clock.runFor(1999);
  expect(await button.locator('.MuiCode-copyLabel').textContent()).toBe('Copied');
  await page.clock.runFor(2);
  expect(await button.locator('.MuiCode-copyLabel').textContent()).toBe('Copy');
  await closePage(page);
});

test('a refused clipboard is ignored silently', async () => {
  const page = await open('/material-ui/getting-started/usage/', { clipboard: false });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('The request is not allowed', 'NotAllowedError'));
  });
  const button = page.locator('.markdown-body > .MuiCode-root .MuiCode-copy').first();
  await button.click();
  expect(await button.locator('.MuiCode-copyLabel').textContent()).toBe('Copy');
  expect(errors).toEqual([]);
  await closePage(page);
});

test('colour mode: the settings switch applies without reload and is stored in mui-mode', async () => {
  const page = await open(BUTTON);
  await page.locator('.settings-menu > summary').click();
  await page.locator('[data-set-mode="dark"]').click();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  expect(await page.locator('meta[name=theme-color]').getAttribute('content')).toBe('#101418');
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('dark');
  await closePage(page);
});

test('code variant: a click switches every demo and writes a one-year cookie; a hash wins on load', async () => {
  const page = await open(BUTTON);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('TS');
  await page.locator('.Demo-toolbar [data-set-variant="JS"]').first().click();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('JS');
  const cookie = await storedCookie(page, 'codeVariant');
  expect(cookie.value).toBe('JS');
  expect(cookie.path).toBe('/');
  expect(Math.round(cookie.expires)).toBeGreaterThanOrEqual(31536000 - 5);
  await page.goto('about:blank');
  await page.goto(`${base}${BUTTON}#BasicButtons.tsx`);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('TS');
  expect(await page.locator('.Demo-root[data-demo="BasicButtons"] .Demo-code').getAttribute('open')).not.toBeNull();
  await closePage(page);
});

test('ads: no placement after more than 6 polls of 500 ms -> in-house ad, display event after 2500 ms', async () => {
  const page = await open(BUTTON, { random: 0.5 });
  await page.clock.runFor(500 * 6);
  expect(await page.locator('#ad-slot .ad-display').count()).toBe(0);
  await page.clock.runFor(500);
  expect(await page.locator('#ad-slot .ad-display.image').count()).toBe(1);
  expect(await page.locator('#ad-slot').getAttribute('data-ga-event-label')).toBe('in-house-body-top-image');
  await page.clock.runFor(2500);
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)),
  );
  expect(events).toContainEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]);
  await closePage(page);
});

test('ads: 20 % of blocked readers see the whitelist ask; crawlers get an empty span', async () => {
  const page = await open(BUTTON, { random: 0.1 });
  await page.clock.runFor(3500);
  expect(await page.locator('#ad-slot .ad-whitelist').textContent()).toContain('Help us keep running');
  await closePage(page);
  const bot = await open(BUTTON, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
  expect(await bot.locator('#ad-slot').innerHTML()).toBe('<span></span>');
  await closePage(bot);
});

test('analytics: page view with product ids and sampled click events', async () => {
  const page = await open(BUTTON);
  const layer = () =>
    page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));
  expect(await layer()).toContainEqual([
    'event',
    'page_view',
    expect.objectContaining({ productId: 'material-ui', productCategoryId: 'core', page_location: BUTTON }),
  ]);
  await page.locator('.Demo-toolbar [data-set-variant="JS"]').first().click();
  expect(await layer()).toContainEqual(['event', 'demo', { eventAction: 'source-js', eventLabel: 'BasicButtons' }]);
  await closePage(page);
});

test('production error decoder replaces %s with escaped arguments', async () => {
  const page = await open('/production-error/?code=2&args[]=%3Cb%3Ex%3C/b%3E');
  await page.waitForSelector('#error-decoder[data-state="decoded"]');
  expect(await page.locator('#error-message-text').textContent()).toBe(
    'MUI: Unsupported `<b>x</b>` color.\nThe following formats are supported: [missing argument].',
  );
  await closePage(page);
});

import type { Browser } from 'playwright-core';
import { buildFixtureSite, closePage, launch, openPage, type TestSite, demoOf, makeLive } from './harness.js';

// Issue 39: React Bootstrap's demos build (its barrel names extensionless modules: `./Badge` is
// `esm/Badge.js`) and go live, with an icon package and React Transition Group, from npm.
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await buildFixtureSite('bootstrap-site');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const BADGE = '/rb/components/badge/';
const demo = demoOf;

test("a React Bootstrap demo goes live: the badge counts clicks, with Bootstrap's stylesheet and an icon", async () => {
  const page = await openPage(browser, `${site.base}${BADGE}`, { clock: false });
  await makeLive(page, 'BadgeCounter');
  const counter = demo(page, 'BadgeCounter');
  const button = counter.getByRole('button', { name: /Clicks/ });
  expect(await button.locator('.badge').textContent()).toBe('0');
  // Bootstrap's primary button (the global stylesheet), and react-bootstrap-icons' SVG.
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 110, 253)');
  expect(await counter.locator('svg.bi-bookmark-star').count()).toBe(1);
  await button.click();
  await button.click();
  await counter.locator('.badge', { hasText: '2' }).waitFor();
  await closePage(page);
});

test('a React Transition Group demo goes live: the badge leaves and comes back', async () => {
  const page = await openPage(browser, `${site.base}${BADGE}`, { clock: false });
  await makeLive(page, 'FadingBadge');
  const fading = demo(page, 'FadingBadge').locator('.Demo-preview');
  const badge = fading.locator('.badge', { hasText: 'New' });
  await badge.waitFor();
  await fading.getByRole('button', { name: 'Hide' }).click();
  await badge.waitFor({ state: 'detached' });
  await fading.getByRole('button', { name: 'Show' }).click();
  await badge.waitFor();
  await closePage(page);
});

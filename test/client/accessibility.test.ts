import type { Browser, Page } from 'playwright-core';
import { axeViolations, MODES_AND_WIDTHS } from './axe.js';
import { closePage, launch, openPage, serveSite, startSite, takeProblems, visit, type TestSite } from './harness.js';
import { sharedBuild } from '../sharedSites.js';

// Issue 16: zero axe-core violations (WCAG 2.1 A and AA, colour contrast included) on every kind of
// page, light and dark, wide and on a phone with the drawer open; and everything works from the keyboard.
let browser: Browser;
let site: TestSite;
let corpus: TestSite;

beforeAll(async () => {
  // With the feedback box, so that it is audited too.
  site = await startSite((config) => {
    config.feedback = { url: 'https://feedback.example.com/api' };
  });
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

const SAMPLE_PAGES = [
  '/',
  '/material-ui/',
  '/material-ui/components/button/',
  '/material-ui/api/button/',
  // A props playground, and an API page extracted from TypeScript.
  '/base-ui/components/button/',
  '/base-ui/api/switch/',
  // The template pages (no navigation, no feedback box) are audited in the same four views by templates.test.ts.
  '/versions/',
  '/production-error/',
  '/404.html',
];
const CORPUS_PAGES = [
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/material-ui/getting-started/installation/',
  '/material-ui/customization/palette/',
  '/material-ui/react-table/',
];

describe.each(MODES_AND_WIDTHS)('no axe-core violation in %s mode at %i px', (mode, width) => {
  // One tab per site in this mode and width, going from page to page as a reader does.
  const tabs = new Map<TestSite, Page>();
  afterAll(async () => {
    for (const tab of tabs.values()) await closePage(tab);
  });
  test.each([...SAMPLE_PAGES.map((p) => ['sample', p]), ...CORPUS_PAGES.map((p) => ['corpus', p])])(
    '%s %s',
    async (which, route) => {
      const s = which === 'sample' ? site : corpus;
      const page = await visit(browser, tabs.get(s), `${s.base}${route}`, {
        clock: false,
        viewport: { width, height: 900 },
        localStorage: { 'mui-mode': mode },
      });
      tabs.set(s, page);
      await page.waitForLoadState('load');
      // The mode the reader saved is the page's.
      expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
      // On a phone, with the navigation drawer open (pages with a navigation).
      const menu = page.locator('.menu-button');
      if (width < 600 && (await menu.count())) {
        await menu.click();
        await page.waitForSelector('#app-nav.open');
      }
      expect(await axeViolations(page)).toEqual([]);
      // What this page logged (a console error, a hydration warning, a CSP violation) fails this test.
      expect(takeProblems(page)).toEqual([]);
    },
  );
});

/** Where the focus is: a description of the focused element, and whether it shows a focus ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '', tag: el.tagName, ring };
  });

test('keyboard: "Skip to content" comes first; every control is reached with a visible focus ring', async () => {
  const page = await openPage(browser, `${site.base}/material-ui/components/button/`, {
    clock: false,
    viewport: { width: 1440, height: 900 },
  });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Skip to content', ring: true });
  const reached = new Set<string>();
  // Tab through the whole page: past the last control the focus leaves the document (to the body).
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag === 'BODY') break;
    expect([f.label, f.ring]).toEqual([f.label, true]);
    reached.add(f.label);
  }
  for (const control of [
    'Search…',
    'Settings',
    'GitHub repository',
    'Getting started',
    'Show code',
    'Copy the source',
    'JS',
    'TS',
    'Reset demo',
    'Edit in StackBlitz',
    'Yes',
    'No',
  ]) {
    expect([control, [...reached].some((label) => label === control || label.startsWith(control))]).toEqual([
      control,
      true,
    ]);
  }
  // The settings open from the keyboard; each setting has a name and a pressed state.
  await page.locator('.settings-menu > summary').focus();
  await page.keyboard.press('Enter');
  const groups = await page
    .locator('.settings-options')
    .evaluateAll((list) =>
      list.map((g) => [
        g.getAttribute('aria-label'),
        [...g.querySelectorAll('button')].map((b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`),
      ]),
    );
  expect(groups).toEqual([
    ['Mode', ['Light:false', 'System:true', 'Dark:false']],
    ['Direction', ['Left to right:true', 'Right to left:false']],
    ['Density', ['Comfortable:true', 'Compact:false']],
    ['Code', ['JavaScript:false', 'TypeScript:true']],
  ]);
  await page.locator('[data-set-density="compact"]').focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-density'))).toBe('compact');
  expect(await page.locator('[data-set-density="compact"]').getAttribute('aria-pressed')).toBe('true');
  await closePage(page);
});

test('keyboard: on a phone the drawer opens from its button, keeps the focus inside, and Escape closes it', async () => {
  const page = await openPage(browser, `${site.base}/material-ui/components/button/`, {
    clock: false,
    viewport: { width: 375, height: 740 },
  });
  await page.locator('.menu-button').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('#app-nav.open');
  expect(await page.locator('.menu-button').getAttribute('aria-expanded')).toBe('true');
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('#app-nav'));
  expect(await inside()).toBe(true);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  expect(await page.locator('#app-nav').evaluate((nav) => nav.classList.contains('open'))).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).toBe(true);
  await closePage(page);
});

test('on a phone an API table stacks each row, its cells named, its descriptions the full width (issue 40)', async () => {
  const page = await openPage(browser, `${site.base}/material-ui/api/button/`, {
    clock: false,
    viewport: { width: 375, height: 740 },
  });
  const table = page.locator('#props + .table-scroll');
  const scroll = await table.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
  const description = table.locator('tbody tr').first().locator('td[data-label="Description"]');
  expect(await description.evaluate((td) => td.getBoundingClientRect().width)).toBeGreaterThan(scroll.client * 0.9);
  const type = table.locator('tbody tr').first().locator('td[data-label="Type"]');
  expect(await type.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Type"');
  await closePage(page);
});

test('motion is reduced when the reader asks for it', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${site.base}/material-ui/components/button/`);
  expect(
    await page
      .locator('.nav-group')
      .first()
      .evaluate((el) => getComputedStyle(el, '::before').transitionDuration),
  ).toBe('0s');
  await context.close();
});

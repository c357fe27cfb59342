import type { Browser, Page } from 'playwright-core';
import { buildFixtureSite, closePage, launch, openPage, type TestSite } from './harness.js';

// Issue 25: a site whose own package.json installs a component library other than MUI (Mantine,
// from npm through the fixture's lock file), with a wrapper, global stylesheets, a relative module,
// a CSS Module and an icon package.
let browser: Browser;
let site: TestSite;
let bare: TestSite;

beforeAll(async () => {
  [site, bare] = await Promise.all([
    buildFixtureSite('library-site'),
    // The same site without its global stylesheets: the docs shell must look the same.
    buildFixtureSite('library-site', (config) => ((config.demos as { styles: string[] }).styles = [])),
  ]);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
  bare?.close();
});

const COUNTER = '/acme/components/counter/';
const demo = (page: Page, name: string) => page.locator(`.Demo-root[data-demo="${name}"]`);

async function makeLive(page: Page, name: string) {
  await demo(page, name).locator('.Demo-preview').scrollIntoViewIfNeeded();
  await page.waitForSelector(`.Demo-root[data-demo="${name}"][data-live="true"]`);
}

test("a Mantine demo goes live: its state changes on a click, with Mantine's stylesheet, its CSS Module and its icon", async () => {
  const page = await openPage(browser, `${site.base}${COUNTER}`, { clock: false });
  await makeLive(page, 'Counter');
  const counter = demo(page, 'Counter');
  expect(await counter.getByTestId('count').textContent()).toBe('Clicked 0 times');
  const style = (selector: string, property: string) =>
    counter
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  // Mantine's filled button (its stylesheet, a global style of the config); the CSS Module's weight.
  expect(await style('button', 'background-color')).toBe('rgb(34, 139, 230)');
  expect(await style('[data-testid="count"]', 'font-weight')).toBe('700');
  // The icon package's SVG.
  expect(await counter.locator('button svg.tabler-icon-plus').count()).toBe(1);
  await counter.getByRole('button', { name: 'Add one' }).click();
  await counter.getByText('Clicked once').waitFor();
  await closePage(page);
});

test("the wrapper gives Mantine the site's colour mode, live, and the site's own global stylesheet applies", async () => {
  const page = await openPage(browser, `${site.base}${COUNTER}`, { clock: false });
  await makeLive(page, 'SchemeCard');
  const text = demo(page, 'SchemeCard').getByTestId('scheme-text');
  const color = () => text.evaluate((el) => getComputedStyle(el).color);
  await page.locator('.settings-menu > summary').click();
  await page.locator('[data-set-mode="light"]').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
  const light = await color();
  await page.locator('[data-set-mode="dark"]').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
  expect(await color()).not.toBe(light);
  const border = await demo(page, 'SchemeCard')
    .locator('.acme-note')
    .evaluate((el) => getComputedStyle(el).borderLeft);
  expect(border).toBe('4px solid rgb(34, 139, 230)');
  await closePage(page);
});

test("global stylesheets (Mantine's reset included) style the demos, never the docs shell", async () => {
  const shell = async (base: string) => {
    const page = await openPage(browser, `${base}${COUNTER}`, { clock: false });
    const looks = await page.evaluate(() =>
      ['body', 'header', 'header a', 'nav a', 'h1', '.description', 'h2', '.search-button', '.Demo-toolbar button'].map(
        (s) => {
          const el = document.querySelector(s);
          if (!el) return [s, 'missing'];
          const c = getComputedStyle(el);
          return [
            s,
            c.margin,
            c.padding,
            c.fontFamily,
            c.fontSize,
            c.lineHeight,
            c.color,
            c.backgroundColor,
            c.boxSizing,
          ];
        },
      ),
    );
    await closePage(page);
    return looks;
  };
  const [styled, plain] = await Promise.all([shell(site.base), shell(bare.base)]);
  expect(styled.filter(([, v]) => v === 'missing')).toEqual([]);
  expect(styled).toEqual(plain);
});

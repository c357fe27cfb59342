import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildFixtureSite, closePage, launch, openPage, type TestSite, demoOf, makeLive } from './harness.js';

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
const demo = demoOf;

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
  // Mantine's filled button in the wrapper's theme (violet, not Mantine's default blue); the CSS Module's weight.
  expect(await style('button', 'background-color')).toBe('rgb(121, 80, 242)');
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

/**
 * A blank page of the same provider (the fixture's own wrapper), Mantine's stylesheet and a filled
 * button, bundled beside the built site: what the library's users see in their own app.
 */
async function blankPage(out: string): Promise<string> {
  const root = path.dirname(out);
  const entry = path.join(root, 'blank-entry.tsx');
  fs.writeFileSync(
    entry,
    `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@mantine/core';
import '@mantine/core/styles.css';
import './styles/demos.css';
import DemoWrapper from './demo-wrapper';
const mode = new URLSearchParams(location.search).get('mode') === 'dark' ? 'dark' : 'light';
createRoot(document.getElementById('root')!).render(
  <DemoWrapper colorMode={mode} direction="ltr"><Button>Add one</Button><h3 className="acme-card__title">Colour scheme</h3></DemoWrapper>,
);
`,
  );
  await build({
    entryPoints: { blank: entry },
    bundle: true,
    outdir: path.join(out, 'blank'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  fs.writeFileSync(
    path.join(out, 'blank/index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="blank.css"></head><body><div id="root"></div><script src="blank.js"></script></body></html>',
  );
  return '/blank/';
}

/** Computed style properties of the element `locate` finds on a page, after `prepare` (if any) ran on it. */
async function computed(
  url: string,
  locate: (page: Page) => Locator,
  properties: string[],
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await openPage(browser, url, { clock: false });
  await prepare?.(page);
  const target = locate(page);
  await target.waitFor();
  const values = await target.evaluate(
    (el, names) => names.map((n) => getComputedStyle(el).getPropertyValue(n)),
    properties,
  );
  await closePage(page);
  return values;
}

/** Switches the site's colour mode and waits for Mantine to follow (the wrapper gives it the mode). */
const siteMode = (mode: string) => async (page: Page) => {
  await makeLive(page, 'Counter');
  await page.locator('.settings-menu > summary').click();
  await page.locator(`[data-set-mode="${mode}"]`).click();
  await page.waitForFunction((m) => document.documentElement.getAttribute('data-mantine-color-scheme') === m, mode);
};

test("the wrapper's theme reaches the demos as in a plain app: a themed button matches a blank page's, light and dark", async () => {
  const blank = await blankPage(site.out);
  const looks = ['background-color', 'color', 'border-radius', 'font-weight'];
  const inDemo = (page: Page) => demo(page, 'Counter').locator('button').first();
  const inBlank = (page: Page) => page.locator('button').first();
  for (const mode of ['light', 'dark']) {
    const expected = await computed(`${site.base}${blank}?mode=${mode}`, inBlank, looks);
    expect(await computed(`${site.base}${COUNTER}`, inDemo, looks, siteMode(mode))).toEqual(expected);
  }
  // Violet in light mode (Mantine's default would be rgb(34, 139, 230)).
  expect((await computed(`${site.base}${blank}?mode=light`, inBlank, looks))[0]).toBe('rgb(121, 80, 242)');
});

test("the server limits the provider's style elements to demos, as it limits the global stylesheets", async () => {
  const html = fs.readFileSync(path.join(site.out, 'acme/components/counter/index.html'), 'utf8');
  const styles = [...html.matchAll(/<style data-mantine-styles="true">([^<]*)<\/style>/g)].map((m) => m[1]);
  expect(styles.length).toBeGreaterThan(0);
  for (const css of styles) {
    expect(css).toContain(':root :where([data-demo-scope])');
    expect(css).not.toMatch(/(^|\})\s*:root\s*[,{]/);
  }
});

test("the docs' own heading styles never reach inside a demo: the library's card title looks as on a blank page", async () => {
  const blank = await blankPage(site.out);
  const looks = ['font-size', 'margin-top', 'margin-bottom', 'font-weight'];
  const title = (page: Page) => page.locator('.acme-card__title');
  const inDemo = await computed(
    `${site.base}${COUNTER}`,
    (page) => demo(page, 'SchemeCard').locator('.acme-card__title'),
    looks,
  );
  expect(inDemo).toEqual(await computed(`${site.base}${blank}`, title, looks));
  // The library's own rule: 18px, no top margin (the docs' h3 would make it 20px with 24px above).
  expect(inDemo.slice(0, 2)).toEqual(['18px', '0px']);
  // The docs' headings outside demos keep their style.
  expect(
    await computed(`${site.base}${COUNTER}`, (page) => page.locator('.markdown-body h2').first(), ['margin-top']),
  ).toEqual(['40px']);
});

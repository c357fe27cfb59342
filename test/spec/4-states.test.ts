// SPEC.md section 4: states and transitions.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  chooseAdblockFallback,
  chooseAdShape,
  isBackerPlaceholder,
  isCrawler,
  pollWithoutPlacement,
} from '../../src/site/adDecision.js';
import { resolvePreferences } from '../../src/site/preferences.js';
import { initialThemeState, themeReducer } from '../../src/site/themeReducer.js';
import {
  AD_ORIGIN,
  closePage,
  settledWorker,
  dataLayer,
  launch,
  openPage,
  startSite,
  storedCookie,
  waitFor,
  type OpenOptions,
  type TestSite,
} from '../client/harness.js';

let browser: Browser;
let site: TestSite;
beforeAll(async () => {
  site = await startSite((config, origin) => {
    config.ads = {
      ...(config.ads as object),
      networkScript: `${AD_ORIGIN}/network.js`,
      backersLink: 'https://b.test/backers/',
      displayRatio: 1,
    };
    config.docsHost = new URL(origin).host;
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  site?.close();
});
const open = (p: string, o: OpenOptions = {}) => openPage(browser, `${site.base}${p}`, o);
const done = closePage;
const label = (button: ReturnType<Page['locator']>) => button.locator('.MuiCode-copyLabel').textContent();

describe('4. Copy button', () => {
  it('"two states, Copy and Copied ... 2 s in the variant that rewrites the button text, then reverts"', async () => {
    const page = await open('/material-ui/getting-started/usage/');
    const button = page.locator('.markdown-body > .MuiCode-root .MuiCode-copy').first();
    expect(await label(button)).toBe('Copy');
    await button.click();
    await waitFor(async () => (await label(button)) === 'Copied');
    await page.clock.runFor(2000);
    expect(await label(button)).toBe('Copy');
    await done(page);
  });
  it('"1.2 s in the hook variant"', async () => {
    const page = await open('/material-ui/components/button/');
    const button = page.locator('[data-copy-source]').first();
    await button.click();
    await waitFor(async () => (await button.getAttribute('data-copied')) === 'true');
    await page.clock.runFor(1199);
    expect(await button.getAttribute('data-copied')).toBe('true');
    await page.clock.runFor(1);
    expect(await button.getAttribute('data-copied')).toBeNull();
    await done(page);
  });
  it('"The shortcut Ctrl+C (Cmd+C on Mac) triggers copy when no text is selected"', async () => {
    const page = await open('/material-ui/getting-started/usage/', { platform: 'MacIntel' });
    const block = page.locator('.markdown-body > .MuiCode-root').first();
    expect(await block.locator('.MuiCode-keyHint').textContent()).toBe('⌘C');
    await block.hover();
    await page.keyboard.press('Meta+c');
    await waitFor(async () => (await label(block.locator('.MuiCode-copy'))) === 'Copied');
    await done(page);
  });
});

describe('4. Ad block', () => {
  it('"Resolution polls every 500 ms, up to 30 tries"', async () => {
    site.endpoints.networkScript = '';
    const page = await open('/material-ui/components/button/', { random: [0.5] });
    const polls = () => page.evaluate(() => (window as unknown as { polls?: number }).polls ?? 0);
    await page.evaluate(() => {
      const original = Element.prototype.querySelector;
      Element.prototype.querySelector = function (this: Element, s: string) {
        if (s.includes('#carbonads'))
          (window as unknown as { polls: number }).polls = ((window as unknown as { polls?: number }).polls ?? 0) + 1;
        return original.call(this, s);
      } as typeof Element.prototype.querySelector;
    });
    await page.clock.runFor(500);
    expect(await polls()).toBe(1);
    await page.clock.runFor(500 * 40);
    expect(await polls()).toBe(30);
    expect(pollWithoutPlacement(30).again).toBe(false);
    await done(page);
  });
  it('"After more than 6 tries with no ad placement found, the visitor is presumed to block ads and an in-house ad is shown"', async () => {
    const page = await open('/material-ui/components/button/', { random: [0.5] });
    await page.clock.runFor(3000);
    expect(await page.locator('#ad-slot .ad-display').count()).toBe(0);
    await page.clock.runFor(500);
    expect(await page.locator('#ad-slot').getAttribute('data-ad-kind')).toBe('in-house');
    await done(page);
  });
  it('"In that presumed-blocker branch, about 20% of visitors see an ask-to-whitelist message instead"', async () => {
    expect(chooseAdblockFallback(0.19, 0.5, 5)).toEqual({ kind: 'whitelist' });
    const page = await open('/material-ui/components/button/', { random: [0.5, 0.5, 0.19, 0.5] });
    await page.clock.runFor(3500);
    expect(await page.locator('#ad-slot .ad-whitelist').textContent()).toBe(
      "Help us keep runningIf you don't mind tech-related ads (no tracking or remarketing), and want to keep us running, please whitelist us in your blocker.Thank you! ❤️",
    );
    await done(page);
  });
  it('"If the external ad is a known backer placeholder, an in-house ad is shown instead"', async () => {
    expect(isBackerPlaceholder('https://b.test/backers/', 'https://b.test/backers/')).toBe(true);
    site.endpoints.networkScript =
      "var d = document.createElement('div'); d.id = 'carbonads'; d.innerHTML = '<a href=\"https://b.test/backers/\">x</a>'; document.querySelector('.ad-network').appendChild(d);";
    const page = await open('/material-ui/components/button/', { random: [0.5] });
    await page.clock.runFor(500);
    expect(await page.locator('#ad-slot').getAttribute('data-ad-kind')).toBe('in-house-network');
    await done(page);
  });
  it('"Crawler user agents get an empty span"', async () => {
    expect(isCrawler('Googlebot')).toBe(true);
    const page = await open('/material-ui/components/button/', { userAgent: 'some-crawler/1.0' });
    expect(await page.locator('#ad-slot').innerHTML()).toBe('<span></span>');
    await done(page);
  });
  it('"An error inside an ad hides it and logs a crash event"', async () => {
    site.endpoints.networkScript = "Element.prototype.querySelector = function () { throw new Error('x'); };";
    // A page without live demos: the sabotaged DOM would break their hydration too.
    const page = await open('/material-ui/getting-started/installation/', { random: [0.5] });
    await page.clock.runFor(500);
    expect(await page.locator('#ad-slot').isHidden()).toBe(true);
    expect(
      (await dataLayer(page)).filter((e) => e[1] === 'ad').map((e) => (e[2] as { eventAction: string }).eventAction),
    ).toEqual(['crash']);
    await done(page);
  });
  it('"Ad style (inline or image) is chosen at random, 20% inline"', async () => {
    expect([chooseAdShape(0.19), chooseAdShape(0.21)]).toEqual(['inline', 'image']);
    site.endpoints.networkScript = '';
    const page = await open('/material-ui/components/button/', { random: [0.5, 0.19, 0.5, 0.5] });
    await page.clock.runFor(3500);
    expect(await page.locator('#ad-slot .ad-display.inline').count()).toBe(1);
    await done(page);
  });
});

describe('4. Theme reducer actions', () => {
  it('"set spacing; increase spacing by 1; decrease spacing by 1"', () => {
    const s = themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 5 });
    expect([
      s.spacing,
      themeReducer(s, { type: 'INCREASE_SPACING' }).spacing,
      themeReducer(s, { type: 'DECREASE_SPACING' }).spacing,
    ]).toEqual([5, 6, 4]);
  });
  it('"set dense; reset density (dense false, spacing 8); reset colors"', () => {
    const s = {
      ...themeReducer(initialThemeState, { type: 'SET_DENSE', payload: true }),
      spacing: 3,
      paletteColors: { primary: {} },
    };
    expect(s.dense).toBe(true);
    expect(themeReducer(s, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
    expect(themeReducer(s, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });
  it('"change (palette mode, direction or colors; no effect if nothing differs)"', () => {
    const colors = { primary: { main: '#f00' } };
    expect(
      themeReducer(initialThemeState, {
        type: 'CHANGE',
        payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: colors },
      }),
    ).toMatchObject({ paletteMode: 'dark', direction: 'rtl', paletteColors: colors });
    expect(themeReducer(initialThemeState, { type: 'CHANGE', payload: { paletteMode: 'light' } })).toBe(
      initialThemeState,
    );
  });
});

describe('4. Preferences', () => {
  it('"Colour mode: light, dark or system ... kept in local storage under the mode key; a change in another tab is picked up"', async () => {
    const page = await open('/versions/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitFor(
      async () =>
        (await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))) === 'dark',
    );
    const other = await page.context().newPage();
    await other.goto(`${site.base}/versions/`);
    await other.evaluate(() => (document.querySelector('[data-set-mode="light"]') as HTMLElement).click());
    expect(await other.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
    await waitFor(
      async () =>
        (await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))) === 'light',
    );
    await done(page);
  });
  it('"Code variant: JS or TS (default TS). Code styling: MUI System (default), Tailwind or CSS"', () => {
    expect(resolvePreferences('', '')).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
  });
  it('"Variant and styling may be preset by a URL hash ... Otherwise they come from a cookie. Changes are written to the cookie"', async () => {
    expect(resolvePreferences('#css-Demo.js', 'codeVariant=TS; codeStyling=Tailwind')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
    expect(resolvePreferences('#section', 'codeVariant=JS; codeStyling=Tailwind')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
    });
    const page = await open('/material-ui/components/button/');
    await page.locator('.Demo-toolbar [data-set-variant="JS"]').first().click();
    expect((await storedCookie(page, 'codeVariant')).value).toBe('JS');
    await done(page);
  });
});

describe('4. Service worker', () => {
  it('"when a new worker is waiting it is told to skip waiting; the page reloads once the worker is active"', async () => {
    const page = await open('/versions/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The new version records the message it gets in CacheStorage (read back after the reload).
    fs.appendFileSync(
      path.join(site.out, 'sw.js'),
      "\nself.addEventListener('message', function (e) { e.waitUntil(caches.open('test').then(function (c) { return c.put('/got-' + e.data, new Response('1')); })); });\n",
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await waitFor(async () => loads === 1, 200);
    await settledWorker(page);
    expect(loads).toBe(1);
    expect(
      await page.evaluate(() =>
        caches
          .open('test')
          .then((c) => c.match('/got-skipWaiting'))
          .then((r) => !!r),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting))).toBeNull();
    await done(page);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  AD_ORIGIN,
  closePage,
  clientReady,
  dataLayer,
  expectProblems,
  launch,
  openPage,
  settledWorker,
  storedCookie,
  startSite,
  waitFor,
  type OpenOptions,
  type TestSite,
} from './harness.js';

let browser: Browser;
let network: TestSite;
let feed: TestSite;
const BUTTON = '/material-ui/components/button/';
const BACKERS = 'https://backers.example.com/discover-more/backers/';

beforeAll(async () => {
  network = await startSite((config, origin) => {
    config.ads = {
      ...(config.ads as object),
      networkScript: `${AD_ORIGIN}/network.js`,
      backersLink: BACKERS,
      displayRatio: 1,
    };
    config.docsHost = new URL(origin).host;
  });
  feed = await startSite((config) => {
    config.ads = { ...(config.ads as object), feedUrl: `${AD_ORIGIN}/feed.json`, displayRatio: 1 };
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  network?.close();
  feed?.close();
});

const open = (site: TestSite, p: string, options: OpenOptions = {}) => openPage(browser, `${site.base}${p}`, options);
const attr = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const done = closePage;

describe('code copy', () => {
  test('the copy hook (demo "copy source") shows its copied state for 1200 ms; a second click restarts the timer', async () => {
    const page = await open(network, BUTTON);
    const button = page.locator('.Demo-root[data-demo="BasicButtons"] [data-copy-source]');
    await button.click();
    await waitFor(async () => (await button.getAttribute('data-copied')) === 'true');
    await page.clock.runFor(1000);
    // The timer restarts once the second write lands: wait for it on the clipboard itself.
    await page.evaluate(() => navigator.clipboard.writeText('between clicks'));
    await button.click();
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) !== 'between clicks');
    await page.clock.runFor(1000);
    expect(await button.getAttribute('data-copied')).toBe('true');
    await page.clock.runFor(201);
    expect(await button.getAttribute('data-copied')).toBeNull();
    // TS is the default variant: the visible source is the TS one.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('React.JSX.Element');
    await done(page);
  });

  test('"Copy page" copies the Markdown twin, shows "Copied" for 2000 ms; "View as Markdown" links it', async () => {
    const page = await open(network, BUTTON);
    // Its accessible name is its visible text (label in name); it reads "Copied" once clicked.
    await page.getByRole('button', { name: 'Copy page' }).click();
    const button = page.locator('.page-copy');
    await waitFor(async () => (await button.getAttribute('data-copied')) === 'true');
    expect(await page.locator('.page-copy-label').textContent()).toBe('Copied');
    const twin = fs.readFileSync(path.join(network.out, 'material-ui/components/button.md'), 'utf8');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(twin).toMatch(/^# React Button component\n/);
    await page.clock.runFor(2000);
    expect(await page.locator('.page-copy-label').textContent()).toBe('Copy page');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe('/material-ui/components/button.md');
    // Keyboard: the button is a tab stop and Enter copies again.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.focus();
    await page.keyboard.press('Enter');
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) === twin);
    await done(page);
  });

  test('Ctrl+C on a hovered block copies it, unless text is selected; the hint reads Ctrl + C', async () => {
    const page = await open(network, '/material-ui/getting-started/usage/');
    const block = page.locator('.markdown-body > .MuiCode-root').first();
    expect(await block.locator('.MuiCode-keyHint').textContent()).toBe('Ctrl + C');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await block.hover();
    await page.keyboard.press('Control+c');
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())) !== 'before');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
    const events = await dataLayer(page);
    expect(events).toContainEqual(['event', 'code', { eventAction: 'copy-keyboard', eventLabel: null }]);
    await page.evaluate(() => navigator.clipboard.writeText('selection kept'));
    await page.evaluate(() => window.getSelection()!.selectAllChildren(document.querySelector('h1')!));
    // The handler runs while the key is dispatched: any write it made is counted by the time press() returns.
    await page.evaluate(() => {
      const w = window as unknown as { writes: number };
      w.writes = 0;
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text) => (w.writes++, write(text));
    });
    await block.hover();
    await page.keyboard.press('Control+c');
    expect(await page.evaluate(() => (window as unknown as { writes: number }).writes)).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe(
      await block.locator('pre').textContent(),
    );
    await done(page);
  });

  test('on a Mac the hint reads ⌘C', async () => {
    const page = await open(network, '/material-ui/getting-started/usage/', { platform: 'MacIntel' });
    expect(await page.locator('.MuiCode-keyHint').first().textContent()).toBe('⌘C');
    await done(page);
  });

  test('code tabs switch without reload and are remembered per storage key', async () => {
    const page = await open(network, '/material-ui/getting-started/installation/');
    await page.locator('[role=tab][data-tab="yarn"]').click();
    expect(await page.locator('[role=tabpanel][data-tab="yarn"]').isVisible()).toBe(true);
    expect(await page.locator('[role=tabpanel][data-tab="npm"]').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('codeblock-package-manager'))).toBe('yarn');
    await page.goto(`${network.base}/joy-ui/getting-started/installation/`);
    expect(await page.locator('[role=tab][data-tab="yarn"]').getAttribute('aria-selected')).toBe('true');
    await done(page);
  });
});

describe('reader preferences', () => {
  test('system mode follows prefers-color-scheme live', async () => {
    const page = await open(network, BUTTON);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await attr(page, 'data-mui-color-scheme')).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitFor(async () => (await attr(page, 'data-mui-color-scheme')) === 'dark');
    await done(page);
  });

  test('a mode chosen in another tab applies here (storage event)', async () => {
    const page = await open(network, BUTTON);
    const other = await page.context().newPage();
    await other.goto(`${network.base}/versions/`);
    await other.locator('.settings-menu > summary').click();
    await other.locator('[data-set-mode="dark"]').click();
    await waitFor(async () => (await attr(page, 'data-mui-color-scheme')) === 'dark');
    await done(page);
  });

  test('transitions are disabled on a mode change and restored after 1 ms, without an inline <style> (the CSP forbids one)', async () => {
    const page = await open(network, BUTTON);
    // The nav group's marker rotates with a transition; while disabled, its computed transition is none.
    const state = () =>
      page.evaluate(() => ({
        disabled: document.documentElement.classList.contains('disable-transitions'),
        transition: getComputedStyle(document.querySelector('.card, .nav-group')!, '::before').transitionDuration,
        styles: document.querySelectorAll('style').length,
      }));
    await page.clock.runFor(1); // the disable of the stored mode applied on load
    expect(await state()).toEqual({ disabled: false, transition: '0.15s', styles: 0 });
    await page.locator('.settings-menu > summary').click();
    await page.locator('[data-set-mode="light"]').click();
    expect(await state()).toEqual({ disabled: true, transition: '0s', styles: 0 });
    await page.clock.runFor(1);
    expect((await state()).disabled).toBe(false);
    await done(page);
  });

  test('a colour scheme the theme does not define logs a console error naming it', async () => {
    const page = await open(network, BUTTON);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.evaluate(() => localStorage.setItem('mui-mode', 'sepia'));
    await page.reload();
    expect(errors.some((e) => e.includes('"sepia"'))).toBe(true);
    expectProblems(page, [/"sepia" is not defined/]);
    expect(['light', 'dark']).toContain(await attr(page, 'data-mui-color-scheme'));
    await done(page);
  });

  test('direction: RTL flips the document and is kept on the next page', async () => {
    const page = await open(network, BUTTON);
    await page.locator('.settings-menu > summary').click();
    await page.locator('[data-set-direction="rtl"]').click();
    expect(await attr(page, 'dir')).toBe('rtl');
    await page.goto(`${network.base}/versions/`);
    expect(await attr(page, 'dir')).toBe('rtl');
    await done(page);
  });

  test('code styling: a styling hash wins on load; a choice writes the codeStyling cookie', async () => {
    const page = await open(network, `${BUTTON}#tailwind-StylingVariants.js`);
    expect(await attr(page, 'data-code-styling')).toBe('tailwind');
    expect(await attr(page, 'data-code-variant')).toBe('JS');
    expect(await page.locator('.Demo-source[data-styling="tailwind"][data-variant="JS"]').isVisible()).toBe(true);
    expect(await page.locator('.Demo-source[data-styling="system"][data-variant="JS"]').isVisible()).toBe(false);
    await page.locator('[data-set-styling="css"]').click();
    const cookie = await storedCookie(page, 'codeStyling');
    expect(decodeURIComponent(cookie.value)).toBe('CSS');
    await page.goto(`${network.base}/versions/`);
    await page.goto(`${network.base}${BUTTON}`);
    expect(await attr(page, 'data-code-styling')).toBe('css');
    await done(page);
  });

  test('the data-grid licence key is exposed to /x pages only', async () => {
    const page = await open(network, '/x/components/data-grid/');
    expect(await page.evaluate(() => (window as unknown as { MUI_X_LICENSE_KEY?: string }).MUI_X_LICENSE_KEY)).toBe(
      'sample-license-key-0000',
    );
    await page.goto(`${network.base}${BUTTON}`);
    expect(
      await page.evaluate(() => (window as unknown as { MUI_X_LICENSE_KEY?: string }).MUI_X_LICENSE_KEY),
    ).toBeUndefined();
    await done(page);
  });
});

describe('sponsor ads', () => {
  const NETWORK_AD = (href: string, delay: number) =>
    `setTimeout(function () { var d = document.createElement('div'); d.id = 'carbonads'; d.innerHTML = '<a href="${href}">Real ad</a>'; document.querySelector('.ad-network').appendChild(d); }, ${delay});`;

  test('the network script is loaded into the slot, and a late ad replaces the in-house fallback', async () => {
    network.endpoints.networkScript = NETWORK_AD('https://ads.example.com/click', 5000);
    const page = await open(network, BUTTON, { random: [0.5] });
    expect(await page.locator('#ad-slot .ad-network script#_carbonads_js').getAttribute('src')).toBe(
      `${AD_ORIGIN}/network.js`,
    );
    await page.clock.runFor(3500);
    expect(await page.locator('#ad-slot .ad-fallback .ad-display').count()).toBe(1);
    await page.clock.runFor(2000);
    expect(await page.locator('#ad-slot .ad-fallback').innerHTML()).toBe('');
    expect(await page.locator('#ad-slot').getAttribute('data-ga-event-label')).toBe('network-body-top-image');
    await page.locator('#ad-slot').dispatchEvent('click');
    expect(await dataLayer(page)).toContainEqual([
      'event',
      'ad',
      { eventAction: 'click', eventLabel: 'network-body-top-image' },
    ]);
    await done(page);
  });

  test("the network's backer placeholder is replaced by an in-house ad", async () => {
    network.endpoints.networkScript = NETWORK_AD(BACKERS, 0);
    const page = await open(network, BUTTON, { random: [0.5] });
    await page.clock.runFor(500);
    expect(await page.locator('#ad-slot').getAttribute('data-ga-event-label')).toBe('in-house-network-body-top-image');
    expect(await page.locator('#ad-slot .ad-fallback .ad-display').count()).toBe(1);
    await done(page);
  });

  test('20 % of page loads get the inline style, with the "Ad" pill and no image', async () => {
    network.endpoints.networkScript = '';
    // Draws in order: web-vitals session, ad style, blocker branch, in-house pick.
    const page = await open(network, BUTTON, { random: [0.5, 0.1, 0.5, 0.5] });
    await page.clock.runFor(3500);
    expect(await page.locator('#ad-slot .ad-display.inline .ad-pill').textContent()).toBe('Ad');
    expect(await page.locator('#ad-slot .ad-display img').count()).toBe(0);
    await done(page);
  });

  test('an error inside the ad hides the block and sends the crash event', async () => {
    network.endpoints.networkScript =
      "Element.prototype.querySelector = function () { throw new Error('broken ad'); };";
    // A page without live demos: the sabotaged DOM would break their hydration too.
    const page = await open(network, '/material-ui/getting-started/installation/', { random: [0.5] });
    await page.clock.runFor(500);
    expect(await page.locator('#ad-slot').isHidden()).toBe(true);
    expect(
      (await dataLayer(page)).some(
        (e) => e[0] === 'event' && e[1] === 'ad' && (e[2] as { eventAction: string }).eventAction === 'crash',
      ),
    ).toBe(true);
    network.endpoints.networkScript = '/* delivers nothing */';
    await done(page);
  });

  test('feed mode: the first entry with content and a statlink, sanitised, with its pixels', async () => {
    feed.endpoints.feed = {
      ads: [
        {},
        { statlink: '' },
        {
          statlink: 'https://ads.example.com/click',
          statimp: `${AD_ORIGIN}/pixel/imp`,
          pixel: `${AD_ORIGIN}/pixel/a?t=[timestamp]||${AD_ORIGIN}/pixel/b`,
          timestamp: 77,
          company: 'Acme',
          description:
            '<b>Acme</b> tools <script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">bad</a> <a href="https://acme.example.com/">site</a>',
        },
      ],
    };
    const page = await open(feed, BUTTON, { random: [0.5] });
    await waitFor(async () => (await page.locator('#ad-slot .ad-display').count()) === 1);
    const html = await page.locator('#ad-slot .ad-display').innerHTML();
    expect(html).toContain('<b>Acme</b> tools');
    expect(html).not.toMatch(/<script|<img src="x"|onerror|javascript:/);
    expect(html).toContain('<a href="https://acme.example.com/" rel="noopener sponsored" target="_blank">site</a>');
    expect(await page.locator('#ad-slot .ad-display').getAttribute('href')).toBe('https://ads.example.com/click');
    expect(await page.locator('#ad-slot').getAttribute('data-ga-event-label')).toBe('feed-body-top-image');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // The three pixels are sent independently: wait for each (waitFor fails the test if one never comes).
    const expected = ['/feed.json', '/pixel/a?t=77', '/pixel/b', '/pixel/imp'];
    await waitFor(async () => expected.every((hit) => feed.endpoints.hits.includes(hit)));
    expect(feed.endpoints.hits).toEqual(expect.arrayContaining(expected));
    await done(page);
  });

  test('feed mode: a failing feed yields no ad, so the in-house fallback shows', async () => {
    feed.endpoints.feed = 500;
    const page = await open(feed, BUTTON, { random: [0.5] });
    await waitFor(async () => (await page.locator('#ad-slot .ad-display').count()) === 1);
    expect(await page.locator('#ad-slot').getAttribute('data-ga-event-label')).toBe('in-house-body-top-image');
    // The browser itself reports the failed request; the page adds nothing.
    expectProblems(page, [/status of 500/]);
    await done(page);
  });
});

describe('analytics', () => {
  test('user properties are sent, and again when they change', async () => {
    const page = await open(network, BUTTON);
    const props = async () =>
      (await dataLayer(page)).filter((e) => e[0] === 'set' && e[1] === 'user_properties').map((e) => e[2]);
    expect(await props()).toEqual(
      expect.arrayContaining([
        { codeVariant: 'TS' },
        { userLanguage: 'en' },
        { devicePixelRatio: 1 },
        { colorSchemeOS: 'light' },
        { codeStylingVariant: 'MUI System' },
      ]),
    );
    await page.locator('.Demo-toolbar [data-set-variant="JS"]').first().click();
    expect(await props()).toContainEqual({ codeVariant: 'JS' });
    await done(page);
  });

  test('data-ga-event-split samples click events', async () => {
    const page = await open(network, BUTTON, { random: [0.9] });
    await page.evaluate(() => {
      const b = document.createElement('button');
      b.id = 'sampled';
      b.setAttribute('data-ga-event-category', 'test');
      b.setAttribute('data-ga-event-action', 'sampled');
      b.setAttribute('data-ga-event-split', '0.5');
      document.body.appendChild(b);
    });
    await page.locator('#sampled').click();
    expect((await dataLayer(page)).some((e) => e[1] === 'test')).toBe(false);
    await page.evaluate(() => document.getElementById('sampled')!.setAttribute('data-ga-event-split', '0.95'));
    await page.locator('#sampled').click();
    expect(await dataLayer(page)).toContainEqual(['event', 'test', { eventAction: 'sampled', eventLabel: null }]);
    await done(page);
  });

  test('web vitals are reported only when the session draw is at most 0.0001', async () => {
    const metric = (events: unknown[][]) =>
      events.some((e) => e[0] === 'event' && (e[2] as { metric_label?: string })?.metric_label === 'Web Vitals');
    const sampled = await open(network, '/versions/', { random: [0.00005, 0.5] });
    await waitFor(async () => metric(await dataLayer(sampled)));
    await done(sampled);
    const skipped = await open(network, '/versions/', { random: [0.00011, 0.5] });
    expect((await clientReady(skipped)).webVitals).toBe(false);
    expect(metric(await dataLayer(skipped))).toBe(false);
    await done(skipped);
  });
});

describe('service worker and the rest', () => {
  test('the icon font stylesheet is added once', async () => {
    const page = await open(network, BUTTON);
    await page.locator('.settings-menu > summary').click();
    await page.locator('[data-set-mode="dark"]').click();
    expect(await page.locator('link[href^="https://fonts.googleapis.com/icon"]').count()).toBe(1);
    await done(page);
  });

  test('sw.js registers only on the docs host; a waiting worker is told to skip waiting, then one reload', async () => {
    const other = await open(feed, '/versions/');
    expect(await clientReady(other)).toMatchObject({ serviceWorker: false, registrations: [] });
    expect(await other.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await done(other);

    const page = await open(network, '/versions/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const sw = path.join(network.out, 'sw.js');
    fs.appendFileSync(sw, '\n// a new deploy\n');
    let loads = 0;
    page.on('load', () => loads++);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await waitFor(async () => loads === 1, 200);
    await settledWorker(page);
    expect(loads).toBe(1);
    await done(page);
  });
});

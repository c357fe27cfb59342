// SPEC.md section 7: calls the product makes.
import type { Browser } from 'playwright-core';
import {
  AD_ORIGIN,
  clientReady,
  closePage,
  dataLayer,
  hitsFrom,
  launch,
  openPage,
  startSite,
  takeProblems,
  waitFor,
  type OpenOptions,
  type TestSite,
} from '../client/harness.js';

let browser: Browser;
let network: TestSite;
let feed: TestSite;
beforeAll(async () => {
  network = await startSite((config, origin) => {
    config.ads = { ...(config.ads as object), networkScript: `${AD_ORIGIN}/network.js`, displayRatio: 1 };
    config.docsHost = new URL(origin).host;
  });
  feed = await startSite((config) => {
    config.ads = { ...(config.ads as object), feedUrl: `${AD_ORIGIN}/feed.json`, displayRatio: 0.1 };
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  network?.close();
  feed?.close();
});
const open = (site: TestSite, p: string, o: OpenOptions = {}) => openPage(browser, `${site.base}${p}`, o);
const done = closePage;
const BUTTON = '/material-ui/components/button/';

describe('7. Calls', () => {
  it('"GET to an ad-serving service: returns JSON with an ads list; the first entry with non-empty content and a statlink is used"', async () => {
    feed.endpoints.feed = {
      ads: [
        { statlink: '' },
        { statlink: 'https://first.test/', description: 'First' },
        { statlink: 'https://second.test/', description: 'Second' },
      ],
    };
    const page = await open(feed, BUTTON, { random: [0.5] });
    await waitFor(async () => (await page.locator('#ad-slot .ad-display').count()) === 1);
    expect(await page.locator('#ad-slot .ad-display').getAttribute('href')).toBe('https://first.test/');
    await done(page);
  });

  it('"up to 10 tries"', async () => {
    feed.endpoints.feed = { ads: [] };
    // A query of its own tells this page's requests from a late one of the page before.
    const page = await open(feed, `${BUTTON}?tries`, { random: [0.5] });
    await waitFor(async () => (await page.locator('#ad-slot .ad-display').count()) === 1);
    expect(hitsFrom(feed.endpoints, `${BUTTON}?tries`, '/feed.json')).toBe(10);
    await done(page);
  });

  it('"a network failure yields no ad"', async () => {
    const page = await open(feed, BUTTON, { random: [0.5] });
    await page.route('**/feed.json', (route) => route.abort('connectionrefused'));
    await page.reload();
    await waitFor(async () => (await page.locator('#ad-slot').getAttribute('data-ad-kind')) !== null);
    expect(await page.locator('#ad-slot').getAttribute('data-ad-kind')).toBe('in-house');
    // Only the browser's own report of the refused request (once per load).
    const left = takeProblems(page);
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((p) => !/ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
    await done(page);
  });

  it('"Load script: an ad-network script is loaded into the page"', async () => {
    network.endpoints.hits.length = network.endpoints.hitPages.length = 0;
    const page = await open(network, BUTTON);
    expect(await page.locator('#ad-slot script[src$="/network.js"]').count()).toBe(1);
    await waitFor(async () => network.endpoints.hits.includes('/network.js'));
    await done(page);
  });

  it('"Analytics event ad: action display, click or crash, plus a label; display events sampled at the ad display ratio"', async () => {
    const shown = await open(network, BUTTON, { random: [0.5, 0.5, 0.5, 0.5, 0.5] });
    await shown.clock.runFor(3500 + 2500);
    await shown.locator('#ad-slot').dispatchEvent('click');
    const adEvents = (await dataLayer(shown)).filter((e) => e[1] === 'ad').map((e) => e[2]);
    expect(adEvents).toEqual([
      { eventAction: 'display', eventLabel: 'in-house-body-top-image' },
      { eventAction: 'click', eventLabel: 'in-house-body-top-image' },
    ]);
    await done(shown);
    // Ratio 0.1 on the feed site: a draw of 0.5 is not sampled.
    feed.endpoints.feed = { ads: [] };
    const unsampled = await open(feed, BUTTON, { random: [0.5] });
    await waitFor(async () => (await unsampled.locator('#ad-slot .ad-display').count()) === 1);
    await unsampled.clock.runFor(2500);
    expect((await dataLayer(unsampled)).filter((e) => e[1] === 'ad')).toEqual([]);
    await done(unsampled);
  });

  it('"Page view analytics: title, canonical location, product id, category id"', async () => {
    const page = await open(network, '/zh/x/components/button/');
    expect(await dataLayer(page)).toContainEqual([
      'event',
      'page_view',
      {
        page_title: 'React Button component - MUI X',
        page_location: '/x/components/button/',
        productId: 'null',
        productCategoryId: 'x',
      },
    ]);
    await done(page);
  });

  it('"User properties analytics: code variant, language, pixel ratio, OS, site colour scheme, code styling"', async () => {
    const page = await open(network, '/zh/material-ui/components/button/');
    const props = Object.assign({}, ...(await dataLayer(page)).filter((e) => e[0] === 'set').map((e) => e[2]));
    expect(props).toEqual({
      codeVariant: 'TS',
      userLanguage: 'zh',
      devicePixelRatio: 1,
      colorSchemeOS: 'light',
      colorScheme: 'light',
      codeStylingVariant: 'MUI System',
    });
    await done(page);
  });

  it('"Click analytics: from elements carrying event attributes, optional sampling"', async () => {
    const page = await open(network, BUTTON, { random: [0.5] });
    await page.locator('.Demo-code > summary').first().click();
    expect(await dataLayer(page)).toContainEqual([
      'event',
      'demo',
      { eventAction: 'expand', eventLabel: 'BasicButtons' },
    ]);
    await done(page);
  });

  it('"Icon font stylesheet: loaded once from a fonts host"', async () => {
    const page = await open(network, BUTTON);
    expect(
      await page
        .locator('head link[rel=stylesheet][href="https://fonts.googleapis.com/icon?family=Material+Icons"]')
        .count(),
    ).toBe(1);
    await done(page);
  });

  it('"Service worker registration: /sw.js, only when the host belongs to the docs site"', async () => {
    const page = await open(network, '/versions/');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL))).toBe(
      `${network.base}/sw.js`,
    );
    await done(page);
    const other = await open(feed, '/versions/');
    expect(await clientReady(other)).toMatchObject({ serviceWorker: false, registrations: [] });
    expect(await other.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await done(other);
  });

  it('"Web-vitals are reported for a random 0.01 percent of sessions"', async () => {
    const vitals = (events: unknown[][]) =>
      events.filter((e) => (e[2] as { metric_label?: string } | undefined)?.metric_label === 'Web Vitals');
    const sampled = await open(network, '/versions/', { random: [0.0001, 0.5] });
    await waitFor(async () => vitals(await dataLayer(sampled)).length > 0);
    await done(sampled);
    const skipped = await open(network, '/versions/', { random: [0.00010001, 0.5] });
    expect((await clientReady(skipped)).webVitals).toBe(false);
    expect(vitals(await dataLayer(skipped))).toEqual([]);
    await done(skipped);
  });
});

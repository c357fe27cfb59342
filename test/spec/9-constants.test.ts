// SPEC.md section 9: business constants and limits. Each test reads the value from the constants
// module and checks that it reaches the behaviour (pure rule, built output or theme).
import * as C from '../../src/site/constants.js';
import {
  chooseAdblockFallback,
  chooseAdShape,
  pollWithoutPlacement,
  shouldSendDisplay,
} from '../../src/site/adDecision.js';
import { preferenceCookie } from '../../src/site/preferences.js';
import { initialThemeState, themeReducer } from '../../src/site/themeReducer.js';
import { pathnameToLanguage } from '../../src/site/paths.js';
import { createBrandingTheme } from '../../src/site/brandingTheme.js';
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
  waitFor,
  type OpenOptions,
  type TestSite,
} from '../client/harness.js';
import { inHouseAds, page, stylesheet } from './specHelpers.js';

describe('9. Constants', () => {
  it('"Ad polling: every 500 ms, up to 30 tries; in-house fallback after more than 6 tries"', () => {
    expect([C.AD_POLL_INTERVAL_MS, C.AD_POLL_MAX_TRIES, C.AD_ADBLOCK_AFTER_TRIES]).toEqual([500, 30, 6]);
    expect(pollWithoutPlacement(6).adblock).toBe(false);
    expect(pollWithoutPlacement(7).adblock).toBe(true);
    expect(pollWithoutPlacement(30).again).toBe(false);
  });
  it('"Ad display ratio default: 0.1"', () => {
    expect(C.AD_DISPLAY_RATIO_DEFAULT).toBe(0.1);
    expect(page('material-ui/components/button')).toContain('data-display-ratio="0.1"');
    expect([shouldSendDisplay(0.1, 0.1), shouldSendDisplay(0.1001, 0.1)]).toEqual([true, false]);
  });
  it('"Whitelist message chance: 20%. Inline ad style chance: 20%"', () => {
    expect([C.AD_WHITELIST_CHANCE, C.AD_INLINE_CHANCE]).toEqual([0.2, 0.2]);
    expect(chooseAdblockFallback(0.199, 0, 5).kind).toBe('whitelist');
    expect(chooseAdblockFallback(0.2, 0, 5).kind).toBe('in-house');
    expect([chooseAdShape(0.199), chooseAdShape(0.2)]).toEqual(['inline', 'image']);
  });
  it('"Ad block margins 3 and 3; minimum height 142 px (126 px at sm and up)"', () => {
    expect([C.AD_MARGIN_TOP, C.AD_MARGIN_BOTTOM, C.AD_MIN_HEIGHT_PX, C.AD_MIN_HEIGHT_SM_PX]).toEqual([3, 3, 142, 126]);
    const css = stylesheet();
    // Margins of 3 spacing units (8 px) above and below: `24px 0` is top and bottom 24px, sides 0.
    expect(css).toContain('.ad-slot{display:block;position:relative;min-height:142px;margin:24px 0}');
    expect(css).toMatch(/@media ?\(min-width: ?600px\)\{\.ad-slot\{min-height:126px\}\}/);
  });
  it('"In-house ads: 5 (a scaffolding product, premium templates, premium themes, an enterprise subscription, a design kit)"', () => {
    expect(inHouseAds().map((a) => a.name)).toEqual(['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma']);
  });
  it('"Theme: border radius 12, spacing unit 8, primary blue hsl(210,100%,45%); dense mode uses small component sizes and dense margins"', () => {
    const theme = createBrandingTheme();
    expect([theme.shape.borderRadius, theme.spacing(1), C.THEME_PRIMARY]).toEqual([
      12,
      'var(--muidocs-spacing, 8px)',
      'hsl(210, 100%, 45%)',
    ]);
    expect(stylesheet()).toContain('--muidocs-spacing:8px');
    expect(stylesheet()).toContain('--muidocs-shape-borderRadius:12px');
    expect(stylesheet()).toContain('--muidocs-palette-primary-main:hsl(210, 100%, 45%)');
    const dense = createBrandingTheme({ dense: true });
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dense.components?.MuiTextField?.defaultProps?.margin).toBe('dense');
  });
  it('"Breakpoints 0, 600, 900, 1200, 1536 px; default font size 14"', () => {
    const theme = createBrandingTheme();
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.typography.fontSize).toBe(14);
    expect(stylesheet()).toMatch(/@media ?\(min-width: ?1200px\)\{\.toc\{display:block\}/);
  });
  it('"Cookie max-age for code variant and styling: 31536000 s (one year)"', () => {
    expect(preferenceCookie(C.CODE_STYLING_COOKIE, 'CSS')).toBe('codeStyling=CSS;path=/;max-age=31536000');
  });
  it('"Supported languages: en (zh accepted in paths)"', () => {
    expect(C.SUPPORTED_LANGUAGES).toEqual(['en']);
    expect(pathnameToLanguage('/zh/x/').userLanguage).toBe('zh');
  });
  it('"Safe-integer bound: 9007199254740991" (the upper clamp of the theme\'s spacing)', () => {
    expect(C.SAFE_INTEGER_BOUND).toBe(Number.MAX_SAFE_INTEGER);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 1e300 }).spacing).toBe(9007199254740991);
  });
  it('"Data-grid licence key is set in the site: {key}"', () => {
    expect(page('x/components/data-grid')).toContain('"licenseKey":"sample-license-key-0000"');
  });
});

// The constants that time what a reader sees, checked where they act: in the browser, on the page's clock.
describe('9. Constants, in the browser', () => {
  let browser: Browser;
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite((config) => {
      config.ads = { ...(config.ads as object), feedUrl: `${AD_ORIGIN}/feed.json`, displayRatio: 1 };
    });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    site?.close();
  });
  const open = (route: string, options: OpenOptions = {}) => openPage(browser, `${site.base}${route}`, options);

  it('"Copy confirmation: 1200 ms (hook), 2000 ms (text-rewriting variant)"', async () => {
    expect([C.COPY_CONFIRM_HOOK_MS, C.COPY_CONFIRM_BUTTON_MS]).toEqual([1200, 2000]);
    const page = await open('/material-ui/components/button/');
    const hook = page.locator('.Demo-root[data-demo="BasicButtons"] [data-copy-source]');
    await hook.click();
    await waitFor(async () => (await hook.getAttribute('data-copied')) === 'true');
    await page.clock.runFor(C.COPY_CONFIRM_HOOK_MS - 1);
    expect(await hook.getAttribute('data-copied')).toBe('true');
    await page.clock.runFor(1);
    expect(await hook.getAttribute('data-copied')).toBeNull();
    await page.goto(`${site.base}/material-ui/getting-started/usage/`);
    const label = page.locator('.markdown-body > .MuiCode-root .MuiCode-copy .MuiCode-copyLabel').first();
    await label.click();
    await waitFor(async () => (await label.textContent()) === 'Copied');
    await page.clock.runFor(C.COPY_CONFIRM_BUTTON_MS - 1);
    expect(await label.textContent()).toBe('Copied');
    await page.clock.runFor(1);
    expect(await label.textContent()).toBe('Copy');
    await closePage(page);
  });

  it('"Ad feed fetch retries: up to 10"; "Ad display event delay: 2500 ms in the sampling path"', async () => {
    expect([C.AD_FEED_MAX_TRIES, C.AD_DISPLAY_EVENT_DELAY_MS]).toEqual([10, 2500]);
    // A feed that never holds an ad is asked AD_FEED_MAX_TRIES times, then an in-house ad is shown.
    site.endpoints.feed = { ads: [] };
    // A query of its own tells this page's requests from a late one of the page before.
    const page = await open('/material-ui/components/button/?tries', { random: [0.5] });
    await page.waitForSelector('#ad-slot .ad-display');
    expect(hitsFrom(site.endpoints, '/material-ui/components/button/?tries', '/feed.json')).toBe(C.AD_FEED_MAX_TRIES);
    const display = async () =>
      (await dataLayer(page)).some((e) => (e[2] as { eventAction?: string } | undefined)?.eventAction === 'display');
    await page.clock.runFor(C.AD_DISPLAY_EVENT_DELAY_MS - 1);
    expect(await display()).toBe(false);
    await page.clock.runFor(1);
    expect(await display()).toBe(true);
    await closePage(page);
  });

  it('"Transition-disable style removed after 1 ms"', async () => {
    expect(C.TRANSITION_DISABLE_MS).toBe(1);
    const page = await open('/versions/');
    await clientReady(page);
    await page.locator('.settings-menu > summary').click();
    await page.locator('[data-set-mode="dark"]').click();
    const disabled = () => page.evaluate((c) => document.documentElement.classList.contains(c), C.NO_TRANSITIONS_CLASS);
    expect(await disabled()).toBe(true);
    await page.clock.runFor(C.TRANSITION_DISABLE_MS);
    expect(await disabled()).toBe(false);
    await closePage(page);
  });

  it('"Web-vitals sampling: reported when a random value is at most 0.0001"', async () => {
    expect(C.WEB_VITALS_SAMPLE).toBe(0.0001);
    for (const [draw, sampled] of [
      [C.WEB_VITALS_SAMPLE, true],
      [C.WEB_VITALS_SAMPLE + 1e-9, false],
    ] as const) {
      const page = await open('/versions/', { random: [draw, 0.5] });
      expect((await clientReady(page)).webVitals).toBe(sampled);
      await closePage(page);
    }
  });
});

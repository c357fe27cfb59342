import type { Browser } from 'playwright-core';
import { closePage, launch, openPage, startSite, type TestSite } from './harness.js';

// Issue 12, defect 2: no page may log a console error or a CSP violation, in any mode, on first
// load or on a mode change. openPage records both; closePage fails on any.
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await startSite(() => {});
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const KINDS: Array<[string, string]> = [
  ['home', '/'],
  ['product home', '/material-ui/'],
  ['content page with demos and code', '/material-ui/components/button/'],
  ['content page with code tabs', '/material-ui/getting-started/installation/'],
  ['API page', '/material-ui/api/button/'],
  ['template gallery', '/material-ui/getting-started/templates/'],
  ['template page', '/material-ui/getting-started/templates/dashboard/'],
  ['versions', '/versions/'],
  ['production error', '/production-error/?code=1'],
  ['Chinese page', '/zh/material-ui/getting-started/overview/'],
  ['404', '/404.html'],
];

describe.each(['light', 'dark', 'system'])('a clean console in %s mode', (mode) => {
  test.each(KINDS)('%s (%s): first load and a change to every other mode', async (_kind, route) => {
    // The reader's saved mode is in the tab's storage before its first load.
    const page = await openPage(browser, `${site.base}${route}`, { localStorage: { 'mui-mode': mode } });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
    if (await page.locator('.settings-menu > summary').count()) {
      await page.locator('.settings-menu > summary').click();
      for (const next of ['light', 'dark', 'system'].filter((m) => m !== mode)) {
        await page.locator(`[data-set-mode="${next}"]`).click({ timeout: 5000 });
        await page.clock.runFor(5);
      }
    }
    await closePage(page);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { closePage, expectProblems, launch, openPage, serveSite, type TestSite } from './harness.js';
import { sharedBuild } from '../sharedSites.js';

// Issue 13: the real corpus's demos, written by the original site's authors, go live without a console error.
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  const r = await sharedBuild('corpus');
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  site = await serveSite(r.out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

test.each(['/material-ui/react-button/', '/material-ui/react-text-field/', '/material-ui/react-dialog/'])(
  'every demo of %s goes live with a clean console',
  async (route) => {
    expect(fs.existsSync(path.join(site.out, route, 'index.html'))).toBe(true);
    const page = await openPage(browser, `${site.base}/versions/`, { clock: false });
    // The corpus links images of the original site that it does not ship (it has no public/): those
    // 404s are the content's, and each must be such an image, never a file the build writes.
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.goto(`${site.base}${route}`);
    const count = await page.locator('[data-demo-module]').count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      await page.locator('[data-demo-module]').nth(i).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-demo-module]')[n].getAttribute('data-live') === 'true',
        i,
      );
    }
    const classRules = await page.evaluate(() =>
      document.adoptedStyleSheets
        .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
        .filter((t) => t.startsWith('.')),
    );
    expect(classRules).toEqual([]);
    for (const file of missing)
      expect(file).toMatch(/^\/static\/(?!demos\/|docs\.|client\.).+\.(png|jpe?g|gif|svg|webp)$/);
    expectProblems(
      page,
      missing.map(() => /Failed to load resource: the server responded with a status of 404/),
    );
    await closePage(page);
  },
);

import type { Browser } from 'playwright-core';
import { buildFixtureSite, closePage, launch, openPage, type TestSite } from './harness.js';

// Issue 25: a site of MUI v6 (its own MUI, Emotion and icons, installed by npm test) gets MUI v6 in
// its demos, on the server and in the browser: Grid2 exists only there (v7 renamed it).
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  site = await buildFixtureSite('mui6-site');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

test("a demo of the site's own MUI v6 renders, goes live with the site's Emotion, and opens a sandbox of MUI v6", async () => {
  const page = await openPage(browser, `${site.base}/material-ui/components/grid/`, { clock: false });
  const demo = page.locator('.Demo-root[data-demo="BasicGrid"]');
  expect(await demo.locator('.MuiGrid2-container').count()).toBe(1);
  await demo.locator('.Demo-preview').scrollIntoViewIfNeeded();
  await page.waitForSelector('.Demo-root[data-demo="BasicGrid"][data-live="true"]');
  await demo.getByRole('button', { name: 'Remove' }).click();
  await demo.getByTestId('removed').getByText('Removed 1').waitFor();
  expect(await demo.locator('button svg[data-testid="DeleteIcon"]').count()).toBe(1);
  const sandboxUrl = (await demo.locator('[data-demo-sandbox]').getAttribute('data-demo-sandbox'))!;
  const sandbox = (await (await fetch(new URL(sandboxUrl, site.base))).json()) as {
    dependencies: Record<string, string>;
  };
  expect(sandbox.dependencies).toMatchObject({
    '@mui/material': '6.5.0',
    '@mui/icons-material': '6.5.0',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
  });
  await closePage(page);
});

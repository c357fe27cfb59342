// SPEC.md section 5: validation rules.
import type { Browser } from 'playwright-core';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import { initialThemeState, themeReducer, type ThemeAction } from '../../src/site/themeReducer.js';
import { parseManifest } from '../../src/transform/parseManifest.js';
import { closePage, expectProblems, launch, openPage, startSite, type TestSite } from '../client/harness.js';

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

describe('5. Validation rules', () => {
  it('"Choosing a colour scheme absent from the theme\'s schemes logs a console error naming the scheme"', async () => {
    const page = await openPage(browser, `${site.base}/versions/`);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.evaluate(() => localStorage.setItem('mui-mode', 'high-contrast'));
    await page.reload();
    expect(errors).toContain(
      'MUI: The color scheme "high-contrast" is not defined in the theme; the system scheme is used.',
    );
    expectProblems(page, [/"high-contrast" is not defined/]);
    await closePage(page);
  });

  it('"Unknown reducer action types raise an error"', () => {
    expect(() => themeReducer(initialThemeState, { type: 'TOGGLE' } as unknown as ThemeAction)).toThrow(
      'Unrecognized type TOGGLE',
    );
  });

  it('"Duplicate pathnames in one navigation tree are an error"', () => {
    const file = parseJsonFile(
      'content/x/pages.json',
      '[\n  { "pathname": "/x/a", "children": [{ "pathname": "/x/b" }] },\n  { "pathname": "/x/b/" },\n  { "pathname": "/x/b#other" }\n]',
    );
    const { diagnostics } = parseManifest(file);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'duplicate-pathname',
        line: 3,
        column: 17,
        message: 'Duplicated pathname /x/b/ in pages: also at content/x/pages.json:2:52.',
      }),
    ]);
  });
});

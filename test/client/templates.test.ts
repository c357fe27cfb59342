import type { Browser, Page } from 'playwright-core';
import { axeViolations, MODES_AND_WIDTHS } from './axe.js';
import { SAMPLE_TEMPLATES } from '../helpers.js';
import { closePage, launch, openPage, startSite, takeProblems, visit, type TestSite } from './harness.js';

// Issue 29: the templates as complete apps, used as a reader would (validation, dialogs, switches),
// with no axe-core violation in light and dark at a phone's and a desktop's width.
let browser: Browser;
let site: TestSite;
const ROUTE = '/material-ui/getting-started/templates';

beforeAll(async () => {
  site = await startSite(() => undefined);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

/** A template page, hydrated (its app is live), in a mode and at a width; in `tab` when given (it has both). */
async function openTemplate(slug: string, { mode = 'light', width = 1440 } = {}, tab?: Page): Promise<Page> {
  const page = await visit(browser, tab, `${site.base}${ROUTE}/${slug}/`, {
    clock: false,
    viewport: { width, height: 900 },
    localStorage: { 'mui-mode': mode },
  });
  await page.waitForSelector(`[data-demo="${slug}"][data-live="true"]`);
  return page;
}

/** The shared email rule's two errors (templates/shared/validation.js). */
const MISSING_EMAIL = 'Enter your email address.';
const INVALID_EMAIL = 'Enter a valid email address, such as name@example.com.';

/** The error text under a field ('' when none): its helper text (MUI keeps an empty one a zero-width space high). */
const helper = (page: Page, id: string) =>
  page.evaluate(
    (i) => (document.getElementById(`${i}-helper-text`)?.textContent ?? '').replace(/\u200b/g, '').trim(),
    id,
  );

/** The template's light/dark toggle starts in the site mode (dark here) and switches the template alone. */
async function checkToggle(page: Page, slug: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark mode', exact: true });
  const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
  const text = () => page.evaluate(() => getComputedStyle(document.querySelector('h1, h2')!).color);
  const darkText = await text();
  expect([slug, await toggle.getAttribute('aria-pressed'), await scheme()]).toEqual([slug, 'true', 'dark']);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
  expect([slug, await toggle.getAttribute('aria-pressed'), (await text()) !== darkText]).toEqual([slug, 'false', true]);
  // The reader's setting for the site is left as it was.
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await toggle.click();
  expect([slug, await scheme(), await text()]).toEqual([slug, 'dark', darkText]);
}

// Each template page is opened once per mode and width; the dark, wide one also checks the template's own toggle.
describe.each(MODES_AND_WIDTHS)('no axe-core violation in %s mode at %i px', (mode, width) => {
  const toggled = mode === 'dark' && width === 1440 ? ", and in dark at 1440 px the template's light/dark toggle" : '';
  // One tab in this mode and width, going from template to template.
  let tab: Page | undefined;
  afterAll(async () => {
    if (tab) await closePage(tab);
  });
  test.each(SAMPLE_TEMPLATES)(`%s${toggled}`, async (slug) => {
    const page = (tab = await openTemplate(slug, { mode, width }, tab));
    // The template wears the reader's mode.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe(mode);
    // With its errors showing: error colours must keep their contrast too.
    const submit = page.locator('form button[type="submit"]');
    if (await submit.count()) await submit.first().click();
    expect(await axeViolations(page)).toEqual([]);
    if (toggled) await checkToggle(page, slug);
    // What this page logged (a console error, a hydration warning, a CSP violation) fails this test.
    expect(takeProblems(page)).toEqual([]);
  });
});

describe('sign-in', () => {
  test('each field shows its error for a bad value and clears it when fixed; a valid form signs in', async () => {
    const page = await openTemplate('sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await helper(page, 'sign-in-email')).toBe(MISSING_EMAIL);
    expect(await helper(page, 'sign-in-password')).toBe('Password must be at least 6 characters long.');
    expect(await page.locator('#sign-in-email').getAttribute('aria-invalid')).toBe('true');
    await page.fill('#sign-in-email', 'reader@example');
    expect(await helper(page, 'sign-in-email')).toBe(INVALID_EMAIL);
    await page.fill('#sign-in-email', 'reader@example.com');
    expect(await helper(page, 'sign-in-email')).toBe('');
    await page.fill('#sign-in-password', '12345');
    expect(await helper(page, 'sign-in-password')).toBe('Password must be at least 6 characters long.');
    await page.fill('#sign-in-password', '123456');
    expect(await helper(page, 'sign-in-password')).toBe('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Signed in as reader@example.com.' }).waitFor();
    await closePage(page);
  });

  test('"Forgot your password?" opens a dialog whose email field validates; Escape closes it', async () => {
    const page = await openTemplate('sign-in');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await helper(page, 'forgot-email')).toBe(MISSING_EMAIL);
    await page.fill('#forgot-email', 'not an email');
    expect(await helper(page, 'forgot-email')).toBe(INVALID_EMAIL);
    await page.fill('#forgot-email', 'reader@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('A reset link is on its way to reader@example.com.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await closePage(page);
  });

  test('the form works from the keyboard alone', async () => {
    const page = await openTemplate('sign-in');
    await page.focus('#sign-in-email');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret-password');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Signed in as reader@example.com.' }).waitFor();
    await closePage(page);
  });
});

test('sign-in side: the form beside the highlights, and stacked under it on a phone', async () => {
  for (const [width, side] of [
    [1440, true],
    [375, false],
  ] as const) {
    const page = await openTemplate('sign-in-side', { width });
    const form = (await page.locator('form').first().boundingBox())!;
    const panel = (await page.getByRole('region', { name: 'Product highlights' }).boundingBox())!;
    expect([width, side ? panel.x + panel.width <= form.x : form.y + form.height <= panel.y]).toEqual([width, true]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await helper(page, 'sign-in-email')).toBe(MISSING_EMAIL);
    await closePage(page);
  }
});

test('sign-up: name, email, password and consent validate; a valid submit shows the welcome', async () => {
  const page = await openTemplate('sign-up');
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  await submit.click();
  expect(await helper(page, 'sign-up-name')).toBe('Enter your name.');
  expect(await helper(page, 'sign-up-email')).toBe(MISSING_EMAIL);
  expect(await helper(page, 'sign-up-password')).toBe('Password must be at least 6 characters long.');
  await page.getByText('Accept the terms to create an account.').waitFor();
  await page.fill('#sign-up-name', 'Ada Lovelace');
  await page.fill('#sign-up-email', 'ada@example.com');
  await page.fill('#sign-up-password', 'analytical');
  expect([await helper(page, 'sign-up-name'), await helper(page, 'sign-up-password')]).toEqual(['', '']);
  await submit.click();
  // Consent is still missing: no account yet.
  expect(await page.getByRole('status').count()).toBe(0);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await submit.click();
  await page.getByRole('status').filter({ hasText: 'Welcome, Ada Lovelace! Your account is ready.' }).waitFor();
  await closePage(page);
});

test('pricing: the yearly switch changes every price; the professional tier is the most popular', async () => {
  const page = await openTemplate('pricing');
  const price = (tier: string) => page.locator(`[data-price="${tier}"]`).textContent();
  expect([await price('Free'), await price('Professional'), await price('Enterprise')]).toEqual([
    '$0 per month',
    '$15 per month',
    '$30 per month',
  ]);
  await page.getByRole('switch', { name: 'Bill yearly (two months free)' }).check();
  expect([await price('Professional'), await price('Enterprise')]).toEqual(['$150 per year', '$300 per year']);
  expect(await page.getByRole('region', { name: 'Professional plan' }).getByText('Most popular').count()).toBe(1);
  await page.getByRole('button', { name: 'Can I change plans later?' }).click();
  await page.getByText('Yes: upgrade or downgrade at any time').waitFor();
  await closePage(page);
});

describe('checkout', () => {
  /** The checkout with its clock on 25 November 2026: card expiry is checked against it. */
  async function openCheckout(width = 1440) {
    const page = await openTemplate('checkout', { width });
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
    return page;
  }
  const heading = (page: Page) => page.locator('main h2').first().textContent();
  const next = (page: Page) => page.getByRole('button', { name: /^(Next|Place order)$/ }).click();

  test('each step validates before Next; the summary follows the shipping method; a valid order is placed', async () => {
    const page = await openCheckout();
    const total = () => page.locator('[data-total]').textContent();
    expect(await total()).toBe('$134.98');
    await next(page);
    expect(await heading(page)).toContain('Shipping address');
    for (const [id, text] of [
      ['firstName', 'Enter your first name.'],
      ['line1', 'Enter the street and number.'],
      ['postcode', 'Enter a postcode.'],
      ['country', 'Enter the country.'],
    ])
      expect([id, await helper(page, `checkout-${id}`)]).toEqual([id, text]);
    for (const [id, value] of [
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['line1', '12 St James Square'],
      ['city', 'London'],
      ['postcode', '!!'],
      ['country', 'United Kingdom'],
    ])
      await page.fill(`#checkout-${id}`, value);
    expect(await helper(page, 'checkout-postcode')).toBe('Enter a postcode of 3 to 10 letters and digits.');
    await next(page);
    expect(await heading(page)).toContain('Shipping address');
    await page.fill('#checkout-postcode', 'SW1Y 4LE');
    expect(await helper(page, 'checkout-postcode')).toBe('');
    await page.getByRole('radio', { name: /Express/ }).check();
    expect(await total()).toBe('$144.48');
    await next(page);
    expect(await heading(page)).toContain('Payment details');

    await page.fill('#checkout-cardName', 'Ada Lovelace');
    await page.fill('#checkout-cardNumber', '4242 4242 4242 4241');
    await page.fill('#checkout-expiry', '10/26');
    await page.fill('#checkout-cvv', '12');
    await next(page);
    expect(await heading(page)).toContain('Payment details');
    expect(await helper(page, 'checkout-cardNumber')).toBe('This card number is not valid: check its digits.');
    expect(await helper(page, 'checkout-expiry')).toBe('This card has expired.');
    expect(await helper(page, 'checkout-cvv')).toBe('The security code has 3 or 4 digits.');
    await page.fill('#checkout-cardNumber', '4242 4242 4242 4242');
    // The month of the clock still counts.
    await page.fill('#checkout-expiry', '11/26');
    await page.fill('#checkout-cvv', '123');
    expect(await helper(page, 'checkout-expiry')).toBe('');
    await next(page);
    expect(await heading(page)).toContain('Review your order');
    expect(await page.locator('[data-review]').textContent()).toContain('Card ending in 4242, expiring 11/26');
    // Back keeps what was entered.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.inputValue('#checkout-cardNumber')).toBe('4242 4242 4242 4242');
    await next(page);
    await next(page);
    const placed = page.getByRole('status');
    await placed.waitFor();
    expect(await placed.textContent()).toMatch(/^Thank you for your order! Your order number is #\d{6}\./);
    expect(await total()).toBe('$144.48');
    await closePage(page);
  });

  test('on a phone the stepper is compact: the step is named once, under it', async () => {
    const page = await openCheckout(375);
    expect(await heading(page)).toBe('Step 1 of 3: Shipping address');
    expect(await page.getByText('Payment details', { exact: true }).isVisible()).toBe(false);
    await closePage(page);
  });
});

test('blog: the tag chips and the search narrow the posts; the latest list pages', async () => {
  const page = await openTemplate('blog');
  const titles = () => page.locator('[data-posts] h3').allTextContents();
  const all = await titles();
  expect(all.length).toBe(11);
  await page.getByRole('button', { name: 'Design' }).click();
  expect(await page.getByRole('button', { name: 'Design' }).getAttribute('aria-pressed')).toBe('true');
  const design = await titles();
  expect(design.length).toBe(3);
  expect(design.every((t) => all.includes(t))).toBe(true);
  await page.fill('#blog-search', 'typography');
  expect(await titles()).toEqual(['Typography that scales from phone to desktop']);
  expect(await page.getByRole('status').textContent()).toBe('1 post');
  await page.getByRole('button', { name: 'All' }).click();
  await page.fill('#blog-search', '');
  expect(await titles()).toEqual(all);
  const latest = () => page.locator('[data-latest] h3').allTextContents();
  const first = await latest();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  const second = await latest();
  expect(second.length).toBe(4);
  expect(second.some((t) => first.includes(t))).toBe(false);
  // Every post shows its authors' avatars (initials, the name as a tooltip).
  const avatars = await page
    .locator('[data-posts] .MuiAvatar-root')
    .evaluateAll((list) => list.map((a) => [a.textContent, a.getAttribute('title')]));
  expect(avatars.length).toBeGreaterThanOrEqual(11);
  for (const [initials, name] of avatars)
    expect(
      name!
        .split(' ')
        .map((w) => w[0])
        .join(''),
    ).toBe(initials);
  await closePage(page);
});

test('sticky footer: at the bottom of the window for short content, below the content once it is long', async () => {
  const page = await openTemplate('sticky-footer');
  const footer = page.locator('footer');
  const bottom = async () => {
    const box = (await footer.boundingBox())!;
    return Math.round(box.y + box.height + (await page.evaluate(() => window.scrollY)));
  };
  expect(await bottom()).toBe(await page.evaluate(() => document.documentElement.scrollHeight));
  expect((await footer.boundingBox())!.y + (await footer.boundingBox())!.height).toBeLessThanOrEqual(900);
  await page.getByRole('button', { name: 'Add ten paragraphs' }).click();
  await page.getByRole('button', { name: 'Add ten paragraphs' }).click();
  const lastParagraph = (await page.locator('[data-paragraph]').last().boundingBox())!;
  expect((await footer.boundingBox())!.y).toBeGreaterThan(lastParagraph.y + lastParagraph.height);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  await closePage(page);
});

describe('dashboard', () => {
  test('charts draw; the grid of 60 rows sorts, filters and pages', async () => {
    const page = await openTemplate('dashboard');
    // Three sparklines and the sessions chart draw lines; the page-views chart draws bars.
    await page.waitForSelector('.MuiBarChart-element');
    expect(await page.locator('.MuiLineChart-line').count()).toBeGreaterThanOrEqual(6);
    const column = (field: string) =>
      page
        .locator(`[data-grid] tbody [data-field="${field}"]`)
        .evaluateAll((cells) => cells.map((c) => c.textContent!));
    expect((await column('pageTitle')).length).toBe(10);
    expect(await page.locator('.MuiTablePagination-displayedRows').textContent()).toBe('1–10 of 60');
    await page.getByRole('button', { name: 'Users' }).click();
    const users = (await column('users')).map((u) => Number(u.replace(/\D/g, '')));
    expect(users).toEqual([...users].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Users' }).click();
    const descending = (await column('users')).map((u) => Number(u.replace(/\D/g, '')));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const first = await column('pageTitle');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    expect(await page.locator('.MuiTablePagination-displayedRows').textContent()).toBe('11–20 of 60');
    expect((await column('pageTitle')).some((t) => first.includes(t))).toBe(false);
    await page.fill('#details-filter', 'pricing');
    const filtered = await column('pageTitle');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((t) => t.startsWith('Pricing'))).toBe(true);
    await closePage(page);
  });

  test('on a phone the side menu collapses behind a menu button; choosing an entry updates the breadcrumbs', async () => {
    const page = await openTemplate('dashboard', { width: 375 });
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('button', { name: 'Analytics' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'breadcrumb' }).textContent()).toContain('Analytics');
    await closePage(page);
  });
});

test('marketing page: the sign-up fields validate, the feature list swaps the illustration, pricing and FAQ work', async () => {
  const page = await openTemplate('marketing-page');
  await page.getByRole('button', { name: 'Get started' }).click();
  expect(await helper(page, 'hero-email')).toBe(MISSING_EMAIL);
  await page.fill('#hero-email', 'reader@');
  expect(await helper(page, 'hero-email')).toBe(INVALID_EMAIL);
  await page.fill('#hero-email', 'reader@example.com');
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('status').filter({ hasText: 'Thank you! We will write to reader@example.com.' }).waitFor();
  const illustration = page.locator('[data-illustration]');
  expect(await illustration.getAttribute('data-illustration')).toBe('Dashboard');
  await page.getByRole('button', { name: /^Mobile integration/ }).click();
  expect(await illustration.getAttribute('data-illustration')).toBe('Mobile integration');
  await page.getByRole('switch', { name: 'Bill yearly (two months free)' }).check();
  expect(await page.locator('[data-price="Professional"]').textContent()).toBe('$150 per year');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(await helper(page, 'newsletter-email')).toBe(MISSING_EMAIL);
  for (const id of ['features', 'testimonials', 'highlights', 'pricing', 'faq'])
    expect(await page.locator(`#${id}`).count()).toBe(1);
  await closePage(page);
});

describe('the gallery', () => {
  test('a still, scaled preview of each template in the reader mode, with "Live preview" and "Source" links', async () => {
    const page = await openPage(browser, `${site.base}/versions/`, { clock: false });
    await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto(`${site.base}${ROUTE}/`);
    const cards = page.locator('.template-card');
    expect(await cards.count()).toBe(SAMPLE_TEMPLATES.length);
    const first = cards.first();
    const slug = (await first.getByRole('link', { name: 'Live preview' }).getAttribute('href'))!.split('/').at(-2)!;
    expect(SAMPLE_TEMPLATES).toContain(slug);
    expect(await first.getByRole('link', { name: 'Source' }).getAttribute('href')).toBe(
      `https://github.com/mui/material-ui/tree/HEAD/templates/${slug}`,
    );
    // The frame shows the template page in the reader's mode, and nothing in it goes live.
    const frame = (await first.locator('iframe').elementHandle())!;
    const inside = (await frame.contentFrame())!;
    await inside.waitForSelector(`[data-demo="${slug}"]`);
    await inside.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    expect(await inside.locator('[data-live]').count()).toBe(0);
    // When the reader changes mode, the previews follow.
    await page.locator('.settings-menu > summary').click();
    await page.locator('[data-set-mode="light"]').click();
    await inside.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
    expect(await inside.locator('[data-live]').count()).toBe(0);
    // The frames are pictures: the keyboard never enters them.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    }
    await closePage(page);
  });

  test.each(MODES_AND_WIDTHS)('no axe-core violation in %s mode at %i px', async (mode, width) => {
    const page = await openPage(browser, `${site.base}/versions/`, { clock: false, viewport: { width, height: 900 } });
    await page.evaluate((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto(`${site.base}${ROUTE}/`);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });
});

import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import {
  closePage,
  expectProblems,
  launch,
  openPage,
  startSite,
  storedCookie,
  waitFor,
  type TestSite,
} from './harness.js';

// Issue 16 §3: "Was this page helpful?" posts to feedback.url, reports success and every kind of
// failure, keeps the comment when it fails, and sends nothing until the reader clicks "Send".
type Answer = 'ok' | 500 | 'drop' | 'hang';

interface FeedbackEndpoint {
  url: string;
  answer: Answer;
  received: unknown[];
  close(): void;
}

/** The feedback service, on its own origin: JSON posts need a CORS preflight, as a real one would. */
async function feedbackEndpoint(): Promise<FeedbackEndpoint> {
  const endpoint = { answer: 'ok' as Answer, received: [] as unknown[] };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST',
    };
    if (req.method === 'OPTIONS') return void (res.writeHead(204, cors), res.end());
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      endpoint.received.push(JSON.parse(body));
      if (endpoint.answer === 'drop') return void req.socket.destroy();
      if (endpoint.answer === 'hang') return void hanging.add(res);
      res.writeHead(endpoint.answer === 'ok' ? 201 : endpoint.answer, cors);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/feedback`;
  return Object.assign(endpoint, {
    url,
    close: () => {
      for (const res of hanging) res.destroy();
      server.close();
    },
  });
}

let browser: Browser;
let site: TestSite;
let endpoint: FeedbackEndpoint;
const PAGE = '/material-ui/components/button/';

beforeAll(async () => {
  endpoint = await feedbackEndpoint();
  site = await startSite((config) => {
    config.feedback = { url: endpoint.url };
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
  endpoint?.close();
});

beforeEach(() => {
  endpoint.answer = 'ok';
  endpoint.received.length = 0;
});

const status = (page: Page) => page.locator('.page-feedback-status').textContent();
const comment = (page: Page) => page.locator('#feedback-comment').inputValue();

/** Rates the page, types a comment and sends it. */
async function rateAndSend(page: Page, rating: 'Yes' | 'No', text: string) {
  await page.getByRole('button', { name: rating, exact: true }).click();
  await page.locator('#feedback-comment').fill(text);
  await page.getByRole('button', { name: 'Send feedback' }).click();
}

test('the box is the lazy part: nothing loads or is sent until the reader clicks; then it posts the rating and the comment once', async () => {
  const page = await openPage(browser, `${site.base}${PAGE}`);
  await page.locator('#feedback-comment').evaluate(() => undefined);
  expect(site.served.filter((p) => p.includes('feedback'))).toEqual([]);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.waitForSelector('.page-feedback-form:not([hidden])');
  expect(site.served.filter((p) => p.includes('feedback'))).toHaveLength(1);
  expect(await page.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.locator('#feedback-comment').pressSequentially('Clear, thanks');
  expect(await page.locator('.page-feedback-count').textContent()).toBe('13/500');
  expect(endpoint.received).toEqual([]);

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await waitFor(async () => (await status(page)) !== '');
  expect(await status(page)).toBe('Thanks for your feedback!');
  const version = await page.locator('.page-feedback').getAttribute('data-version');
  expect(version).toMatch(/^v\d/);
  expect(endpoint.received).toEqual([{ page: PAGE, rating: 'yes', comment: 'Clear, thanks', language: 'en', version }]);
  // A day's cookie remembers the rating, never the comment.
  await storedCookie(page, /^docs-feedback-/);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => [c.name.startsWith('docs-feedback-'), c.value])).toEqual([[true, '1']]);
  expect(JSON.stringify(cookies)).not.toContain('Clear');

  // Once a day: the same reader cannot rate the page again.
  await page.reload();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await waitFor(async () => (await status(page)) !== '');
  expect(await status(page)).toBe('You already rated this page today.');
  expect(await page.locator('.page-feedback-form').isHidden()).toBe(true);
  expect(endpoint.received).toHaveLength(1);
  await closePage(page);
});

test.each([
  ['the service refuses (500)', 500 as const, /status of 500/],
  ['the network fails', 'drop' as const, /ERR_EMPTY_RESPONSE|ERR_CONNECTION/],
])('when %s the reader is told and keeps the comment', async (_, answer, consoleLine) => {
  endpoint.answer = answer;
  const page = await openPage(browser, `${site.base}${PAGE}`);
  await rateAndSend(page, 'No', 'The sizes section is unclear');
  await waitFor(async () => (await status(page)) !== '');
  expect(await status(page)).toBe("Couldn't submit feedback. Please try again later.");
  expect(await comment(page)).toBe('The sizes section is unclear');
  expect(await page.locator('.page-feedback-form').isVisible()).toBe(true);
  expect(endpoint.received).toHaveLength(1);
  // Chromium itself logs the failed request; nothing else may appear.
  expectProblems(page, [consoleLine]);
  // Failing rates nothing: the reader may send again.
  expect(await page.context().cookies()).toEqual([]);
  await closePage(page);
});

test('a service that does not answer times out after 10 s, on the page clock', async () => {
  endpoint.answer = 'hang';
  const page = await openPage(browser, `${site.base}${PAGE}`);
  await rateAndSend(page, 'Yes', 'Waiting');
  await waitFor(async () => endpoint.received.length === 1);
  await page.clock.runFor(9_999);
  expect(await status(page)).toBe('');
  expect(await page.getByRole('button', { name: 'Send feedback' }).isDisabled()).toBe(true);
  await page.clock.runFor(1);
  await waitFor(async () => (await status(page)) !== '');
  expect(await status(page)).toBe("Couldn't submit feedback. Please try again later.");
  expect(await comment(page)).toBe('Waiting');
  expect(await page.getByRole('button', { name: 'Send feedback' }).isDisabled()).toBe(false);
  await closePage(page);
});

test("a section's Feedback link opens the same box for that section", async () => {
  const page = await openPage(browser, `${site.base}${PAGE}`);
  const link = page.locator('.section-feedback[data-feedback-section="sizes"]');
  expect(await link.getAttribute('aria-label')).toBe('Feedback on: Sizes');
  await link.click();
  await waitFor(async () => page.locator('.page-feedback-section').isVisible());
  expect(await page.locator('.page-feedback-section').textContent()).toBe('Feedback on: Sizes');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-feedback-rating'))).toBe('yes');
  expect(endpoint.received).toEqual([]);
  await rateAndSend(page, 'No', '');
  await waitFor(async () => (await status(page)) !== '');
  expect(endpoint.received).toEqual([
    { page: PAGE, section: 'sizes', rating: 'no', language: 'en', version: expect.stringMatching(/^v\d/) },
  ]);
  await closePage(page);
});

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { REPO } from '../helpers.js';
import {
  closePage,
  dataLayer,
  launch,
  openPage,
  recordShifts,
  shifts,
  twoFrames,
  startSite,
  type OpenOptions,
  type TestSite,
  demoOf,
  makeLive,
} from './harness.js';

// Issue 13: every demo preview becomes the live component, loaded when the reader is about to use it.
let browser: Browser;
let site: TestSite;

/** A demo that works until its third click, then throws: the crash boundary's case. */
const FRAGILE = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function FragileCounter() {
  const [count, setCount] = React.useState(0);
  if (count >= 3) throw new Error('Counted too far');
  return <Button variant="outlined" onClick={() => setCount(count + 1)}>Fragile {count}</Button>;
}
`;

/**
 * As @mui/x-data-grid renders its CSS variables: a <style> element that appears once mounted (never
 * on the server) and changes later. The CSP allows no style element: the rules must apply anyway.
 */
const CLIENT_STYLES = `import * as React from 'react';

export default function ClientStyles() {
  const [mounted, setMounted] = React.useState(false);
  const [color, setColor] = React.useState('rgb(0, 128, 0)');
  React.useEffect(() => setMounted(true), []);
  return (
    <div>
      {mounted ? <style href="/client-styles">{\`span.client-styled.client-styled{color:\${color}}\`}</style> : null}
      <span className="client-styled">Styled once mounted</span>
      <button type="button" onClick={() => setColor('rgb(0, 0, 255)')}>Turn blue</button>
    </div>
  );
}
`;

beforeAll(async () => {
  site = await startSite(
    // No request leaves the site (no icon font), so the pages need no interception and keep their HTTP cache.
    (config) => delete config.iconFont,
    (root) => {
      const dir = path.join(root, 'content/material-ui/components/text-field');
      fs.writeFileSync(path.join(dir, 'FragileCounter.js'), FRAGILE);
      fs.appendFileSync(path.join(dir, 'index.md'), '\n## A fragile counter\n\n{{"demo": "FragileCounter.js"}}\n');
      fs.writeFileSync(path.join(dir, 'ClientStyles.js'), CLIENT_STYLES);
      fs.appendFileSync(path.join(dir, 'index.md'), '\n## Styles of its own\n\n{{"demo": "ClientStyles.js"}}\n');
    },
  );
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  site?.close();
});

const open = (route: string, options: OpenOptions = {}) =>
  openPage(browser, `${site.base}${route}`, { clock: false, keepLocal: false, ...options });
const demo = demoOf;

test('a <style> element a live demo renders applies its rules, and their changes, with no CSP violation', async () => {
  const page = await open('/material-ui/components/text-field/');
  await makeLive(page, 'ClientStyles');
  const color = (expected: string) =>
    page.waitForFunction(
      (c) => getComputedStyle(document.querySelector('[data-demo="ClientStyles"] .client-styled')!).color === c,
      expected,
    );
  await color('rgb(0, 128, 0)');
  await demo(page, 'ClientStyles').getByRole('button', { name: 'Turn blue' }).click();
  await color('rgb(0, 0, 255)');
  // No style element entered the page (the CSP reports any); the rules live in an adopted sheet.
  expect(await page.locator('[data-demo="ClientStyles"] style').count()).toBe(0);
  await closePage(page);
});

test('the form dialog opens after scrolling to it, takes input and closes', async () => {
  const page = await open('/material-ui/components/dialog/');
  await makeLive(page, 'FormDialog');
  await demo(page, 'FormDialog').getByRole('button', { name: 'Open form dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.waitFor();
  await dialog.getByLabel('Email Address').fill('reader@example.com');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.waitFor({ state: 'detached' });
  await demo(page, 'FormDialog').getByText('Subscribed: reader@example.com').waitFor();
  await closePage(page);
});

test('the menu opens and a choice closes it; tabs switch panels', async () => {
  const page = await open('/material-ui/components/menu/');
  await makeLive(page, 'BasicMenu');
  await demo(page, 'BasicMenu').getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await demo(page, 'BasicMenu').getByText('Last choice: My account').waitFor();
  await page.goto(`${site.base}/material-ui/components/tabs/`);
  await makeLive(page, 'BasicTabs');
  await demo(page, 'BasicTabs').getByRole('tab', { name: 'Item Two' }).click();
  expect(await demo(page, 'BasicTabs').getByRole('tabpanel').textContent()).toBe('Item Two');
  await closePage(page);
});

test('the slider value changes with the keyboard, and the controlled field echoes what is typed', async () => {
  const page = await open('/material-ui/components/slider/');
  await makeLive(page, 'ContinuousSlider');
  await demo(page, 'ContinuousSlider').getByRole('slider', { name: 'Volume' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await demo(page, 'ContinuousSlider').getByTestId('slider-value').textContent()).toBe('33');
  await page.goto(`${site.base}/material-ui/components/text-field/`);
  await makeLive(page, 'StateTextFields');
  await demo(page, 'StateTextFields').getByLabel('Controlled').fill('Hello');
  expect(await demo(page, 'StateTextFields').getByTestId('echo').textContent()).toBe('You typed: Hello');
  await closePage(page);
});

test('"Reset demo" returns the demo to its initial state', async () => {
  const page = await open('/material-ui/components/text-field/');
  await makeLive(page, 'Counter');
  const counter = demo(page, 'Counter');
  for (let i = 0; i < 2; i++) await counter.getByRole('button', { name: 'Increase' }).click();
  expect(await counter.getByTestId('count').textContent()).toBe('Count: 2');
  await counter.getByRole('button', { name: 'Reset demo' }).click();
  await page.waitForFunction(
    () => document.querySelector('.Demo-root[data-demo="Counter"] [data-testid="count"]')?.textContent === 'Count: 0',
  );
  await closePage(page);
});

test('a demo that throws shows the crash message and sends demo-crash; the rest of the page keeps working', async () => {
  const page = await open('/material-ui/components/text-field/');
  await makeLive(page, 'FragileCounter');
  const fragile = demo(page, 'FragileCounter');
  for (let i = 0; i < 3; i++) await fragile.getByRole('button', { name: /^Fragile/ }).click();
  await fragile.getByRole('alert').getByText('This demo crashed').waitFor();
  expect(await dataLayer(page)).toContainEqual([
    'event',
    'demo',
    { eventAction: 'demo-crash', eventLabel: 'FragileCounter' },
  ]);
  // Another demo on the page still works, and the crashed one can be reset.
  await makeLive(page, 'Counter');
  await demo(page, 'Counter').getByRole('button', { name: 'Increase' }).click();
  expect(await demo(page, 'Counter').getByTestId('count').textContent()).toBe('Count: 1');
  await fragile.getByRole('alert').getByRole('button', { name: 'Reset demo' }).click();
  await fragile.getByRole('button', { name: 'Fragile 0' }).waitFor();
  // The crash is reported as a warning; closePage fails on any console error.
  await closePage(page);
});

test('live demos follow the colour mode and the direction as they change', async () => {
  const page = await open('/material-ui/components/button/');
  await makeLive(page, 'BasicButtons');
  const contained = demo(page, 'BasicButtons').locator('.MuiButton-contained').first();
  const background = () => contained.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('.settings-menu > summary').click();
  await page.locator('[data-set-mode="light"]').click();
  const light = await background();
  await page.locator('[data-set-mode="dark"]').click();
  expect(await background()).not.toBe(light);
  expect(await contained.getAttribute('class')).toMatch(/\bcss-/);
  await page.locator('[data-set-direction="rtl"]').click();
  await page.waitForFunction(() =>
    /\brtl-/.test(document.querySelector('.Demo-root[data-demo="BasicButtons"] .MuiButton-contained')!.className),
  );
  await page.locator('[data-set-direction="ltr"]').click();
  await page.waitForFunction(() =>
    /\bcss-/.test(document.querySelector('.Demo-root[data-demo="BasicButtons"] .MuiButton-contained')!.className),
  );
  await closePage(page);
});

test('a demo is not downloaded before it comes within one viewport of being visible', async () => {
  const requested: string[] = [];
  const page = await openPage(browser, `${site.base}/versions/`, {
    clock: false,
    viewport: { width: 1280, height: 400 },
  });
  page.on('request', (r: Request) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${site.base}/material-ui/components/text-field/`);
  await page.waitForSelector('.Demo-root[data-demo="StateTextFields"][data-live="true"]');
  const module = (name: string) =>
    demo(page, name).locator('[data-demo-module]').first().getAttribute('data-demo-module');
  const fragile = (await module('FragileCounter'))!;
  expect(requested).toContain((await module('StateTextFields'))!);
  expect(requested).not.toContain(fragile);
  expect(await demo(page, 'FragileCounter').getAttribute('data-live')).toBeNull();
  await makeLive(page, 'FragileCounter');
  expect(requested).toContain(fragile);
  await closePage(page);
});

test('hydration changes nothing visible: the same markup, and no layout shift (CLS 0)', async () => {
  const page = await openPage(browser, `${site.base}/versions/`, { clock: false });
  await recordShifts(page, true);
  const route = '/material-ui/components/button/';
  const html = fs.readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
  const serverPreview = html.match(
    /<div class="Demo-preview[^"]*"[^>]*>(<div class="MuiBox-root[\s\S]*?)<\/div><div class="Demo-toolbar"/,
  )![1];
  await page.goto(`${site.base}${route}`);
  await page.waitForSelector('.Demo-root[data-demo="BasicButtons"][data-live="true"]');
  await twoFrames(page);
  expect(await demo(page, 'BasicButtons').locator('.Demo-preview').innerHTML()).toBe(serverPreview);
  expect(await shifts(page)).toEqual({ cls: 0, shifted: [] });
  // Styles already in the shared stylesheet were not inserted again.
  const adopted = await page.evaluate(() => document.adoptedStyleSheets.reduce((n, s) => n + s.cssRules.length, 0));
  expect(adopted).toBe(0);
  await closePage(page);
});

test('a page painted before its last bytes arrive does not move when they do: the contents column is reserved', async () => {
  // The page's last bytes (its "Contents" column onwards) are held back until the reader has seen the rest.
  const route = '/material-ui/components/button/';
  const html = fs.readFileSync(path.join(site.out, route, 'index.html'));
  const cut = html.indexOf('<nav class="toc"');
  expect(cut).toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const slow = http.createServer(async (req, res) => {
    if (req.url !== route) {
      const upstream = await fetch(`${site.base}${req.url}`);
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
      return void res.end(Buffer.from(await upstream.arrayBuffer()));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(html.subarray(0, cut));
    await released;
    res.end(html.subarray(cut));
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
  try {
    const page = await openPage(browser, `${base}/versions/`, { clock: false });
    await recordShifts(page, false);
    // Once a frame has shown the content without its contents column: where the content column was.
    await page.exposeFunction('halfPainted', release);
    await page.addInitScript(() => {
      const painted = () => {
        const content = document.querySelector('.docs-footer')?.closest('.docs-content');
        if (!content || document.querySelector('.toc')) return void requestAnimationFrame(painted);
        const { x, width } = content.getBoundingClientRect();
        Object.assign(window, { halfBox: { x, width } });
        requestAnimationFrame(() => (window as unknown as { halfPainted(): void }).halfPainted());
      };
      requestAnimationFrame(painted);
    });
    await page.goto(`${base}${route}`);
    await twoFrames(page);
    const box = await page.evaluate(() => {
      const { x, width } = document.querySelector('.docs-content')!.getBoundingClientRect();
      return { now: { x, width }, half: (window as unknown as { halfBox: unknown }).halfBox };
    });
    expect(box.half).toEqual(box.now);
    expect(await shifts(page)).toEqual({ cls: 0, shifted: [] });
    await closePage(page);
  } finally {
    slow.close();
    slow.closeAllConnections();
  }
});

test('"Edit in StackBlitz" posts the demo\'s source in the chosen variant; "Edit in CodeSandbox" posts its parameters', async () => {
  const page = await open('/material-ui/components/text-field/');
  const posts: Array<{ url: string; body: string }> = [];
  await page.context().route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, async (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>editor</title>' });
  });
  const counter = demo(page, 'Counter');
  await counter.locator('.Demo-preview').scrollIntoViewIfNeeded();
  const popup = page.waitForEvent('popup');
  await counter.getByRole('button', { name: 'Edit in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  // Form encoding sends line breaks as CRLF.
  const fields = new URLSearchParams(posts[0].body.replace(/%0D%0A/g, '%0A'));
  expect(posts[0].url).toBe('https://stackblitz.com/run');
  expect(fields.get('project[files][src/Counter.tsx]')).toBe(
    fs.readFileSync(path.join(REPO, 'content/material-ui/components/text-field/Counter.tsx'), 'utf8'),
  );
  expect(fields.get('project[template]')).toBe('node');
  // The versions installed where the site builds, exactly; never "latest".
  const installed = (pkg: string) =>
    (JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
      .version;
  const packageJson = JSON.parse(fields.get('project[files][package.json]')!) as Record<string, Record<string, string>>;
  expect(packageJson.dependencies).toEqual({
    '@emotion/react': installed('@emotion/react'),
    '@emotion/styled': installed('@emotion/styled'),
    '@mui/material': installed('@mui/material'),
    react: installed('react'),
    'react-dom': installed('react-dom'),
  });
  expect(packageJson.devDependencies).toMatchObject({ vite: expect.any(String), typescript: installed('typescript') });
  expect(fields.get('project[files][src/index.tsx]')).toContain('import Demo from "./Counter";');

  // The JS variant, chosen in the toolbar.
  await counter.locator('[data-set-variant="JS"]').click();
  const second = page.waitForEvent('popup');
  await counter.getByRole('button', { name: 'Edit in StackBlitz' }).click();
  await (await second).waitForLoadState();
  expect(new URLSearchParams(posts[1].body.replace(/%0D%0A/g, '%0A')).get('project[files][src/Counter.jsx]')).toContain(
    'export default function Counter() {',
  );

  const third = page.waitForEvent('popup');
  await counter.getByRole('button', { name: 'Edit in CodeSandbox' }).click();
  await (await third).waitForLoadState();
  expect(posts[2].url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  const sandbox = new URLSearchParams(posts[2].body);
  expect(sandbox.get('query')).toBe('file=/src/Counter.jsx');
  expect(sandbox.get('parameters')).toMatch(/^[A-Za-z0-9_-]+$/);
  await closePage(page);
});

/** The files a module needs: itself and every chunk it imports, transitively (minified `from"./x.js"`). */
function closure(out: string, rel: string, seen = new Set<string>()): Set<string> {
  if (seen.has(rel)) return seen;
  seen.add(rel);
  for (const m of fs.readFileSync(path.join(out, rel), 'utf8').matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g))
    closure(out, path.posix.join(path.posix.dirname(rel), m[1]), seen);
  return seen;
}

test('budgets: the first demo of any page costs at most 150 KiB gzip, a further demo 5 KiB typical, the next page nothing it already loaded; live within 300 ms', async () => {
  const gzip = (rel: string) => gzipSync(fs.readFileSync(path.join(site.out, rel))).length;
  const bytes = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzip(f), 0);
  const sitemap = fs.readFileSync(path.join(site.out, 'sitemap.xml'), 'utf8');
  const firsts: Array<[string, number]> = [];
  const further: number[] = [];
  for (const [, route] of sitemap.matchAll(/<loc>https?:\/\/[^/]+\/([^<]*)<\/loc>/g)) {
    const html = fs.readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
    // Content pages' demos (template pages are whole apps, not demos of a content page): the preview a reader sees first.
    const modules = html
      .split('class="Demo-root"')
      .slice(1)
      .map((demoHtml) => demoHtml.match(/data-demo-module="\/([^"]+)"/)?.[1])
      .filter((m): m is string => !!m);
    if (!modules.length) continue;
    const runtime = html.match(/"demoRuntime":"\/([^"]+)"/)![1];
    const loaded = closure(site.out, modules[0], closure(site.out, runtime));
    firsts.push([route, bytes(loaded)]);
    for (const module of modules.slice(1))
      further.push(bytes([...closure(site.out, module)].filter((f) => !loaded.has(f))));
  }
  const [heaviest, firstBytes] = firsts.sort((a, b) => b[1] - a[1])[0];
  const furtherMedian = further.sort((a, b) => a - b)[Math.floor(further.length / 2)];

  // In the browser: a chunk the first page loaded is never asked for again on the next one.
  const page = await open('/material-ui/getting-started/overview/');
  const fetched = () => site.served.filter((p) => p.startsWith('/static/demos/'));
  site.served.length = 0;
  await page.goto(`${site.base}/material-ui/components/text-field/`);
  await page.waitForSelector('.Demo-root[data-demo="StateTextFields"][data-live="true"]');
  const first = fetched();
  site.served.length = 0;
  await page.goto(`${site.base}/material-ui/components/slider/`);
  await page.waitForSelector('.Demo-root[data-demo="ContinuousSlider"][data-live="true"]');
  const again = fetched().filter((p) => first.includes(p));

  // A demo far down the page goes live when it is scrolled into view (its latency is npm run bench's figure).
  const cold = await open('/versions/', { viewport: { width: 1280, height: 400 } });
  await cold.goto(`${site.base}/material-ui/components/text-field/`, { waitUntil: 'load' });
  expect(await demo(cold, 'FragileCounter').getAttribute('data-live')).toBeNull();
  await demo(cold, 'FragileCounter').scrollIntoViewIfNeeded();
  await cold.waitForSelector('.Demo-root[data-demo="FragileCounter"][data-live="true"]');
  await closePage(cold);
  console.log(
    `live demos: first demo at most ${(firstBytes / 1024).toFixed(1)} KiB gzip (${heaviest}), a further demo ${(furtherMedian / 1024).toFixed(1)} KiB median, ${again.length} files fetched again on the next page`,
  );
  expect(firstBytes).toBeLessThanOrEqual(150 * 1024);
  expect(furtherMedian).toBeLessThanOrEqual(5 * 1024);
  expect(again).toEqual([]);
  await closePage(page);
});

test('every English page of the sample site, and a translated one: every demo and template goes live with a clean console', async () => {
  const sitemap = fs.readFileSync(path.join(site.out, 'sitemap.xml'), 'utf8');
  // A translated page runs the same demo modules as its English page: one of them stands for the rest (issue 41).
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1])
    .filter((route) => !route.startsWith('/zh/') || route === '/zh/material-ui/components/button/');
  expect(routes).toContain('/zh/material-ui/components/button/');
  const page = await open('/');
  let live = 0;
  for (const route of routes) {
    await page.goto(`${site.base}${route}`);
    const count = await page.locator('[data-demo-module]').count();
    for (let i = 0; i < count; i++) {
      const root = page.locator('[data-demo-module]').nth(i);
      // Another styling's preview is hidden until the reader picks that styling (the styling test).
      if (!(await root.isVisible())) continue;
      await root.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-demo-module]')[n].getAttribute('data-live') === 'true',
        i,
      );
      live++;
    }
    // Hydration inserted no style: every class the client computed is one the server rendered.
    // (Global rules such as an input's @keyframes are inserted again by Emotion's <Global>: identical, harmless.)
    const classRules = await page.evaluate(() =>
      document.adoptedStyleSheets
        .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
        .filter((t) => t.startsWith('.')),
    );
    // The dashboard's charts (@mui/x-charts) measure their box once mounted and draw only then (a server has no
    // size to draw at): their rules come after hydration, and only theirs.
    const drawnLater = route.endsWith('/templates/dashboard/')
      ? /\.Mui(LineChart|BarChart|ChartsAxis|AppearingMask)|animate-width/
      : /$^/;
    expect([route, classRules.filter((rule) => !drawnLater.test(rule))]).toEqual([route, []]);
  }
  expect(live).toBeGreaterThan(40);
  await closePage(page);
});

test('the three stylings of a demo (MUI System, Tailwind CSS through PostCSS, plain CSS) look the same, live, and leave the docs alone', async () => {
  const page = await open('/material-ui/components/button/');
  const look = async () => {
    const button = demo(page, 'StylingVariants').locator('.Demo-preview:visible button');
    await button.scrollIntoViewIfNeeded();
    return button.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.borderRadius, s.padding, s.fontWeight, s.fontSize, s.lineHeight, s.cursor];
    });
  };
  const looks: Record<string, string[]> = {};
  for (const styling of ['system', 'tailwind', 'css']) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-code-styling', s), styling);
    looks[styling] = await look();
    await page.waitForSelector(
      `.Demo-root[data-demo="StylingVariants"] .Demo-preview[data-styling="${styling}"][data-live="true"]`,
    );
  }
  expect(looks.system).toEqual([
    'rgb(11, 107, 203)',
    'rgb(255, 255, 255)',
    '8px',
    '8px 24px',
    '700',
    '14px',
    '21px',
    'pointer',
  ]);
  expect(looks.tailwind).toEqual(looks.system);
  expect(looks.css).toEqual(looks.system);
  // Tailwind's and the plain stylesheet's rules reach demos only: every style rule of a demo stylesheet is limited to them.
  const found = await page.evaluate(() => {
    const rules = (list: CSSRuleList): CSSStyleRule[] =>
      [...list].flatMap((r) =>
        r instanceof CSSStyleRule ? [r] : 'cssRules' in r ? rules((r as CSSGroupingRule).cssRules) : [],
      );
    const sheets = [...document.styleSheets].filter((s) => s.href?.includes('/static/demos/'));
    const styleRules = sheets.flatMap((s) => rules(s.cssRules));
    return {
      rules: styleRules.length,
      unscoped: styleRules.filter((r) => !r.selectorText.includes('data-demo-scope')).map((r) => r.selectorText),
    };
  });
  expect(found.rules).toBeGreaterThan(0);
  expect(found.unscoped).toEqual([]);
  await closePage(page);
});

test("a sandbox holds the demo's own modules and stylesheets in the reader's variant", async () => {
  const page = await open('/material-ui/components/menu/');
  const posts: string[] = [];
  await page.context().route(/^https:\/\/stackblitz\.com\//, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>editor</title>' });
  });
  const menu = demo(page, 'SelectedMenu');
  await menu.locator('.Demo-preview').scrollIntoViewIfNeeded();
  const popup = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Edit in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  const fields = new URLSearchParams(posts[0].replace(/%0D%0A/g, '%0A'));
  const dir = path.join(REPO, 'content/material-ui/components/menu');
  expect(fields.get('project[files][src/SelectedMenu.tsx]')).toBe(
    fs.readFileSync(path.join(dir, 'SelectedMenu.tsx'), 'utf8'),
  );
  expect(fields.get('project[files][src/menuOptions.ts]')).toBe(
    fs.readFileSync(path.join(dir, 'menuOptions.ts'), 'utf8'),
  );
  expect(fields.get('project[files][src/menuOptions.jsx]')).toBeNull();
  await closePage(page);
});

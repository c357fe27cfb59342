import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from '@jest/globals';
import type { Browser, BrowserContext, Cookie, Page, Route } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';
import { REPO, runCli, tmpDir } from '../helpers.js';
import { seededSample, sharedConfigBuild } from '../sharedSites.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

export interface FakeEndpoints {
  /** Body of /network.js, the fake ad network's script. */
  networkScript: string;
  /** Body of /feed.json, or an HTTP status to fail with. */
  feed: unknown;
  /** Paths (and queries) asked of the ad network (pixels, feed, script). */
  hits: string[];
  /** The page (path and query) that made each hit: a test tells its own page's requests apart. */
  hitPages: string[];
}

/**
 * The ad network's fixed origin: the browser's request routing (keepLocal) answers it, so a site's
 * ad config does not depend on the port it is served on, and equal configs are built once per run.
 */
export const AD_ORIGIN = 'https://ads.example.test';

/** The fake ad network of this test file's pages: what it serves and what it was asked. */
const adNetwork: FakeEndpoints = { networkScript: '/* delivers nothing */', feed: { ads: [] }, hits: [], hitPages: [] };

/** Answers a request to AD_ORIGIN from adNetwork, recording the hit and the page that made it. */
function answerAdNetwork(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const page = new URL(request.frame().url());
  adNetwork.hits.push(url.pathname + url.search);
  adNetwork.hitPages.push(page.pathname + page.search);
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
  if (url.pathname === '/network.js')
    return route.fulfill({ status: 200, headers, contentType: 'text/javascript', body: adNetwork.networkScript });
  if (url.pathname === '/feed.json')
    return typeof adNetwork.feed === 'number'
      ? route.fulfill({ status: adNetwork.feed, headers })
      : route.fulfill({ status: 200, headers, contentType: 'application/json', body: JSON.stringify(adNetwork.feed) });
  return route.fulfill({ status: 204, headers });
}

/** How many times the page at `route` (give it a query of its own) asked the fake server for `pathname`. */
export function hitsFrom(endpoints: FakeEndpoints, route: string, pathname: string): number {
  return endpoints.hits.filter((hit, i) => hit === pathname && endpoints.hitPages[i] === route).length;
}

export interface TestSite {
  base: string;
  /** The folder served (set once the site is built, when it names its own address). */
  out: string;
  /** The test file's ad network (one for all its sites). */
  endpoints: FakeEndpoints;
  /** Paths of the site's own files the server was asked for, in order. */
  served: string[];
  close(): void;
}

/**
 * Serves a built site on 127.0.0.1 as a static host would: HTML never cached, content-hashed
 * files under /static/ cached for a year.
 */
export async function serveSite(out: string): Promise<TestSite> {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    served.push(url.pathname);
    const { out } = site;
    if (!out) return void (res.writeHead(404), res.end());
    let file = path.join(out, decodeURIComponent(url.pathname));
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!file.startsWith(out) || !fs.existsSync(file)) return void (res.writeHead(404), res.end());
    const hashed = /^\/static\/(demos\/|docs\.|client\.)/.test(url.pathname);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // Kept-alive connections too: an open one keeps jest's worker from exiting.
  const close = () => (server.close(), server.closeAllConnections());
  const site: TestSite = { base, out, endpoints: adNetwork, served, close };
  return site;
}

/**
 * Serves the sample site built with a config changed by `configure` (given the server's base URL,
 * for a config that names its own address), after `prepare` changed its files if given. Without
 * `prepare`, the build is the run's for that config (sharedConfigBuild), served read-only; only a
 * suite whose config names its own address (docsHost) has its output to itself, and may change it.
 */
export async function startSite(
  configure: (config: Record<string, unknown>, base: string) => void,
  prepare?: (root: string) => void,
): Promise<TestSite> {
  const site = await serveSite('');
  const config = JSON.parse(fs.readFileSync(path.join(REPO, 'docs.config.json'), 'utf8'));
  configure(config, site.base);
  if (!prepare) {
    const built = await sharedConfigBuild(config);
    if (built.status !== 0) throw new Error(built.stdout + built.stderr);
    site.out = built.out;
    return site;
  }
  // Seeded with the run's sample build's cache: bundles and API pages of the same inputs are kept.
  const root = await seededSample('browser-site');
  fs.writeFileSync(path.join(root, 'docs.config.json'), JSON.stringify(config));
  prepare(root);
  site.out = path.join(tmpDir('browser-out'), 'dist');
  const r = runCli('docs-build', ['--root', root, '--out', site.out]);
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  return site;
}

/**
 * Builds a fixture site that installs its own packages (test/fixtures/<name>, installed by npm
 * test) from a copy beside a link to its node_modules, optionally with its config changed, and
 * serves it.
 */
export async function buildFixtureSite(
  name: string,
  configure?: (config: Record<string, unknown>) => void,
): Promise<TestSite> {
  const fixture = path.join(REPO, 'test/fixtures', name);
  const root = path.join(tmpDir(name), 'site');
  fs.cpSync(fixture, root, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  fs.symlinkSync(path.join(fixture, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  if (configure) {
    const file = path.join(root, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    configure(config);
    fs.writeFileSync(file, JSON.stringify(config));
  }
  const out = path.join(root, 'dist');
  const built = runCli('docs-build', ['--root', root, '--out', out, '--strict']);
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);
  return serveSite(out);
}

export const launch = (): Promise<Browser> => launchChromium();

/** A port free right now, for a build that must name its own address (docsHost, versions) before it is served. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface OpenOptions {
  /** Values Math.random returns in turn (the last one repeats). */
  random?: number[];
  userAgent?: string;
  clipboard?: boolean;
  platform?: string;
  /** false: real timers (live demos animate with them); by default a standing clock. */
  clock?: boolean;
  /**
   * false: requests leaving 127.0.0.1 are not intercepted. Interception turns Chromium's HTTP cache
   * off, so tests of caching need a site that makes no such request.
   */
  keepLocal?: boolean;
  viewport?: { width: number; height: number };
  /** The site's localStorage before the first page loads (a reader's saved preferences). */
  localStorage?: Record<string, string>;
}

const problems = new WeakMap<Page, string[]>();

/**
 * Records what a reader's console would show: console errors, uncaught exceptions and
 * Content-Security-Policy violations. closePage fails the test if any is left unexplained.
 */
export async function watchPage(page: Page): Promise<void> {
  const list: string[] = [];
  problems.set(page, list);
  page.on('console', (m) => {
    if (m.type() === 'error') list.push(`console error: ${m.text()}`);
    // React reports a hydration mismatch; a reader's console must not show one either.
    else if (/hydrat/i.test(m.text())) list.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => list.push(`page error: ${e.message}`));
  // What the client says when it is set up (main.ts dispatches docs:ready), and every service-worker
  // registration it asks for: tests wait for the event instead of waiting for time to pass.
  await page.addInitScript(() => {
    const w = window as unknown as { docsReady?: unknown; swRegistrations: string[] };
    w.swRegistrations = [];
    document.addEventListener('docs:ready', (e) => (w.docsReady = (e as CustomEvent).detail));
    const container = navigator.serviceWorker;
    if (container) {
      const register = container.register.bind(container);
      container.register = (url, options) => (w.swRegistrations.push(String(url)), register(url, options));
    }
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${(e.target as Element)?.outerHTML?.slice(0, 200) ?? ''}`,
      ),
    ),
  );
}

/** Takes the problems a test provoked on purpose: each pattern must match one; the rest stay. */
export function expectProblems(page: Page, patterns: RegExp[]): void {
  const list = problems.get(page) ?? [];
  for (const pattern of patterns) {
    const at = list.findIndex((p) => pattern.test(p));
    if (at < 0) throw new Error(`expected a console problem matching ${pattern}; got ${JSON.stringify(list)}`);
    list.splice(at, 1);
  }
}

/** The problems recorded so far (and forgets them). */
export const takeProblems = (page: Page): string[] => (problems.get(page) ?? []).splice(0);

/** Closes a page's context; fails on any console error, page error or CSP violation it logged. */
export async function closePage(page: Page): Promise<void> {
  const left = takeProblems(page);
  await page.context().close();
  expect(left).toEqual([]);
}

/**
 * Requests that would leave this machine (icon font, analytics) are answered locally and empty:
 * tests stay hermetic and a reader's console stays clean of network failures.
 */
export async function keepLocal(context: BrowserContext): Promise<void> {
  await context.route(`${AD_ORIGIN}/**`, answerAdNetwork);
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.origin !== AD_ORIGIN,
    (route) =>
      route.fulfill(
        route.request().resourceType() === 'stylesheet'
          ? { status: 200, contentType: 'text/css', body: '' }
          : { status: 204 },
      ),
  );
}

/**
 * Records the page's layout shifts in `window.cls` (their sum) and `window.shifted` (the elements that
 * moved). With `fromParse`, only those from the time the document is parsed: a busy machine may paint a
 * half-parsed page first.
 */
export async function recordShifts(page: Page, fromParse: boolean): Promise<void> {
  await page.addInitScript((fromParse) => {
    const w = window as unknown as { cls: number; shifted: string[] };
    Object.assign(w, { cls: 0, shifted: [] });
    let parsed = fromParse ? Infinity : 0;
    document.addEventListener('readystatechange', () => (parsed = Math.min(parsed, performance.now())));
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && entry.startTime >= parsed) {
          w.cls += entry.value;
          w.shifted.push(...entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?'));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  }, fromParse);
}

/** The layout shifts recordShifts has seen so far. */
export const shifts = (page: Page) =>
  page.evaluate(() => {
    const { cls, shifted } = window as unknown as { cls: number; shifted: string[] };
    return { cls, shifted };
  });

/** Resolves once the page has painted two frames: effects have run and their layout shifts are recorded. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Opens a page with a standing clock (timers advance only through clock.runFor) and seeded randomness. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    userAgent: options.userAgent,
    viewport: options.viewport,
    permissions: options.clipboard === false ? [] : ['clipboard-read', 'clipboard-write'],
    storageState: options.localStorage && {
      cookies: [],
      origins: [
        {
          origin: new URL(url).origin,
          localStorage: Object.entries(options.localStorage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  if (options.keepLocal !== false) await keepLocal(context);
  const page = await context.newPage();
  await watchPage(page);
  if (options.random)
    await page.addInitScript(
      `(() => { const values = ${JSON.stringify(options.random)}; let i = 0; Math.random = () => values[Math.min(i++, values.length - 1)]; })();`,
    );
  if (options.platform)
    await page.addInitScript(
      `Object.defineProperty(navigator, 'platform', { get: () => ${JSON.stringify(options.platform)} });`,
    );
  if (options.clock !== false) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  }
  await page.goto(url);
  return page;
}

/**
 * Goes to `url` in `tab`, as a reader follows a link (the tab keeps its context: storage, cache), or
 * opens a tab there with `options` when there is none yet.
 */
export async function visit(browser: Browser, tab: Page | undefined, url: string, options: OpenOptions): Promise<Page> {
  if (!tab) return openPage(browser, url, options);
  await tab.goto(url);
  return tab;
}

/** What the client decided once it was set up (the docs:ready event), and the service workers it registered. */
export async function clientReady(
  page: Page,
): Promise<{ webVitals: boolean; serviceWorker: boolean; registrations: string[] }> {
  await page.waitForFunction(() => (window as unknown as { docsReady?: unknown }).docsReady !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as {
      docsReady: { webVitals: boolean; serviceWorker: boolean };
      swRegistrations: string[];
    };
    return { ...w.docsReady, registrations: w.swRegistrations };
  });
}

/**
 * After a service-worker update reloaded the page: the reloaded page is set up and its worker is
 * active with nothing installing or waiting, so nothing can reload it again.
 */
export async function settledWorker(page: Page): Promise<void> {
  await clientReady(page);
  await page.waitForFunction(() =>
    navigator.serviceWorker
      .getRegistration()
      .then(
        (r) =>
          !!r && r.active?.state === 'activated' && !r.installing && !r.waiting && !!navigator.serviceWorker.controller,
      ),
  );
}

/** gtag calls recorded in window.dataLayer, as plain arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));

/**
 * Waits on real time for an async effect (clipboard, fetch), never on the page's clock. Up to 10 s by
 * default: only a test about to fail waits that long, and a busy 2-core machine is slow.
 */
export async function waitFor(condition: () => Promise<boolean>, tries = 500): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met');
}

/**
 * The page's cookie whose name matches, once the browser's store has it: a `document.cookie` write
 * reaches the store the context reads asynchronously, so a read right after the click can miss it.
 */
export async function storedCookie(page: Page, name: string | RegExp): Promise<Cookie> {
  const matches = (c: Cookie) => (typeof name === 'string' ? c.name === name : name.test(c.name));
  let found: Cookie | undefined;
  await waitFor(async () => !!(found = (await page.context().cookies()).find(matches)));
  return found!;
}

/** A demo of the page by its name (`data-demo`). */
export const demoOf = (page: Page, name: string) => page.locator(`.Demo-root[data-demo="${name}"]`);

/** Scrolls a demo into view and waits until it is live. */
export async function makeLive(page: Page, name: string): Promise<void> {
  await demoOf(page, name).locator('.Demo-preview').scrollIntoViewIfNeeded();
  await page.waitForSelector(`.Demo-root[data-demo="${name}"][data-live="true"]`);
}

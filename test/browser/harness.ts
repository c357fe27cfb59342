import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { copySample, REPO, runCli, tmpDir } from '../helpers.js';

const TYPES: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json' };

export interface FakeEndpoints {
  /** Body of /network.js, the fake ad network's script. */
  networkScript: string;
  /** Body of /feed.json, or an HTTP status to fail with. */
  feed: unknown;
  /** Paths requested from the fake server outside the site (pixels, feed, script). */
  hits: string[];
}

export interface TestSite {
  base: string;
  out: string;
  endpoints: FakeEndpoints;
  close(): void;
}

/**
 * Builds the sample site with a config changed by `configure` (given the server's base URL) and
 * serves it on 127.0.0.1, with the ad network, ad feed and tracking pixels played by the same
 * server.
 */
export async function startSite(configure: (config: Record<string, unknown>, base: string) => void): Promise<TestSite> {
  const root = copySample('browser-site');
  const out = path.join(tmpDir('browser-out'), 'dist');
  const endpoints: FakeEndpoints = { networkScript: '/* delivers nothing */', feed: { ads: [] }, hits: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/network.js' || url.pathname === '/feed.json' || url.pathname.startsWith('/pixel')) {
      endpoints.hits.push(url.pathname + url.search);
      const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
      if (url.pathname === '/network.js') return void (res.writeHead(200, { ...headers, 'content-type': 'text/javascript' }), res.end(endpoints.networkScript));
      if (url.pathname === '/feed.json') {
        if (typeof endpoints.feed === 'number') return void (res.writeHead(endpoints.feed, headers), res.end());
        return void (res.writeHead(200, { ...headers, 'content-type': 'application/json' }), res.end(JSON.stringify(endpoints.feed)));
      }
      return void (res.writeHead(204, headers), res.end());
    }
    let file = path.join(out, decodeURIComponent(url.pathname));
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!file.startsWith(out) || !fs.existsSync(file)) return void (res.writeHead(404), res.end());
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const config = JSON.parse(fs.readFileSync(path.join(REPO, 'docs.config.json'), 'utf8'));
  configure(config, base);
  fs.writeFileSync(path.join(root, 'docs.config.json'), JSON.stringify(config));
  const r = runCli('docs-build', ['--root', root, '--out', out]);
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  return { base, out, endpoints, close: () => server.close() };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface OpenOptions {
  /** Values Math.random returns in turn (the last one repeats). */
  random?: number[];
  userAgent?: string;
  clipboard?: boolean;
  platform?: string;
}

/** Opens a page with a standing clock (timers advance only through clock.runFor) and seeded randomness. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Page> {
  const context = await browser.newContext({ userAgent: options.userAgent, permissions: options.clipboard === false ? [] : ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  if (options.random) await page.addInitScript(`(() => { const values = ${JSON.stringify(options.random)}; let i = 0; Math.random = () => values[Math.min(i++, values.length - 1)]; })();`);
  if (options.platform) await page.addInitScript(`Object.defineProperty(navigator, 'platform', { get: () => ${JSON.stringify(options.platform)} });`);
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(url);
  return page;
}

/** gtag calls recorded in window.dataLayer, as plain arrays. */
export const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));

/** Waits on real time for an async effect (clipboard, fetch), never on the page's clock. */
export async function waitFor(condition: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met');
}

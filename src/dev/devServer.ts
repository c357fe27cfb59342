import type http from 'node:http';
import { compareDiagnostics, type Diagnostic } from '../errors/Diagnostic.js';
import { DocsError } from '../errors/DocsError.js';
import { formatFatal, formatText } from '../errors/format.js';
import { watchSite } from '../load/watchSite.js';
import { resolvePath, splitRequestUrl } from '../serve/httpRules.js';
import { listen } from '../serve/listen.js';
import { fileHeaders } from '../serve/preview.js';
import { DEV_PREFIX, injectDevScript } from './devScript.js';
import { openDevSite } from './devSite.js';
import { contentId } from '../site/hash.js';

export interface DevOptions {
  root: string;
  host: string;
  port: number;
  /** Terminal output, a line at a time. */
  log(line: string): void;
}

/** Saves this close together are one change (an editor writing several files, or many saves a second). */
const SETTLE_MS = 60;

interface Tab {
  res: http.ServerResponse;
  /** Output file of the page the tab shows, and the version it has. */
  rel: string;
  version: string;
}

const sse = (res: http.ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The output path a URL path asks for (a page path ends in index.html). */
const relOf = (pathname: string) => {
  const target = resolvePath(pathname, () => false);
  return target.kind === 'file' ? target.rel : undefined;
};

/**
 * docs-dev: serves the site from memory (openDevSite), watches its sources, and reloads each open
 * tab whose page changed. Errors never stop it: pages show them in an overlay, the terminal prints
 * them once per change.
 */
export async function startDevServer(options: DevOptions): Promise<{ url: string; close(): Promise<void> }> {
  const site = openDevSite(options.root);
  const tabs = new Set<Tab>();
  let errors = '';

  const handler: http.RequestListener = (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { pathname } = splitRequestUrl(req.url);
      if (pathname === `${DEV_PREFIX}events`) {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        const tab: Tab = {
          res,
          rel: relOf(url.searchParams.get('path') ?? '/') ?? 'index.html',
          version: url.searchParams.get('version') ?? '',
        };
        tabs.add(tab);
        sse(res, 'errors', errors);
        req.on('close', () => tabs.delete(tab));
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return void (res.writeHead(405, { allow: 'GET, HEAD' }), res.end());
      const rel = relOf(pathname);
      if (!rel)
        return void (
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }),
          res.end('Bad request: the path leaves the site.\n')
        );
      // A route asked without its trailing slash is redirected, as static hosts do.
      if (!rel.endsWith('index.html') && !rel.split('/').pop()!.includes('.') && (await site.isRouteFolder(rel))) {
        return void (res.writeHead(301, { location: `${pathname}/${url.search}` }), res.end());
      }
      const { status, rel: file, body } = await site.respond(rel);
      const served = file.endsWith('.html') ? injectDevScript(String(body), contentId(body)) : body;
      res.writeHead(status, fileHeaders(file));
      res.end(req.method === 'HEAD' ? undefined : served);
    })().catch((err: unknown) => {
      options.log(`docs-dev: could not serve ${req.url}: ${(err as Error)?.message ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`docs-dev could not render this page: ${(err as Error)?.message ?? String(err)}\n`);
    });
  };

  let printed = '';
  /**
   * The site's diagnostics, once complete (or a fatal error's text): the terminal gets them once per
   * change, every tab the errors.
   */
  const report = (diagnostics: Diagnostic[], fatal?: string) => {
    const sorted = [...diagnostics].sort(compareDiagnostics);
    const text = fatal ?? formatText(sorted);
    if (text !== printed) {
      printed = text;
      options.log(text.trimEnd());
    }
    const shown =
      fatal ??
      (sorted.some((d) => d.severity === 'error') ? formatText(sorted.filter((d) => d.severity === 'error')) : '');
    if (shown !== errors) {
      errors = shown;
      for (const tab of tabs) sse(tab.res, 'errors', errors);
    }
  };
  const analyse = () =>
    void site.analyseAll().then(
      (diagnostics) => diagnostics && report(diagnostics),
      (err: unknown) => options.log(`docs-dev: ${(err as Error).message}`),
    );

  // Changes: one update for every burst of saves; a save during an update queues one more.
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  let running = false;
  const update = async () => {
    if (running) return;
    running = true;
    while (changed.size) {
      const count = changed.size;
      changed.clear();
      const started = performance.now();
      try {
        await site.update();
      } catch (err) {
        // An invalid config or root: the last good state is served, with the error shown everywhere.
        report([], err instanceof DocsError ? formatFatal(err, false) : String(err));
        continue;
      }
      for (const tab of tabs) {
        const version = await site.version(tab.rel);
        if (version !== tab.version) {
          tab.version = version;
          sse(tab.res, 'reload', tab.rel);
        }
      }
      options.log(
        `Updated (${count} file${count === 1 ? '' : 's'} changed) in ${Math.round(performance.now() - started)} ms`,
      );
      analyse();
    }
    running = false;
  };
  const watcher = watchSite(options.root, (rel) => {
    changed.add(rel);
    clearTimeout(timer);
    timer = setTimeout(
      () => void update().catch((err: unknown) => options.log(`docs-dev: ${(err as Error).message}`)),
      SETTLE_MS,
    );
  });

  const { server, url } = await listen(handler, {
    host: options.host,
    port: options.port,
    onTaken: (port) => options.log(`Port ${port} is in use, trying ${port + 1}`),
  });
  await Promise.all([site.ready(), watcher.ready]);
  analyse();
  return {
    url,
    async close() {
      clearTimeout(timer);
      for (const tab of tabs) tab.res.end();
      await watcher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

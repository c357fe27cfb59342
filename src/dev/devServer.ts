import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { compareDiagnostics, type Diagnostic, type Location } from '../errors/Diagnostic.js';
import { diagnosticOf, DocsError } from '../errors/DocsError.js';
import { formatFatal, formatOverlay, formatText, seenFrom, type FileOf } from '../errors/format.js';
import { reportedAs } from '../pipeline/workerErrors.js';
import { watchSite } from '../load/watchSite.js';
import { placeOnSite, resolvePath, splitRequestUrl } from '../serve/httpRules.js';
import { underBase } from '../site/basePath.js';
import { listen } from '../serve/listen.js';
import { fileHeaders } from '../serve/preview.js';
import { DEV_PREFIX, injectDevScript } from './devScript.js';
import { DevSite } from './devSite.js';
import { reloadIfChanged, Updater, type OpenTab } from './updater.js';

export interface DevOptions {
  root: string;
  host: string;
  port: number;
  /** Names besides localhost and IP addresses the server answers to (--allowed-hosts). */
  allowedHosts?: readonly string[];
  /** Terminal output, a line at a time. */
  log(line: string): void;
  /** Hands the process's last resort what the server shows and goes on through (a demo's uncaught error). */
  absorbUncaught?(absorb: (err: unknown) => boolean): void;
}

/** A tab with the page open: its event stream. */
interface Tab extends OpenTab {
  res: http.ServerResponse;
}

const sse = (res: http.ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The output path a URL path asks for (a page path ends in index.html). */
const relOf = (pathname: string) => {
  const target = resolvePath(pathname, () => false);
  return target.kind === 'file' ? target.rel : undefined;
};

/**
 * What the terminal and the open tabs are told about the site's problems: the diagnostics once
 * per change (warnings included), and the errors as every tab's overlay.
 */
class Reporter {
  private printed = '';
  /** The overlay's text (empty: no errors). */
  errors = '';
  private last: { diagnostics: Diagnostic[]; fatal?: string } = { diagnostics: [] };
  /** Errors of the site's code that nobody caught (a demo's timer), each shown until its file changes. */
  private readonly strays = new Map<string, Diagnostic>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly tabs: ReadonlySet<Tab>,
    private readonly fileOf: FileOf,
    /** A problem's file (relative to the root), for its code frame; none for what does not read. */
    private readonly source: (file: string) => string | undefined,
  ) {}

  /** The site's diagnostics, once complete (or a fatal error's text). */
  report(diagnostics: Diagnostic[], fatal?: string): void {
    this.last = { diagnostics, fatal };
    this.show();
  }

  /** An error of the site's code nobody caught, at its place: shown with the site's until its file changes. */
  stray(diagnostic: Diagnostic): void {
    this.strays.set(diagnostic.file, diagnostic);
    this.show();
  }

  /** A file changed: the error its code left is gone, or comes again when its code runs again. */
  changed(rel: string): void {
    this.strays.delete(rel);
  }

  private show(): void {
    const { fatal } = this.last;
    const sorted = [...this.last.diagnostics, ...this.strays.values()].sort(compareDiagnostics);
    const text = fatal ?? formatText(sorted, this.fileOf);
    if (text !== this.printed) {
      this.printed = text;
      this.log(text.trimEnd());
    }
    const shown = fatal ?? formatOverlay(sorted, this.fileOf, this.source);
    if (shown === this.errors) return;
    this.errors = shown;
    for (const tab of this.tabs) sse(tab.res, 'errors', shown);
  }
}

/** Reads a problem's file for its code frame: a text file of at most 1 MB, else none. */
const sourceIn =
  (root: string) =>
  (file: string): string | undefined => {
    try {
      const abs = path.resolve(root, file);
      return fs.statSync(abs).size <= 1 << 20 ? fs.readFileSync(abs, 'utf8') : undefined;
    } catch {
      return undefined;
    }
  };

/** A tab's event stream (`path`: the page's path as the browser has it, under the base path). */
function openEvents(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { site, tabs, reporter, base, url }: { site: DevSite; tabs: Set<Tab>; reporter: Reporter; base: string; url: URL },
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const place = placeOnSite(base, url.searchParams.get('path') ?? '/');
  const own = place.kind === 'site' ? relOf(place.path) : undefined;
  const rel = own || 'index.html';
  const tab: Tab = {
    res,
    rel,
    version: url.searchParams.get('version') ?? '',
    // A tab that closed meanwhile (its stream ended) is not written to.
    reload: () => void (tabs.has(tab) && sse(res, 'reload', rel)),
  };
  tabs.add(tab);
  sse(res, 'errors', reporter.errors);
  req.on('close', () => tabs.delete(tab));
  // A save that landed while the page loaded found no tab to reload: this one is told now, not at the next save.
  // (A tab outside the site's paths shows a page its path does not name: it is compared at saves only.)
  if (!own || !tab.version) return;
  void reloadIfChanged(site, tab).catch(() => undefined);
}

/** Answers with an output file (a page rendered on demand, with the dev script; else the 404 page). `rel` none: the 404 page. */
async function respond(site: DevSite, res: http.ServerResponse, req: http.IncomingMessage, rel?: string) {
  const { status, rel: file, body } = await (rel === undefined ? site.notFound() : site.respond(rel));
  const served = file.endsWith('.html') ? injectDevScript(String(body), await site.versionOf(body)) : body;
  res.writeHead(status, fileHeaders(file));
  res.end(req.method === 'HEAD' ? undefined : served);
}

/** Serves one request: the events stream, a page (rendered on demand, with the dev script), or a file. */
function createHandler(
  site: DevSite,
  tabs: Set<Tab>,
  reporter: Reporter,
  log: (line: string) => void,
): http.RequestListener {
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = splitRequestUrl(req.url);
    const base = await site.basePath();
    if (pathname === `${DEV_PREFIX}events`) return openEvents(req, res, { site, tabs, reporter, base, url });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void (res.writeHead(405, { allow: 'GET, HEAD' }), res.end());
    const place = placeOnSite(base, pathname);
    if (place.kind === 'redirect')
      return void (res.writeHead(301, { location: place.location + url.search }), res.end());
    const moved = place.kind === 'site' ? await site.redirectOf(place.path) : undefined;
    if (moved) return void (res.writeHead(moved.status, { location: underBase(base, moved.location) }), res.end());
    const target = place.kind === 'site' ? resolvePath(place.path, () => false) : undefined;
    // A path outside the base path is none of the site's; a dotfile is never served, as if absent.
    if (!target) return void (await respond(site, res, req));
    if (target.kind === 'hidden')
      return void (res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }), res.end('Not found\n'));
    const rel = target.kind === 'file' ? target.rel : undefined;
    if (!rel)
      return void (
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }),
        res.end('Bad request: the path leaves the site.\n')
      );
    // A route asked without its trailing slash is redirected, as static hosts do.
    if (!rel.endsWith('index.html') && !rel.split('/').pop()!.includes('.') && (await site.isRouteFolder(rel)))
      return void (res.writeHead(301, { location: `${pathname}/${url.search}` }), res.end());
    await respond(site, res, req, rel);
  };
  return (req, res) =>
    void serve(req, res).catch((err: unknown) => {
      log(`docs-dev: could not serve ${req.url}: ${(err as Error)?.message ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`docs-dev could not render this page: ${(err as Error)?.message ?? String(err)}\n`);
    });
}

/**
 * docs-dev: serves the site from memory (DevSite), watches its sources, and reloads each open
 * tab whose page changed. Errors never stop it: pages show them in an overlay, the terminal prints
 * them once per change.
 */
export async function startDevServer(options: DevOptions): Promise<{ url: string; close(): Promise<void> }> {
  const site = new DevSite(options.root);
  const tabs = new Set<Tab>();
  const reporter = new Reporter(options.log, tabs, seenFrom(process.cwd(), options.root), sourceIn(options.root));
  // A demo's timer or promise that fails outside its render, nobody catching it, is the demo's error
  // to show like the others (its tab's overlay, the terminal), not the end of the server.
  options.absorbUncaught?.((err) => {
    const reported = reportedAs(err);
    if (!(reported instanceof DocsError) || reported.code !== 'demo-uncaught') return false;
    if (reported.location) reporter.stray(diagnosticOf(reported as DocsError & { location: Location }));
    else options.log(formatFatal(reported, false).trimEnd());
    return true;
  });
  const updater = new Updater(site, tabs, (diagnostics, fatal) => reporter.report(diagnostics, fatal), options.log);
  const watcher = watchSite(
    options.root,
    (rel) => {
      reporter.changed(rel);
      updater.changedFile(rel);
    },
    (err) => options.log(`docs-dev: cannot watch ${err.path ?? options.root}: ${err.code ?? err.message}`),
  );
  let server: http.Server | undefined;
  let url: string;
  try {
    ({ server, url } = await listen(createHandler(site, tabs, reporter, options.log), {
      host: options.host,
      port: options.port,
      allowedHosts: options.allowedHosts ?? [],
      onTaken: (port) => options.log(`Port ${port} is in use, trying ${port + 1}`),
    }));
    await Promise.all([site.open().ready(), watcher.ready]);
  } catch (err) {
    // No port or no site: nothing may keep the process running (the watcher, the server would).
    updater.stop();
    await watcher.close();
    server?.close();
    throw err;
  }
  site.followReadInputs((rels) => watcher.follow(rels));
  updater.analyse();
  const listening = server;
  return {
    // The site's address, under the base path its config names when it starts.
    url: `${url.replace(/\/$/, '')}${await site.basePath()}/`,
    async close() {
      updater.stop();
      for (const tab of tabs) tab.res.end();
      await watcher.close();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    },
  };
}

import http from 'node:http';
import path from 'node:path';
import { runCli, startCli, tmpDir, type RunningCli } from '../helpers.js';
import { builtSample } from '../sharedSites.js';

/** A raw GET (the path is sent exactly as given, `..` included). */
function get(
  base: string,
  rawPath: string,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('docs-preview', () => {
  let server: RunningCli;
  let base = '';
  beforeAll(async () => {
    // The run's sample build: the server only reads it.
    const { out } = await builtSample();
    server = startCli('docs-preview', ['--out', out, '--port', '0']);
    base = (await server.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/))[1];
  });
  afterAll(async () => {
    server.proc.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('serves folders as index.html, redirects a folder without its slash, and HEAD', async () => {
    const page = await get(base, '/material-ui/components/button/');
    expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-cache',
    ]);
    expect(page.body).toContain('<title>React Button component - Material UI</title>');
    expect(page.body).toContain('<meta http-equiv="Content-Security-Policy"');
    const bare = await get(base, '/material-ui/components/button');
    expect([bare.status, bare.headers.location]).toEqual([301, '/material-ui/components/button/']);
    const head = await get(base, '/versions/', 'HEAD');
    expect([head.status, head.body]).toEqual([200, '']);
    expect((await get(base, '/versions/', 'POST')).status).toBe(405);
  });

  it('answers an unknown path with the 404 page and status 404, in its language', async () => {
    const missing = await get(base, '/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Page not found</h1>');
    expect((await get(base, '/zh/no/such/page/')).body).toContain('<html lang="zh-CN"');
  });

  it('caches content-hashed files for a year and everything else never without revalidation; types are right', async () => {
    const html = (await get(base, '/material-ui/components/button/')).body;
    const css = html.match(/href="(\/static\/docs\.[0-9a-f]{10}\.css)"/)![1];
    const js = html.match(/src="(\/static\/client\.[0-9a-f]{10}\.js)"/)![1];
    const demo = html.match(/data-demo-module="([^"]+)"/)![1];
    for (const [file, type] of [
      [css, 'text/css; charset=utf-8'],
      [js, 'text/javascript; charset=utf-8'],
      [demo, 'text/javascript; charset=utf-8'],
    ]) {
      const r = await get(base, file);
      expect([file, r.status, r.headers['content-type'], r.headers['cache-control']]).toEqual([
        file,
        200,
        type,
        'public, max-age=31536000, immutable',
      ]);
    }
    const checks: Array<[string, string, string]> = [
      ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
      ['/sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
      ['/search/en/index.json', 'application/json; charset=utf-8', 'no-cache'],
      ['/favicon.ico', 'image/x-icon', 'no-cache'],
      ['/static/logo.svg', 'image/svg+xml', 'no-cache'],
    ];
    for (const [file, type, caching] of checks) {
      const r = await get(base, file);
      expect([file, r.status, r.headers['content-type'], r.headers['cache-control']]).toEqual([
        file,
        200,
        type,
        caching,
      ]);
    }
  });

  it('refuses paths that leave the folder', async () => {
    for (const raw of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/static/..%2f..%2fpackage.json',
      '/a\\..\\b',
      '/%00',
    ]) {
      expect([raw, (await get(base, raw)).status]).toEqual([raw, 400]);
    }
  });

  it('a missing output folder is a usage error', () => {
    const r = runCli('docs-preview', ['--out', path.join(tmpDir('preview-none'), 'nothing')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('dist-missing');
  });
});

// Takes screenshots of built pages: node scripts/screenshot.mjs DIST OUTDIR path1 path2 ...
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [dist, outDir, ...paths] = process.argv.slice(2);
const types = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
};
const server = http
  .createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(dist, p);
    if (p.endsWith('/')) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  })
  .listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const port = server.address().port;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
fs.mkdirSync(outDir, { recursive: true });
for (const p of paths) {
  for (const [w, h] of [
    [1440, 900],
    [375, 800],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
      await page.goto(`http://127.0.0.1:${port}${p}`);
      await page.waitForTimeout(300);
      const name = `${p.replace(/\W+/g, '_')}-${w}-${scheme}.png`;
      await page.screenshot({ path: path.join(outDir, name) });
      await page.close();
    }
  }
}
await browser.close();
server.close();

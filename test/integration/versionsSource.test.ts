import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FamilyVersion } from '../../src/site/config/schema.js';
import { versionsFileText } from '../../src/site/versionsFile.js';
import { read, startCli } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

// Issue 42: a build reads the newest deploy's versions.json (`versions.source`): its pages list the versions
// released since, an unmaintained version's canonical links name the current version's same page, and a list
// that cannot be read is a warning at its line, not a failed build.
describe('versions.source at build time', () => {
  let root: string;
  let origin: string;
  let served: { status: number; text: string };
  let server: http.Server;

  const build = async () => {
    const run = startCli('docs-build', ['--root', root]);
    return { code: await run.exited, output: run.output() };
  };
  const page = (route: string) => read(root, 'dist', route, 'index.html');
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const menu = (html: string) =>
    [...(/site-version-menu.*?<\/ul>/.exec(html)?.[0] ?? '').matchAll(/data-version-url="[^"]+"[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
  const list = (labels: string[]) =>
    labels.map((label): FamilyVersion => ({
      label,
      url: `${origin}/${label}/`,
      status: label === 'v2' ? 'current' : label === 'v1' ? 'unmaintained' : 'unreleased',
    }));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = req.url === '/v2/versions.json' ? served : { status: 404, text: '' };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    root = seededNewSite('newest-list');
    const file = path.join(root, 'docs.config.json');
    const config = JSON.parse(read(file)) as Record<string, unknown>;
    const versions = { label: 'v1', list: list(['v2', 'v1']), source: `${origin}/v2/versions.json` };
    fs.writeFileSync(file, JSON.stringify({ ...config, versions }, null, 2) + '\n');
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("lists the newest deploy's versions, and points canonical links at the pages the current version has", async () => {
    const v2 = { label: 'v2', list: list(['v3', 'v2', 'v1']) };
    served = { status: 200, text: versionsFileText(`${origin}/v2`, ['/', '/acme-ui/components/button/'], v2) };
    const first = await build();
    expect(first.code).toBe(0);
    expect(first.output).not.toContain('versions-source');
    const button = page('acme-ui/components/button');
    expect(menu(button)).toEqual(['v3', 'v2', 'v1']);
    expect(canonical(button)).toBe(`${origin}/v2/acme-ui/components/button/`);
    // v2 has no such page: the canonical link stays this version's own.
    expect(canonical(page('acme-ui/getting-started/overview'))).toBe(
      'https://docs.example.com/acme-ui/getting-started/overview/',
    );

    // Nothing of the site changed, but the newest list did: the next build reads it again.
    served = { status: 200, text: versionsFileText(`${origin}/v2`, ['/'], { label: 'v2', list: list(['v2', 'v1']) }) };
    expect((await build()).code).toBe(0);
    expect(menu(page('acme-ui/components/button'))).toEqual(['v2', 'v1']);
    expect(canonical(page('acme-ui/components/button'))).toBe('https://docs.example.com/acme-ui/components/button/');
  });

  it("a list that cannot be read is a warning at versions.source, and the config's list is shown", async () => {
    served = { status: 503, text: '' };
    const run = await build();
    const line =
      read(root, 'docs.config.json')
        .split('\n')
        .findIndex((l) => l.includes('"source"')) + 1;
    expect(run.code).toBe(0);
    expect(run.output).toContain(
      `docs.config.json:${line}:15  warning  versions-source  Could not read the versions list at ${origin}/v2/versions.json (HTTP 503); this build lists the versions of docs.config.json.`,
    );
    expect(menu(page('acme-ui/components/button'))).toEqual(['v2', 'v1']);
  });
});

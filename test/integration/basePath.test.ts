import fs from 'node:fs';
import path from 'node:path';
import { read, runCli, startCli, tmpDir } from '../helpers.js';

// Issue 42: a site built for a path below its host's root. The build moves every URL it emits
// under the base path; a demo's own markup stays as its code wrote it, so a root path there is said.
describe('a site served under a base path', () => {
  const root = path.join(tmpDir('base-path'), 'site');
  const dir = path.join(root, 'content/acme-ui/components/button');
  const index = path.join(dir, 'index.md');
  let directiveLine = 0;

  beforeAll(() => {
    expect(runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme UI']).status).toBe(0);
    // A 1×1 PNG the demo imports (the build serves it), and a path at the host's root it renders as written.
    fs.writeFileSync(
      path.join(dir, 'dot.png'),
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    fs.writeFileSync(
      path.join(dir, 'Pictures.js'),
      [
        "import dot from './dot.png';",
        '',
        'export default function Pictures() {',
        '  return (',
        '    <p>',
        '      <img id="imported" src={dot} alt="" width="1" height="1" />',
        '      <img id="rooted" src="/static/logo.png" alt="" width="1" height="1" />',
        '    </p>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    fs.appendFileSync(index, '\n## Pictures\n\n{{"demo": "Pictures.js"}}\n');
    directiveLine = fs.readFileSync(index, 'utf8').split('\n').indexOf('{{"demo": "Pictures.js"}}') + 1;
  });

  it("says where a demo's markup leads outside the site, at its directive, only under a base path", () => {
    const rooted = runCli('docs-check', ['--root', root]);
    expect(rooted.stdout).not.toContain('demo-leaves-base');
    const below = runCli('docs-check', ['--root', root, '--base-path', '/acme-kit/']);
    expect(below.status).toBe(0);
    expect(below.stdout).toContain(
      `content/acme-ui/components/button/index.md:${directiveLine}:1  warning  demo-leaves-base  Demo Pictures.js renders href="/static/logo.png", a path at the host's root: the site is served under /acme-kit/, so it leads outside the site.`,
    );
  });

  it("builds every URL under the base path, an imported file's too, and leaves the demo's own markup as it is", () => {
    const build = runCli('docs-build', ['--root', root, '--base-url', 'https://acme.github.io/acme-kit/']);
    expect(build.status).toBe(0);
    const page = read(root, 'dist/acme-ui/components/button/index.html');
    expect(page).toMatch(/<img id="imported" src="\/acme-kit\/static\/media\/dot-[A-Z0-9]+\.png"/);
    expect(page).toContain('<img id="rooted" src="/static/logo.png"');
    expect(page).toContain('<link rel="canonical" href="https://acme.github.io/acme-kit/acme-ui/components/button/">');
    // React's preload of the demo's image is the demo's markup too.
    expect(page.match(/(?:href|src)="\/(?!acme-kit\/)[^"]*"/g)).toEqual([
      'href="/static/logo.png"',
      'src="/static/logo.png"',
    ]);
    expect(JSON.parse(read(root, 'dist/versions.json'))).toMatchObject({ baseUrl: 'https://acme.github.io/acme-kit' });
    expect(read(root, 'dist/sitemap.xml')).toContain(
      '<loc>https://acme.github.io/acme-kit/acme-ui/components/button/</loc>',
    );
  });

  it('docs-dev serves the site under the base path its config names, as docs-preview does', async () => {
    const file = path.join(root, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...config, baseUrl: 'https://acme.github.io/acme-kit/' }));
    const dev = startCli('docs-dev', ['--root', root, '--port', '0']);
    try {
      const [, origin, base] = await dev.waitFor(/Ready at (http:\/\/127\.0\.0\.1:\d+)(\/\S*) in \d+ ms/);
      expect(base).toBe('/acme-kit/');
      const home = await fetch(`${origin}/`, { redirect: 'manual' });
      expect([home.status, home.headers.get('location')]).toEqual([301, '/acme-kit/']);
      // Outside the base path is not found, also once the 404 page has been rendered for a path inside it.
      expect((await fetch(`${origin}/acme-kit/no/such/page/`)).status).toBe(404);
      expect((await fetch(`${origin}/acme-ui/components/button/`)).status).toBe(404);
      const page = await (await fetch(`${origin}/acme-kit/acme-ui/components/button/`)).text();
      const css = page.match(/<link rel="stylesheet" href="([^"]+)">/)![1];
      expect(css).toMatch(/^\/acme-kit\/static\/docs\.[0-9a-f]{10}\.css$/);
      expect((await fetch(`${origin}${css}`)).status).toBe(200);
    } finally {
      fs.writeFileSync(file, JSON.stringify(config));
      dev.proc.kill('SIGINT');
      await dev.exited;
    }
  });

  it("the newest deploy's versions list may be fetched from its origin, never run as a script", () => {
    const file = path.join(root, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const list = [
      { label: 'v2', url: 'https://acme.github.io/acme-kit/', status: 'current' },
      { label: 'v1', url: 'https://acme.github.io/acme-kit/v1/', status: 'unmaintained' },
    ];
    const versions = { label: 'v1', list, source: 'https://versions.example/acme-kit/versions.json' };
    fs.writeFileSync(file, JSON.stringify({ ...config, versions }));
    try {
      expect(runCli('docs-build', ['--root', root]).status).toBe(0);
      const csp = read(root, 'dist/acme-ui/components/button/index.html')
        .match(/Content-Security-Policy" content="([^"]*)"/)![1]
        .replace(/&#39;/g, "'");
      expect(csp).toMatch(/connect-src [^;]*https:\/\/versions\.example/);
      expect(csp).not.toMatch(/script-src [^;]*versions\.example/);
    } finally {
      fs.writeFileSync(file, JSON.stringify(config));
    }
  });

  it('a base path that is no path is a usage error naming it', () => {
    const bad = runCli('docs-build', ['--root', root, '--base-path', '../up/']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Invalid base path "../up/"');
  });
});

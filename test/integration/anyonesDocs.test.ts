import fs from 'node:fs';
import path from 'node:path';
import { read, runCli, tmpDir } from '../helpers.js';
import { seededSample } from '../sharedSites.js';

/**
 * What a reader of the output sees, file by file: pages without their scripts, stylesheets, data.
 * Scripts are left out: they hold the spec's own codec values (the "MUI System" code-styling
 * cookie value, the "MUI: ..." colour-scheme console message), never links or labels.
 */
function readerText(dir: string): Array<[string, string]> {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile() && !e.name.endsWith('.js'))
    .map((e) => {
      const abs = path.join(e.parentPath, e.name);
      return [path.relative(dir, abs), fs.readFileSync(abs, 'latin1').replace(/<script>[^<]*<\/script>/g, '')];
    });
}

// Names and addresses of the original site that must not reach someone else's output.
const ORIGINAL_SITE = [
  /mui\.com/,
  /github\.com\/mui/,
  /Material UI/,
  /MUI X\b/,
  /Joy UI/,
  /Base UI/,
  /MUI System/,
  /Toolpad/,
  /\bMUI\b(?!-)/,
  /material-ui/,
  /scaffoldhub|tidelift/i,
];

describe('docs-init and a product line of your own (acme-ui)', () => {
  const root = path.join(tmpDir('acme'), 'site');
  const out = path.join(root, 'dist');

  beforeAll(() => {
    const init = runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme UI']);
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('Wrote a site root for Acme UI (/acme-ui/)');
    // The next steps, a command a line, starting with the live preview.
    expect(
      init.stdout
        .split('\n')
        .slice(1, 5)
        .map((l) => l.trim().split(/\s{2,}/)[0]),
    ).toEqual([`cd ${root}`, 'npx docs-dev', 'npx docs-check', 'npx docs-build']);
  });

  it('docs-init writes a site root that docs-check passes with no warning, and refuses a non-empty folder', () => {
    const check = runCli('docs-check', ['--root', root, '--strict']);
    // Its TypeScript demo is not type-checked until React's types are installed, and it says so (issue 40).
    expect(check.stdout).toBe(
      "0 errors, 0 warnings in 0 files\n1 TypeScript demo not type-checked: React's types (@types/react) do not resolve from the site (npm i -D @types/react)\n",
    );
    expect(check.status).toBe(0);
    const again = runCli('docs-init', [root]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('is not empty');
  });

  it('builds with its own name, colour and links, API pages, no ads, and nothing of the original site', () => {
    const configFile = path.join(root, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    config.products['acme-ui'].theme = { primary: '#6A1B9A' };
    config.links = [{ label: 'Acme blog', href: 'https://acme.example.com/blog/' }];
    config.githubRepo = 'https://github.com/acme/acme-ui';
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    const build = runCli('docs-build', ['--root', root, '--strict']);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const button = read(out, 'acme-ui/components/button/index.html');
    expect(button).toContain('<title>React Button component - Acme UI</title>');
    expect(button).toMatch(
      /<nav aria-label="Main navigation"><ul class="nav-root">.*href="\/acme-ui\/getting-started\/overview\/"/s,
    );
    expect(button).toMatch(/href="\/acme-ui\/components\/button\/"[^>]*aria-current="page"/);
    expect(button).toContain('<a href="https://acme.example.com/blog/" target="_blank" rel="noopener">Acme blog ↗</a>');
    expect(button).toContain('href="https://github.com/acme/acme-ui"');
    expect(button).toContain('<meta name="mui:productId" content="acme-ui">');
    expect(button).toContain('<body data-product="acme-ui">');
    expect(button).not.toContain('ad-slot');

    const api = read(out, 'acme-ui/api/button/index.html');
    expect(api).toContain('<title>Button API - Acme UI</title>');
    expect(api).toContain('id="button-prop-variant"');
    expect(api).not.toContain('ad-slot');
    expect(read(out, 'versions/index.html')).toContain('<title>Versions - Acme UI</title>');

    const css = fs.readdirSync(path.join(out, 'static')).find((f) => f.endsWith('.css'))!;
    expect(read(out, 'static', css)).toContain('body[data-product="acme-ui"]{--muidocs-palette-primary-main:#6A1B9A;');
    expect(fs.existsSync(path.join(out, 'favicon.ico'))).toBe(true);

    for (const [file, text] of readerText(out)) {
      for (const name of ORIGINAL_SITE)
        if (name.test(text)) throw new Error(`${file} names the original site: ${text.match(name)![0]}`);
    }
  });

  it('a content folder that is no declared product line is an error at that folder, never a silent skip', () => {
    fs.mkdirSync(path.join(root, 'content/other-ui/intro'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/other-ui/intro/index.md'), '# Intro\n');
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      'content/other-ui:1:1  error  unknown-product-line  Unknown product line other-ui; declare it in docs.config.json products',
    );
    const build = runCli('docs-build', ['--root', root]);
    expect(build.status).toBe(1);
    fs.rmSync(path.join(root, 'content/other-ui'), { recursive: true });
  });

  it('the configured name is what titles use, also under an original prefix', async () => {
    const site = await seededSample('renamed');
    const configFile = path.join(site, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    config.products['base-ui'].name = 'Acme UI';
    fs.writeFileSync(configFile, JSON.stringify(config));
    const dist = path.join(site, 'dist');
    expect(runCli('docs-build', ['--root', site, '--out', dist]).status).toBe(0);
    expect(read(dist, 'base-ui/components/button/index.html')).toMatch(/<title>[^<]* - Acme UI<\/title>/);
    expect(read(dist, 'base-ui/api/button/index.html')).toContain('<title>Button API - Acme UI</title>');
  });

  it('public/ is copied, its favicon.ico replaces the default, and it may not replace a generated file', () => {
    fs.mkdirSync(path.join(root, 'public/img'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/favicon.ico'), 'own icon');
    fs.writeFileSync(path.join(root, 'public/img/a.txt'), 'a');
    expect(runCli('docs-build', ['--root', root]).status).toBe(0);
    expect(read(out, 'favicon.ico')).toBe('own icon');
    expect(read(out, 'img/a.txt')).toBe('a');
    expect(read(out, 'index.html')).toContain('<link rel="icon" href="/favicon.ico" sizes="any">');
    fs.writeFileSync(path.join(root, 'public/sitemap.xml'), '<urlset/>');
    const clash = runCli('docs-build', ['--root', root]);
    expect(clash.status).toBe(1);
    expect(clash.stdout).toContain(
      'public/sitemap.xml:1:1  error  public-conflict  public/sitemap.xml would replace sitemap.xml, which the build generates.',
    );
    expect(read(out, 'img/a.txt')).toBe('a');
  });
});

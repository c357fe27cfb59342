import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { REPO, runCli, tmpDir } from '../helpers.js';
import { seededSample } from '../sharedSites.js';

// Issue "first impressions": the header names the site, controls are named by what they show, and a
// fresh build of the sample site is quiet about translations.
const config = JSON.parse(fs.readFileSync(path.join(REPO, 'docs.config.json'), 'utf8')) as { siteName: string };
let out: string;
let build: ReturnType<typeof runCli>;
beforeAll(() => {
  out = path.join(tmpDir('first'), 'dist');
  build = runCli('docs-build', ['--out', out, '--no-cache']);
});
const page = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
const homeLink = (html: string) => html.match(/<a class="home-link"[^>]*>[\s\S]*?<\/a>/)![0];

describe('the header', () => {
  it("shows the site's name on pages of no product line, and keeps it as the link's name elsewhere", () => {
    expect(homeLink(page(''))).toContain(`<span class="site-name">${config.siteName}</span>`);
    expect(homeLink(page('versions'))).toContain(`<span class="site-name">${config.siteName}</span>`);
    expect(homeLink(page('material-ui/components/button'))).toMatch(
      new RegExp(`<span class="site-name"( data-hidden="")?>${config.siteName}</span>`),
    );
  });

  it('names the home link and the search button by their text, not by an aria-label', () => {
    const html = page('material-ui/components/button');
    expect(homeLink(html)).not.toContain('aria-label');
    expect(html.match(/<button type="button" class="search-button"[^>]*>/)![0]).not.toContain('aria-label');
  });

  it("starts the version menu's name with the version it shows", () => {
    const [, label, text] = page('material-ui/components/button').match(/<summary aria-label="([^"]*)">([^<]*)</)!;
    expect(label.startsWith(`${text},`)).toBe(true);
  });

  it('shows a name once when the product line is named as the site and there is no logo (a new site)', () => {
    const root = path.join(tmpDir('first-init'), 'site');
    expect(runCli('docs-init', [root, '--product', 'acme', '--name', 'Acme UI']).status).toBe(0);
    expect(runCli('docs-build', ['--root', root]).status).toBe(0);
    const html = fs.readFileSync(path.join(root, 'dist/acme/components/button/index.html'), 'utf8');
    expect(homeLink(html)).toContain('<span class="site-name">Acme UI</span>');
    expect(html.match(/>Acme UI</g)).toHaveLength(1);
    // A library with no error codes gets no page to decode them (issue 40); the sample, which has them, does.
    expect(fs.existsSync(path.join(root, 'dist/production-error'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8')).not.toContain('production-error');
    expect(fs.existsSync(path.join(out, 'production-error/index.html'))).toBe(true);
  });
});

describe('missing translations', () => {
  it("the sample site's own build says nothing about them", () => {
    expect(build.status).toBe(0);
    expect(build.stdout).not.toMatch(/translation/);
  });

  it('a site that lacks some says so in one line per language, and --verbose lists every key', async () => {
    // From the run's warm cache: the summary is the same cold and warm (test/pipeline/cache.test.ts).
    const root = await seededSample('untranslated');
    fs.writeFileSync(path.join(root, 'translations/translations-zh.json'), '{ "close": "关闭" }\n');
    const quiet = runCli('docs-build', ['--root', root]);
    const line = quiet.stdout.split('\n').find((l) => l.includes('translation'))!;
    expect(line).toMatch(
      /^\d+ UI strings have no zh translation; English is used\. `docs-check --verbose` lists them\.$/,
    );
    const count = Number(line.split(' ')[0]);
    const check = runCli('docs-check', ['--root', root, '--verbose']);
    const listed = check.stdout.split('\n').filter((l) => /^ {2}zh:/.test(l));
    expect(listed).toHaveLength(count);
    expect(listed).toContain('  zh:search.button');
    expect(listed).not.toContain('  zh:close');
  });
});

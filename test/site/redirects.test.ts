import { describe, expect, it } from '@jest/globals';
import {
  matchRedirect,
  netlifyRedirects,
  parseNetlifyRedirects,
  redirectFiles,
  vercelConfig,
  type Redirect,
} from '../../src/site/redirects.js';
import { configProblems } from '../../src/site/config/problems.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';

// Issue 42: redirects as each kind of static host reads them.
const RULES: Redirect[] = [
  { from: '/old/*', to: '/acme/:splat' },
  { from: '/getting-started/', to: '/acme/getting-started/overview/', status: 302 },
  { from: '/chat/', to: 'https://discord.example/acme' },
];

describe('redirects', () => {
  it('match an exact path with or without its slash, else a folder, filling :splat', () => {
    expect(matchRedirect(RULES, '/getting-started')).toEqual({
      location: '/acme/getting-started/overview/',
      status: 302,
    });
    expect(matchRedirect(RULES, '/old/components/button/')).toEqual({
      location: '/acme/components/button/',
      status: 301,
    });
    expect(matchRedirect(RULES, '/chat/')).toEqual({ location: 'https://discord.example/acme', status: 301 });
    expect(matchRedirect(RULES, '/older/')).toBeUndefined();
  });

  // https://docs.netlify.com/routing/redirects/ and Cloudflare Pages: "[source] [destination] [code?]", one per line,
  // # comments, static rules before dynamic ones, :splat for what * matched.
  it('_redirects: one "from to status" rule per line, exact ones first, under the base path', () => {
    const text = netlifyRedirects(RULES, '/kit');
    const rules = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules).toEqual([
      '/kit/getting-started/ /kit/acme/getting-started/overview/ 302',
      '/kit/chat/ https://discord.example/acme 301',
      '/kit/old/* /kit/acme/:splat 301',
    ]);
    for (const rule of rules) expect(rule).toMatch(/^\/\S* \S+ (301|302|307|308)$/);
    expect(parseNetlifyRedirects(text, '/kit')).toEqual(
      RULES.map((r) => ({ ...r, status: r.status ?? 301 })).sort(
        (a, b) => Number(a.from.endsWith('*')) - Number(b.from.endsWith('*')),
      ),
    );
  });

  // https://vercel.com/docs/project-configuration#redirects: { source, destination, statusCode } with
  // path-to-regexp parameters (":path*" matches the rest of the path).
  it('vercel.json: source and destination with a :splat* parameter, and the status', () => {
    expect(JSON.parse(vercelConfig(RULES, ''))).toEqual({
      redirects: [
        { source: '/old/:splat*', destination: '/acme/:splat*', statusCode: 301 },
        { source: '/getting-started/', destination: '/acme/getting-started/overview/', statusCode: 302 },
        { source: '/chat/', destination: 'https://discord.example/acme', statusCode: 301 },
      ],
    });
  });

  it('a page at each exact source for hosts without rules (GitHub Pages), and nothing without redirects', () => {
    const files = new Map(redirectFiles(RULES, { baseUrl: 'https://acme.github.io/kit', basePath: '/kit' }));
    expect([...files.keys()]).toEqual(['_redirects', 'vercel.json', 'getting-started/index.html', 'chat/index.html']);
    const page = files.get('getting-started/index.html')!;
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/kit/acme/getting-started/overview/">');
    expect(page).toContain('<link rel="canonical" href="https://acme.github.io/kit/acme/getting-started/overview/">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(redirectFiles([], { baseUrl: 'https://a.example', basePath: '' })).toEqual([]);
  });

  it('the config says what a source and a status must be, at their line', () => {
    const text = JSON.stringify(
      {
        redirects: [
          { from: 'old/*', to: '/a/' },
          { from: '/a/*/b', to: '/a/', status: 200 },
        ],
      },
      null,
      2,
    );
    expect(configProblems(parseJsonFile('docs.config.json', text)).map((d) => [d.line, d.message])).toEqual([
      [4, '"redirects[0].from" must be a site path, or a folder and all below it, such as "/old-page/" or "/old/*".'],
      [8, '"redirects[1].from" must be a site path, or a folder and all below it, such as "/old-page/" or "/old/*".'],
      [10, '"redirects[1].status" must be one of 301, 302, 307, 308.'],
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { read, runCli, startCli, tmpDir } from '../helpers.js';

// Issue 42: the config's redirects are checked as links are, written as each kind of host reads
// them, and answered by docs-preview and docs-dev.
describe('redirects', () => {
  const root = path.join(tmpDir('redirects'), 'site');
  const file = path.join(root, 'docs.config.json');
  let config: Record<string, unknown>;
  const withRedirects = (redirects: object[]) =>
    fs.writeFileSync(file, JSON.stringify({ ...config, redirects }, null, 2) + '\n');
  const lineOf = (text: string) =>
    read(file)
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;

  beforeAll(() => {
    expect(runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme UI']).status).toBe(0);
    config = JSON.parse(read(file)) as Record<string, unknown>;
  });

  it('a redirect to no page, or from a page, is an error at its line', () => {
    withRedirects([
      { from: '/buttons/', to: '/acme-ui/components/buton/' },
      { from: '/acme-ui/components/button/', to: '/acme-ui/' },
      { from: '/start/', to: '/acme-ui/:splat' },
      { from: '/chat/', to: 'https://discord.example/acme' },
    ]);
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    const lines = check.stdout.split('\n').filter((l) => l.startsWith('docs.config.json'));
    expect(lines).toEqual([
      `docs.config.json:${lineOf('"/acme-ui/components/buton/"')}:13  error  redirect-target  The redirect to /acme-ui/components/buton/ leads to no page of this site.`,
      `docs.config.json:${lineOf('"from": "/acme-ui/components/button/"')}:15  error  redirect-shadows  The redirect from /acme-ui/components/button/ would hide the page /acme-ui/components/button/.`,
      `docs.config.json:${lineOf('"/acme-ui/:splat"')}:13  error  redirect-target  The redirect to /acme-ui/:splat uses :splat, but its "from" has no * to fill it.`,
    ]);
    expect(check.stdout).toContain('hint: Did you mean /acme-ui/components/button/?');
  });

  it('writes _redirects, vercel.json and a page at each exact source; docs-preview and docs-dev answer them', async () => {
    withRedirects([
      { from: '/buttons/', to: '/acme-ui/components/button/' },
      { from: '/old/*', to: '/acme-ui/:splat', status: 308 },
    ]);
    const build = runCli('docs-build', ['--root', root, '--base-path', '/kit/']);
    expect(build.status).toBe(0);
    expect(read(root, 'dist/_redirects')).toContain('/kit/buttons/ /kit/acme-ui/components/button/ 301\n');
    expect(JSON.parse(read(root, 'dist/vercel.json')).redirects).toHaveLength(2);
    expect(read(root, 'dist/buttons/index.html')).toContain('content="0; url=/kit/acme-ui/components/button/"');
    const preview = startCli('docs-preview', ['--out', path.join(root, 'dist'), '--port', '0']);
    try {
      const [, origin] = await preview.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:\d+)\//);
      const exact = await fetch(`${origin}/kit/buttons/`, { redirect: 'manual' });
      expect([exact.status, exact.headers.get('location')]).toEqual([301, '/kit/acme-ui/components/button/']);
      const folder = await fetch(`${origin}/kit/old/components/button/`, { redirect: 'manual' });
      expect([folder.status, folder.headers.get('location')]).toEqual([308, '/kit/acme-ui/components/button/']);
    } finally {
      preview.proc.kill('SIGINT');
      await preview.exited;
    }
    const dev = startCli('docs-dev', ['--root', root, '--port', '0']);
    try {
      const [, origin] = await dev.waitFor(/Ready at (http:\/\/127\.0\.0\.1:\d+)\//);
      const moved = await fetch(`${origin}/old/getting-started/overview/`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([308, '/acme-ui/getting-started/overview/']);
    } finally {
      dev.proc.kill('SIGINT');
      await dev.exited;
    }
  });
});

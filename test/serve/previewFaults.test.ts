import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AS_ANOTHER_USER, REPO, runCli, startCli } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

const get = (url: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) =>
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject),
  );

/** A built new site whose public/ holds dotfiles. */
function builtSite() {
  const root = seededNewSite('preview-faults');
  const parent = path.dirname(root);
  fs.mkdirSync(path.join(root, 'public/.well-known'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public/assets/.git'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public/.env'), 'SECRET=1\n');
  fs.writeFileSync(path.join(root, 'public/assets/.git/config'), '[core]\n');
  fs.writeFileSync(path.join(root, 'public/.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
  // An empty file is a file too (esbuild may emit an empty shared chunk).
  fs.writeFileSync(path.join(root, 'public/empty.txt'), '');
  const build = runCli('docs-build', ['--root', root]);
  expect(build.status).toBe(0);
  return { parent, root, out: path.join(root, 'dist'), build };
}

describe('what the servers serve', () => {
  const site = builtSite();

  it('publishes no dotfile of public/ but .well-known/, with a warning naming each', () => {
    for (const rel of ['.env', 'assets/.git'])
      expect(site.build.stdout).toContain(
        `public/${rel}:1:1  warning  public-hidden  public/${rel} is not published: names that start with a dot are kept out of the site.`,
      );
    expect(fs.existsSync(path.join(site.out, '.env'))).toBe(false);
    expect(fs.existsSync(path.join(site.out, 'assets/.git'))).toBe(false);
    expect(fs.readFileSync(path.join(site.out, '.well-known/security.txt'), 'utf8')).toContain('Contact:');
  });

  it('docs-preview serves only a folder docs-build wrote (its marker)', () => {
    for (const out of ['/', path.join(site.root, 'content')]) {
      const r = runCli('docs-preview', ['--out', out, '--port', '0']);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(
        `${out} was not written by docs-build (no .docs-build marker): only a built site is served.`,
      );
    }
  });

  it.each([
    ['docs-preview', () => ['--out', site.out], /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/],
    ['docs-dev', () => ['--root', site.root], /Ready at (http:\/\/127\.0\.0\.1:\d+\/)/],
  ] as const)(
    '%s never serves a dotfile, even one the output holds; it serves an empty file',
    async (name, args, ready) => {
      // One put in the output by hand: the marker is one too.
      fs.writeFileSync(path.join(site.out, '.env'), 'SECRET=1\n');
      const server = startCli(name, [...args(), '--port', '0']);
      try {
        const base = (await server.waitFor(ready, 60_000))[1];
        for (const p of ['.env', '.docs-build', 'assets/.git/config', '%2eenv'])
          expect([p, (await get(`${base}${p}`)).status]).toEqual([p, 404]);
        expect((await get(`${base}.well-known/security.txt`)).status).toBe(200);
        expect(await get(`${base}empty.txt`)).toEqual({ status: 200, body: '' });
      } finally {
        fs.rmSync(path.join(site.out, '.env'));
        server.proc.kill('SIGINT');
        await server.exited;
      }
    },
  );

  it('docs-preview answers a file it may not read with 500 and goes on serving', async () => {
    // As another user (root reads everything): a file only its owner may read.
    fs.chmodSync(site.parent, 0o755);
    fs.writeFileSync(path.join(site.out, 'private.txt'), 'not yours');
    fs.chmodSync(path.join(site.out, 'private.txt'), 0o000);
    const proc = spawn(process.execPath, [path.join(REPO, 'bin/docs-preview.js'), '--out', site.out, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...AS_ANOTHER_USER,
    });
    try {
      const base = await new Promise<string>((resolve) => {
        let text = '';
        proc.stdout.on('data', (d) => {
          text += d;
          const m = /at (http:\/\/\S+\/)/.exec(text);
          if (m) resolve(m[1]);
        });
      });
      const denied = await get(`${base}private.txt`);
      expect(denied.status).toBe(500);
      expect(denied.body).toContain('EACCES');
      expect((await get(base)).status).toBe(200);
      expect(proc.exitCode).toBeNull();
    } finally {
      proc.kill('SIGINT');
      await new Promise((resolve) => proc.on('exit', resolve));
      fs.rmSync(path.join(site.out, 'private.txt'));
    }
  });
});

import http from 'node:http';
import path from 'node:path';
import { hostAllowed, hostName } from '../../src/serve/hostCheck.js';
import { REPO, runCli, startCli, type RunningCli } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

describe('which Host a server answers (DNS rebinding)', () => {
  it('reads the name a Host header asks for', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('[::1]:4173')).toBe('::1');
    expect(hostName('docs.example.com.')).toBe('docs.example.com');
  });

  it('answers local names, IP addresses, --host and --allowed-hosts; nothing else', () => {
    const allowed = ['127.0.0.1', 'docs.internal', '.example.com'];
    for (const host of [
      'localhost:3000',
      'app.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      '192.168.1.20',
      'docs.internal',
    ])
      expect([host, hostAllowed(host, allowed)]).toEqual([host, true]);
    for (const host of ['example.com', 'a.b.example.com:80']) expect(hostAllowed(host, allowed)).toBe(true);
    for (const host of ['evil.test', 'docs.internal.evil.test', 'notexample.com', 'localhost.evil.test', ''])
      expect([host, hostAllowed(host, allowed)]).toEqual([host, false]);
  });
});

/** A GET with a forged Host header. */
function get(base: string, rawPath: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each([
  ['docs-preview', /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/],
  ['docs-dev', /Ready at (http:\/\/127\.0\.0\.1:\d+\/)/],
])('%s and a forged Host', (name, ready) => {
  let server: RunningCli;
  let base = '';
  beforeAll(async () => {
    const root = seededNewSite('host');
    expect(runCli('docs-build', ['--root', root]).status).toBe(0);
    const args = name === 'docs-dev' ? ['--root', root] : ['--out', path.join(root, 'dist')];
    server = startCli(name, [...args, '--port', '0', '--allowed-hosts', 'docs.test,.team.test'], { cwd: REPO });
    base = (await server.waitFor(ready, 60_000))[1];
  });
  afterAll(async () => {
    server.proc.kill('SIGINT');
    await server.exited;
  });

  it.each(['/', '/__docs-dev/events?path=/', '/no/such/page/'])(
    'refuses %s to another name, with 403 naming the option',
    async (p) => {
      const r = await get(base, p, 'attacker.test:80');
      expect(r.status).toBe(403);
      expect(r.body).toContain('--allowed-hosts attacker.test');
      expect(r.body).not.toContain('<html');
    },
  );

  it('answers localhost, its address and the allowed names', async () => {
    for (const host of [new URL(base).host, 'localhost', 'docs.test', 'wiki.team.test'])
      expect([host, (await get(base, '/', host)).status]).toEqual([host, 200]);
  });
});

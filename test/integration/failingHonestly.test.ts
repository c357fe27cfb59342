import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  AS_ANOTHER_USER,
  CORPUS,
  hashTree,
  newSite,
  REPO,
  runCli,
  RUNS_AS_ROOT,
  startCli,
  tmpDir,
} from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

/**
 * Trust round 3, "stopping and failing honestly": a killed build's leftovers, folders the build may
 * not write, a closed pipe, and the machine refusing a port or a host.
 */

const NOBODY = AS_ANOTHER_USER.uid;
function buildAs(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(REPO, 'bin/docs-build.js'), ...args], {
    encoding: 'utf8',
    ...AS_ANOTHER_USER,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** Makes the folder (and what it holds) readable by the build's user; writable when `writable`. */
function share(dir: string, writable: boolean) {
  fs.chmodSync(dir, 0o755);
  if (RUNS_AS_ROOT && writable) fs.chownSync(dir, NOBODY!, NOBODY!);
  if (!RUNS_AS_ROOT && !writable) fs.chmodSync(dir, 0o555);
}

describe('stopping and failing honestly', () => {
  it('kill -9 in the middle of a build leaves a staging folder; the next build removes it', async () => {
    const parent = tmpDir('kill9');
    const out = path.join(parent, 'dist');
    const child = spawn(
      process.execPath,
      [path.join(REPO, 'bin/docs-build.js'), '--root', CORPUS, '--out', out, '--no-cache'],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const staged = () => fs.readdirSync(parent).filter((n) => n.startsWith('dist.staging-'));
    // Killed as soon as its staging folder exists (it is written while the demos are prepared).
    await new Promise<void>((resolve) => {
      const watcher = fs.watch(parent, () => staged().length && (watcher.close(), resolve()));
    });
    child.kill('SIGKILL');
    await exited;
    expect(staged()).toEqual([expect.stringMatching(new RegExp(`^dist\\.staging-${child.pid}-[0-9a-f]{8}$`))]);
    const root = seededNewSite('after-kill9');
    expect(runCli('docs-build', ['--root', root, '--out', out]).status).toBe(0);
    expect(fs.readdirSync(parent)).toEqual(['dist']);
  });

  it('a page it may not read is file-unreadable at its path, exit 1, never an internal error (issue 45.12)', () => {
    const root = newSite('unreadable-page');
    share(path.dirname(root), false);
    share(root, true);
    const page = path.join(root, 'content/acme-ui/components/button/index.md');
    fs.chmodSync(page, 0o000);
    for (const args of [['docs-check'], ['docs-build', '--no-cache']]) {
      const [bin, ...flags] = args;
      const r = spawnSync(process.execPath, [path.join(REPO, 'bin', `${bin}.js`), '--root', root, ...flags], {
        encoding: 'utf8',
        cwd: root,
        ...AS_ANOTHER_USER,
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(
        'content/acme-ui/components/button/index.md:1:1  error  file-unreadable  The file cannot be read: EACCES, permission denied.',
      );
      expect(r.stdout + r.stderr).not.toMatch(/internal|bug in the tool|\n\s+at /);
    }
  });

  it('an output folder whose parent it may not write is a located output-unwritable error, exit 1', () => {
    const root = newSite('unwritable-parent');
    share(path.dirname(root), false);
    const locked = path.join(path.dirname(root), 'locked');
    fs.mkdirSync(locked);
    share(locked, false);
    const r = buildAs(['--root', root, '--out', path.join(locked, 'dist'), '--no-cache']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${locked}:1:1  error  output-unwritable  Cannot write in ${locked}: permission denied.`,
    );
    expect(r.stderr).toContain(
      `Nothing was written: the previous output in ${path.join(locked, 'dist')} is as it was.`,
    );
    expect(r.stderr).not.toMatch(/internal|bug in the tool|\n\s+at /);
  });

  it('a previous output it cannot remove: the new build is in place and the message says so', () => {
    const root = newSite('stuck-old');
    share(path.dirname(root), false);
    const parent = path.join(path.dirname(root), 'site-out');
    fs.mkdirSync(parent);
    const out = path.join(parent, 'dist');
    expect(runCli('docs-build', ['--root', root, '--out', out, '--no-cache']).status).toBe(0);
    // A folder of the previous output the build's user may not empty (another user's files).
    fs.mkdirSync(path.join(out, 'kept-by-someone'));
    fs.writeFileSync(path.join(out, 'kept-by-someone/file.txt'), 'theirs');
    fs.chmodSync(path.join(out, 'kept-by-someone'), 0o555);
    if (RUNS_AS_ROOT) fs.chownSync(out, NOBODY!, NOBODY!);
    share(parent, true);
    fs.appendFileSync(path.join(root, 'content/acme-ui/getting-started/overview/index.md'), '\nA new sentence.\n');
    const r = buildAs(['--root', root, '--out', out, '--no-cache']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /error {2}output-unwritable {2}Cannot write in .*dist\.staging-\d+-[0-9a-f]{8}\.old\/[^:]*: permission denied\./,
    );
    expect(r.stderr).toContain(`The new build is complete in ${out}.`);
    expect(fs.readFileSync(path.join(out, 'acme-ui/getting-started/overview/index.html'), 'utf8')).toContain(
      'A new sentence.',
    );
    expect(r.stderr).not.toMatch(/previous output was left|bug in the tool/);
  });

  it('a closed stdout never turns a successful build into a failure (docs-build | true)', async () => {
    // A rebuild after an edit, so that the build thread runs and prints as a first build does.
    const root = seededNewSite('epipe');
    fs.appendFileSync(path.join(root, 'content/acme-ui/getting-started/overview/index.md'), '\nA new sentence.\n');
    const child = spawn(process.execPath, [path.join(REPO, 'bin/docs-build.js'), '--root', root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(fs.existsSync(path.join(root, 'dist/index.html'))).toBe(true);
  });

  it('docs-init into a symbolic link that leads nowhere is a usage error, exit 2', () => {
    const link = path.join(tmpDir('dangling'), 'docs');
    fs.symlinkSync('/nonexistent/folder', link);
    const r = runCli('docs-init', [link]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${link} is a symbolic link to /nonexistent/folder, which does not exist`);
    expect(r.stderr).not.toMatch(/internal|\n\s+at /);
  });

  describe('the machine refuses a port or a host: a usage error, exit 2, and the process ends', () => {
    const site = seededNewSite('servers');
    beforeAll(() => {
      expect(runCli('docs-build', ['--root', site]).status).toBe(0);
      // Readable by the user the privileged-port test runs as.
      share(path.dirname(site), false);
    });
    const servers: Array<[string, string[]]> = [
      ['docs-dev', ['--root', site]],
      ['docs-preview', ['--out', path.join(site, 'dist')]],
    ];
    const expectUsage = async (name: string, args: string[], message: string, hint: string) => {
      const server = startCli(name, args);
      // docs-dev's watcher must not keep it running: it ends by itself.
      expect(await server.exited).toBe(2);
      expect(server.output()).toContain(message);
      expect(server.output()).toContain(hint);
      expect(server.output()).not.toMatch(/internal|bug in the tool|\n\s+at /);
    };

    it.each(servers)('%s: every port up to 65535 is busy', async (name, args) => {
      const taken = await Promise.all(
        [65533, 65534, 65535].map(
          (port) =>
            new Promise<net.Server>((resolve) => {
              const s = net.createServer().listen(port, '127.0.0.1', () => resolve(s));
            }),
        ),
      );
      try {
        await expectUsage(name, [...args, '--port', '65533'], 'Ports 65533 to 65535 are all in use.', '--port 8080');
      } finally {
        for (const s of taken) s.close();
      }
    });

    it.each(servers)('%s: --host with no such address, or no such name', async (name, args) => {
      await expectUsage(
        name,
        [...args, '--host', '10.255.255.1'],
        'Cannot listen on --host 10.255.255.1',
        'another --host',
      );
      await expectUsage(name, [...args, '--host', 'no-such-host.invalid'], 'no-such-host.invalid', 'another --host');
    });

    it.each(servers)('%s: a privileged port as a normal user', async (name, args) => {
      const r = spawnSync(process.execPath, [path.join(REPO, 'bin', `${name}.js`), ...args, '--port', '80'], {
        encoding: 'utf8',
        ...AS_ANOTHER_USER,
        timeout: 60_000,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('Port 80 needs privileges this user does not have.');
    });
  });

  it('leaves the output as it was when it fails before the commit', () => {
    // (The signal tests of reliability.test.ts cover SIGINT and SIGTERM; this pins the message of a failure.)
    const root = seededNewSite('fails-early');
    const out = path.join(root, 'dist');
    expect(runCli('docs-build', ['--root', root]).status).toBe(0);
    const before = hashTree(out);
    fs.writeFileSync(
      path.join(root, 'content/acme-ui/getting-started/overview/index.md'),
      '# Title\n\n[broken](/nowhere/)\n',
    );
    const r = runCli('docs-build', ['--root', root]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('the previous output is unchanged');
    expect(hashTree(out)).toEqual(before);
  });
});

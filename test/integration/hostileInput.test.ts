import fs from 'node:fs';
import path from 'node:path';
import { runCli, startCli } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';
import { check, formatText, outcomeOf } from '../inProcess.js';

/** Trust round 3, "hostile content and configuration". */

const OVERVIEW = 'content/acme-ui/getting-started/overview/index.md';
const DEMO = 'content/acme-ui/components/button/BasicButton.js';

describe('terminal escape injection', () => {
  const root = seededNewSite('escapes');
  // Clear the screen, write the clipboard (OSC 52), ring the bell.
  fs.appendFileSync(
    path.join(root, OVERVIEW),
    '\n{{"component": "Evil\\u001b[2J\\u001b]52;c;ZXZpbA==\\u0007Name\\r"}}\n',
  );
  const shown = 'Evil\\x1b[2J\\x1b]52;c;ZXZpbA==\\x07Name\\x0d';
  // eslint-disable-next-line no-control-regex -- the point
  const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

  it.each(['docs-check', 'docs-build'] as const)('%s shows control characters escaped', (name) => {
    const r = runCli(name, ['--root', root]);
    expect(r.stdout + r.stderr).toContain(shown);
    expect(r.stdout + r.stderr).not.toMatch(CONTROL);
  });

  it('docs-dev too', async () => {
    const server = startCli('docs-dev', ['--root', root, '--port', '0']);
    try {
      await server.waitFor(/unknown-component.*\n/, 60_000);
      expect(server.output()).toContain(shown);
      expect(server.output()).not.toMatch(CONTROL);
    } finally {
      server.proc.kill('SIGINT');
      await server.exited;
    }
  });
});

describe('a dynamic import() in a demo follows the rules of import', () => {
  it.each([
    ["import('../../../../../outside.js')", 'path-escape', 'which is outside the site root'],
    ["const name = 'node:fs';\nimport(name);", 'component-import', 'whose name is computed'],
  ])('%s', (code, diagnostic, message) => {
    const root = seededNewSite('dynamic-import');
    fs.writeFileSync(path.join(path.dirname(root), 'outside.js'), 'export const secret = "outside the root";\n');
    const demo = path.join(root, DEMO);
    fs.writeFileSync(demo, `${code}\n${fs.readFileSync(demo, 'utf8')}`);
    for (const name of ['docs-check', 'docs-build'] as const) {
      const r = runCli(name, ['--root', root]);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(new RegExp(`${DEMO}:\\d+:\\d+  error  ${diagnostic}  .*${message}`));
      expect(r.stderr).toBe('');
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });
});

describe('symbolic links and the configuration', () => {
  it('a link that leads to itself is a located path-escape, not an internal ELOOP', () => {
    const root = seededNewSite('self-loop');
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.symlinkSync('loop', path.join(root, 'public/loop'));
    for (const name of ['docs-check', 'docs-build'] as const) {
      const r = runCli(name, ['--root', root]);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain('public/loop:1:1  error  path-escape  Symbolic link leads back to itself');
    }
  });

  it('a docs.config.json that links outside the root is refused', () => {
    const root = seededNewSite('outside-config');
    const outside = path.join(path.dirname(root), 'config.json');
    fs.renameSync(path.join(root, 'docs.config.json'), outside);
    fs.symlinkSync(outside, path.join(root, 'docs.config.json'));
    const r = runCli('docs-check', ['--root', root]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      `docs.config.json:1:1  error  path-escape  Symbolic link points outside the site root (${outside}).`,
    );
  });
});

/** What each bad value below holds: a space, a javascript: or data: URL, the home page as templatesRoute. */
const BAD_VALUE = / b|feed back|icon family|"\/"|javascript:|data:/;

describe('URLs in the configuration and front matter', () => {
  const root = seededNewSite('urls');
  const configFile = path.join(root, 'docs.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

  it.each([
    ['feedback', { url: 'https://example.com/feed back' }, 'feedback.url'],
    ['iconFont', 'https://fonts.example.com/icon family', 'iconFont'],
    ['ads', { networkScript: 'https://ads.example.com/a b.js' }, 'ads.networkScript'],
    ['baseUrl', 'https://docs.example.com/a b', 'baseUrl'],
    ['templatesRoute', '/', 'templatesRoute'],
    ['links', [{ label: 'X', href: 'javascript:alert(1)' }], 'links[0].href'],
    ['editUrl', 'javascript:alert(1)//{path}', 'editUrl'],
    ['logo', 'data:image/svg+xml,<svg onload=alert(1)>', 'logo'],
    [
      'products',
      { 'acme-ui': { name: 'Acme', versions: [{ text: 'v1', href: 'javascript:alert(1)' }] } },
      'products.acme-ui.versions[0].href',
    ],
  ])('%s: a bad value is config-invalid at its line', async (key, value, name) => {
    const text = JSON.stringify({ ...config, [key]: value }, null, 2);
    fs.writeFileSync(configFile, text);
    try {
      const checked = await outcomeOf(() => check({ root }));
      expect(checked.ok).toBe(false);
      const printed = formatText(checked.diagnostics);
      // The line of the bad value itself.
      const line = text.split('\n').findIndex((l) => BAD_VALUE.test(l));
      expect(printed).toContain(`docs.config.json:${line + 1}:`);
      expect(printed).toMatch(new RegExp(`error  config-invalid  "${name.replace(/[[\].]/g, '\\$&')}" must be`));
      // What the command prints, and its exit code, once.
      if (key === 'feedback') {
        const r = runCli('docs-check', ['--root', root]);
        expect([r.status, r.stdout]).toEqual([2, '']);
        // The diagnostic and its hint, as docs-check's text format prints them (without its summary line).
        expect(r.stderr).toContain(printed.split('\n').slice(0, 2).join('\n'));
      }
    } finally {
      fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    }
  });

  it.each(['waiAria', 'materialDesign'])('front matter %s must be an http(s) URL', (key) => {
    const page = path.join(root, OVERVIEW);
    const text = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, text.replace(/^---\n/, `---\n${key}: javascript:alert(1)\n`));
    try {
      const r = runCli('docs-check', ['--root', root]);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(
        `${OVERVIEW}:2:1  error  front-matter-type  Front matter "${key}" must be an http(s) URL`,
      );
    } finally {
      fs.writeFileSync(page, text);
    }
  });
});

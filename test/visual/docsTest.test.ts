import fs from 'node:fs';
import path from 'node:path';
import { comparePng } from '../../src/visual/compare.js';
import { read, runCli, startCli } from '../helpers.js';
import { seededNewSite } from '../sharedSites.js';

// Issue 43: docs-test shoots every demo of a site in light and dark, diffs each against its baseline, and checks
// it with axe; a real site (docs-init's, with demos of its own), a real build, Debian's Chromium.
describe('docs-test', () => {
  let root: string;
  const page = () => path.join(root, 'content/acme-ui/components/button/index.md');
  const demo = (name: string, code: string) =>
    fs.writeFileSync(path.join(root, 'content/acme-ui/components/button', name), code);
  const lineOf = (text: string) =>
    read(page())
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;
  const shots = () =>
    (fs.readdirSync(path.join(root, '__screenshots__'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.png'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
  const summary = () =>
    JSON.parse(read(root, 'test-report/summary.json')) as {
      shots: Array<{ demo: string; mode: string; status: string; width: number }>;
      axe: Array<{ demo: string; level: string; findings: Array<{ rule: string }> }>;
      unchanged: string[];
    };
  const run = async (...args: string[]) => {
    const cli = startCli('docs-test', ['--root', root, ...args]);
    return { code: await cli.exited, output: cli.output() };
  };
  const directive = (from: string, to: string) => fs.writeFileSync(page(), read(page()).replace(from, to));

  beforeAll(() => {
    root = seededNewSite('docs-test');
    demo(
      'Badge.js',
      'import \'./badge.css\';\nexport default function Badge() {\n  return <span className="acme-badge">New</span>;\n}\n',
    );
    fs.writeFileSync(
      path.join(root, 'content/acme-ui/components/button/badge.css'),
      '.acme-badge { display: inline-block; padding: 8px 16px; background: #1565c0; color: #fff; }\n',
    );
    demo(
      'Faint.js',
      "export default function Faint() {\n  return <p style={{ color: '#c8c8c8', background: '#fff' }}>Faint text</p>;\n}\n",
    );
    demo(
      'Later.js',
      'import * as React from \'react\';\nexport default function Later() {\n  const [ready, setReady] = React.useState(false);\n  React.useEffect(() => void setTimeout(() => setReady(true), 300), []);\n  return ready ? <p className="loaded" style={{ width: 300, textAlign: "start" }}>Loaded</p> : null;\n}\n',
    );
    demo(
      'Clock.js',
      "import * as React from 'react';\nexport default function Clock() {\n  const [now, setNow] = React.useState(0);\n  React.useEffect(() => setNow(Date.now()), []);\n  return <p>{now}</p>;\n}\n",
    );
    fs.appendFileSync(
      page(),
      '\n## More\n\n{{"demo": "Badge.js"}}\n\n{{"demo": "Faint.js"}}\n\n{{"demo": "Later.js", "test": {"waitFor": ".loaded", "widths": [375], "rtl": true}}}\n\n{{"demo": "Clock.js", "test": {"skip": true}}}\n',
    );
  });

  it('a contrast violation fails at "error" and is reported at "todo" (front matter); skip, waitFor, widths and rtl are honoured', async () => {
    const first = await run();
    expect(first.code).toBe(1);
    expect(first.output).toContain(
      `content/acme-ui/components/button/index.md:${lineOf('Faint.js')}  Faint (light) axe error: color-contrast (1)`,
    );
    expect(first.output).toContain('Badge (dark, 1280 px) has a new baseline');
    const files = shots();
    expect(files).toContain('acme-ui/components/button/Later.light.375.png');
    // Right to left as the reader's direction setting shows it: the text starts on the other side.
    const later = (file: string) => fs.readFileSync(path.join(root, '__screenshots__/acme-ui/components/button', file));
    expect(comparePng(later('Later.dark.375.png'), later('Later.dark.375.rtl.png'), 0.1).same).toBe(false);
    expect(files).not.toContain('acme-ui/components/button/Later.light.1280.png');
    expect(files.filter((f) => f.includes('Clock'))).toEqual([]);
    expect(files.filter((f) => f.includes('BasicButton.'))).toEqual([
      'acme-ui/components/button/BasicButton.dark.1280.png',
      'acme-ui/components/button/BasicButton.light.1280.png',
    ]);

    // The page's front matter sets it for every demo of the page.
    directive('components: Button\n', 'components: Button\ntest:\n  axe: todo\n');
    const todo = await run();
    expect([todo.code, todo.output]).toEqual([
      0,
      expect.stringContaining('Faint (light) axe todo: color-contrast (1)'),
    ]);
    expect(summary().axe.find((a) => a.demo.endsWith('/Faint'))).toMatchObject({
      level: 'todo',
      findings: [{ rule: 'color-contrast' }],
    });
  });

  it('a changed stylesheet makes exactly its demos differ; --update accepts them; an unchanged site is not shot', async () => {
    const css = path.join(root, 'content/acme-ui/components/button/badge.css');
    fs.writeFileSync(css, read(css).replace('#1565c0', '#2e7d32'));
    const changed = await run();
    expect(changed.code).toBe(1);
    const differ = summary().shots.filter((s) => s.status === 'changed');
    expect(differ.map((s) => `${s.demo}.${s.mode}`).sort()).toEqual([
      'acme-ui/components/button/Badge.dark',
      'acme-ui/components/button/Badge.light',
    ]);
    expect(summary().shots.filter((s) => s.status === 'same').length).toBeGreaterThan(0);
    const report = read(root, 'test-report/index.html');
    expect(report).toContain('acme-ui/components/button/Badge · light · 1280 px');
    expect(report.match(/data:image\/png;base64,/g)?.length).toBeGreaterThanOrEqual(6);

    expect((await run('--update')).code).toBe(0);
    const after = await run();
    expect(after.code).toBe(0);
    expect(summary().shots).toEqual([]);
    expect(summary().unchanged).toContain('acme-ui/components/button/Badge');
    // Nothing to shoot starts no browser: a --browser that is not one is never run; with demos to shoot, it is
    // a usage error that names it (exit 2), not an internal one.
    const notABrowser = path.join(root, 'not-a-browser');
    fs.writeFileSync(notABrowser, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    expect((await run('--browser', notABrowser)).code).toBe(0);
    const shooting = await run('--all', '--browser', notABrowser);
    expect(shooting.output).toContain(`${notABrowser} did not start as Chromium: `);
    expect(shooting.output).not.toMatch(/internal error|\n\s+at /);
    expect(shooting.code).toBe(2);
    fs.rmSync(notABrowser);
  });

  it('demos removed are orphans, and --update removes their baselines', async () => {
    directive('{{"demo": "Badge.js"}}', '');
    const listed = await run();
    expect(listed.output).toContain('__screenshots__/acme-ui/components/button/Badge.dark.1280.png  orphaned baseline');
    expect(shots().filter((f) => f.includes('Badge'))).toHaveLength(2);
    expect((await run('--update')).code).toBe(0);
    expect(shots().filter((f) => f.includes('Badge'))).toEqual([]);
  });

  it("a page that logs an error fails its own demos only: the next page in the view's tab is judged on its own", async () => {
    // Demos are shot in the order of their ids: one lane (--jobs 1) shoots the button page, then goes on to the
    // overview page in the same tab.
    const overview = path.join(root, 'content/acme-ui/getting-started/overview');
    const quiet = 'export default function Quiet() {\n  return <p>Quiet</p>;\n}\n';
    fs.writeFileSync(path.join(overview, 'Quiet.js'), quiet);
    demo(
      'Noisy.js',
      "import * as React from 'react';\nexport default function Noisy() {\n  React.useEffect(() => console.error('noisy demo'), []);\n  return <p>Noisy</p>;\n}\n",
    );
    const [pageText, overviewText] = [read(page()), read(path.join(overview, 'index.md'))];
    fs.writeFileSync(page(), `${pageText}\n{{"demo": "Noisy.js"}}\n`);
    fs.writeFileSync(path.join(overview, 'index.md'), `${overviewText}\n{{"demo": "Quiet.js"}}\n`);
    try {
      const noisy = await run('--all', '--jobs', '1');
      expect(noisy.code).toBe(1);
      expect(noisy.output).toContain('the page logged an error: noisy demo');
      const shots = summary().shots;
      // At 1280 px, where Noisy itself is shot (live, it logs).
      const onButton = shots.filter((s) => s.demo.startsWith('acme-ui/components/button/') && s.width === 1280);
      expect(onButton.filter((s) => s.demo.endsWith('/Noisy')).length).toBe(2);
      expect(onButton.filter((s) => s.status !== 'error')).toEqual([]);
      expect(shots.filter((s) => s.demo.endsWith('/Quiet')).map((s) => `${s.mode} ${s.status}`)).toEqual([
        'light new',
        'dark new',
      ]);
    } finally {
      fs.writeFileSync(page(), pageText);
      fs.writeFileSync(path.join(overview, 'index.md'), overviewText);
      for (const file of [
        'content/acme-ui/components/button/Noisy.js',
        'content/acme-ui/getting-started/overview/Quiet.js',
      ])
        fs.rmSync(path.join(root, file));
      fs.rmSync(path.join(root, '__screenshots__/acme-ui/getting-started'), { recursive: true, force: true });
    }
  });

  it('with no browser, one clear error, exit 2; an unknown test setting is an error at its line', async () => {
    const none = await run('--browser', path.join(root, 'no-such-chrome'));
    expect(none.code).toBe(2);
    expect(none.output).toContain('is not a file');
    const lost = startCli('docs-test', ['--root', root], {
      env: { PATH: '/nonexistent', CHROME_PATH: '', HOME: root },
    });
    expect(await lost.exited).toBe(2);
    expect(lost.output()).toContain('docs-test found no Chromium');
    expect(lost.output()).toContain('apt-get install chromium');

    directive('"test": {"skip": true}', '"test": {"skp": true}');
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      `content/acme-ui/components/button/index.md:${lineOf('"skp"')}:1  error  demo-test-setting  Invalid demo test settings: "test" has no setting "skp". Did you mean "skip"?`,
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { runCli, tmpDir } from '../helpers.js';

// Issue 25: what a site installs and configures for its demos, as docs-check and docs-build report it.
function newSite(): string {
  const root = path.join(tmpDir('site-demos'), 'site');
  expect(runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme UI']).status).toBe(0);
  return root;
}

const configWith = (root: string, demos: unknown) => {
  const file = path.join(root, 'docs.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...config, demos }, null, 2)}\n`);
};

describe("a site's demo setup", () => {
  it('a PostCSS plugin that never settles is postcss-config at the import once demos.timeLimit passes, never a hang (issue 45.3)', () => {
    const root = newSite();
    const dir = path.join(root, 'content/acme-ui/components/button');
    fs.writeFileSync(path.join(dir, 'demo.css'), '.demo { color: red; }\n');
    const demo = path.join(dir, 'BasicButton.js');
    fs.writeFileSync(demo, `import './demo.css';\n${fs.readFileSync(demo, 'utf8')}`);
    fs.writeFileSync(
      path.join(root, 'postcss.config.mjs'),
      "export default { plugins: [{ postcssPlugin: 'hangs', Once: () => new Promise(() => {}) }] };\n",
    );
    configWith(root, { timeLimit: 1 });
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      "content/acme-ui/components/button/BasicButton.js:1:8  error  postcss-config  content/acme-ui/components/button/demo.css cannot be processed: the site's PostCSS config postcss.config.mjs does not load: its plugins did not finish within 1 s (demos.timeLimit)",
    );
  });

  it('a demo that runs out of memory is named, exit 1, never an internal error nor a crash dump (issue 45.11)', () => {
    const root = newSite();
    const dir = path.join(root, 'content/acme-ui/components/button');
    fs.writeFileSync(
      path.join(dir, 'Hoard.js'),
      'export default function Hoard() {\n  const hoard = [];\n  for (;;) hoard.push(new Array(1e6).fill(1));\n}\n',
    );
    fs.appendFileSync(path.join(dir, 'index.md'), '\n## Hoard\n\n{{"demo": "Hoard.js"}}\n');
    // A small heap for every thread (a V8 flag is the process's), so that the demo exhausts it in moments.
    for (const command of ['docs-check', 'docs-build'] as const) {
      const run = runCli(command, ['--root', root, '--no-cache'].slice(0, command === 'docs-build' ? 3 : 2), {
        env: { NODE_OPTIONS: '--max-old-space-size=400' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'Demo content/acme-ui/components/button/Hoard.js ran out of memory while it loaded or rendered on the server',
      );
      // No crash dump: neither V8's nor esbuild's goroutine traces (a busy machine may leave its one-line notice).
      expect(run.stderr + run.stdout).not.toMatch(/internal error|goroutine \d+ \[|FATAL ERROR/);
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it("a demo's timer or promise that fails outside its render is the demo's located error, exit 1, never an internal one", () => {
    const root = newSite();
    const dir = path.join(root, 'content/acme-ui/components/button');
    const late = path.join(dir, 'Late.js');
    const demo = (failing: string) =>
      `import * as React from 'react';\n\n${failing}\n\nexport default function Late() {\n  return <p>late</p>;\n}\n`;
    fs.writeFileSync(late, demo("setTimeout(() => {\n  throw new Error('the timer failed');\n}, 0);"));
    fs.appendFileSync(path.join(dir, 'index.md'), '\n## Late\n\n{{"demo": "Late.js"}}\n');
    const runs = [
      ['docs-check', 'content/acme-ui/components/button/Late.js:4:9', 'the timer failed'],
      ['docs-build', 'content/acme-ui/components/button/Late.js:4:9', 'the timer failed'],
      ['docs-build', 'content/acme-ui/components/button/Late.js:3:16', 'nobody handled it'],
    ] as const;
    for (const [command, at, reason] of runs) {
      if (reason === 'nobody handled it')
        fs.writeFileSync(late, demo("Promise.reject(new Error('nobody handled it'));"));
      const run = runCli(command, ['--root', root, '--no-cache'].slice(0, command === 'docs-build' ? 3 : 2));
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toContain(
        `${at}  error  demo-uncaught  A demo's code threw outside its render (in a timer or a promise nobody handled) while the server ran it: ${reason}`,
      );
      expect(run.stdout + run.stderr).not.toMatch(/internal error|\n\s+at /);
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('a TypeScript-only demo is previewed and checked, its JavaScript tab made from it, formatted (issue 40)', () => {
    const root = newSite();
    const dir = path.join(root, 'content/acme-ui/components/button');
    fs.writeFileSync(
      path.join(dir, 'TypedCounter.tsx'),
      [
        "import * as React from 'react';",
        "import Button, { type ButtonProps } from '@mui/material/Button';",
        '',
        'interface CounterProps extends ButtonProps {',
        '  start?: number;',
        '}',
        '',
        'function Counter({ start = 0, ...props }: CounterProps) {',
        '  const [count, setCount] = React.useState<number>(start);',
        '',
        '  return (',
        '    <Button variant="outlined" onClick={() => setCount(count + 1)} {...props}>',
        '      Typed {count}',
        '    </Button>',
        '  );',
        '}',
        '',
        'export default function TypedCounter(): React.JSX.Element {',
        '  return <Counter start={2} />;',
        '}',
        '',
      ].join('\n'),
    );
    fs.appendFileSync(path.join(dir, 'index.md'), '\n## Typed\n\n{{"demo": "TypedCounter.tsx"}}\n');
    const check = runCli('docs-check', ['--root', root]);
    expect(check.stdout).toContain('0 errors, 0 warnings');
    expect(runCli('docs-build', ['--root', root]).status).toBe(0);
    const html = fs.readFileSync(path.join(root, 'dist/acme-ui/components/button/index.html'), 'utf8');
    expect(html).toContain('Typed <!-- -->2');
    // The JavaScript tab: no types, blank lines kept, formatted.
    const js = [
      'function Counter({ start = 0, ...props }) {',
      '  const [count, setCount] = React.useState(start);',
      '',
      '  return (',
    ].join('\n');
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
    expect(text).toContain(js);
    expect(text).toContain('interface CounterProps extends ButtonProps');
    const twin = fs.readFileSync(path.join(root, 'dist/acme-ui/components/button.md'), 'utf8');
    expect(twin).toContain('```tsx title="TypedCounter.tsx"');
    // A broken TypeScript-only demo is found, as any demo is.
    fs.writeFileSync(
      path.join(dir, 'TypedCounter.tsx'),
      fs.readFileSync(path.join(dir, 'TypedCounter.tsx'), 'utf8').replace('import Button, {', 'import Buton, {'),
    );
    expect(runCli('docs-check', ['--root', root]).status).toBe(1);
  });

  it("a React of another major in the site is a warning naming both versions (demos render with the tool's)", () => {
    const root = newSite();
    fs.mkdirSync(path.join(root, 'node_modules/react'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'node_modules/react/package.json'),
      JSON.stringify({ name: 'react', version: '18.3.1', main: 'index.js' }),
    );
    const tool = (
      JSON.parse(fs.readFileSync(path.join('node_modules/react/package.json'), 'utf8')) as { version: string }
    ).version;
    for (const command of ['docs-check', 'docs-build'] as const) {
      const result = runCli(command, ['--root', root, '--no-cache'].slice(0, command === 'docs-check' ? 2 : 3));
      expect(result.status).toBe(0);
      const warnings = result.stdout.split('\n').filter((l) => l.includes('react-version'));
      // Once, however many demos the site has.
      expect(warnings).toEqual([
        `node_modules/react/package.json:1:1  warning  react-version  The site installs React 18.3.1, but demos render with the tool's React ${tool} (one React for the whole page).`,
      ]);
    }
  });

  it('a wrapper or a global stylesheet that does not exist is demos-path at its line, from both commands, and hides no other problem (issue 40)', () => {
    const root = newSite();
    fs.mkdirSync(path.join(root, 'styles'));
    configWith(root, { wrapper: 'wrapper.tsx', styles: ['styles/missing.css', '@acme/ui/styles.css'] });
    const demo = path.join(root, 'content/acme-ui/components/button/BasicButton.js');
    const original = fs.readFileSync(demo, 'utf8');
    fs.writeFileSync(
      demo,
      original.replace(/^(export default function \w+\(\) \{)$/m, "$1\n  throw new Error('its own problem');"),
    );
    for (const command of ['docs-check', 'docs-build'] as const) {
      const result = runCli(command, ['--root', root]);
      expect(result.status).toBe(1);
      expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
      const lines = (result.stdout + result.stderr).split('\n').filter((l) => l.includes('demos-path'));
      expect(lines).toEqual([
        expect.stringMatching(
          /^docs\.config\.json:\d+:\d+ {2}error {2}demos-path {2}"demos\.wrapper" names "wrapper\.tsx", which does not exist\.$/,
        ),
        expect.stringMatching(
          /^docs\.config\.json:\d+:\d+ {2}error {2}demos-path {2}"demos\.styles\[0\]" names "styles\/missing\.css", which does not exist\.$/,
        ),
        expect.stringMatching(
          /^docs\.config\.json:\d+:\d+ {2}error {2}demos-path {2}"demos\.styles\[1\]" names "@acme\/ui\/styles\.css": the site has no such file, and the package @acme\/ui is not installed\.$/,
        ),
      ]);
      // The demos were built without them: the demo's own problem is found in the same run.
      expect(result.stdout).toContain(
        'demo-render-failed  Demo BasicButton.js threw while rendering on the server: its own problem',
      );
    }
    fs.writeFileSync(demo, original);
    const text = fs.readFileSync(path.join(root, 'docs.config.json'), 'utf8').split('\n');
    const lineOf = (needle: string) => text.findIndex((l) => l.includes(needle)) + 1;
    const check = runCli('docs-check', ['--root', root]);
    expect(check.stdout + check.stderr).toContain(`docs.config.json:${lineOf('"wrapper.tsx"')}:`);
    expect(check.stdout + check.stderr).toContain(`docs.config.json:${lineOf('"styles/missing.css"')}:`);
  });

  it('a site stylesheet and a wrapper that exist are linked and wrap every demo', () => {
    const root = newSite();
    fs.mkdirSync(path.join(root, 'styles'));
    fs.writeFileSync(path.join(root, 'styles/demos.css'), '.framed { outline: 2px solid teal; }\n');
    fs.writeFileSync(
      path.join(root, 'wrapper.tsx'),
      'import * as React from \'react\';\n\nexport default function Wrapper({ children, colorMode, direction }: { children: React.ReactNode; colorMode: string; direction: string }) {\n  return <div className="framed" data-mode={colorMode} dir={direction}>{children}</div>;\n}\n',
    );
    configWith(root, { wrapper: 'wrapper.tsx', styles: ['./styles/demos.css'] });
    expect(runCli('docs-check', ['--root', root]).status).toBe(0);
    expect(runCli('docs-build', ['--root', root, '--no-cache']).status).toBe(0);
    const page = fs.readFileSync(path.join(root, 'dist/acme-ui/components/button/index.html'), 'utf8');
    expect(page).toMatch(/<div class="framed" data-mode="light" dir="ltr">/);
    const links = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    const global = links.find((href) => /\/static\/demos\/styles-/.test(href))!;
    expect(fs.readFileSync(path.join(root, 'dist', global), 'utf8')).toContain('.framed:where([data-demo-scope]');
    // Pages without demos do not link the demos' stylesheets.
    const overview = fs.readFileSync(path.join(root, 'dist/acme-ui/getting-started/overview/index.html'), 'utf8');
    expect(overview).not.toContain('/static/demos/styles-');
  });
});

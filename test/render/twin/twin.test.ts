import { describe, expect, it } from '@jest/globals';
import { lineLlmsTxt, siteLlmsTxt } from '../../../src/render/llmsTxt.js';
import { htmlToCell, htmlToMarkdown } from '../../../src/render/twin/htmlToMarkdown.js';
import { contentTwin, type ContentTwinInput } from '../../../src/render/twin/contentTwin.js';
import { rewriteLinks, twinHref, type TwinLinks } from '../../../src/render/twin/twinLinks.js';
import { analyzePage } from '../../../src/transform/analyzePage.js';

/** A page's blocks as its analysis leaves them (with their twin texts). */
const blocksOf = (text: string) =>
  analyzePage({
    rel: 'content/acme/components/button/index.md',
    route: '/acme/components/button',
    lang: 'en',
    dir: 'content/acme/components/button',
    prefix: 'acme',
    text,
  }).blocks;

const links = (over: Partial<TwinLinks> = {}): TwinLinks => ({
  baseUrl: 'https://acme.dev',
  langPrefix: '',
  pagePath: '/acme/components/button/',
  hasTwin: (route) => route !== '/' && route !== '/versions/',
  ...over,
});

describe('twin links', () => {
  it('site paths become absolute twin URLs; generated pages, files, external and in-page links do not', () => {
    expect(twinHref('/acme/api/button/#props', links())).toBe('https://acme.dev/acme/api/button.md#props');
    expect(twinHref('../slider/', links())).toBe('https://acme.dev/acme/components/slider.md');
    expect(twinHref('/versions/', links())).toBe('https://acme.dev/versions/');
    expect(twinHref('/static/logo.svg', links())).toBe('https://acme.dev/static/logo.svg');
    expect(twinHref('https://github.com/x', links())).toBe('https://github.com/x');
    expect(twinHref('#props', links())).toBe('#props');
    expect(twinHref('/acme/api/button/', links({ langPrefix: '/zh', pagePath: '/zh/acme/components/button/' }))).toBe(
      'https://acme.dev/zh/acme/api/button.md',
    );
  });

  it('rewrites inline links, definitions and HTML hrefs, never code', () => {
    const text = [
      'See [the API](/acme/api/button/) and <a href="/acme/components/slider/">Slider</a>.',
      '[ref]: /acme/getting-started/',
      'Code: `[x](/acme/a/)`',
      '```md',
      '[y](/acme/b/)',
      '```',
    ].join('\n');
    expect(rewriteLinks(text, links()).split('\n')).toEqual([
      'See [the API](https://acme.dev/acme/api/button.md) and <a href="https://acme.dev/acme/components/slider.md">Slider</a>.',
      '[ref]: https://acme.dev/acme/getting-started.md',
      'Code: `[x](/acme/a/)`',
      '```md',
      '[y](/acme/b/)',
      '```',
    ]);
  });
});

describe('HTML descriptions as Markdown', () => {
  it('keeps links, code and emphasis; a table cell is one line with | escaped', () => {
    const href = (h: string) => `https://acme.dev${h}`;
    expect(htmlToCell("'a'<br>&#124;&nbsp;'b'", href)).toBe("'a' \\| 'b'");
    expect(
      htmlToMarkdown(
        '<p>Use <code>variant</code> with <a href="/x/">X</a>.</p><ul><li>one</li><li><strong>two</strong></li></ul>',
        href,
      ),
    ).toBe('Use `variant` with [X](https://acme.dev/x/).\n\n- one\n- **two**');
  });
});

describe('content twin', () => {
  const text = [
    '# Button',
    '',
    '<p class="description">Buttons do things.</p>',
    '',
    '{{"component": "modules/components/ComponentLinkHeader.js"}}',
    '',
    '## Basic',
    '',
    '{{"demo": "BasicButtons.js"}}',
    '',
    ':::warning',
    'Mind the [slider](/acme/components/slider/).',
    ':::',
    '',
    '<codeblock storageKey="pm">',
    '```bash npm',
    'npm i acme',
    '```',
    '```bash yarn',
    'yarn add acme',
    '```',
    '</codeblock>',
  ].join('\n');
  const input: ContentTwinInput = {
    title: 'Button',
    description: 'Buttons do things.',
    dir: 'content/acme/components/button',
    codeFiles: new Map([
      ['content/acme/components/button/BasicButtons.js', 'export default () => null;\n'],
      ['content/acme/components/button/BasicButtons.tsx', 'export default (): null => null;\n'],
    ]),
    links: links(),
    builtin: () => ({ kind: 'chips', links: [{ title: 'WAI-ARIA', href: 'https://w3.org/button' }] }),
    playground: () => undefined,
    api: [{ name: 'Button', href: '/acme/api/button/' }],
  };
  const twin = contentTwin(blocksOf(text), input);

  it('starts with the title and description, then the body with the TS source of each demo in a titled fence', () => {
    expect(
      twin.startsWith('# Button\n\nButtons do things.\n\n- [WAI-ARIA](https://w3.org/button)\n\n## Basic\n\n'),
    ).toBe(true);
    expect(twin).toContain('```tsx title="BasicButtons.tsx"\nexport default (): null => null;\n```');
    expect(twin).not.toContain('{{');
    expect(twin).not.toContain('<p class="description">');
  });

  it('writes callouts as block quotes, tabs one after another, and the API section with twin links', () => {
    expect(twin).toContain('> **Warning**\n>\n> Mind the [slider](https://acme.dev/acme/components/slider.md).');
    expect(twin).toContain('npm:\n\n```bash\nnpm i acme\n```\n\nyarn:\n\n```bash\nyarn add acme\n```');
    expect(twin.endsWith('## API\n\n- [`<Button />`](https://acme.dev/acme/api/button.md)\n')).toBe(true);
  });
});

test("a template gallery directive lists each template's page and source", () => {
  const twin = contentTwin(
    blocksOf('# Templates\n\n{{"component": "modules/components/MaterialFreeTemplatesCollection.js"}}\n'),
    {
      title: 'Templates',
      description: '',
      dir: 'content/acme/templates',
      codeFiles: new Map(),
      links: links(),
      builtin: () => ({
        kind: 'templates',
        templates: [
          {
            slug: 'blog',
            title: 'Blog',
            description: 'Posts.',
            href: '/acme/templates/blog/',
            source: 'https://github.com/acme/ui/tree/HEAD/templates/blog',
          },
        ],
      }),
      playground: () => undefined,
      api: [],
    },
  );
  expect(twin).toContain(
    '- [Blog](https://acme.dev/acme/templates/blog.md): Posts. ([source](https://github.com/acme/ui/tree/HEAD/templates/blog))',
  );
});

describe('llms.txt', () => {
  const line = {
    prefix: 'acme',
    name: 'Acme UI',
    description: 'Components.',
    groups: [
      {
        title: 'Getting started',
        pages: [{ title: 'Install [now]', url: 'https://acme.dev/acme/install.md', description: 'How.' }],
      },
      { title: 'Empty', pages: [] },
    ],
  };

  it('follows llmstxt.org: an H1, a > summary, then H2 sections of "- [title](url): description" items', () => {
    expect(siteLlmsTxt({ name: 'Acme', summary: 'All of it.' }, [line])).toBe(
      '# Acme\n\n> All of it.\n\n## Acme UI\n\n- [Install \\[now\\]](https://acme.dev/acme/install.md): How.\n',
    );
    expect(lineLlmsTxt(line)).toBe(
      '# Acme UI\n\n> Components.\n\n## Getting started\n\n- [Install \\[now\\]](https://acme.dev/acme/install.md): How.\n',
    );
  });
});

import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { hastToReact } from '../../src/components/hastToReact.js';
import { analyzePage } from '../../src/transform/analyzePage.js';
import { pageToHast } from '../../src/transform/pageToHast.js';
import { inlineJson } from '../../src/site/html.js';
import { sanitizeHtmlFragment } from '../../src/transform/sanitizeHtml.js';

const clean = (html: string) => toHtml(sanitizeHtmlFragment(html));

describe('HTML sanitiser', () => {
  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:x">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA" onerror="alert(1)">', '<img>'],
    ['<style>*{}</style><form action="/x"><button>b</button></form>', 'b'],
    // Ids cannot shadow window's own properties: they stay as written...
    ['<div onclick="alert(1)" id="forms">x</div>', '<div id="forms">x</div>'],
    ['<span id="__proto__">x</span>', '<span id="__proto__">x</span>'],
    // ...except names the site's scripts read as globals, and names that become properties of document.
    ['<span id="dataLayer">x</span>', '<span id="user-content-dataLayer">x</span>'],
    [
      '<img src="https://x.test/a.png" name="getElementById">',
      '<img src="https://x.test/a.png" name="user-content-getElementById">',
    ],
    [
      '<img src="https://x.test/a.png" id="cookie" name="cookie">',
      '<img src="https://x.test/a.png" id="user-content-cookie" name="user-content-cookie">',
    ],
    ['<form name="cookie"><input type="checkbox"></form>', '<input type="checkbox" disabled>'],
    [
      '<p class="description">Lead <code>x</code> <kbd>K</kbd></p>',
      '<p class="description">Lead <code>x</code> <kbd>K</kbd></p>',
    ],
  ])('%s', (input, output) => expect(clean(input)).toBe(output));

  it('keeps iframes only from embed hosts, allowed only what a player needs, wherever HTML comes from', () => {
    const youtube =
      '<iframe src="https://www.youtube.com/embed/x" allow="camera; microphone; geolocation *; autoplay; encrypted-media \'src\'; picture-in-picture" title="v"></iframe>';
    const expected =
      '<iframe src="https://www.youtube.com/embed/x" allow="autoplay; encrypted-media; picture-in-picture" title="v"></iframe>';
    // API descriptions and their translations (translations/api-docs) go through this sanitiser.
    expect(clean(youtube)).toBe(expected);
    expect(clean('<iframe src="https://codesandbox.io/embed/x" allow="camera; microphone"></iframe>')).toBe(
      '<iframe src="https://codesandbox.io/embed/x"></iframe>',
    );
    expect(clean('<p>a</p><iframe src="https://evil.test/"></iframe>')).toBe('<p>a</p>');
    // Pages' raw HTML too.
    const page = analyzePage({
      rel: 'content/material-ui/embed/index.md',
      route: '/material-ui/embed',
      lang: 'en',
      dir: 'content/material-ui/embed',
      prefix: 'material-ui',
      text: `# Embed\n\n<p class="description">d</p>\n\n${youtube}\n\n<iframe src="https://evil.test/x"></iframe>\n`,
    });
    const html = toHtml(pageToHast(page, { lang: 'en', apiHref: (n) => n, showAd: false }));
    expect(html).toContain(expected);
    expect(html).not.toContain('evil.test');
  });

  it('escapes data inlined into a <script>', () => {
    expect(inlineJson({ t: '</script><script>alert(1)</script>\u2028&' })).toBe(
      '{"t":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028\\u0026"}',
    );
  });
});

describe('markdown dialect', () => {
  const render = (text: string) => {
    const page = analyzePage({
      rel: 'content/material-ui/a/index.md',
      route: '/material-ui/a',
      lang: 'en',
      text,
      dir: 'content/material-ui/a',
      prefix: 'material-ui',
    });
    return {
      page,
      // As pages are rendered: through React (highlighted code reaches it as HTML).
      html: renderToStaticMarkup(
        hastToReact(
          pageToHast(page, { lang: 'en', apiHref: (n) => `/material-ui/api/${n.toLowerCase()}/`, showAd: false }),
        ),
      ),
    };
  };
  it('heading ids are exactly what the heading-id rule derives, global names included', () => {
    const { page, html } = render(
      '# T\n\n<p class="description">L.</p>\n\n## Alert\n\n## Children\n\n## Location\n\n### Submit\n\n## Fetch\n\n<form name="cookie">x</form> <img src="https://x.test/a.png" name="getElementById">\n',
    );
    expect([...page.anchors].filter((a) => !a.includes('.'))).toEqual([
      'alert',
      'children',
      'location',
      'submit',
      'fetch',
    ]);
    for (const id of ['alert', 'children', 'location', 'submit', 'fetch']) expect(html).toContain(`id="${id}"`);
    expect(html).not.toContain('<form');
    expect(html).toContain('name="user-content-getElementById"');
  });

  it('ids, callouts, tabs, titles and highlighting', () => {
    const { page, html } = render(
      '# Title\n\n<p class="description">Lead.</p>\n\n## What\'s [new](/x/) & `shiny`\n\n### Sub\n\n## What\'s new & shiny\n\n:::warning\nCareful **now**\n:::\n\n<codeblock storageKey="pm">\n```bash npm\nnpm i x\n```\n```bash yarn\nyarn add x\n```\n</codeblock>\n\n```js title="a.js"\nconst a = 1;\n```\n',
    );
    expect(page.title).toBe('Title');
    expect(page.description).toBe('Lead.');
    expect(page.toc.map((t) => t.id)).toEqual(['whats-new-amp-shiny', 'whats-new-amp-shiny-2']);
    expect(page.toc[0].children.map((t) => t.id)).toEqual(['sub']);
    expect(html).toContain('<aside class="MuiCallout-root MuiCallout-warning">');
    expect(html).toContain('<span class="visually-hidden">Warning: </span>');
    expect(html).toContain('data-storage-key="pm"');
    expect(html).toMatch(/role="tab"[^>]*data-tab="yarn"/);
    expect(html).toContain('<div class="MuiCode-title">a.js</div>');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<kbd class="MuiCode-keyHint">Ctrl + C</kbd>');
  });
});

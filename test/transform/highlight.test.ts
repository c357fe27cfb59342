import fs from 'node:fs';
import type { Element } from 'hast';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { hastToReact } from '../../src/components/hastToReact.js';
import { codeBlock } from '../../src/transform/highlight.js';
import { REPO } from '../helpers.js';

const render = (code: string, language?: string) =>
  renderToStaticMarkup(hastToReact({ type: 'root', children: [codeBlock({ code, language })] }));

describe('code blocks', () => {
  it('highlight known languages into escaped token spans', () => {
    expect(render('const a = "<b>";', 'js')).toContain(
      '<code class="language-js"><span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token string">&quot;&lt;b&gt;&quot;</span><span class="token punctuation">;</span></code>',
    );
  });
  it('leave plain code as escaped text, with no empty class attribute', () => {
    const html = render('<script>alert(1)</script>');
    expect(html).toContain('<pre tabindex="0"><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>');
    expect(html).not.toContain('class=""');
  });
});

describe('token spans made without hastscript', () => {
  // Recorded from refractor's own token-to-hast step (hastscript's h()), before highlight.ts made the spans itself.
  const recorded: Array<{ language: string; code: string; html: string }> = JSON.parse(
    fs.readFileSync(path.join(REPO, 'test/fixtures/highlight.json'), 'utf8'),
  );
  it.each(recorded.map((r) => [r.language, r] as const))(
    "are exactly refractor's own (%s)",
    (_language, { language, code, html }) => {
      expect(render(code, language)).toBe(html);
    },
  );
  it('reach React as one HTML string per code block, and as hast where a token is more than a span', () => {
    const codeOf = (code: string, language: string) => {
      const pre = codeBlock({ code, language }).children[0] as Element;
      return pre.children[0] as Element;
    };
    const plain = codeOf('const a = "<b>";', 'js');
    expect(plain.tagName).toBe('docs-code');
    expect(plain.children).toEqual([]);
    expect(plain.properties.dataHtml).toContain('<span class="token keyword">const</span>');
    const entity = codeOf('a &amp; b', 'html');
    expect(entity.tagName).toBe('code');
    expect(entity.children.length).toBeGreaterThan(0);
  });
  it("a token a wrap hook gives attributes (an HTML entity's title) is still made by refractor", () => {
    expect(render('a &amp; b', 'html')).toContain(
      '<span class="token entity named-entity" title="&amp;">&amp;amp;</span>',
    );
  });
});

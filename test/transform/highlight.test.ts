import { renderToStaticMarkup } from 'react-dom/server';
import { hastToReact } from '../../src/render/hastToReact.js';
import { codeBlock } from '../../src/transform/highlight.js';

const render = (code: string, language?: string) => renderToStaticMarkup(hastToReact({ type: 'root', children: [codeBlock({ code, language })] }));

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

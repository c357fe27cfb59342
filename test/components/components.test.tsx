import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiPage } from '../../src/components/api/ApiPage.js';
import { apiToc } from '../../src/components/api/apiToc.js';
import { DocsArticle } from '../../src/components/DocsArticle.js';
import { templateCards } from '../../src/components/builtinContent.js';
import { AdProvider } from '../../src/components/DocsProvider.js';
import { PageDataContext, type PageData } from '../../src/components/PageData.js';
import { TemplateGallery } from '../../src/components/TemplateGallery.js';
import { SideNav } from '../../src/components/SideNav.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import type { Translator } from '../../src/site/translator.js';
import { toApiModel } from '../../src/transform/apiModel.js';

const t: Translator = () => null;

describe('the article column', () => {
  it('lists h2 and h3 in the contents, links previous and next, and the edit link opens the source', () => {
    const html = renderToStaticMarkup(
      <DocsArticle
        toc={[{ id: 'a', text: 'A', children: [{ id: 'a-1', text: 'A.1', children: [] }] }]}
        prev={{ title: 'Before', href: '/x/before/' }}
        t={t}
        footer={{ editHref: 'https://github.com/acme/docs/edit/main/a.md', version: 'Acme v1' }}
      >
        <p>Body</p>
      </DocsArticle>,
    );
    expect(html).toContain(
      '<nav class="toc" aria-label="Page table of contents"><p class="toc-title">Contents</p><ul><li><a href="#a">A</a><ul><li><a href="#a-1">A.1</a></li></ul></li></ul></nav>',
    );
    expect(html).toContain(
      '<a class="docs-footer-prev" href="/x/before/" rel="prev"><span class="docs-footer-label">Previous</span>Before</a>',
    );
    expect(html).not.toContain('docs-footer-next');
    expect(html).toContain(
      '<a class="docs-edit" href="https://github.com/acme/docs/edit/main/a.md" target="_blank" rel="noopener">Edit this page</a>',
    );
  });

  it('has no footer navigation and no contents when there is nothing to show', () => {
    const html = renderToStaticMarkup(
      <DocsArticle toc={[]} t={t}>
        <p>Body</p>
      </DocsArticle>,
    );
    expect(html).not.toContain('docs-footer');
    expect(html).not.toContain('class="toc"');
    expect(html).not.toContain('docs-meta');
  });
});

describe('the side navigation', () => {
  it('groups are <details>, external links open a new tab, and only inert link props reach the link', () => {
    const index = { byPath: {}, firstPages: [] };
    const html = renderToStaticMarkup(
      <SideNav
        entries={[
          { pathname: '/x/group', title: 'Group', children: [{ pathname: '/x/group/page', title: 'Page' }] },
          {
            pathname: 'https://example.com/',
            title: 'Out',
            linkProps: { onClick: 'alert(1)', 'data-ga': 'out', title: 'T' },
          },
        ]}
        pageTitles={{}}
        langPrefix="/zh"
        index={index}
      />,
    );
    expect(html).toContain('<details data-nav-group="0"><summary class="nav-group">Group</summary>');
    expect(html).toContain('<a class="nav-link" href="/zh/x/group/page/" data-nav-link="0">Page</a>');
    expect(html).toContain(
      '<a class="nav-link" href="https://example.com/" data-nav-link="1" target="_blank" rel="noopener" data-ga="out" title="T">Out',
    );
    expect(html).not.toContain('onClick');
    expect(index).toEqual({
      byPath: { '/x/group/page/': { link: 0, groups: [0] } },
      firstPages: [{ href: '/zh/x/group/page/', title: 'Page' }],
    });
  });
});

describe('the API page', () => {
  const api = toApiModel({
    prefix: 'x',
    name: 'button',
    route: '/x/api/button',
    file: parseJsonFile(
      'content/x/api/button.json',
      JSON.stringify({
        name: 'Button',
        props: { variant: { type: { name: 'string' }, required: true, deprecated: true } },
        inheritance: { component: 'ButtonBase', pathname: '/x/api/button-base' },
      }),
    ),
  })!;

  it('a linkable row per prop, marked required and deprecated; the inheritance line links in the language', () => {
    const html = renderToStaticMarkup(
      <AdProvider config={false}>
        <ApiPage api={api} langPrefix="/zh" />
      </AdProvider>,
    );
    expect(html).toContain(
      '<tr id="button-prop-variant"><td class="api-name" data-label="Name"><a href="#button-prop-variant">variant</a><sup class="api-required" title="required">*</sup><span class="api-deprecated">Deprecated</span></td>',
    );
    expect(html).toContain('<a href="/zh/x/api/button-base/"><code>ButtonBase</code></a>');
    expect(html).not.toContain('id="slots"');
    expect(html).not.toContain('id="classes"');
  });

  it("the inheritance line names a tag's element, or any element of a kind (React Bootstrap's `HTMLAttributes<HTMLElement>`)", () => {
    const line = (element: string) =>
      renderToStaticMarkup(
        <AdProvider config={false}>
          <ApiPage api={{ ...api, inheritance: { element } }} langPrefix="" />
        </AdProvider>,
      ).match(/<p>The props of .*?<\/p>/)?.[0];
    expect(line('button')).toBe(
      '<p>The props of the native <code>button</code> element that are not documented above are also available in Button: they are passed on to its root element.</p>',
    );
    expect(line('HTMLElement')).toBe(
      '<p>The props of any native HTML element that are not documented above are also available in Button: they are passed on to its root element.</p>',
    );
  });

  it('the inheritance line names the style systems whose props are not listed, from the API JSON (docs-api writes it)', () => {
    const styled = toApiModel({
      prefix: 'x',
      name: 'box',
      route: '/x/api/box',
      file: parseJsonFile(
        'content/x/api/box.json',
        JSON.stringify({ name: 'Box', props: {}, styleProps: ['Conditions', 'SystemProperties'] }),
      ),
    })!;
    const html = renderToStaticMarkup(
      <AdProvider config={false}>
        <ApiPage api={styled} langPrefix="" />
      </AdProvider>,
    );
    expect(html).toContain('<h2 id="inheritance"');
    expect(html).toContain(
      '<p>Box also takes the style props of <code>Conditions</code> and <code>SystemProperties</code>, the style system its library documents once for every component: they are not listed here.</p>',
    );
    expect(apiToc(styled).map((e) => e.id)).toContain('inheritance');
  });
});

describe('the template gallery', () => {
  const data = {
    templates: [{ slug: 'sign-in', title: 'Sign-in', description: 'A form <that> validates.' }],
    templateHref: (slug: string) => `/t/${slug}/`,
    templateSource: (slug: string) => `https://github.com/acme/ui/tree/HEAD/templates/${slug}`,
    t,
  } as unknown as PageData;

  it('a card per template: a still frame of its page, its title and description, "Live preview" and "Source"', () => {
    const html = renderToStaticMarkup(
      <PageDataContext.Provider value={data}>
        <TemplateGallery cards={templateCards(data)} heading="h2" />
      </PageDataContext.Provider>,
    );
    expect(html).toBe(
      '<ul class="template-grid"><li class="template-card"><div class="template-preview">' +
        '<iframe src="/t/sign-in/" title="Sign-in" loading="lazy" tabindex="-1" aria-hidden="true" inert="" data-template-preview=""></iframe></div>' +
        '<h2 id="template-card-sign-in" class="template-card-title">Sign-in</h2>' +
        '<p class="template-card-description">A form &lt;that&gt; validates.</p>' +
        '<p class="template-card-links"><a class="template-card-live" href="/t/sign-in/" aria-describedby="template-card-sign-in">Live preview</a>' +
        '<a class="template-card-source" href="https://github.com/acme/ui/tree/HEAD/templates/sign-in" aria-describedby="template-card-sign-in">Source</a></p></li></ul>',
    );
  });
});

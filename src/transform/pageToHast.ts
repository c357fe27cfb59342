import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Nodes as MdNodes, Root as MdRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { PageBlock, PageModel } from './analyzePage.js';
import { ICON_PATHS } from '../site/iconPaths.js';
import { codeBlock } from './highlight.js';
import { someNode } from './walk.js';
import { toString } from 'hast-util-to-string';
import rehypeCodeBlocks from './rehype/rehypeCodeBlocks.js';
import rehypeHeadingAnchors from './rehype/rehypeHeadingAnchors.js';
import rehypeLinks from './rehype/rehypeLinks.js';
import rehypeSafeEmbeds from './rehype/rehypeSafeEmbeds.js';
import rehypeSafeIds from './rehype/rehypeSafeIds.js';
import rehypeScrollableTables from './rehype/rehypeScrollableTables.js';
import { sanitizeSchema } from './rehype/sanitizeSchema.js';
import remarkFenceMeta from './remarkFenceMeta.js';

const processors = new Map<string, ReturnType<typeof createProcessor>>();

// The sanitiser runs right after raw HTML is parsed: the last step that turns author text into
// elements. Later plugins only add the tool's own elements. Markdown without raw HTML skips the
// HTML parser (parse5), the most expensive step, but never the sanitiser (link URLs).
const createProcessor = (lang: string, raw: boolean) =>
  unified()
    .use(remarkFenceMeta)
    .use(remarkRehype, { allowDangerousHtml: raw })
    .use(raw ? rehypeRaw : [])
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeSafeEmbeds)
    .use(rehypeSafeIds)
    .use(rehypeHeadingAnchors)
    .use(rehypeCodeBlocks)
    .use(rehypeScrollableTables, { label: 'Table' })
    .use(rehypeLinks, { lang })
    .freeze();

function processorFor(lang: string, raw: boolean) {
  const key = `${lang}:${raw}`;
  let p = processors.get(key);
  if (!p) processors.set(key, (p = createProcessor(lang, raw)));
  return p;
}

const hasRawHtml = (tree: MdRoot) => someNode<MdNodes>(tree, (node) => node.type === 'html');

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

const SEVERITY_LABEL = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' } as const;

export interface PageHastOptions {
  lang: string;
  /** Link of each `components`/`hooks` name of the appended API section. */
  apiHref: (name: string) => string;
  showAd: boolean;
  /** A "Feedback" link after each h2 (sites with feedback): its text, and the start of its accessible name. */
  sectionFeedback?: { label: string; about: string };
}

/**
 * A page's blocks as one hast tree: markdown through the sanitising unified pipeline, and the
 * dialect's constructs as elements (`docs-demo` and `docs-component` become React components).
 */
export function pageToHast(page: PageModel, options: PageHastOptions): HastRoot {
  let tabsCounter = 0;
  const convert = (blocks: readonly PageBlock[]): ElementContent[] =>
    blocks.flatMap((block, index): ElementContent[] => {
      switch (block.type) {
        case 'markdown': {
          if (!block.tree)
            throw new Error(`${page.source.rel}: markdown trees are missing (pass the page through withTrees).`);
          // mdast -> hast builds a new tree; the page's mdast is left as it was for other languages.
          const tree = processorFor(options.lang, hasRawHtml(block.tree)).runSync(block.tree) as HastRoot;
          return tree.children as ElementContent[];
        }
        case 'callout':
          return [
            el('aside', { className: ['MuiCallout-root', `MuiCallout-${block.severity}`] }, [
              el(
                'svg',
                {
                  className: ['MuiCallout-icon'],
                  viewBox: '0 0 24 24',
                  width: 20,
                  height: 20,
                  ariaHidden: 'true',
                  focusable: 'false',
                },
                [el('path', { fill: 'currentColor', d: ICON_PATHS[block.severity] })],
              ),
              el('span', { className: ['visually-hidden'] }, [text(`${SEVERITY_LABEL[block.severity]}: `)]),
              el('div', { className: ['MuiCallout-content'] }, convert(block.children)),
            ]),
          ];
        case 'codeblock': {
          const id = `code-tabs-${++tabsCounter}`;
          return [
            el('div', { className: ['MuiCodeTabs-root'], dataStorageKey: block.storageKey }, [
              el(
                'div',
                { role: 'tablist', className: ['MuiCodeTabs-tabs'], ariaLabel: 'Code variants' },
                block.tabs.map((tab, i) =>
                  el(
                    'button',
                    {
                      type: 'button',
                      role: 'tab',
                      id: `${id}-tab-${i}`,
                      ariaControls: [`${id}-panel-${i}`],
                      ariaSelected: i === 0 ? 'true' : 'false',
                      dataTab: tab.tab,
                      tabIndex: i === 0 ? 0 : -1,
                    },
                    [text(tab.tab)],
                  ),
                ),
              ),
              ...block.tabs.map((tab, i) =>
                el(
                  'div',
                  {
                    role: 'tabpanel',
                    id: `${id}-panel-${i}`,
                    ariaLabelledBy: [`${id}-tab-${i}`],
                    className: ['MuiCodeTabs-panel'],
                    dataTab: tab.tab,
                    ...(i === 0 ? { dataSelected: '' } : {}),
                  },
                  [codeBlock({ code: tab.code, language: tab.language })],
                ),
              ),
            ]),
          ];
        }
        case 'demo':
          return [el('docs-demo', { dataLine: block.line, dataIndex: index, dataName: block.options.demo })];
        case 'component':
          return [el('docs-component', { dataName: block.name })];
      }
    });
  const children = convert(page.blocks);
  if (page.apiSectionId) {
    const names = [...page.frontMatter.components, ...page.frontMatter.hooks];
    children.push(
      el('h2', { id: page.apiSectionId }, [
        text('API'),
        el(
          'a',
          {
            className: ['anchor-link'],
            href: `#${page.apiSectionId}`,
            ariaLabelledBy: [page.apiSectionId],
            tabIndex: -1,
          },
          [el('span', { ariaHidden: 'true' }, [text('#')])],
        ),
      ]),
      el('p', {}, [
        text(
          'See the documentation below for a complete reference to all of the props and classes available to the components mentioned here.',
        ),
      ]),
      el(
        'ul',
        {},
        names.map((name) =>
          el('li', {}, [el('a', { href: options.apiHref(name) }, [el('code', {}, [text(`<${name} />`)])])]),
        ),
      ),
    );
  }
  if (options.showAd) insertAdSlot(children);
  return {
    type: 'root',
    children: options.sectionFeedback ? withSectionFeedback(children, options.sectionFeedback) : children,
  };
}

/** Each top-level h2 with a "Feedback" link beside it, which opens the page's feedback box for that section. */
function withSectionFeedback(
  children: ElementContent[],
  labels: NonNullable<PageHastOptions['sectionFeedback']>,
): ElementContent[] {
  return children.map((child) => {
    if (child.type !== 'element' || child.tagName !== 'h2' || typeof child.properties.id !== 'string') return child;
    const heading = toString({
      ...child,
      children: child.children.filter(
        (c) => !(c.type === 'element' && (c.properties.className as string[] | undefined)?.includes('anchor-link')),
      ),
    }).trim();
    const link = el(
      'a',
      {
        className: ['section-feedback'],
        href: '#feedback',
        dataFeedbackSection: child.properties.id,
        dataFeedbackHeading: heading,
        ariaLabel: `${labels.about} ${heading}`,
      },
      [text(labels.label)],
    );
    return el('div', { className: ['section-heading'] }, [child, link]);
  });
}

/** Reserves the ad slot right after the lead paragraph (or at the top), so nothing shifts later. */
function insertAdSlot(children: ElementContent[]) {
  const slot = el('docs-ad', {});
  const at = children.findIndex(
    (c) =>
      c.type === 'element' &&
      c.tagName === 'p' &&
      (c.properties.className as string[] | undefined)?.includes('description'),
  );
  if (at >= 0) children.splice(at + 1, 0, slot);
  else {
    const h1 = children.findIndex((c) => c.type === 'element' && c.tagName === 'h1');
    children.splice(h1 + 1, 0, slot);
  }
}

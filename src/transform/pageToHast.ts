import type { ElementContent, Root as HastRoot } from 'hast';
import type { Nodes as MdNodes, Root as MdRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { PageBlock, PageModel } from './analyzePage.js';
import { apiSectionElements } from './hast/apiSection.js';
import { calloutElement } from './hast/callout.js';
import { codeTabsElement } from './hast/codeTabs.js';
import { el, text } from './hast/elements.js';
import { someNode } from './walk.js';
import { toString } from 'hast-util-to-string';
import rehypeCodeBlocks from './rehype/rehypeCodeBlocks.js';
import rehypeHeadingAnchors from './rehype/rehypeHeadingAnchors.js';
import rehypeLinks from './rehype/rehypeLinks.js';
import rehypeSafeIds from './rehype/rehypeSafeIds.js';
import rehypeScrollableTables from './rehype/rehypeScrollableTables.js';
import { safeHtml } from './rehype/safeHtml.js';
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
    .use(safeHtml)
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
          return [calloutElement(block.severity, convert(block.children))];
        case 'codeblock':
          return [codeTabsElement(`code-tabs-${++tabsCounter}`, block.storageKey, block.tabs)];
        case 'demo':
          return [el('docs-demo', { dataLine: block.line, dataIndex: index, dataName: block.options.demo })];
        case 'component':
          return [el('docs-component', { dataName: block.name })];
        case 'playground':
          return [el('docs-playground', { dataLine: block.line, dataName: block.component })];
      }
    });
  const children = convert(page.blocks);
  if (page.apiSectionId) {
    const names = [...page.frontMatter.components, ...page.frontMatter.hooks];
    children.push(...apiSectionElements(page.apiSectionId, names, options.apiHref));
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

import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parseMarkdown } from './markdownParser.js';
import { safeHtml } from './rehype/safeHtml.js';

const processor = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(safeHtml).freeze();

// A pure function of its text: props shared by many components (`className`, `sx`) and every reload of docs-dev
// ask again for the same descriptions. Emptied when large, so a long docs-dev session stays small.
const known = new Map<string, string>();
const KNOWN_MAX = 20_000;

/**
 * Markdown from a library's JSDoc as the HTML an API page shows, through the pages' own
 * sanitiser: one paragraph is inline HTML (as today's API descriptions are), several keep their
 * `<p>`s.
 */
export function markdownToHtml(markdown: string): string {
  let html = known.get(markdown);
  if (html === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(markdown, (html = render(markdown)));
  }
  return html;
}

function render(markdown: string): string {
  if (!markdown.trim()) return '';
  const tree = processor.runSync(parseMarkdown(markdown)) as Root;
  const blocks = tree.children.filter((n) => n.type !== 'text' || n.value.trim());
  const only = blocks.length === 1 && blocks[0].type === 'element' && (blocks[0] as Element).tagName === 'p';
  return toHtml(only ? (blocks[0] as Element).children : blocks).trim();
}

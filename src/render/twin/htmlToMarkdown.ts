import type { Element, ElementContent, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';

const parser = unified().use(rehypeParse, { fragment: true });
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'pre', 'table', 'tr', 'h1', 'h2', 'h3', 'h4', 'blockquote']);

type Href = (href: string) => string;

/** The text of a node, Markdown's inline marks kept: links, code, strong and emphasis. */
function inline(nodes: readonly ElementContent[], href: Href): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      const inner = inline(node.children, href);
      switch (node.tagName) {
        case 'a':
          return typeof node.properties.href === 'string' ? `[${inner}](${href(node.properties.href)})` : inner;
        case 'code':
          return `\`${inner}\``;
        case 'strong':
        case 'b':
          return `**${inner}**`;
        case 'em':
        case 'i':
          return `*${inner}*`;
        case 'br':
          return '\n';
        default:
          return BLOCKS.has(node.tagName) ? `\n${inner}\n` : inner;
      }
    })
    .join('');
}

const children = (root: Root): ElementContent[] =>
  root.children.filter((n): n is ElementContent => n.type !== 'doctype');

/** HTML as one line of Markdown: blocks joined by spaces. */
export const htmlToLine = (html: string, href: Href): string =>
  inline(children(parser.parse(html)), href)
    .replace(/\s+/g, ' ')
    .trim();

/** HTML of a description as a table cell: one line, `|` escaped. */
export const htmlToCell = (html: string, href: Href): string => htmlToLine(html, href).replace(/\|/g, '\\|');

const isBlock = (node: ElementContent): node is Element => node.type === 'element' && BLOCKS.has(node.tagName);

/** HTML of a description as Markdown paragraphs; list items as `- ` lines. */
export function htmlToMarkdown(html: string, href: Href): string {
  const out: string[] = [];
  const flush = (run: ElementContent[]) => {
    const text = inline(run, href)
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .trim();
    if (text) out.push(text);
  };
  const walk = (nodes: readonly ElementContent[]) => {
    let run: ElementContent[] = [];
    for (const node of nodes) {
      if (!isBlock(node)) {
        run.push(node);
        continue;
      }
      flush(run);
      run = [];
      if (node.tagName === 'ul' || node.tagName === 'ol')
        out.push(
          node.children
            .filter((li): li is Element => li.type === 'element')
            .map((li) => `- ${inline(li.children, href).replace(/\s+/g, ' ').trim()}`)
            .join('\n'),
        );
      else if (node.tagName === 'div' || node.tagName === 'blockquote') walk(node.children);
      else if (node.tagName === 'pre') out.push(`\`\`\`\n${inline(node.children, href).replace(/^`|`$/g, '')}\n\`\`\``);
      else flush([node]);
    }
    flush(run);
  };
  walk(children(parser.parse(html)));
  return out.join('\n\n');
}

import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Nodes, Parent, Root } from 'mdast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { parseMarkdown } from './markdownParser.js';
import { sanitizeSchema } from './rehype/sanitizeSchema.js';
import { sanitizeHtmlFragment } from './sanitizeHtml.js';

const parser = unified().use(rehypeParse, { fragment: true });

/** URL schemes a link may use (the page's sanitiser allows the same; relative URLs have none). */
const SAFE_SCHEMES = /^(https?|mailto):/i;
/** A URL as a browser reads its scheme: control characters and spaces do not count (`java\tscript:`). */
const visible = (url: string) => [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');
const unsafeUrl = (url: string) => {
  const clean = visible(url);
  return /^[a-z][a-z\d+.-]*:/i.test(clean) && !SAFE_SCHEMES.test(clean);
};

const ALLOWED = new Set(sanitizeSchema.tagNames ?? []);

/**
 * A raw HTML node of a page's markdown as the page shows it: a comment is gone, a closing tag stays
 * only for an element the sanitiser keeps, anything else is what the sanitiser makes of it (a lone
 * opening tag keeps no closing tag of its own). Text the sanitiser leaves as it is keeps its bytes.
 */
function safeHtmlNode(html: string): string {
  if (/^\s*<!--[\s\S]*-->\s*$/.test(html)) return '';
  const closing = html.match(/^<\/([a-zA-Z][\w-]*)\s*>$/);
  if (closing) return ALLOWED.has(closing[1].toLowerCase()) ? html : '';
  const plain = toHtml(parser.parse(html));
  const safe = toHtml(sanitizeHtmlFragment(html) as HastRoot);
  if (safe === plain) return html;
  const open = html.match(/^<([a-zA-Z][\w-]*)\b[^>]*>$/);
  // A lone opening tag: the parser closed it, which the markdown around it does.
  return open ? safe.replace(new RegExp(`</${open[1]}>$`, 'i'), '') : safe;
}

type Edit = [start: number, end: number, text: string];

const offsets = (node: Nodes) => [node.position?.start.offset, node.position?.end.offset] as const;

/** The edits that make one node safe: raw HTML sanitised, a link or image to an unsafe URL reduced to its text. */
function editsOf(node: Nodes, text: string, edits: Edit[]): void {
  const [start, end] = offsets(node);
  if (start === undefined || end === undefined) return;
  if (node.type === 'html') {
    const safe = safeHtmlNode(node.value);
    if (safe !== node.value) edits.push([start, end, safe]);
    return;
  }
  if ((node.type === 'link' || node.type === 'definition') && unsafeUrl(node.url)) {
    const kids = node.type === 'link' ? node.children : [];
    const [from] = kids.length ? offsets(kids[0]) : [undefined];
    const [, to] = kids.length ? offsets(kids[kids.length - 1]) : [undefined, undefined];
    edits.push([start, end, from !== undefined && to !== undefined ? text.slice(from, to) : '']);
    return;
  }
  if (node.type === 'image' && unsafeUrl(node.url)) {
    edits.push([start, end, node.alt ?? '']);
    return;
  }
  for (const child of (node as Parent).children ?? []) editsOf(child as Nodes, text, edits);
}

/** The text with the edits made, last first (they never overlap). */
function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

/**
 * A page's markdown as its Markdown twin publishes it: what the page's sanitiser removes (comments,
 * `<script>`, event handlers, `javascript:` links) is removed here too, so the twin carries what the
 * reader sees; everything else keeps its bytes.
 */
export function twinMarkdown(text: string): string {
  const edits: Edit[] = [];
  editsOf(parseMarkdown(text), text, edits);
  return applyEdits(text, edits);
}

const LEAD_HEADING = /^#\s+.*$/m;
const LEAD_DESCRIPTION = /<p class="description">[\s\S]*?<\/p>/;

/** A page's first markdown without its lead, the title heading and the description paragraph (the twin writes them from the page's facts). */
export const stripLead = (text: string): string => text.replace(LEAD_HEADING, '').replace(LEAD_DESCRIPTION, '');

/** Where stripLead cuts, in the text it is given: the heading's span, then the description's (found once the heading is gone). */
function leadRanges(text: string): Array<[number, number]> | undefined {
  const heading = LEAD_HEADING.exec(text);
  const cut = heading ? heading[0].length : 0;
  const rest = heading ? text.slice(0, heading.index) + text.slice(heading.index + cut) : text;
  const description = LEAD_DESCRIPTION.exec(rest);
  const ranges: Array<[number, number]> = heading ? [[heading.index, heading.index + cut]] : [];
  if (!description) return ranges;
  if (heading && description.index < heading.index && description.index + description[0].length > heading.index)
    return undefined;
  const start = heading && description.index >= heading.index ? description.index + cut : description.index;
  return [...ranges, [start, start + description[0].length]];
}

/**
 * A markdown block's twin text from the parse the page's analysis made (positions still on), and
 * for a page's first block its twin without the lead: from the same parse when each cut is a whole
 * top-level node (then the rest parses alike), else from a parse of the cut text.
 */
export function twinTexts(tree: Root, text: string, first: boolean): { twin: string; lead?: string } {
  const edits: Edit[] = [];
  editsOf(tree, text, edits);
  const twin = applyEdits(text, edits);
  if (!first) return { twin };
  const ranges = leadRanges(text);
  if (ranges && !ranges.length) return { twin, lead: twin };
  const whole = ranges?.every(([start, end]) =>
    tree.children.some((n) => n.position?.start.offset === start && n.position?.end.offset === end),
  );
  if (!ranges || !whole) return { twin, lead: twinMarkdown(stripLead(text)) };
  const outside = edits.filter(([start, end]) => !ranges.some(([s, e]) => start >= s && end <= e));
  return { twin, lead: applyEdits(text, [...outside, ...ranges.map(([s, e]): Edit => [s, e, ''])]) };
}

import type { Heading as MdHeading, Html, Link, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../site/constants.js';
import { createUniqueHasher } from '../site/headingId.js';
import { demoBaseName, isFileDemo } from '../site/demoNames.js';
import { splitBlocks } from './blocks/splitBlocks.js';
import type { Block } from './blocks/types.js';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { parseMarkdown } from './markdownParser.js';
import { twinTexts } from './twinMarkdown.js';
import { type PageSource } from '../site/types.js';

export type PageBlock =
  | Exclude<Block, { type: 'markdown' | 'callout' }>
  | {
      type: 'markdown';
      line: number;
      /** Absent on a page restored from the build cache (see withTrees). */ tree?: Root;
      /** Its Markdown twin's text (twinTexts), and for the page's first block the same without the lead; absent with the tree. */
      twin?: string;
      twinLead?: string;
    }
  | { type: 'callout'; line: number; severity: Extract<Block, { type: 'callout' }>['severity']; children: PageBlock[] };

export interface TocEntry {
  text: string;
  id: string;
  children: TocEntry[];
}

export interface LinkRef {
  href: string;
  line: number;
  column: number;
}

export interface PageModel {
  source: PageSource;
  frontMatter: FrontMatter;
  title?: string;
  description?: string;
  blocks: PageBlock[];
  toc: TocEntry[];
  /** Every id a link can target on this page. */
  anchors: Set<string>;
  links: LinkRef[];
  /** Id of the appended "API" section, when front matter lists components or hooks. */
  apiSectionId?: string;
  /** The front matter's line of `hooks`, when it lists some (where a hook without an API page is reported). */
  hooksLine?: number;
  diagnostics: Diagnostic[];
}

const DESCRIPTION = /<p class="description">([\s\S]*?)<\/p>/;
const HREF = /\b(?:href|src)\s*=\s*(["'])(.*?)\1/g;
const HTML_ID = /\bid\s*=\s*(["'])(.*?)\1/g;
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/`/g, '')
    .trim();
// Comments are blanked out, keeping offsets, so that links inside them are not links.
const blankComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));

function offsetPosition(value: string, offset: number, line: number, column: number) {
  const before = value.slice(0, offset);
  const newlines = before.split('\n').length - 1;
  return newlines === 0
    ? { line, column: column + offset }
    : { line: line + newlines, column: offset - before.lastIndexOf('\n') };
}

/**
 * What a page's markdown trees say about it, collected while they are walked: title and
 * description (when the front matter has none), heading ids and the TOC, links and anchors.
 */
class PageFacts {
  readonly hash = createUniqueHasher();
  readonly toc: TocEntry[] = [];
  readonly anchors = new Set<string>();
  readonly links: LinkRef[] = [];
  title?: string;
  titleLine: number;
  description?: string;
  descriptionLine: number;
  private seenH1 = false;

  constructor(
    private readonly rel: string,
    fm: ReturnType<typeof parseFrontMatter>,
    readonly diagnostics: Diagnostic[],
  ) {
    this.title = fm.data.title;
    this.titleLine = fm.keyLines.title ?? 1;
    this.description = fm.data.description;
    this.descriptionLine = fm.keyLines.description ?? 1;
  }

  /** A heading: the first `#` is the title; `##` and `###` get their id and TOC entry. */
  private heading(heading: MdHeading, line: number, column: number) {
    const text = toString(heading, { includeHtml: false });
    if (heading.depth === 1 && !this.seenH1) {
      this.seenH1 = true;
      if (!this.title) [this.title, this.titleLine] = [text.replace(/`/g, ''), line];
      return;
    }
    if (heading.depth !== 2 && heading.depth !== 3) return;
    const id = this.hash(text);
    this.anchors.add(decodeURI(id));
    heading.data = { ...heading.data, hProperties: { id } } as MdHeading['data'];
    if (heading.depth === 2) this.toc.push({ text, id, children: [] });
    else if (this.toc.length === 0)
      this.diagnostics.push(diagnose('heading-order', { file: this.rel, line, column }, { text }));
    else this.toc[this.toc.length - 1].children.push({ text, id, children: [] });
  }

  /** Raw HTML: the description paragraph, links in href/src, and ids. */
  private html(node: Html, line: number, column: number) {
    const value = blankComments(node.value);
    if (!this.description) {
      const m = value.match(DESCRIPTION);
      if (m) [this.description, this.descriptionLine] = [stripTags(m[1]), line];
    }
    for (const m of value.matchAll(HREF)) {
      const pos = offsetPosition(value, m.index! + m[0].indexOf(m[1]) + 1, line, column);
      this.links.push({ href: m[2], ...pos });
    }
    for (const m of value.matchAll(HTML_ID)) this.anchors.add(m[2]);
  }

  /** Walks a markdown tree whose first line is the page's line `lineOffset + 1`. */
  visit(node: RootContent | Root, lineOffset: number): void {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    const column = node.position?.start.column ?? 1;
    if (node.type === 'heading') this.heading(node as MdHeading, line, column);
    else if (node.type === 'link' || node.type === 'definition' || node.type === 'image')
      this.links.push({ href: (node as Link).url, line, column });
    else if (node.type === 'html') this.html(node as Html, line, column);
    if ('children' in node) for (const child of node.children) this.visit(child as RootContent, lineOffset);
  }

  /** The title and description are required, and limited in length. */
  checkTitles(): void {
    const { rel, title, description } = this;
    if (!title) this.diagnostics.push(diagnose('title-missing', { file: rel, line: 1, column: 1 }));
    else if (title.length > TITLE_MAX_LENGTH) {
      const at = { file: rel, line: this.titleLine, column: 1 };
      this.diagnostics.push(diagnose('title-too-long', at, { length: title.length, max: TITLE_MAX_LENGTH }));
    }
    if (!description) this.diagnostics.push(diagnose('description-missing', { file: rel, line: 1, column: 1 }));
    else if (description.length > DESCRIPTION_MAX_LENGTH) {
      const at = { file: rel, line: this.descriptionLine, column: 1 };
      const args = { length: description.length, max: DESCRIPTION_MAX_LENGTH };
      this.diagnostics.push(diagnose('description-too-long', at, args));
    }
  }
}

/** Parses a page once: front matter, dialect blocks, markdown trees, heading ids, TOC, links. */
export function analyzePage(source: PageSource): PageModel {
  const rel = source.rel;
  const fm = parseFrontMatter(rel, source.text);
  const facts = new PageFacts(rel, fm, [...fm.diagnostics]);
  const toPageBlocks = (blocks: Block[], top: boolean): PageBlock[] =>
    blocks.map((block, i): PageBlock => {
      if (block.type === 'markdown') {
        const tree = parseMarkdown(block.text);
        facts.visit(tree, block.line - 1);
        // The twin is read from this parse while it has its positions: one parse of the page serves both.
        const { twin, lead } = twinTexts(tree, block.text, top && i === 0);
        dropPositions(tree);
        return { type: 'markdown', line: block.line, tree, twin, ...(lead === undefined ? {} : { twinLead: lead }) };
      }
      if (block.type === 'callout') return { ...block, children: toPageBlocks(block.children, false) };
      if (block.type === 'demo') for (const id of demoAnchors(block.options.demo)) facts.anchors.add(id);
      return block;
    });
  const blocks = toPageBlocks(splitBlocks(rel, fm.body, fm.bodyLine, facts.diagnostics), true);
  let apiSectionId: string | undefined;
  if (fm.data.components.length || fm.data.hooks.length) {
    apiSectionId = facts.hash('API');
    facts.anchors.add(apiSectionId);
    facts.toc.push({ text: 'API', id: apiSectionId, children: [] });
  }
  facts.checkTitles();
  const { title, description, toc, anchors, links, diagnostics } = facts;
  const hooksLine = fm.data.hooks.length ? fm.keyLines.hooks : undefined;
  return {
    source,
    frontMatter: fm.data,
    title,
    description,
    blocks,
    toc,
    anchors,
    links,
    apiSectionId,
    ...(hooksLine ? { hooksLine } : {}),
    diagnostics,
  };
}

/** A page's dialect blocks without parsing its markdown: enough to find its demos. */
export function scanBlocks(source: PageSource): Pick<PageModel, 'source' | 'blocks'> {
  const fm = parseFrontMatter(source.rel, source.text);
  return { source, blocks: splitBlocks(source.rel, fm.body, fm.bodyLine, []) };
}

/** Positions serve the diagnostics above only; the tree is kept until rendering, so keep it small. */
function dropPositions(node: Root | RootContent) {
  delete node.position;
  if ('children' in node) for (const child of node.children) dropPositions(child);
}

/** The invisible anchors of a demo: `Name.js`, `Name.tsx` and the styling-prefixed forms. */
export function demoAnchors(demo: string): string[] {
  const name = demoBaseName(demo);
  const ids = [`${name}.js`, `${name}.tsx`];
  if (!isFileDemo(demo)) for (const p of ['system', 'tailwind', 'css']) ids.push(`${p}-${name}.js`, `${p}-${name}.tsx`);
  return ids;
}

import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** Markdown text to an mdast tree (CommonMark + GFM). */
export const parseMarkdown = (text: string): Root => parser.runSync(parser.parse(text)) as Root;

import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeParse from 'rehype-parse';
import rehypeReact, { type Components } from 'rehype-react';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import rehypeLinks from '../transform/rehype/rehypeLinks.js';
import rehypeSafeIds from '../transform/rehype/rehypeSafeIds.js';
import { sanitizeSchema } from '../transform/rehype/sanitizeSchema.js';

/** hast -> React elements through rehype-react; custom elements map to components. */
export function hastToReact(tree: Root, components: Partial<Components> = {}): ReactElement {
  const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components } as Parameters<
    typeof rehypeReact
  >[0]);
  return processor.stringify(tree) as unknown as ReactElement;
}

const htmlProcessor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeSafeIds)
  .use(rehypeLinks)
  .freeze();
const htmlCache = new Map<string, Root>();

/** Untrusted HTML from data (API descriptions) -> sanitised hast, cached by text. */
export function sanitizeHtmlFragment(html: string): Root {
  let tree = htmlCache.get(html);
  if (!tree) {
    tree = htmlProcessor.runSync(htmlProcessor.parse(html)) as Root;
    htmlCache.set(html, tree);
  }
  return tree;
}

/** Sanitised HTML from data as React elements. */
export const SafeHtml = ({ html }: { html: string }) => hastToReact(sanitizeHtmlFragment(html));

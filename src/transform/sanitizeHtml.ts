import type { Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import rehypeLinks from './rehype/rehypeLinks.js';
import rehypeSafeIds from './rehype/rehypeSafeIds.js';
import { safeHtml } from './rehype/safeHtml.js';

const htmlProcessor = unified()
  .use(rehypeParse, { fragment: true })
  .use(safeHtml)
  .use(rehypeSafeIds)
  .use(rehypeLinks)
  .freeze();

/**
 * Trees kept by text: API pages repeat their descriptions in every language. Bounded, so that a
 * long docs-dev session whose descriptions keep changing does not grow without end.
 */
const CACHED_FRAGMENTS = 2_000;
const htmlCache = new Map<string, Root>();

/** Untrusted HTML from data (API descriptions) -> sanitised hast, cached by text. */
export function sanitizeHtmlFragment(html: string): Root {
  let tree = htmlCache.get(html);
  if (!tree) {
    tree = htmlProcessor.runSync(htmlProcessor.parse(html)) as Root;
    if (htmlCache.size >= CACHED_FRAGMENTS) htmlCache.delete(htmlCache.keys().next().value!);
    htmlCache.set(html, tree);
  }
  return tree;
}

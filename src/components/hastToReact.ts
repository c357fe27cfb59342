import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Components } from 'rehype-react';
import { unified } from 'unified';
import { CODE_HTML_ELEMENT } from '../transform/highlight.js';

/**
 * Highlighted code whose tokens highlight.ts wrote as HTML, escaped as React escapes text: the
 * same bytes as React's own spans, without an element per token.
 */
const CodeHtml = ({ className, 'data-html': html }: { className?: string; 'data-html': string }) =>
  jsx('code', { className, dangerouslySetInnerHTML: { __html: html } });

/** hast -> React elements through rehype-react; custom elements map to components (highlighted code's always). */
export function hastToReact(tree: Root, components: Partial<Components> = {}): ReactElement {
  const processor = unified().use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: { [CODE_HTML_ELEMENT]: CodeHtml, ...components },
  } as Parameters<typeof rehypeReact>[0]);
  return processor.stringify(tree) as unknown as ReactElement;
}

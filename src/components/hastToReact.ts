import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Components } from 'rehype-react';
import { unified } from 'unified';

/** hast -> React elements through rehype-react; custom elements map to components. */
export function hastToReact(tree: Root, components: Partial<Components> = {}): ReactElement {
  const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components } as Parameters<
    typeof rehypeReact
  >[0]);
  return processor.stringify(tree) as unknown as ReactElement;
}

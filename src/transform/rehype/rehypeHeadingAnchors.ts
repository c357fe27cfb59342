import type { Root } from 'hast';
import { walkElements } from '../walk.js';

/** Adds a visible anchor link to each `##`/`###` heading that carries an id. */
export default function rehypeHeadingAnchors() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if ((node.tagName !== 'h2' && node.tagName !== 'h3') || typeof node.properties.id !== 'string') return;
      const id = node.properties.id;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['anchor-link'], href: `#${id}`, ariaLabelledBy: [id], tabIndex: -1 },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { ariaHidden: 'true' },
            children: [{ type: 'text', value: '#' }],
          },
        ],
      });
    });
  };
}

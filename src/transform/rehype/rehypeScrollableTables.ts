import type { Element, Root } from 'hast';
import { walkElements } from '../walk.js';

/**
 * Wraps each table in a horizontally scrollable region a keyboard can reach (focusable, named):
 * wide tables scroll on a phone, and a region that scrolls must be reachable without a mouse.
 */
export default function rehypeScrollableTables(options: { label: string }) {
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      if (
        node.tagName !== 'table' ||
        (parent.type === 'element' && (parent.properties.className as string[] | undefined)?.includes('table-scroll'))
      )
        return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: options.label },
        children: [node],
      };
      parent.children[index] = wrapper;
      return index + 1;
    });
  };
}

import type { Element, Root as HastRoot } from 'hast';

type Parent = HastRoot | Element;

/**
 * Calls `fn` for every element, depth-first, with its parent and index. A returned number is the
 * index to continue at (after a replacement or removal). No per-node allocation, unlike
 * unist-util-visit, which builds an ancestors array at every node: this runs on every page.
 */
export function walkElements(tree: Parent, fn: (node: Element, index: number, parent: Parent) => number | void): void {
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.type !== 'element') continue;
    const next = fn(child, i, tree);
    if (typeof next === 'number') {
      i = next - 1;
      continue;
    }
    walkElements(children[i] as Element, fn);
  }
}

interface UnistNode {
  type: string;
  children?: UnistNode[];
}

/** Whether any node of a unist tree (mdast or hast) passes `test`, depth-first, without allocating. */
export function someNode<T extends UnistNode>(node: T, test: (node: T) => boolean): boolean {
  if (test(node)) return true;
  const children = node.children as T[] | undefined;
  if (children) for (let i = 0; i < children.length; i++) if (someNode(children[i], test)) return true;
  return false;
}

import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { EMBED_HOSTS } from './sanitizeSchema.js';

const hostOf = (src: unknown) => {
  try {
    return new URL(String(src)).host;
  } catch {
    return '';
  }
};

/** Drops iframes (and video sources) that do not come from an allowed embed host. */
export default function rehypeSafeEmbeds() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'iframe' || !parent || index === undefined) return;
      if (EMBED_HOSTS.includes(hostOf(node.properties.src))) return;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}

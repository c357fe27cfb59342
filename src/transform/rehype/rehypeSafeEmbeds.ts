import type { Root } from 'hast';
import { walkElements } from '../walk.js';
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
    walkElements(tree, (node, index, parent) => {
      if (node.tagName !== 'iframe' || EMBED_HOSTS.includes(hostOf(node.properties.src))) return;
      parent.children.splice(index, 1);
      return index;
    });
  };
}

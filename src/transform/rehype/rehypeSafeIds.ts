import type { Root } from 'hast';
import { walkElements } from '../walk.js';

/** Names that, as an element id or name, would shadow a DOM or page global. */
const RESERVED = new Set([
  'location', 'forms', 'document', 'window', 'top', 'self', 'parent', 'frames', 'opener', 'name', 'cookie', 'domain', 'referrer',
  'body', 'head', 'images', 'links', 'scripts', 'anchors', 'embeds', 'plugins', 'all', 'defaultview', 'attributes', 'children',
  'submit', 'action', 'method', 'elements', 'datalayer', 'gtag', 'navigator', 'localstorage', 'alert', 'fetch',
]);

export const isClobbering = (value: string) => RESERVED.has(value.toLowerCase()) || value in Object.prototype || value === '__proto__';

/** Prefixes ids and names from content that could clobber DOM globals (`id="location"`). */
export default function rehypeSafeIds() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      for (const key of ['id', 'name'] as const) {
        const value = node.properties[key];
        if (typeof value === 'string' && isClobbering(value)) node.properties[key] = `user-content-${value}`;
      }
    });
  };
}

import type { Root } from 'hast';
import { walkElements } from '../walk.js';
import { isExternalUrl } from '../../site/paths.js';

/**
 * External links open safely in a new tab; on a translated page internal links keep the
 * reader in their language.
 */
export default function rehypeLinks(options: { lang?: string } = {}) {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      if (isExternalUrl(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'nofollow'];
      } else if (options.lang && options.lang !== 'en' && href.startsWith('/') && !href.startsWith('//')) {
        node.properties.href = `/${options.lang}${href}`;
      }
    });
  };
}

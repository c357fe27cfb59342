import type { Code, Nodes, Root } from 'mdast';
import { someNode } from './walk.js';

/** Keeps a fence's info-string meta (`title="file.js"`) through the sanitiser as `data-meta` on <code>. */
export default function remarkFenceMeta() {
  return (tree: Root) => {
    someNode<Nodes>(tree, (node) => {
      if (node.type === 'code' && node.meta)
        node.data = { ...node.data, hProperties: { dataMeta: node.meta } } as Code['data'];
      return false;
    });
  };
}

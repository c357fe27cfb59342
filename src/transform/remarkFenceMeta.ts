import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Keeps a fence's info-string meta (`title="file.js"`) through the sanitiser as `data-meta` on <code>. */
export default function remarkFenceMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (node.meta) node.data = { ...node.data, hProperties: { dataMeta: node.meta } } as Code['data'];
    });
  };
}

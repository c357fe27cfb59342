import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from '../walk.js';
import { codeBlock } from '../highlight.js';

/** Fenced code -> highlighted block with optional `title="file.js"` and a copy button. */
export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const meta = String(code.properties.dataMeta ?? '');
      const title = meta.match(/title="([^"]*)"/)?.[1];
      const value = toString(code).replace(/\n$/, '');
      parent.children[index] = codeBlock({ code: value, language, title });
      return index + 1;
    });
  };
}

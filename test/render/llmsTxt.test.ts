import type { Link, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { lineLlmsTxt, siteLlmsTxt, type LlmsLine } from '../../src/render/llmsTxt.js';

// Issue 45 (2): text from content cannot make a link of its own in llms.txt, nor lose its own.
const linksOf = (markdown: string) => {
  const links: Array<[string, string]> = [];
  visit(unified().use(remarkParse).parse(markdown) as Root, 'link', (node: Link) => {
    links.push([node.url, node.children.map((c) => ('value' in c ? c.value : '')).join('')]);
  });
  return links;
};

const line = (title: string, description: string, group = 'Guides'): LlmsLine => ({
  prefix: 'acme',
  name: 'Acme [UI](https://evil.example/name)',
  description: 'See <https://evil.example/desc>.',
  groups: [{ title: group, pages: [{ title, url: 'https://docs.example.com/acme/install.md', description }] }],
});

it.each([
  ['a title that closes its link text', 'Install guide\\](https://evil.example/phish.md) \\[x', ''],
  ['a title ending in a backslash', 'C:\\', ''],
  ['a description with a link and an autolink', 'Install', '[click](https://evil.example/a) <https://evil.example/b>'],
])('%s: the page keeps its one link, and no other is made', (_, title, description) => {
  for (const text of [
    siteLlmsTxt({ name: 'Docs [x](https://evil.example/s)', summary: 'S' }, [line(title, description)]),
    lineLlmsTxt(line(title, description, '[g](https://evil.example/g)')),
  ]) {
    const links = linksOf(text);
    expect(links).toEqual([['https://docs.example.com/acme/install.md', title]]);
  }
});

import type { Nodes, Root } from 'mdast';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Construct, ConstructRecord, Extension } from 'micromark-util-types';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { someNode } from './walk.js';

/**
 * GFM's syntax extensions are tried at every position that could start their construct (email
 * autolinks at the start of every word), which makes GFM parsing twice as slow as CommonMark. A
 * construct whose required characters do not occur in the text cannot match, so leaving it out
 * yields the same tree: the parser is chosen per text. The mdast side is always the full
 * `mdast-util-gfm`, exactly as remark-gfm sets it up, except that GFM's autolink transform (four
 * regular expressions over every text node) is skipped for trees where no text node can match it.
 */
const FEATURES = [
  ['emailAutolink', (t: string) => t.includes('@')],
  ['protocolAutolink', (t: string) => /http/i.test(t)],
  ['wwwAutolink', (t: string) => /www/i.test(t)],
  ['footnote', (t: string) => t.includes('[^')],
  ['strikethrough', (t: string) => t.includes('~')],
  ['table', (t: string) => t.includes('|')],
  ['taskListItem', (t: string) => /\[[\sxX]\]/.test(t)],
] as const;
type Feature = (typeof FEATURES)[number][0];

/** GFM autolink literals restricted to some of its three constructs. */
function autolinkLiterals(kinds: ReadonlySet<string>): Extension {
  const text: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(gfmAutolinkLiteral().text ?? {})) {
    const kept = ([] as Construct[])
      .concat(constructs as Construct | Construct[])
      .filter((c) => kinds.has(c.name ?? ''));
    if (kept.length) text[Number(code)] = kept;
  }
  return { text };
}

/** The syntax extensions of remark-gfm, in its order, limited to `features`. */
function gfmSyntax(features: ReadonlySet<Feature>): Extension {
  const extensions: Extension[] = [autolinkLiterals(features)];
  if (features.has('footnote')) extensions.push(gfmFootnote());
  if (features.has('strikethrough')) extensions.push(gfmStrikethrough());
  if (features.has('table')) extensions.push(gfmTable());
  if (features.has('taskListItem')) extensions.push(gfmTaskListItem());
  return combineExtensions(extensions);
}

/** The transform links bare URLs (`http://`, `https://`, `www.`) and addresses with `@` (email, mailto:, xmpp:). */
const MAY_AUTOLINK = /@|https?:\/\/|www\./i;

const gfmMdast = gfmFromMarkdown().map((extension) =>
  extension.transforms
    ? {
        ...extension,
        transforms: extension.transforms.map(
          (transform) => (tree: Root) =>
            someNode<Nodes>(tree, (n) => n.type === 'text' && MAY_AUTOLINK.test(n.value)) ? transform(tree) : undefined,
        ),
      }
    : extension,
);

const parsers = new Map<string, Processor<Root>>();

function parserFor(text: string): Processor<Root> {
  const features = new Set<Feature>(FEATURES.filter(([, test]) => test(text)).map(([name]) => name));
  const key = [...features].join();
  let parser = parsers.get(key);
  if (!parser) {
    parser = unified()
      .use(remarkParse)
      .use(function gfm(this: Processor) {
        this.data('micromarkExtensions', [gfmSyntax(features)]);
        this.data('fromMarkdownExtensions', [gfmMdast]);
      })
      .freeze() as unknown as Processor<Root>;
    parsers.set(key, parser);
  }
  return parser;
}

/** Markdown text to an mdast tree (CommonMark + GFM). */
export const parseMarkdown = (text: string): Root => {
  const parser = parserFor(text);
  return parser.runSync(parser.parse(text)) as Root;
};

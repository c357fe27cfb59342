import type { BuiltinContent } from '../../components/builtinContent.js';
import type { Block } from '../../transform/blocks/types.js';
import {
  demoBaseName,
  demoEntryFile,
  demoSources,
  unsafeDemoReason,
  type DemoSource,
} from '../../transform/demoFiles.js';
import type { PageBlock } from '../../transform/analyzePage.js';
import { twinHref, rewriteLinks, type TwinLinks } from './twinLinks.js';

/** What a content page's twin is made from, besides its blocks. */
export interface ContentTwinInput {
  title: string;
  description: string;
  /** The page's folder (its demos' files are found from it) and every code file of the site. */
  dir: string;
  codeFiles: ReadonlyMap<string, string>;
  links: TwinLinks;
  /** What a component directive shows. */
  builtin: (name: string) => BuiltinContent;
  /** The JSX a playground directive starts with, with its import line. */
  playground: (block: Extract<Block, { type: 'playground' }>) => string | undefined;
  /** The appended "API" section: each component or hook and its page. */
  api: Array<{ name: string; href: string }>;
}

/** A fenced block long enough for its code, with a language and an optional title. */
export function fence(code: string, language: string, title?: string): string {
  const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
  return `${ticks}${language}${title ? ` title="${title}"` : ''}\n${code}\n${ticks}`;
}

const LANGUAGES: Record<string, string> = { js: 'jsx', jsx: 'jsx', ts: 'tsx', tsx: 'tsx' };

/** The source a reader copies: the TS variant when there is one; of several stylings, `system`. */
function demoBlock(dir: string, demo: string, codeFiles: ReadonlyMap<string, string>): string {
  if (unsafeDemoReason(dir, demo)) return '';
  const sources = demoSources(codeFiles, demoEntryFile(dir, demo), demo);
  const styled = sources.filter((s) => !s.styling || s.styling === 'system');
  const pick: DemoSource | undefined = styled.find((s) => s.variant === 'TS') ?? styled[0];
  if (!pick) return '';
  const file = pick.rel.slice(pick.rel.lastIndexOf('/') + 1);
  const title = pick.styling ? `${demoBaseName(demo)}/${file}` : file;
  return fence(pick.code, LANGUAGES[file.split('.').pop() ?? ''] ?? '', title);
}

function builtinBlock(content: BuiltinContent, links: TwinLinks): string {
  switch (content.kind) {
    case 'chips':
    case 'cards':
      return content.links
        .map((l) => `- [${l.title}](${twinHref(l.href, links)})${l.description ? `: ${l.description}` : ''}`)
        .join('\n');
    case 'templates':
      return content.templates
        .map(
          (t) =>
            `- [${t.title}](${twinHref(t.href, links)}): ${t.description} ([source](${twinHref(t.source, links)}))`,
        )
        .join('\n');
    case 'tabs':
      return content.api ? `[Component API](${twinHref(content.api, links)})` : '';
    case 'unknown':
      return '';
  }
}

/** A markdown block's twin text, as the page's analysis read it (`lead`: the first block's, without the page's heading and description). */
function markdownTwin(block: Extract<PageBlock, { type: 'markdown' }>, lead: boolean): string {
  const text = lead ? block.twinLead : block.twin;
  if (text === undefined) throw new Error(`line ${block.line}: a twin needs the page's analysis (withTrees).`);
  return text;
}

function blocksToMarkdown(blocks: readonly PageBlock[], input: ContentTwinInput & { lead: boolean }): string[] {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'markdown':
        return rewriteLinks(markdownTwin(block, input.lead && i === 0), input.links).trim();
      case 'demo':
        return demoBlock(input.dir, block.options.demo, input.codeFiles);
      case 'component':
        return builtinBlock(input.builtin(block.name), input.links);
      case 'playground': {
        const jsx = input.playground(block);
        return jsx ? fence(jsx, 'jsx') : '';
      }
      case 'codeblock':
        return block.tabs.map((tab) => `${tab.tab}:\n\n${fence(tab.code, tab.language)}`).join('\n\n');
      case 'callout': {
        const inner = blocksToMarkdown(block.children, { ...input, lead: false })
          .filter(Boolean)
          .join('\n\n');
        const label = `**${block.severity[0].toUpperCase()}${block.severity.slice(1)}**`;
        return `${label}\n\n${inner}`.replace(/^/gm, '> ').replace(/^> $/gm, '>');
      }
    }
  });
}

/**
 * A content page as Markdown, as a reader sees it: `# Title`, the description, then the body,
 * each demo's source in a fenced block, component directives as their links, callouts as block
 * quotes, tabs one after another, every link absolute and to twins.
 */
export function contentTwin(blocks: readonly PageBlock[], input: ContentTwinInput): string {
  // The page's own heading and description paragraph: written first, from the page's facts.
  const body = blocksToMarkdown(blocks, { ...input, lead: true });
  const api = input.api.length
    ? ['## API', input.api.map((a) => `- [\`<${a.name} />\`](${twinHref(a.href, input.links)})`).join('\n')]
    : [];
  const parts = [`# ${input.title}`, input.description, ...body, ...api];
  return `${parts
    .filter(Boolean)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

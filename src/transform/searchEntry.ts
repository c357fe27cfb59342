import type { Heading, Html, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { createSearchEntry, type SearchEntry, type SearchSection } from '../site/searchIndex.js';
import type { PageBlock, PageModel } from './analyzePage.js';
import type { ApiPageModel } from './apiModel.js';

const stripTags = (html: string) => html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a reader sees of a page, as search sections: the text under the title, then one section
 * per h2/h3 (with its id). Code blocks, demos and components are left out (their chrome and
 * sources are not prose); raw HTML counts by its text. Needs the page's markdown trees.
 */
export function pageSections(page: Pick<PageModel, 'blocks'>): SearchSection[] {
  const sections: SearchSection[] = [{ anchor: '', heading: '', text: '' }];
  const add = (text: string) => {
    const current = sections[sections.length - 1];
    current.text = current.text ? `${current.text} ${text}` : text;
  };
  const visit = (node: RootContent) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const id = (heading.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
      if (heading.depth === 1) return;
      if (id && (heading.depth === 2 || heading.depth === 3)) sections.push({ anchor: decodeURI(id), heading: squash(toString(heading)), text: '' });
      else add(toString(heading));
    } else if (node.type === 'code') return;
    else if (node.type === 'html') add(stripTags((node as Html).value));
    else if ('children' in node) for (const child of node.children) visit(child as RootContent);
    else if ('value' in node && typeof node.value === 'string') add(node.value);
  };
  const walk = (blocks: readonly PageBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'markdown') for (const child of (block.tree as Root | undefined)?.children ?? []) visit(child);
      else if (block.type === 'callout') walk(block.children);
    }
  };
  walk(page.blocks);
  return sections.map((s) => ({ ...s, text: squash(s.text) })).filter((s, i) => i === 0 || s.heading || s.text);
}

/** A content page's search entry, or none when its front matter says `search: false`. */
export function pageSearchEntry(page: PageModel, context: { url: string; product: string; lang: string }): SearchEntry | undefined {
  if (page.frontMatter.search === false) return undefined;
  return createSearchEntry({ url: context.url, title: page.title ?? '', product: context.product, sections: pageSections(page) }, context.lang);
}

/** An API page's entry: the component's name and description, then one section per prop, slot and class. */
export function apiSearchEntry(api: ApiPageModel, context: { url: string; product: string; lang: string; classAnchor: (className: string, key: string) => string }): SearchEntry {
  const sections: SearchSection[] = [{ anchor: '', heading: '', text: squash(`${api.name} ${stripTags(api.description)} ${api.imports.join(' ')}`) }];
  for (const p of api.props) sections.push({ anchor: `${api.slug}-prop-${p.name}`, heading: p.name, text: squash(`${stripTags(p.description)} ${stripTags(p.type)}${p.default ? ` default ${p.default}` : ''}`) });
  for (const s of api.slots) sections.push({ anchor: `${api.slug}-slots-${s.name}`, heading: s.name, text: squash(`${s.className ?? ''} ${stripTags(s.description)}`) });
  for (const c of api.classes) sections.push({ anchor: context.classAnchor(c.className, c.key), heading: c.className || c.key, text: squash(stripTags(c.description)) });
  return createSearchEntry({ url: context.url, title: `${api.name} API`, product: context.product, sections }, context.lang);
}

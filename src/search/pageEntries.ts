import type { Heading, Html, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { createSearchPage, type SearchEntry, type SearchPage, type SearchSection } from './indexFormat.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import type { PageBlock, PageModel } from '../transform/analyzePage.js';
import { classAnchor, rowAnchor, type ApiPageModel } from '../transform/apiModel.js';
import { type PageSource } from '../site/types.js';
import { publicPathIn } from '../site/outputPaths.js';

const stripTags = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Nodes whose children are blocks (each added as a run of its own). */
const CONTAINERS = new Set(['list', 'listItem', 'blockquote', 'table', 'tableRow', 'footnoteDefinition']);

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
      if (id && (heading.depth === 2 || heading.depth === 3))
        sections.push({ anchor: decodeURI(id), heading: squash(toString(heading)), text: '' });
      else add(toString(heading));
    } else if (node.type === 'code') return;
    else if (node.type === 'html') add(stripTags((node as Html).value));
    else if (CONTAINERS.has(node.type) && 'children' in node)
      for (const child of node.children) visit(child as RootContent);
    // A paragraph, table cell, ...: its text as one run (inline HTML tags left out, their text kept).
    else add(toString(node, { includeHtml: false }));
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

/** A content page's search words (its markdown trees needed), or none when its front matter says `search: false`. */
export function pageSearchPage(page: PageModel): SearchPage | undefined {
  if (page.frontMatter.search === false) return undefined;
  return createSearchPage({ title: page.title ?? '', sections: pageSections(page) }, page.source.lang);
}

/** An API page's words: the component's name and description, then one section per prop, slot and class. */
export function apiSearchPage(api: ApiPageModel): SearchPage {
  const sections: SearchSection[] = [
    { anchor: '', heading: '', text: squash(`${api.name} ${stripTags(api.description)} ${api.imports.join(' ')}`) },
  ];
  for (const p of api.props)
    sections.push({
      anchor: rowAnchor(api.slug, 'prop', p.name),
      heading: p.name,
      text: squash(`${stripTags(p.description)} ${stripTags(p.type)}${p.default ? ` default ${p.default}` : ''}`),
    });
  for (const s of api.slots)
    sections.push({
      anchor: `${api.slug}-slots-${s.name}`,
      heading: s.name,
      text: squash(`${s.className ?? ''} ${stripTags(s.description)}`),
    });
  for (const c of api.classes)
    sections.push({
      anchor: classAnchor(api.name, c),
      heading: c.className || c.key,
      text: squash(stripTags(c.description)),
    });
  return createSearchPage({ title: `${api.name} API`, sections }, 'en');
}

/** A page of a language's index: what identifies its entry, and the entry, read only when needed. */
export interface IndexEntry {
  /** Public path, with the language prefix. */
  url: string;
  product: string;
  /** What determines the entry besides its URL and line: the shown page's source key, or the API page's inputs. */
  id: string;
  entry(): SearchEntry;
}

/**
 * Every language's index entries: each content route (its translation where there is one, else
 * English, as the page shows) and each API page. `wordsOf` gives a content page's cached or fresh
 * words (JSON; 'null': kept out of search), `idOf` its source key; `owns` limits a shard to its routes.
 */
export function collectSearchEntries(
  model: Pick<SiteModel, 'languages' | 'apis'>,
  pagesByRoute: ReadonlyMap<string, readonly PageSource[]>,
  pages: {
    idOf(page: PageSource): string;
    wordsOf(page: PageSource): string;
    /** Whether a page is in search (its words are not 'null'), when that is known without its words. */
    indexed?(page: PageSource): boolean;
    apiIdOf(api: ApiPageModel): string;
  },
  owns: (route: string) => boolean = () => true,
): Map<string, IndexEntry[]> {
  const byLang = new Map<string, IndexEntry[]>(model.languages.map((lang) => [lang, []]));
  const url = publicPathIn;
  const indexed = (page: PageSource) => pages.indexed?.(page) ?? pages.wordsOf(page) !== 'null';
  // A page shown in several languages (English where a translation is missing) is parsed once.
  const parsed = new Map<PageSource, SearchPage>();
  const wordsOf = (page: PageSource) => {
    let words = parsed.get(page);
    if (!words) parsed.set(page, (words = JSON.parse(pages.wordsOf(page)) as SearchPage));
    return words;
  };
  for (const [route, sources] of pagesByRoute) {
    const en = sources.find((p) => p.lang === 'en');
    if (!en || !owns(route) || !indexed(en)) continue;
    for (const lang of model.languages) {
      const shown = sources.find((p) => p.lang === lang) ?? en;
      if (!indexed(shown)) continue;
      const entry: Omit<IndexEntry, 'entry'> = {
        url: url(lang, route),
        product: en.prefix ?? '',
        id: pages.idOf(shown),
      };
      byLang
        .get(lang)!
        .push({ ...entry, entry: () => ({ ...wordsOf(shown), url: entry.url, product: entry.product }) });
    }
  }
  for (const api of model.apis) {
    if (!owns(api.source.route)) continue;
    let page: SearchPage | undefined;
    for (const lang of model.languages) {
      const entry = { url: url(lang, api.source.route), product: api.source.prefix, id: pages.apiIdOf(api) };
      byLang.get(lang)!.push({
        ...entry,
        entry: () => ({ ...(page ??= apiSearchPage(api)), url: entry.url, product: entry.product, api: true }),
      });
    }
  }
  return byLang;
}

import { analyzePage, type PageBlock, type PageModel } from './analyzePage.js';
import { type PageSource } from '../site/types.js';

/** A page's analysis without its markdown trees: what validation needs, cheap to cache as JSON. */
export function toFacts(page: PageModel): string {
  const strip = (blocks: PageBlock[]): PageBlock[] =>
    blocks.map((b) =>
      b.type === 'markdown'
        ? { ...b, tree: undefined, twin: undefined, twinLead: undefined }
        : b.type === 'callout'
          ? { ...b, children: strip(b.children) }
          : b,
    ) as PageBlock[];
  const { source: _source, anchors, blocks, ...rest } = page;
  void _source;
  return JSON.stringify({ ...rest, anchors: [...anchors], blocks: strip(blocks) });
}

/**
 * A page this build did not analyse (another shard's): its route and nothing it would say. The
 * checks that need every page's ids (links and anchors between pages) are then left to --merge.
 */
export const unanalysedPage = (source: PageSource): PageModel => ({
  source,
  frontMatter: { components: [], hooks: [] },
  blocks: [],
  toc: [],
  anchors: new Set(),
  links: [],
  diagnostics: [],
});

/** Diagnostics whose verdict needs the ids of every page (validateLinks, the manifest's anchors). */
export const CROSS_PAGE_CODES: ReadonlySet<string> = new Set(['broken-link', 'broken-anchor']);

export function fromFacts(source: PageSource, json: string): PageModel {
  const facts = JSON.parse(json) as Omit<PageModel, 'source' | 'anchors'> & { anchors: string[] };
  return { ...facts, source, anchors: new Set(facts.anchors) };
}

export type RestoredPages = (page: PageSource) => PageModel | undefined;

/**
 * Each analysed page restored from its facts (`facts`: JSON by source path) once, for the later
 * phases that read every page (validation, llms.txt); undefined for a page not analysed.
 */
export function restoredPages(facts: ReadonlyMap<string, string>): RestoredPages {
  const pages = new Map<string, PageModel>();
  return (page) => {
    const json = facts.get(page.rel);
    if (json === undefined) return undefined;
    let model = pages.get(page.rel);
    if (!model) pages.set(page.rel, (model = fromFacts(page, json)));
    return model;
  };
}

const missingTrees = (blocks: readonly PageBlock[]): boolean =>
  blocks.some((b) => (b.type === 'markdown' && !b.tree) || (b.type === 'callout' && missingTrees(b.children)));

/** Pages restored from facts, parsed: their search words and every language's render share one parse. */
const parsed = new WeakMap<PageModel, PageModel>();

/**
 * The page with its markdown trees, parsed again (once: the parse lives as long as the restored
 * page does) when it came from the cache.
 */
export function withTrees(page: PageModel): PageModel {
  if (!missingTrees(page.blocks)) return page;
  let full = parsed.get(page);
  if (!full) parsed.set(page, (full = analyzePage(page.source)));
  return full;
}

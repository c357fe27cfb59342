import { PLAYGROUND_PREFIX } from '../demos/playgroundModules.js';
import type { Location } from '../errors/Diagnostic.js';
import type { PlaygroundSpec } from '../site/playground.js';
import type { ApiSource } from '../site/types.js';
import type { PageBlock, PageModel } from '../transform/analyzePage.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { playgroundSpec } from '../transform/playgroundSpec.js';

type PlaygroundBlock = Extract<PageBlock, { type: 'playground' }>;
type Page = Pick<PageModel, 'source' | 'blocks'>;

/** The API page a playground shows: the component of that name in the page's product line (none: validation reports it). */
export const apiOfPlayground = (apis: readonly ApiSource[], prefix: string | undefined, component: string) =>
  apis.find((a) => a.prefix === prefix && (a.file.value as { name?: unknown } | undefined)?.name === component);

/** A playground block's spec and its entry name in the demo bundles, when its component is documented. */
export function playgroundOf(
  apis: readonly ApiSource[],
  page: Page,
  block: PlaygroundBlock,
): { key: string; spec: PlaygroundSpec } | undefined {
  const api = apiOfPlayground(apis, page.source.prefix, block.component);
  if (!api) return undefined;
  const spec = playgroundSpec(api, block);
  return { key: `${PLAYGROUND_PREFIX}${spec.id}`, spec };
}

/** Every playground of the pages, by its entry name, in page order, with its first directive (where its problems are). */
export function sitePlaygrounds(
  apis: readonly ApiSource[],
  pages: readonly Page[],
): Map<string, { spec: PlaygroundSpec; at: Location }> {
  const found = new Map<string, { spec: PlaygroundSpec; at: Location }>();
  for (const page of pages)
    for (const block of eachBlock(page.blocks))
      if (block.type === 'playground') {
        const playground = playgroundOf(apis, page, block);
        if (playground && !found.has(playground.key))
          found.set(playground.key, {
            spec: playground.spec,
            at: { file: page.source.rel, line: block.line, column: 1 },
          });
      }
  return found;
}

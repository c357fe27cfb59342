import type { PageBlock } from '../analyzePage.js';

/** Every block of a page, callouts' children included, in order. */
export function* eachBlock(blocks: readonly PageBlock[]): Generator<PageBlock> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'callout') yield* eachBlock(block.children);
  }
}

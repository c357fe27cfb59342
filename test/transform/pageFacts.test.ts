import { describe, expect, it } from '@jest/globals';
import { analyzePage } from '../../src/transform/analyzePage.js';
import { fromFacts, toFacts, withTrees } from '../../src/transform/pageFacts.js';
import type { PageSource } from '../../src/site/types.js';

const source: PageSource = {
  rel: 'content/material-ui/a/index.md',
  route: '/material-ui/a',
  lang: 'en',
  text: '# A\n\n<p class="description">About A.</p>\n\n## Section\n\nText with a [link](#section).\n',
  dir: 'content/material-ui/a',
  prefix: 'material-ui',
};

describe('page facts', () => {
  it('a page restored from its facts says what the analysed page said, without its trees', () => {
    const analysed = analyzePage(source);
    const restored = fromFacts(source, toFacts(analysed));
    expect(toFacts(restored)).toBe(toFacts(analysed));
    expect(withTrees(analysed)).toBe(analysed);
  });

  it('a restored page is parsed once, however often its trees are asked for (search words, each language)', () => {
    const restored = fromFacts(source, toFacts(analyzePage(source)));
    const full = withTrees(restored);
    expect(full).not.toBe(restored);
    expect(full.blocks.some((b) => b.type === 'markdown' && b.tree)).toBe(true);
    expect(withTrees(restored)).toBe(full);
    // Another restored copy of the same page is its own (the parse lives as long as its page).
    expect(withTrees(fromFacts(source, toFacts(full)))).not.toBe(full);
  });
});

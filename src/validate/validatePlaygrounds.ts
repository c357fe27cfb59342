import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { didYouMean } from '../site/didYouMean.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { ApiPageModel } from '../transform/apiModel.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';

/** Each playground must name a component its product line documents (an API page, extracted or written). */
export function validatePlaygrounds(
  page: Pick<PageModel, 'source' | 'blocks'>,
  apis: readonly ApiPageModel[],
): Diagnostic[] {
  const known = apis.filter((a) => a.source.prefix === page.source.prefix).map((a) => a.name);
  const found: Diagnostic[] = [];
  for (const block of eachBlock(page.blocks)) {
    if (block.type !== 'playground' || known.includes(block.component)) continue;
    const suggestion = didYouMean(block.component, known);
    found.push(
      diagnose(
        'playground-unknown',
        { file: page.source.rel, line: block.line, column: 1 },
        { component: block.component, prefix: page.source.prefix ?? '', ...(suggestion ? { suggestion } : {}), known },
      ),
    );
  }
  return found;
}

import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { didYouMean } from '../site/didYouMean.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { ApiPageModel } from '../transform/apiModel.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { directiveProblems } from '../transform/playgroundSpec.js';

/**
 * Each playground must name a component its product line documents (an API page, extracted or
 * written), and set only props its API lists, with values their types allow (directiveProblems). A line whose API did not extract (`unextracted`: its api-entry error says why)
 * documents nothing yet: its playgrounds are not reported as unknown on top of that.
 */
export function validatePlaygrounds(
  page: Pick<PageModel, 'source' | 'blocks'>,
  apis: readonly ApiPageModel[],
  unextracted: ReadonlySet<string> = new Set(),
): Diagnostic[] {
  if (unextracted.has(page.source.prefix ?? '')) return [];
  const known = apis.filter((a) => a.source.prefix === page.source.prefix).map((a) => a.name);
  const found: Diagnostic[] = [];
  for (const block of eachBlock(page.blocks)) {
    if (block.type !== 'playground') continue;
    const at = { file: page.source.rel, line: block.line, column: 1 };
    const api = apis.find((a) => a.source.prefix === page.source.prefix && a.name === block.component);
    if (api) {
      for (const problem of directiveProblems(api.source, block, didYouMean))
        found.push(diagnose('playground-prop', at, { component: block.component, ...problem }));
      continue;
    }
    const suggestion = didYouMean(block.component, known);
    found.push(
      diagnose('playground-unknown', at, {
        component: block.component,
        prefix: page.source.prefix ?? '',
        ...(suggestion ? { suggestion } : {}),
        known,
      }),
    );
  }
  return found;
}

/** The product lines that name an API entry, when one did not extract (an api-entry error). */
export function unextractedLines(
  diagnostics: readonly Diagnostic[],
  products: Readonly<Record<string, { api?: unknown }>>,
): Set<string> {
  if (!diagnostics.some((d) => d.code === 'api-entry')) return new Set();
  return new Set(Object.keys(products).filter((prefix) => products[prefix].api));
}

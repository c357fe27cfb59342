import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { kebabCase } from '../site/apiNames.js';
import { didYouMean } from '../site/didYouMean.js';
import { apiLineOf } from '../site/products.js';
import type { DocsConfig } from '../site/types.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { ApiPageModel } from '../transform/apiModel.js';

/**
 * Each hook a page's front matter lists must have an API page in the line its API section links
 * (the page's own, or its `productId`'s): else the section would link a page that is never built.
 */
export function validateHooks(
  page: Pick<PageModel, 'source' | 'frontMatter' | 'hooksLine'>,
  apis: readonly ApiPageModel[],
  products: DocsConfig['products'],
): Diagnostic[] {
  const { hooks, productId } = page.frontMatter;
  if (!hooks.length) return [];
  const line = apiLineOf(productId, page.source.prefix, products);
  const names = apis.filter((a) => a.source.prefix === line).map((a) => a.name);
  const pages = new Set(names.map(kebabCase));
  const documented = names.filter((name) => /^use[A-Z0-9]/.test(name));
  const at = { file: page.source.rel, line: page.hooksLine ?? 1, column: 1 };
  return hooks
    .filter((hook) => !pages.has(kebabCase(hook)))
    .map((hook) => {
      const suggestion = didYouMean(hook, documented);
      return diagnose('hook-not-found', at, { hook, line, ...(suggestion ? { suggestion } : {}), documented });
    });
}

import type { Translator } from '../../site/translator.js';
import { Icon } from '../icons.js';

/**
 * Opens the search dialog (src/client/search/). Shown only with JavaScript; the labels the dialog
 * uses travel as data attributes, so the lazy module needs nothing else from the page.
 */
export function SearchButton({
  t,
  product,
  products,
}: {
  t: Translator;
  product?: string;
  products: Record<string, string>;
}) {
  const label = (key: string, fallback: string) => t(key) ?? fallback;
  return (
    <button
      type="button"
      className="search-button"
      aria-keyshortcuts="Control+K Meta+K /"
      data-product={product}
      data-products={JSON.stringify(products)}
      data-labels={JSON.stringify({
        dialog: label('search.dialog', 'Search the documentation'),
        placeholder: label('search.placeholder', 'Search the docs'),
        allProducts: label('search.allProducts', 'All product lines'),
        productFilter: label('search.productFilter', 'Product line'),
        result: label('search.result', 'result'),
        results: label('search.results', 'results'),
        noResults: label('search.noResults', 'No results for'),
        recent: label('search.recent', 'Recent'),
        close: label('close', 'Close'),
      })}
    >
      <Icon name="search" />
      <span className="search-label">{label('search.button', 'Search…')}</span>
      <kbd className="search-shortcut">Ctrl+K</kbd>
    </button>
  );
}

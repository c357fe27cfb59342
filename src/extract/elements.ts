import ts = require('typescript');
import { anyElementKind } from '../site/apiNames.js';

// Element interfaces whose name is not their tag; `a|b` where several tags share one (`thead|tbody|tfoot`).
const ELEMENT_TAGS: Record<string, string> = {
  HTMLAnchorElement: 'a',
  HTMLDListElement: 'dl',
  HTMLHeadingElement: 'h1',
  HTMLImageElement: 'img',
  HTMLLIElement: 'li',
  HTMLModElement: 'del|ins',
  HTMLOListElement: 'ol',
  HTMLParagraphElement: 'p',
  HTMLQuoteElement: 'blockquote|q',
  HTMLTableCellElement: 'td',
  HTMLTableColElement: 'col|colgroup',
  HTMLTableDataCellElement: 'td',
  HTMLTableHeaderCellElement: 'th',
  HTMLTableRowElement: 'tr',
  HTMLTableSectionElement: 'thead|tbody|tfoot',
  HTMLUListElement: 'ul',
  SVGSVGElement: 'svg',
};

/** The tag of an element interface: `HTMLButtonElement` → `button`; `HTMLElement` and `SVGElement`, every element's, stay. */
export const tagOfElement = (element: string): string =>
  ELEMENT_TAGS[element] ??
  (anyElementKind(element) ? element : element.replace(/^HTML|^SVG|Element$/g, '').toLowerCase());

/** The element React's attribute props are for: the `<…Element>` their handlers name (`onClick` of a button). */
export function elementOf(checker: ts.TypeChecker, external: readonly ts.Symbol[], at: ts.Node): string | undefined {
  for (const prop of [...external].sort(
    (a, b) => Number(b.getName() === 'onClick') - Number(a.getName() === 'onClick'),
  )) {
    const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at));
    const m = text.match(/\b((?:HTML|SVG)\w*Element)\b/);
    if (m) return tagOfElement(m[1]);
  }
  return undefined;
}

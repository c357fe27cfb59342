import ts = require('typescript');
import { anyElementKind } from '../site/apiNames.js';
import { defaultSignature } from './defaultUse.js';

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

/**
 * The element React's attribute props are for: the `<…Element>` their handlers name (`onClick` of a
 * button), as the component has them when no prop picks another of its call signatures (`types`,
 * their props; defaultSignature): ButtonBase's `onClick` is a `button`'s, not the `a`'s it is with `href`.
 */
export function elementOf(
  checker: ts.TypeChecker,
  external: readonly ts.Symbol[],
  at: ts.Node,
  types: readonly ts.Type[] = [],
): string | undefined {
  const byDefault = defaultSignature(checker, types);
  const props = byDefault ? external.map((p) => checker.getPropertyOfType(byDefault, p.getName()) ?? p) : external;
  for (const prop of [...props].sort((a, b) => Number(b.getName() === 'onClick') - Number(a.getName() === 'onClick'))) {
    const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at));
    const named = [...new Set([...text.matchAll(/\b((?:HTML|SVG)\w*Element)\b/g)].map((m) => m[1]))];
    // Every element's (`HTMLElement`) says the most; else each element a handler is typed for, as `a|button|span`
    // (Primer's Token: `MouseEventHandler<HTMLAnchorElement | HTMLButtonElement | HTMLSpanElement>`).
    const every = named.find((name) => anyElementKind(name));
    if (named.length) return every ?? [...new Set(named.flatMap((name) => tagOfElement(name).split('|')))].join('|');
  }
  return undefined;
}

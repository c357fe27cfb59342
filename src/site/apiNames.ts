/** A component's name as it appears in URLs: `ButtonGroup` -> `button-group`, `CSSBaseline` -> `css-baseline`, `ActionList.Item` -> `action-list-item`. */
export const kebabCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/\.-?/g, '-')
    .toLowerCase();

/** An API page's lead: what a reader learns there (CSS only when the component has classes to style). */
export const apiPageLead = (name: string, hasClasses: boolean, kind: 'component' | 'hook' = 'component'): string =>
  kind === 'hook'
    ? `API reference docs for the React ${name} hook. Learn about its parameters and what it returns.`
    : `API reference docs for the React ${name} component. Learn about the ${hasClasses ? 'props, CSS, and' : 'props and'} other APIs of this exported module.`;

/**
 * The kind of element an inheritance line names when its props are every element's of a kind, no
 * one tag's (`React.HTMLAttributes<HTMLElement>`): `HTMLElement` → `HTML`; a tag (`button`) has none.
 */
export const anyElementKind = (element: string): string | undefined => /^(HTML|SVG)Element$/.exec(element)?.[1];

/**
 * How an inheritance line names its element, in parts (`code` writes a tag): every element's of a
 * kind ("any native HTML element"), a tag's ("the native `button` element"), or one of the tags
 * that share an interface, written `thead|tbody|tfoot` ("a native `thead`, `tbody` or `tfoot` element").
 */
export function elementWords<T>(element: string, code: (tag: string) => T): Array<string | T> {
  const kind = anyElementKind(element);
  if (kind) return [`any native ${kind} element`];
  const tags = element.split('|');
  if (tags.length === 1) return ['the native ', code(element), ' element'];
  const listed = tags.flatMap((tag, i) => [i === 0 ? 'a native ' : i < tags.length - 1 ? ', ' : ' or ', code(tag)]);
  return [...listed, ' element'];
}

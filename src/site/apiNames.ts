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
  return ['a native ', ...listWords(tags, code, 'or'), ' element'];
}

/** Names as words, each written by `code`: `a`, `a and b`, `a, b and c` (`or` for a choice). */
function listWords<T>(names: readonly string[], code: (name: string) => T, last = 'and'): Array<string | T> {
  return names.flatMap((name, i) => [...(i === 0 ? [] : [i < names.length - 1 ? ', ' : ` ${last} `]), code(name)]);
}

/**
 * The inheritance line's words for a style system's props, not listed one by one (`code` writes a
 * declaration's name): "Button also takes the style props of `Conditions` and `SystemProperties`…".
 */
export const stylePropsWords = <T>(name: string, systems: readonly string[], code: (name: string) => T) => [
  `${name} also takes the style props of `,
  ...listWords(systems, code),
  ', the style system its library documents once for every component: they are not listed here.',
];

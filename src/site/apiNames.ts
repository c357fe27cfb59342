/** A component's name as it appears in URLs: `ButtonGroup` -> `button-group`, `CSSBaseline` -> `css-baseline`. */
export const kebabCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

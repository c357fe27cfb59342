/** A playground's shape (what transform/playgroundSpec.ts makes of a component's API) and its JSX: shared by the build and the browser. */

export type Literal = string | number | boolean;

/** A control of a playground: a select for a union of literals, a switch, a text field, a number field. */
export interface PlaygroundControl {
  name: string;
  kind: 'select' | 'switch' | 'text' | 'number';
  options?: Literal[];
  default?: Literal;
  /** The prop is deprecated: why, and what to use instead (plain text; '' when the API gives no reason). */
  deprecated?: string;
}

/** What a playground renders and how: the component and where it comes from, its controls and starting props. */
export interface PlaygroundSpec {
  /** The module the build makes for it (an entry of the demo bundles, like a demo file). */
  id: string;
  component: string;
  /** The module the component is imported from, and whether it is that module's default export. */
  from: string;
  isDefault: boolean;
  /** The import line readers copy (the API page's). */
  importLine: string;
  controls: PlaygroundControl[];
  /** The props it starts with: the directive's, else each control's default. */
  initial: Record<string, unknown>;
}

/** A literal as the API JSON writes it (`'md'`, `99`, `false`), or undefined for anything else. */
export function parseLiteral(text: string): Literal | undefined {
  const t = text.trim();
  const quoted = t.match(/^'(.*)'$/) ?? t.match(/^"(.*)"$/);
  if (quoted) return quoted[1];
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  return undefined;
}

/** A prop's value as JSX writes it: `name`, `name={false}`, `name="text"`, `name={3}`. */
function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["{}]/.test(value)) return `${name}="${value}"`;
  return `${name}={${JSON.stringify(value)}}`;
}

/**
 * The JSX of a playground's component with these props (a prop at its default left out, children
 * as the element's text), one prop a line when it runs long.
 */
export function playgroundJsx(
  spec: Pick<PlaygroundSpec, 'component' | 'controls'>,
  values: Record<string, unknown>,
): string {
  const defaults = new Map(spec.controls.map((c) => [c.name, c.default]));
  const attributes = Object.entries(values)
    .filter(
      ([name, value]) =>
        name !== 'children' && value !== undefined && !(defaults.has(name) && defaults.get(name) === value),
    )
    .map(([name, value]) => attribute(name, value));
  const children = values.children;
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  const open = `<${spec.component}${attributes.map((a) => ` ${a}`).join('')}`;
  if (open.length <= 72) return text ? `${open}>${text}</${spec.component}>` : `${open} />`;
  const lines = `<${spec.component}\n${attributes.map((a) => `  ${a}\n`).join('')}`;
  return text ? `${lines}>\n  ${text}\n</${spec.component}>` : `${lines}/>`;
}

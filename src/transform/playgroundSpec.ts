import { shortHash } from '../site/hash.js';
import { typeScriptName } from '../site/typeNames.js';
import { parseLiteral, type Literal, type PlaygroundControl, type PlaygroundSpec } from '../site/playground.js';
import type { ApiSource } from '../site/types.js';

type RawProp = {
  type?: { name?: string; description?: string };
  default?: string;
  required?: boolean;
  deprecated?: boolean;
  deprecationInfo?: string;
};

const decode = (text: string) =>
  text
    .replace(/&#124;/g, '|')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A playground's name: its line, component and directive options (the same directive on two pages is one module). */
export const playgroundId = (prefix: string, directive: PlaygroundDirective) =>
  `${prefix}/${directive.component}#${shortHash(JSON.stringify([directive.props, directive.hide]), 8)}`;

/** A playground directive as written: its component and options. */
export type PlaygroundDirective = { component: string; props: unknown; hide: unknown };

/** The playground directives of a page's text (directive lines, as the block splitter reads them). */
export function playgroundDirectivesOf(text: string): PlaygroundDirective[] {
  const found: PlaygroundDirective[] = [];
  // Most pages have none: a substring search, not a line regex over the whole page.
  if (!text.includes('"playground"')) return found;
  for (const m of text.matchAll(/^\{\{(.*"playground".*)\}\}\s*$/gm)) {
    try {
      const { playground, props = {}, hide = [] } = JSON.parse(`{${m[1]}}`) as Record<string, unknown>;
      if (typeof playground === 'string') found.push({ component: playground, props, hide });
    } catch {
      // A malformed directive is validation's to report.
    }
  }
  return found;
}

/** The playgrounds a page's text names, by name. */
export const playgroundIdsOf = (text: string, prefix: string): string[] =>
  playgroundDirectivesOf(text).map((directive) => playgroundId(prefix, directive));

/** The control of a prop, if its type has one (callbacks, objects and element types have none). */
function controlOf(name: string, prop: RawProp): PlaygroundControl | undefined {
  const kind = typeScriptName(prop.type?.name ?? '');
  const fallback = prop.default !== undefined ? parseLiteral(prop.default) : undefined;
  const reason = decode((prop.deprecationInfo ?? '').replace(/<[^>]*>/g, '')).trim();
  const base = {
    name,
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(prop.deprecated ? { deprecated: reason } : {}),
  };
  if (kind === 'boolean') return { ...base, kind: 'switch' };
  if (kind === 'string' || (kind === 'ReactNode' && name === 'children')) return { ...base, kind: 'text' };
  if (kind === 'number') return { ...base, kind: 'number' };
  if (kind === 'enum' || kind === 'union') {
    const options = decode(prop.type?.description ?? '')
      .split('<br>|&nbsp;')
      .map(parseLiteral);
    if (options.length && options.every((o) => o !== undefined))
      return { ...base, kind: 'select', options: options as Literal[] };
  }
  return undefined;
}

/**
 * The props a directive may set: the API's, and `children` as text when the API does not list it
 * (inherited from the element's attributes): React renders a string child as text, never markup.
 */
const settableProps = (api: Pick<ApiSource, 'file'>): Record<string, RawProp> => ({
  children: { type: { name: 'node' } },
  ...(api.file.value as { props?: Record<string, RawProp> }).props,
});

/** Whether a directive's value is one its control can hold: a member of the union, a boolean, a number, a string. */
function accepts(control: PlaygroundControl, value: unknown): boolean {
  if (control.kind === 'select') return control.options!.includes(value as Literal);
  if (control.kind === 'switch') return typeof value === 'boolean';
  if (control.kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string';
}

/** What a control accepts, as the diagnostic says it. */
const expectedOf = (control: PlaygroundControl): string =>
  control.kind === 'select'
    ? `one of ${control.options!.map((o) => JSON.stringify(o)).join(', ')}`
    : control.kind === 'switch'
      ? 'true or false'
      : control.kind === 'number'
        ? 'a number'
        : 'a string';

/** Why a directive's prop (or a name it hides) is refused. */
export type DirectiveProblem =
  | { problem: 'unknown-prop' | 'unknown-hide'; prop: string; nearest?: string }
  | { problem: 'no-control'; prop: string }
  | { problem: 'bad-value'; prop: string; value: string; expected: string };

/**
 * What is wrong with a directive's `props` and `hide` against the component's API: a prop it does
 * not list (or hides a name it does not list), a prop whose type has no literal control (a callback,
 * a node, an object, an element type: what could carry markup or pick the rendered element), or a
 * value its control cannot hold. `nearest(name, known)` suggests a name.
 */
export function directiveProblems(
  api: Pick<ApiSource, 'file'>,
  directive: { props: Record<string, unknown>; hide: readonly string[] },
  nearest: (name: string, known: readonly string[]) => string | undefined,
): DirectiveProblem[] {
  const props = settableProps(api);
  const known = Object.keys(props);
  const found: DirectiveProblem[] = [];
  const unknown = (problem: 'unknown-prop' | 'unknown-hide', prop: string) => {
    const guess = nearest(prop, known);
    found.push({ problem, prop, ...(guess ? { nearest: guess } : {}) });
  };
  for (const [prop, value] of Object.entries(directive.props)) {
    if (!Object.hasOwn(props, prop)) unknown('unknown-prop', prop);
    else {
      const control = controlOf(prop, props[prop]);
      if (!control) found.push({ problem: 'no-control', prop });
      else if (!accepts(control, value))
        found.push({
          problem: 'bad-value',
          prop,
          value: JSON.stringify(value) ?? String(value),
          expected: expectedOf(control),
        });
    }
  }
  for (const prop of directive.hide) if (!Object.hasOwn(props, prop)) unknown('unknown-hide', prop);
  return found;
}

/** A required prop's starting value when neither the directive nor a default gives one. */
const placeholder = (control: PlaygroundControl): Literal =>
  control.kind === 'select'
    ? control.options![0]
    : control.kind === 'switch'
      ? false
      : control.kind === 'number'
        ? 0
        : control.name;

/**
 * A playground of a component from its API data: a control for each prop whose type has one (not
 * those the directive hides), starting from the directive's props (those a control can hold:
 * directiveProblems reports the rest), else the defaults.
 */
export function playgroundSpec(
  api: Pick<ApiSource, 'prefix' | 'file'>,
  directive: { component: string; props: Record<string, unknown>; hide: readonly string[] },
): PlaygroundSpec {
  const data = api.file.value as { imports?: string[]; props?: Record<string, RawProp> };
  const importLine = data.imports?.[0] ?? `import { ${directive.component} } from '${api.prefix}';`;
  const named = importLine.match(/import\s*\{\s*([\w$]+)[^}]*\}\s*from\s*'([^']+)'/);
  const from = named?.[2] ?? importLine.match(/from\s*'([^']+)'/)?.[1] ?? '';
  const controls = Object.entries(data.props ?? {})
    .filter(([name]) => !directive.hide.includes(name))
    .map(([name, prop]) => [controlOf(name, prop), prop.required] as const)
    .filter((pair): pair is readonly [PlaygroundControl, boolean | undefined] => !!pair[0]);
  const initial: Record<string, unknown> = {};
  for (const [control, required] of controls) {
    const value = control.default ?? (required ? placeholder(control) : undefined);
    if (value !== undefined) initial[control.name] = value;
  }
  // Only what a control can hold: a prop the API does not list, or a value that could carry markup, never reaches the component.
  const settable = settableProps(api);
  for (const [name, value] of Object.entries(directive.props)) {
    const prop = Object.hasOwn(settable, name) ? settable[name] : undefined;
    const control = prop && controlOf(name, prop);
    if (control && accepts(control, value)) initial[name] = value;
  }
  const id = playgroundId(api.prefix, directive);
  return {
    id,
    component: directive.component,
    from,
    isDefault: !named,
    importLine,
    controls: controls.map(([c]) => c),
    initial,
  };
}

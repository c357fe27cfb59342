import { deepMerge } from '../site/deepMerge.js';
import type { JsonFile } from '../site/jsonFile.js';
import type { ApiSource, TranslationTree } from '../site/types.js';
import { compareStrings } from '../base/order.js';
import { kebabCase } from '../site/apiNames.js';

export interface ApiProp {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  deprecated: boolean;
  /** Why it is deprecated and what to use instead (HTML). */
  deprecationInfo?: string;
  description: string;
  /** A callback's parameters, each with its description (HTML): from `@param`. */
  params?: Array<{ name: string; description: string }>;
}

export interface ApiPageModel {
  /** A hook's page: `props` are its parameters, `returnValue` the fields it returns (or `returns`, its type). */
  kind: 'component' | 'hook';
  source: ApiSource;
  /** kebab name of the page, used in section ids: `<name>-prop-<prop>`. */
  slug: string;
  name: string;
  imports: string[];
  description: string;
  props: ApiProp[];
  slots: Array<{ name: string; className?: string; default?: string; description: string }>;
  classes: Array<{ key: string; className: string; description: string }>;
  /** Who receives the props not listed: another component (linked), or a DOM element. */
  inheritance?: { component: string; pathname: string } | { element: string };
  /** The style systems whose props it also takes, not listed (Chakra UI's `SystemProperties`). */
  styleProps: string[];
  /** Its subcomponents' pages (`ActionList.Item` on `ActionList`'s page). */
  members: Array<{ name: string; pathname: string }>;
  /**
   * Where the ref goes: an element (`HTMLButtonElement`), `null` when the component forwards
   * none (extracted), or absent (a hand-written JSON that does not say: the root element).
   */
  forwardsRefTo?: string | null;
  demos: string;
  anchors: Set<string>;
  returnValue: ApiProp[];
  returns?: { type: string; description: string };
}

type Raw = Record<string, unknown>;

/**
 * Id of a props, parameters or return-value row: `<component-name-kebab>-prop-<prop>`. A destructured
 * parameter's name (`{ containerRef, preventScroll }`) loses its spaces, which an id cannot hold.
 */
export const rowAnchor = (slug: string, row: 'prop' | 'return-value', name: string) =>
  `${slug}-${row}-${name.replace(/\s+/g, '')}`;

/**
 * Id of a CSS-classes row, as on the original site: `<component-name-kebab>-classes-<className>`
 * (`accordion-summary-classes-MuiAccordionSummary-gutters`); the rule name when there is no class name.
 */
export const classAnchor = (componentName: string, cls: { key: string; className: string }) =>
  `${kebabCase(componentName)}-classes-${cls.className || cls.key}`;

/** The rule-name form (`alert-classes-filled`) that API descriptions link to, when it differs: an anchor of the row too. */
export const classAlias = (api: { name: string; slug: string }, cls: { key: string; className: string }) => {
  const alias = `${api.slug}-classes-${cls.key}`;
  return alias === classAnchor(api.name, cls) ? undefined : alias;
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A class description as the original site shows it: its `{{nodeName}}` and `{{conditions}}`
 * placeholders filled, and the deprecation note after it.
 */
export function classDescription(entry: Raw | undefined, fallback: string): string {
  if (!entry) return fallback;
  const text = str(entry.description)
    .replace(/\{\{nodeName\}\}/g, str(entry.nodeName))
    .replace(/\{\{conditions\}\}/g, str(entry.conditions));
  const deprecation = str(entry.deprecationInfo);
  return deprecation ? `${text} <strong>Deprecated</strong>: ${deprecation}` : text || fallback;
}

/** The rows of the API JSON (`props`, a hook's `parameters` or `returnValue`) with their translated descriptions, by name. */
function propsOf(rows: unknown, propDescriptions: Record<string, Raw>): ApiProp[] {
  return Object.entries((rows ?? {}) as Record<string, Raw>)
    .map(([name, p]) => {
      const type = (p.type ?? {}) as Raw;
      const typeDescriptions = propDescriptions[name]?.typeDescriptions as Record<string, unknown> | undefined;
      return {
        name,
        type: str(type.description) || str(type.name),
        default: typeof p.default === 'string' ? p.default : undefined,
        required: p.required === true,
        deprecated: p.deprecated === true,
        ...(str(p.deprecationInfo) ? { deprecationInfo: str(p.deprecationInfo) } : {}),
        description: str(propDescriptions[name]?.description),
        ...(typeDescriptions
          ? {
              params: Object.entries(typeDescriptions).map(([param, text]) => ({
                name: param,
                description: str(text),
              })),
            }
          : {}),
      };
    })
    .sort((a, b) => compareStrings(a.name, b.name));
}

/** Every id a link may target on an API page: its sections, and a row per prop, slot and class. */
function apiAnchors(
  api: Pick<ApiPageModel, 'slug' | 'name' | 'props' | 'slots' | 'classes' | 'returnValue'>,
): Set<string> {
  const { slug, name } = api;
  const anchors = new Set([
    'import',
    'props',
    'slots',
    'classes',
    'inheritance',
    'demos',
    'css',
    'theme-default-props',
    'parameters',
    'return-value',
    'subcomponents',
  ]);
  for (const p of api.props) anchors.add(rowAnchor(slug, 'prop', p.name));
  for (const p of api.returnValue) anchors.add(rowAnchor(slug, 'return-value', p.name));
  for (const c of api.classes) {
    anchors.add(classAnchor(name, c));
    const alias = classAlias({ name, slug }, c);
    if (alias) anchors.add(alias);
  }
  for (const s of api.slots) anchors.add(`${slug}-slots-${s.name}`);
  return anchors;
}

/** API reference JSON plus its description translations into the data an API page shows. */
export function toApiModel(source: ApiSource): ApiPageModel | undefined {
  const data = source.file.value as Raw | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const desc = (source.descriptions?.value ?? {}) as Raw;
  const classDescriptions = (desc.classDescriptions ?? {}) as Record<string, Raw>;
  const slotDescriptions = (desc.slotDescriptions ?? {}) as Record<string, string>;
  // A hook's JSON (MUI's format) names its rows `parameters` and `returnValue`.
  const kind = 'parameters' in data ? 'hook' : 'component';
  const described = (key: string) => (desc[key] ?? {}) as Record<string, Raw>;
  const props =
    kind === 'hook'
      ? propsOf(data.parameters, described('parametersDescriptions'))
      : propsOf(data.props, described('propDescriptions'));
  const returnValue = propsOf(data.returnValue, described('returnValueDescriptions'));
  const returns = data.returns as Raw | undefined;
  const classes = (Array.isArray(data.classes) ? (data.classes as Raw[]) : []).map((c) => ({
    key: str(c.key),
    className: str(c.className),
    description: classDescription(classDescriptions[str(c.key)], str(c.description)),
  }));
  const slots = (Array.isArray(data.slots) ? (data.slots as Raw[]) : []).map((s) => ({
    name: str(s.name),
    className: str(s.class) || undefined,
    default: str(s.default) || undefined,
    description: slotDescriptions[str(s.name)] ?? str(s.description),
  }));
  const inheritance = data.inheritance as { component?: string; pathname?: string; element?: string } | undefined;
  const slug = source.name;
  const name = str(data.name) || slug;
  return {
    kind,
    source,
    slug,
    name,
    imports: Array.isArray(data.imports) ? (data.imports as unknown[]).map(str) : [],
    description: str(desc.componentDescription) || str(desc.hookDescription),
    props,
    slots,
    classes,
    inheritance:
      inheritance?.component && inheritance.pathname
        ? { component: inheritance.component, pathname: inheritance.pathname }
        : inheritance?.element
          ? { element: inheritance.element }
          : undefined,
    styleProps: (Array.isArray(data.styleProps) ? (data.styleProps as unknown[]) : []).map(str).filter(Boolean),
    members: (Array.isArray(data.members) ? (data.members as Raw[]) : [])
      .map((m) => ({ name: str(m?.name), pathname: str(m?.pathname) }))
      .filter((m) => m.name && m.pathname.startsWith('/')),
    ...('forwardsRefTo' in data || source.extracted ? { forwardsRefTo: str(data.forwardsRefTo) || null } : {}),
    demos: str(data.demos),
    anchors: apiAnchors({ slug, name, props, slots, classes, returnValue }),
    returnValue,
    ...(returns
      ? { returns: { type: str(returns.description) || str(returns.name), description: str(desc.returnsDescription) } }
      : {}),
  };
}

/**
 * An API page in another language: its translated descriptions
 * (`translations/api-docs/<prefix>/<name>-<xx>.json`) over the English ones, key by key.
 */
export function translatedApi(api: ApiPageModel, translation: JsonFile | undefined): ApiPageModel {
  if (!translation || typeof translation.value !== 'object' || !translation.value) return api;
  const english = (api.source.descriptions?.value ?? {}) as TranslationTree;
  const value = deepMerge(deepMerge({}, english), translation.value as TranslationTree);
  const descriptions = {
    ...(api.source.descriptions ?? translation),
    value,
    text: `${api.source.descriptions?.text ?? ''}\u0000${translation.text}`,
  };
  return toApiModel({ ...api.source, descriptions }) ?? api;
}

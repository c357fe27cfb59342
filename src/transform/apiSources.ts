import type { ExtractedComponent, ExtractedProp } from '../site/extractedApi.js';
import { kebabCase } from '../site/apiNames.js';
import { escapeHtml } from '../site/html.js';
import { parseJsonFile } from '../site/jsonFile.js';
import type { ApiSource } from '../site/types.js';
import type { DemoPageLink } from './componentDemos.js';
import { markdownToHtml } from './markdownToHtml.js';

/** The "Demos" list of an API page: the pages that show the component (today's HTML). */
const demosHtml = (pages: readonly DemoPageLink[]) =>
  pages.length
    ? `<ul>${pages.map((p) => `<li><a href="${escapeHtml(`${p.route}/`)}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>`
    : '';

/** Props (a hook's parameters, its result's fields) as the API JSON writes them, by name. */
function rows(props: readonly ExtractedProp[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of props)
    out[p.name] = {
      type: p.type,
      ...(p.default !== undefined ? { default: p.default } : {}),
      ...(p.required ? { required: true } : {}),
      ...(p.deprecated !== undefined ? { deprecated: true, deprecationInfo: markdownToHtml(p.deprecated) } : {}),
    };
  return out;
}

/** Each row's description (and its callback's parameters'), as `translations/api-docs/` files write them. */
function rowDescriptions(props: readonly ExtractedProp[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of props)
    out[p.name] = {
      description: markdownToHtml(p.description),
      ...(p.params
        ? { typeDescriptions: Object.fromEntries(p.params.map((a) => [a.name, markdownToHtml(a.description)])) }
        : {}),
    };
  return out;
}

/** The components of a line that are members of `name`, one level down (`ActionList.Item` of `ActionList`). */
export const memberNames = (components: readonly ExtractedComponent[], name: string): string[] =>
  components.map((c) => c.name).filter((n) => n.startsWith(`${name}.`) && !n.slice(name.length + 1).includes('.'));

/** A hook's API JSON, in the format of MUI's hook pages: its parameters and what it returns. */
const hookData = (hook: ExtractedComponent, demos: readonly DemoPageLink[]): Record<string, unknown> => ({
  name: hook.name,
  imports: hook.imports,
  parameters: rows(hook.props),
  returnValue: rows(hook.returnValue ?? []),
  ...(hook.returns ? { returns: hook.returns.type } : {}),
  demos: demosHtml(demos),
  source: hook.at.file,
});

/** The API JSON of a component, in the format of hand-written files (`docs-api --write` writes it). */
export function apiData(
  component: ExtractedComponent,
  prefix: string,
  demos: readonly DemoPageLink[],
  members: readonly string[] = [],
): Record<string, unknown> {
  if (component.kind === 'hook') return hookData(component, demos);
  const props = rows(component.props);
  const { inheritance } = component;
  return {
    name: component.name,
    imports: component.imports,
    props,
    ...(component.forwardsRefTo ? { forwardsRefTo: component.forwardsRefTo } : {}),
    classes: component.classes.map((c) => ({
      key: c.key,
      className: c.className,
      description: markdownToHtml(c.description),
      isGlobal: false,
    })),
    slots: component.slots.map((s) => ({
      name: s.name,
      description: markdownToHtml(s.description),
      default: s.default ?? '',
      class: null,
    })),
    ...(inheritance && 'component' in inheritance
      ? {
          inheritance: {
            component: inheritance.component,
            pathname: inheritance.url ?? `/${prefix}/api/${kebabCase(inheritance.component)}/`,
          },
        }
      : inheritance
        ? { inheritance: { element: inheritance.element } }
        : {}),
    ...(component.styleProps ? { styleProps: component.styleProps } : {}),
    ...(members.length
      ? { members: members.map((name) => ({ name, pathname: `/${prefix}/api/${kebabCase(name)}/` })) }
      : {}),
    demos: demosHtml(demos),
    source: component.at.file,
  };
}

/** The English descriptions of a component, from its JSDoc, in the format of `translations/api-docs/` files. */
export function apiDescriptions(component: ExtractedComponent): Record<string, unknown> {
  if (component.kind === 'hook')
    return {
      hookDescription: markdownToHtml(component.description),
      parametersDescriptions: rowDescriptions(component.props),
      returnValueDescriptions: rowDescriptions(component.returnValue ?? []),
      ...(component.returns ? { returnsDescription: markdownToHtml(component.returns.description) } : {}),
    };
  return {
    componentDescription: markdownToHtml(component.description),
    propDescriptions: rowDescriptions(component.props),
    classDescriptions: Object.fromEntries(
      component.classes.map((c) => [c.key, { description: markdownToHtml(c.description) }]),
    ),
    slotDescriptions: Object.fromEntries(component.slots.map((s) => [s.name, markdownToHtml(s.description)])),
  };
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An extracted component as the site's API source of its page: its JSON and its descriptions, generated. */
export function apiSourceOf(
  component: ExtractedComponent,
  prefix: string,
  demos: readonly DemoPageLink[],
  members: readonly string[] = [],
): ApiSource {
  const name = kebabCase(component.name);
  return {
    prefix,
    name,
    route: `/${prefix}/api/${name}`,
    // Named after the component's source file: "Edit this page" opens it.
    file: parseJsonFile(component.at.file, jsonText(apiData(component, prefix, demos, members))),
    descriptions: parseJsonFile(`translations/api-docs/${prefix}/${name}.json`, jsonText(apiDescriptions(component))),
    extracted: true,
    origins: originsOf(component),
  };
}

/** Where each generated text was written: a prop's at its declaration, the rest at the component's. */
function originsOf(component: ExtractedComponent): NonNullable<ApiSource['origins']> {
  const hook = component.kind === 'hook';
  const description = { at: component.at, what: `${component.name}'s description` };
  const origins: NonNullable<ApiSource['origins']> = {
    componentDescription: description,
    hookDescription: description,
  };
  const row = hook ? 'parameter' : 'prop';
  for (const p of component.props) {
    const origin = { at: p.at, what: `the description of ${component.name}'s ${row} "${p.name}"` };
    for (const key of hook ? ['parametersDescriptions', 'parameters'] : ['propDescriptions', 'props'])
      origins[`${key}/${p.name}`] = origin;
  }
  for (const p of component.returnValue ?? []) {
    const origin = { at: p.at, what: `the description of the field "${p.name}" ${component.name} returns` };
    for (const key of ['returnValueDescriptions', 'returnValue']) origins[`${key}/${p.name}`] = origin;
  }
  return origins;
}

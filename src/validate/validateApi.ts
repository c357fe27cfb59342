import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { propertyNode } from '../site/jsonFile.js';
import type { ApiSource } from '../site/types.js';
import { kebabCase } from '../site/apiNames.js';
import { compareStrings } from '../base/order.js';
import { didYouMean } from '../site/didYouMean.js';
import { typeScriptName } from '../site/typeNames.js';

/**
 * Each public prop of the extracted components that has no description: `api-undocumented` at its
 * declaration, once for every component that takes it there (Chakra UI's `as`, declared once for
 * 620 components, is one comment to write, not 620 warnings); not one another package declares
 * (the site's authors cannot write its JSDoc).
 */
export function undocumentedProps(components: readonly ExtractedComponent[]): Diagnostic[] {
  const places = new Map<string, { at: ExtractedComponent['at']; prop: string; components: string[] }>();
  for (const c of components)
    for (const p of c.props.filter((p) => !p.description.trim() && !p.foreign)) {
      const key = JSON.stringify([p.at.file, p.at.line, p.at.column, p.name]);
      const place = places.get(key) ?? places.set(key, { at: p.at, prop: p.name, components: [] }).get(key)!;
      place.components.push(c.name);
    }
  return [...places.values()].map(({ at, ...args }) => diagnose('api-undocumented', at, args));
}

/** Each component whose props type names a type TypeScript cannot find: `api-props-unresolved` where it is named. */
export const unresolvedProps = (components: readonly ExtractedComponent[]): Diagnostic[] =>
  components.flatMap((c) =>
    c.unresolved
      ? [diagnose('api-props-unresolved', c.unresolved.at, { component: c.name, name: c.unresolved.name })]
      : [],
  );

/** Each `@default` that the code's own default contradicts: `api-default-conflict` at the tag, naming both values. */
export const defaultConflicts = (components: readonly ExtractedComponent[]): Diagnostic[] =>
  components.flatMap((c) =>
    c.props.flatMap((p) =>
      p.defaultConflict
        ? [
            diagnose('api-default-conflict', p.defaultConflict.at, {
              component: c.name,
              prop: p.name,
              jsdoc: p.default ?? '',
              code: p.defaultConflict.code,
            }),
          ]
        : [],
    ),
  );

/**
 * Components whose names give one API page (`SvgIcon` and `SVGIcon` are both `svg-icon`): each after
 * the first in name order is an error at its declaration, since one page (and file) would replace the other.
 */
export function apiNameCollisions(components: readonly ExtractedComponent[]): Diagnostic[] {
  const first = new Map<string, string>();
  const found: Diagnostic[] = [];
  for (const c of [...components].sort((a, b) => compareStrings(a.name, b.name))) {
    const page = kebabCase(c.name);
    const other = first.get(page);
    if (other === undefined) first.set(page, c.name);
    else found.push(diagnose('api-name-collision', c.at, { component: c.name, other, page }));
  }
  return found;
}

type RawProp = { type?: { name?: string; description?: string }; default?: string };

/** A type as the message says it: the JSON's HTML as text (`'a' | 'b'`), in TypeScript's names. */
const typeText = (p: RawProp) =>
  (p.type?.description ?? typeScriptName(p.type?.name ?? ''))
    .replace(/<br>&#124;&nbsp;/g, ' | ')
    .replace(/&#124;/g, '|')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/(^| \| )bool(?= \| |$)/g, '$1boolean');

/** What differs between a checked-in API JSON's props and the source's: each change, with the prop it is about. */
function propChanges(written: Record<string, RawProp>, source: Record<string, RawProp>): Array<[string, string]> {
  const changes: Array<[string, string]> = [];
  for (const name of Object.keys(source)) if (!(name in written)) changes.push([name, `prop "${name}" added`]);
  for (const [name, p] of Object.entries(written)) {
    const now = source[name];
    if (!now) changes.push([name, `prop "${name}" removed`]);
    else if (typeText(p) !== typeText(now))
      changes.push([name, `prop "${name}" retyped from ${typeText(p)} to ${typeText(now)}`]);
    else if ((p.default ?? '') !== (now.default ?? ''))
      changes.push([name, `prop "${name}" default changed from ${p.default ?? 'none'} to ${now.default ?? 'none'}`]);
  }
  return changes;
}

type Descriptions = { componentDescription?: string; propDescriptions?: Record<string, { description?: string }> };

const descriptionsOf = (source: ApiSource) => (source.descriptions?.value ?? {}) as Descriptions;

/** What differs between checked-in descriptions and the JSDoc's: the component's, each prop's (props both have). */
function descriptionChanges(written: Descriptions, source: Descriptions): Array<[string | undefined, string]> {
  const changes: Array<[string | undefined, string]> = [];
  if ((written.componentDescription ?? '') !== (source.componentDescription ?? ''))
    changes.push([undefined, 'the component description changed']);
  for (const [name, now] of Object.entries(source.propDescriptions ?? {})) {
    const then = written.propDescriptions?.[name];
    if (then && (then.description ?? '') !== (now.description ?? ''))
      changes.push([name, `prop "${name}" description changed`]);
  }
  return changes;
}

/**
 * Checked-in API files that no longer match the component's source: `api-stale` at the line of
 * the first prop that changed in the API JSON (or of `props`), and in its descriptions file (a
 * JSDoc description edited since `docs-api --write`), every difference in the message.
 */
export function staleApi(written: ApiSource, extracted: ApiSource): Diagnostic[] {
  const props = (file: ApiSource['file']) =>
    (file.value as { props?: Record<string, RawProp> } | undefined)?.props ?? {};
  const component = (extracted.file.value as { name?: string }).name ?? extracted.name;
  const stale = (file: ApiSource['file'], key: string, changes: Array<[string | undefined, string]>) => {
    const parent = propertyNode(file.tree, key);
    const node = changes.map(([name]) => name && propertyNode(parent, name)).find(Boolean) || parent;
    return diagnose('api-stale', file.at(node), { component, file: file.rel, changes: changes.map(([, t]) => t) });
  };
  const found: Diagnostic[] = [];
  const changes = propChanges(props(written.file), props(extracted.file));
  if (changes.length) found.push(stale(written.file, 'props', changes));
  const described = written.descriptions && descriptionChanges(descriptionsOf(written), descriptionsOf(extracted));
  if (written.descriptions && described?.length) found.push(stale(written.descriptions, 'propDescriptions', described));
  return found;
}

/**
 * A checked-in description of a prop the component does not have (a typo, or a prop since
 * removed): `api-description-unknown` at its line, with the nearest prop the component has.
 */
export function unknownDescriptions(written: ApiSource, extracted: ApiSource): Diagnostic[] {
  const file = written.descriptions;
  if (!file) return [];
  const props = Object.keys((extracted.file.value as { props?: Record<string, unknown> }).props ?? {});
  const component = (extracted.file.value as { name?: string }).name ?? extracted.name;
  const parent = propertyNode(file.tree, 'propDescriptions');
  return Object.keys(descriptionsOf(written).propDescriptions ?? {})
    .filter((prop) => !props.includes(prop))
    .map((prop) => {
      const suggestion = didYouMean(prop, props);
      return diagnose('api-description-unknown', file.at(propertyNode(parent, prop) ?? parent), {
        component,
        prop,
        file: file.rel,
        ...(suggestion ? { suggestion } : {}),
      });
    });
}

import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { propertyNode } from '../site/jsonFile.js';
import type { ApiSource } from '../site/types.js';
import { kebabCase } from '../site/apiNames.js';
import { compareStrings } from '../site/order.js';

/** Each public prop of the extracted components that has no description: `api-undocumented` at its declaration. */
export const undocumentedProps = (components: readonly ExtractedComponent[]): Diagnostic[] =>
  components.flatMap((c) =>
    c.props
      .filter((p) => !p.description.trim())
      .map((p) => diagnose('api-undocumented', p.at, { component: c.name, prop: p.name })),
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

/** A type as the message says it: the JSON's HTML as text (`'a' | 'b'`). */
const typeText = (p: RawProp) =>
  (p.type?.description ?? p.type?.name ?? '')
    .replace(/<br>&#124;&nbsp;/g, ' | ')
    .replace(/&#124;/g, '|')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

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

/**
 * A checked-in API JSON that no longer matches the component's source: `api-stale` at the line
 * of the first prop that changed (or of `props`), every difference in the message.
 */
export function staleApi(written: ApiSource, extracted: ApiSource): Diagnostic | undefined {
  const props = (file: ApiSource['file']) =>
    (file.value as { props?: Record<string, RawProp> } | undefined)?.props ?? {};
  const changes = propChanges(props(written.file), props(extracted.file));
  if (!changes.length) return undefined;
  const propsNode = propertyNode(written.file.tree, 'props');
  const node = changes.map(([name]) => propertyNode(propsNode, name)).find(Boolean) ?? propsNode;
  const component = (extracted.file.value as { name?: string }).name ?? extracted.name;
  return diagnose('api-stale', written.file.at(node), {
    component,
    file: written.file.rel,
    changes: changes.map(([, text]) => text),
  });
}

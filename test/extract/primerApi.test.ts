import fs from 'node:fs';
import path from 'node:path';
import { extractLine } from '../../src/extract/extractLine.js';
import type { ExtractedComponent, ExtractedProp } from '../../src/site/extractedApi.js';
import { rowAnchor } from '../../src/transform/apiModel.js';
import { undocumentedProps, unresolvedProps } from '../../src/validate/validateApi.js';
import { REPO } from '../helpers.js';
import { listingTags } from './listingTags.js';

// Issue 46: a second real library, not MUI. The fixture installs, pinned, @primer/react 38.40.0,
// whose package also ships the props tables its own docs site renders (generated/components.json,
// written by its maintainers next to each component): the truth here. It is hand-written, so it
// lists fewer props than the types declare (Overlay's positioning props are not in it) and gets a
// few wrong (Avatar's `src` is required in the types, optional in the table): the floors below
// leave room for that, and the figures are printed.
type TruthProp = { name: string; required?: boolean; type?: string };
type Truth = {
  name: string;
  importPath: string;
  props?: TruthProp[];
  subcomponents?: Array<{ name: string; props?: TruthProp[] }>;
};

const ROOT = path.join(REPO, 'test/fixtures/primer-api');
const DIST = 'node_modules/@primer/react/dist';
const ENTRIES: Record<string, string> = {
  '@primer/react': `${DIST}/index.d.ts`,
  '@primer/react/experimental': `${DIST}/experimental/index.d.ts`,
  '@primer/react/deprecated': `${DIST}/deprecated/index.d.ts`,
};
const table = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/@primer/react/generated/components.json'), 'utf8'),
) as { components: Record<string, Truth> };
const all = Object.values(table.components).filter((t) => ENTRIES[t.importPath]);
// A name documented in two entries (Dialog, deprecated and current) is scored where the first entry exports it.
const truths = all.filter(
  (t) => t.importPath === '@primer/react' || !all.some((o) => o.name === t.name && o.importPath === '@primer/react'),
);

let ours: Map<string, ExtractedComponent>;
let problems: unknown[];

beforeAll(() => {
  const line = {
    prefix: '/primer',
    entries: Object.values(ENTRIES),
    at: { file: 'docs.config.json', line: 1, column: 1 },
  };
  const { extraction } = extractLine(ROOT, line, () => '');
  ours = new Map(extraction.components.map((c) => [c.name, c]));
  problems = extraction.problems;
});

/** A component's props as its page shows them: its own, then those of the components its inheritance line links. */
function shown(c: ExtractedComponent, seen = new Set<string>()): ExtractedProp[] {
  if (seen.has(c.name)) return [];
  seen.add(c.name);
  const parent = c.inheritance && 'component' in c.inheritance ? ours.get(c.inheritance.component) : undefined;
  return [...c.props, ...(parent ? shown(parent, seen) : [])];
}

function score() {
  let hit = 0;
  let listed = 0;
  let truth = 0;
  let required = 0;
  for (const t of truths) {
    const mine = new Map(shown(ours.get(t.name)!).map((p) => [p.name, p]));
    listed += mine.size;
    truth += t.props?.length ?? 0;
    for (const p of t.props ?? []) {
      const found = mine.get(p.name);
      if (!found) continue;
      hit++;
      if (!!p.required === found.required) required++;
    }
  }
  return { precision: hit / listed, recall: hit / truth, required: required / hit };
}

it('extracts every component its docs document from the three entries, without a problem', () => {
  expect(problems).toEqual([]);
  expect(truths.length).toBeGreaterThan(70);
  expect(truths.map((t) => t.name).filter((name) => !ours.has(name))).toEqual([]);
});

it("finds the props its docs list, required as they say, against the library's own props tables", () => {
  const figures = score();
  console.log(`@primer/react 38.40.0 against its docs' props tables: ${JSON.stringify(figures)}`);
  expect(figures.recall).toBeGreaterThanOrEqual(0.8);
  expect(figures.required).toBeGreaterThanOrEqual(0.955);
  expect(figures.precision).toBeGreaterThanOrEqual(0.65);
});

const names = (component: string) => ours.get(component)!.props.map((p) => p.name);

it('a polymorphic component typed through a deferred conditional type (`DistributiveOmit<…, "as">`) lists its own props', () => {
  expect(names('Link')).toEqual(expect.arrayContaining(['as', 'hoverColor', 'inline', 'muted']));
  expect(names('Text')).toEqual(expect.arrayContaining(['size', 'weight', 'whiteSpace']));
});

it("undocumented props of shared types, the library's or another package's, are listed unless an element has them; React's attributes never are", () => {
  expect(names('TextInput')).toEqual(expect.arrayContaining(['block', 'contrast', 'monospace', 'validationStatus']));
  // So are those of another package's types (`@primer/behaviors`' positioning settings), where Primer's tables list them.
  expect(names('AnchoredOverlay')).toEqual(
    expect.arrayContaining(['align', 'alignmentOffset', 'anchorOffset', 'side']),
  );
  // A component typed with React's attribute types does not make them its own, nor anyone's.
  for (const c of ours.values()) expect(c.props.map((p) => p.name)).not.toEqual(expect.arrayContaining(['accessKey']));
});

it("a prop declared React.ElementType, or through a type parameter it constrains, reads ElementType, as the docs' tables say", () => {
  const typeOf = (component: string, prop: string) => ours.get(component)!.props.find((p) => p.name === prop)!.type;
  for (const [component, prop] of [
    ['LabelGroup', 'as'],
    ['Button', 'trailingAction'],
  ])
    expect([
      component,
      prop,
      truths.find((t) => t.name === component)!.props!.find((p) => p.name === prop)!.type,
    ]).toEqual([component, prop, 'React.ElementType']);
  expect(typeOf('LabelGroup', 'as')).toEqual({ name: 'ElementType' });
  expect(typeOf('SideNav', 'as')).toEqual({ name: 'ElementType' });
  // In a union, named once among the others, in the order written (`React.ElementType | React.ReactElement<any> | null`).
  expect(typeOf('Button', 'trailingAction')).toEqual({ name: 'union', description: 'ElementType<br>&#124;&nbsp;null' });
  expect(typeOf('Button', 'leadingVisual').description).toMatch(
    /^ElementType<br>&#124;&nbsp;React\.ReactElement&lt;[^<]*&gt;<br>&#124;&nbsp;null$/,
  );
  // A generic's own unconstrained parameter, given ElementType by the component (Stack's `as?: As`), and
  // `React.ComponentType<any> | keyof JSX.IntrinsicElements`: as written, not 175 tag names.
  expect(typeOf('Stack', 'as')).toEqual({ name: 'ElementType' });
  expect(typeOf('BaseStyles', 'as')).toEqual({
    name: 'union',
    description: 'React.ComponentType&lt;any&gt;<br>&#124;&nbsp;keyof JSX.IntrinsicElements',
  });
  expect(listingTags(ours.values())).toEqual([]);
});

it("a long union reads as its declaration names it, and a prop where interfaces meet as the type they share, as the docs' tables say", () => {
  const typeOf = (component: string, prop: string) => ours.get(component)!.props.find((p) => p.name === prop)!.type;
  const truth = (component: string, prop: string) =>
    truths.find((t) => t.name === component)!.props!.find((p) => p.name === prop)!.type;
  // `role?: AriaRole`, 70 ARIA roles and `string & {}` to the checker.
  expect([truth('ActionList', 'role'), typeOf('ActionList', 'role')]).toEqual([
    'AriaRole',
    { name: 'custom', description: 'AriaRole' },
  ]);
  // `value?: string` meeting the input's `string | readonly string[] | number`: `string | string & readonly string[]` to the checker.
  expect([truth('Checkbox', 'value'), typeOf('Checkbox', 'value')]).toEqual(['string', { name: 'string' }]);
  // Overloads: `as?: never` where an overload forbids it, `as: As` where one takes it; a callback two overloads repeat, once.
  expect([truth('IssueLabel', 'as'), typeOf('IssueLabel', 'as')]).toEqual([
    'React.ElementType',
    { name: 'ElementType' },
  ]);
  expect([truth('SelectPanel', 'onCancel'), typeOf('SelectPanel', 'onCancel')]).toEqual([
    '() => void',
    { name: 'func', description: '() =&gt; void' },
  ]);
  // csstype's `Property.Top<string | number>`: `string | number | (string & {})`, and any string once.
  expect(typeOf('Overlay', 'top')).toEqual({ name: 'union', description: 'string<br>&#124;&nbsp;number' });
  // `title?: React.ReactNode` meeting `<section>`'s `title?: string`: only a string compiles, not 5 intersections.
  expect(typeOf('Banner', 'title')).toEqual({ name: 'string' });
  // `children: ReactElement[] | ReactElement` meeting PropsWithChildren's ReactNode: 18 intersections to the checker.
  expect(typeOf('ActionMenu', 'children').description).toMatch(
    /^React\.ReactElement&lt;any, [^<]*&gt;\[\]<br>&#124;&nbsp;React\.ReactElement&lt;any, [^<]*&gt;$/,
  );
});

it("a component's members (`ActionList.Item`, Object.assign's) get pages of their own, as the docs' subcomponents tables", () => {
  const subcomponents = truths.flatMap((t) => t.subcomponents ?? []);
  const found = subcomponents.filter((s) => ours.has(s.name));
  // Those left are exported under a name of their own (ActionMenu.Button: ActionMenuButton) or no members at all.
  expect([subcomponents.length, found.length]).toEqual([138, 134]);
  const names = (component: string) => ours.get(component)!.props.map((p) => p.name);
  // Its props are written in place, in ActionList's file: still Item's, not ActionList's.
  expect(names('ActionList.Item')).toEqual(
    expect.arrayContaining([
      'variant',
      'size',
      'onSelect',
      'selected',
      'active',
      'disabled',
      'inactiveText',
      'loading',
    ]),
  );
  expect(ours.get('ActionList.Item')!.imports).toEqual(["import { ActionList } from '@primer/react';"]);
  // A parent's own props stay its own.
  expect(names('ActionList')).toEqual(expect.arrayContaining(['selectionVariant', 'showDividers', 'variant']));
});

it("a web component's wrapper lists its element's properties (RelativeTime), not the element's life-cycle methods", () => {
  // `createComponent(RelativeTimeElement)`: its props are the class's accessors, declared in @github/relative-time-element.
  expect(names('RelativeTime')).toEqual(expect.arrayContaining(['date', 'datetime', 'format', 'tense', 'precision']));
  expect(names('RelativeTime')).not.toContain('connectedCallback');
});

it("a prop without a description is a warning where the library writes it, never in another package's files", () => {
  const found = undocumentedProps([...ours.values()]);
  expect(found.length).toBeGreaterThan(100);
  expect(found.filter((d) => !d.file.startsWith(`${DIST}/`)).map((d) => [d.file, d.message])).toEqual([]);
  // Banner redeclares React's `className` (without JSDoc, as its declarations ship): the warning is at its own line.
  expect(found.find((d) => d.message.startsWith('Banner\'s prop "className"'))?.file).toBe(`${DIST}/Banner/index.d.ts`);
  // Those another package declares (`@primer/behaviors`' `align`, RelativeTime's element's `tense`) are listed, not warned about.
  expect([names('AnchoredOverlay').includes('align'), names('RelativeTime').includes('tense')]).toEqual([true, true]);
  expect(found.map((d) => d.message)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(AnchoredOverlay's prop "align"|RelativeTime's prop "tense")/)]),
  );
});

it('props made of a type TypeScript cannot find are a warning where the type is named, not a page without props in silence', () => {
  // Under this fixture's NodeNext resolution, Octicon's `IconProps` import from @primer/octicons-react does not
  // resolve: `{ icon; as } & any` is `any`, which has no props. CircleBadge.Icon's props are Octicon's.
  const found = unresolvedProps([...ours.values()]).map((d) => [d.code, d.file, d.line, d.message]);
  expect(found).toEqual([
    [
      'api-props-unresolved',
      `${DIST}/Octicon/Octicon.d.ts`,
      18,
      "Octicon's props type names IconProps, which TypeScript cannot find: its page lists no props.",
    ],
    [
      'api-props-unresolved',
      `${DIST}/Octicon/Octicon.d.ts`,
      11,
      "CircleBadge.Icon's props type names IconProps, which TypeScript cannot find: its page lists no props.",
    ],
  ]);
});

it("a polymorphic component's `as?: E`, E instantiated with its tag, is its own prop: any element type, the tag by default", () => {
  // `ForwardRefComponent<'div', …>`: `'div'` is taken by `<link as>` (a string), yet the call signature takes any `As`.
  for (const [component, tag] of [
    ['ButtonGroup', "'div'"],
    ['Label', "'span'"],
    // Button and ButtonBase each take the other's props (each inheritance line names the other): both list it.
    ['Button', "'button'"],
    ['ButtonBase', undefined],
  ] as const) {
    const as = ours.get(component)!.props.find((p) => p.name === 'as');
    expect([component, as?.type, as?.default]).toEqual([component, { name: 'ElementType' }, tag]);
  }
  // Token's own props narrow it (`as?: 'button' | 'a' | 'span'` beside `as?: E`): still its own, and narrowed.
  const token = ours.get('Token')!.props.find((p) => p.name === 'as');
  expect(token?.type).toEqual({ name: 'enum', description: "'button'<br>&#124;&nbsp;'a'<br>&#124;&nbsp;'span'" });
});

it("a hook's destructured parameter is named as its declaration writes it, not by its position (TypeScript's `__0`)", () => {
  const pattern = '{ containerRef, mouseDownRef, preventScroll }';
  expect(names('useRovingTabIndex')).toEqual([pattern, 'dependencies']);
  expect(names('useSyncedState')).toEqual(['initialValue', '{ isPropUpdateDisabled, isEqual }']);
  for (const c of ours.values()) expect([c.name, names(c.name).filter((n) => /^__\d+$/.test(n))]).toEqual([c.name, []]);
  // Its row's id holds no space.
  expect(rowAnchor('use-roving-tab-index', 'prop', pattern)).toBe(
    'use-roving-tab-index-prop-{containerRef,mouseDownRef,preventScroll}',
  );
});

it('a prop whose name says it is private, as Primer writes them without a tag, is not listed (its docs list none)', () => {
  expect(names('Tooltip')).not.toContain('_privateDisableTooltip');
  expect(names('PageLayout')).not.toContain('_slotsConfig');
  expect(names('Overlay')).not.toContain('_PrivateDisablePortal');
  for (const c of ours.values()) expect([c.name, c.props.filter((p) => p.name.startsWith('_'))]).toEqual([c.name, []]);
  // Their neighbours stay.
  expect(names('Tooltip')).toEqual(expect.arrayContaining(['text', 'direction']));
});

it('an inheritance line names each element a handler is typed for, not the first of them', () => {
  // `ForwardRefComponent<'a' | 'button' | 'span', TokenProps>`: a span by default, a link with `href`, a button with `onClick`.
  expect(['Token', 'IssueLabelToken'].map((n) => ours.get(n)!.inheritance)).toEqual([
    { element: 'a|button|span' },
    { element: 'a|button|span' },
  ]);
  expect(ours.get('Label')!.inheritance).toEqual({ element: 'span' });
});

it('of overloads, the inheritance line reads the one used when no prop picks another, not a props type named like a component', () => {
  // IssueLabel(props: SpanProps), (props: LinkProps) with `href`, (props: ButtonProps) with `onClick`: a span.
  // Its local `LinkProps` (an `<a>`'s attributes) is not Primer's Link component's.
  expect(ours.get('IssueLabel')!.inheritance).toEqual({ element: 'span' });
});

it('a prop the declarations require is required, though the polymorphic `<As>` signature (a deferred conditional type) does not show it', () => {
  const required = (component: string, prop: string) =>
    ours.get(component)!.props.find((p) => p.name === prop)?.required;
  for (const [component, prop] of [
    ['Token', 'text'],
    ['Overlay', 'onEscape'],
    ['Overlay', 'onClickOutside'],
    ['Overlay', 'returnFocusRef'],
  ]) {
    expect([component, prop, required(component, prop)]).toEqual([component, prop, true]);
    // As the docs' own tables say.
    const truth = truths.find((t) => t.name === component)!.props!.find((p) => p.name === prop)!;
    expect([component, prop, truth.required]).toEqual([component, prop, true]);
  }
  // Optional where the one signature that shows it in full leaves it so.
  expect(required('Token', 'size')).toBe(false);
});

it("a member's props declaration named for its own name is its own, as the docs' subcomponents tables list its props", () => {
  // FormControl.Label takes a `LabelProps` (not Primer's Label's), PageHeader.TitleArea a `TitleAreaProps`.
  const table = (name: string) =>
    truths
      .flatMap((t) => t.subcomponents ?? [])
      .find((s) => s.name === name)!
      .props!.map((p) => p.name);
  expect(table('FormControl.Label')).toEqual(expect.arrayContaining(['as', 'htmlFor']));
  expect(names('FormControl.Label')).toEqual(expect.arrayContaining(['as', 'htmlFor']));
  expect(table('PageHeader.TitleArea')).toContain('variant');
  expect(names('PageHeader.TitleArea')).toContain('variant');
});

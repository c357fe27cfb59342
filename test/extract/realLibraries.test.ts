import fs from 'node:fs';
import path from 'node:path';
import { extractLine } from '../../src/extract/extractLine.js';
import type { ExtractedComponent } from '../../src/site/extractedApi.js';
import { CORPUS, REPO } from '../helpers.js';
import { listingTags } from './listingTags.js';
import { apiSourceOf } from '../../src/transform/apiSources.js';
import { toApiModel } from '../../src/transform/apiModel.js';
import { componentApi } from '../../src/render/llms.js';

// Issue 46: API extraction on two real libraries, scored against a truth written by their authors.
// The fixture installs, pinned, the declarations of @mui/material 5.15.14 and @mui/lab
// 5.0.0-alpha.169 (released together); the corpus holds the API JSON that release's own docs
// published (mui/material-ui at b96215e, @mui/material 5.15.14): its `props`, their `required`
// and `default`, and its `inheritance` line.
type TruthProp = { required?: boolean; default?: string; type?: { name: string } };
type Truth = {
  name: string;
  props: Record<string, TruthProp>;
  inheritance?: { component: string; pathname: string };
};

const ROOT = path.join(REPO, 'test/fixtures/mui5-api');
const truths: Truth[] = fs
  .readdirSync(path.join(CORPUS, 'content/material-ui/api'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(CORPUS, 'content/material-ui/api', f), 'utf8')) as Truth);
const truthOf = new Map(truths.map((t) => [t.name, t]));

let ours: Map<string, ExtractedComponent>;
let problems: unknown[];

beforeAll(() => {
  const line = {
    prefix: '/material-ui',
    entries: ['node_modules/@mui/material/index.d.ts', 'node_modules/@mui/lab/index.d.ts'],
    at: { file: 'docs.config.json', line: 1, column: 1 },
  };
  const { extraction } = extractLine(ROOT, line, () => '');
  ours = new Map(extraction.components.map((c) => [c.name, c]));
  problems = extraction.problems;
});

/** A truth's props without those its own inheritance line says come from another page (MUI repeats some, e.g. Input's). */
const ownTruth = (t: Truth): string[] => {
  const parent = t.inheritance && truthOf.get(t.inheritance.component);
  return Object.keys(t.props).filter((name) => !parent?.props[name]);
};

/** Precision and recall of the listed props, required and defaults where both list a prop. */
function score(propsOf: (t: Truth) => string[]) {
  let hit = 0;
  let listed = 0;
  let truth = 0;
  let required = 0;
  let defaults = 0;
  let withDefault = 0;
  for (const t of truths) {
    const c = ours.get(t.name)!;
    const mine = new Map(c.props.map((p) => [p.name, p]));
    const names = propsOf(t);
    listed += c.props.length;
    truth += names.length;
    for (const name of names.filter((n) => mine.has(n))) {
      hit++;
      if (!!t.props[name].required === mine.get(name)!.required) required++;
      if (t.props[name].default === undefined) continue;
      withDefault++;
      const norm = (s = '') => s.replace(/\s+/g, '');
      if (norm(t.props[name].default) === norm(mine.get(name)!.default)) defaults++;
    }
    // Props the truth lists that its inheritance line also names are not counted as extra.
    listed -= c.props.filter((p) => t.props[p.name] && !names.includes(p.name)).length;
  }
  return { precision: hit / listed, recall: hit / truth, required: required / hit, defaults: defaults / withDefault };
}

it('extracts every component the release documents, without a problem', () => {
  expect(problems).toEqual([]);
  expect(truths.length).toBe(136);
  expect(truths.map((t) => t.name).filter((name) => !ours.has(name))).toEqual([]);
});

it("lists the components' own props: precision, recall, required and defaults against the release's API JSON", () => {
  const own = score(ownTruth);
  expect(own.precision).toBeGreaterThanOrEqual(0.97);
  expect(own.recall).toBeGreaterThanOrEqual(0.97);
  expect(own.required).toBeGreaterThanOrEqual(0.99);
  expect(own.defaults).toBeGreaterThanOrEqual(0.99);
  // Against every prop the JSON lists, including the InputBase props that Input, FilledInput and
  // OutlinedInput repeat although their inheritance line names InputBase (the types cannot tell).
  const all = score((t) => Object.keys(t.props));
  expect(all.precision).toBeGreaterThanOrEqual(0.97);
  expect(all.recall).toBeGreaterThanOrEqual(0.9);
});

it('a style-props system, shared pass-through props and DOM attributes are not listed one by one', () => {
  for (const name of ['Box', 'Stack', 'Grid', 'Typography', 'Link', 'DialogTitle', 'TimelineContent'])
    expect(ours.get(name)!.props.map((p) => p.name)).not.toEqual(expect.arrayContaining(['bgcolor']));
  for (const name of ['Alert', 'Card', 'Dialog', 'Chip'])
    expect(ours.get(name)!.props.map((p) => p.name)).not.toEqual(expect.arrayContaining(['className']));
  // Exactly the release's: not the `children` and `ref` of @mui/system's own BoxOwnProps, named like it.
  expect(ours.get('Box')!.props.map((p) => p.name)).toEqual(Object.keys(truthOf.get('Box')!.props));
  // React takes `ref` itself: StandardProps' undocumented `ref?: React.Ref<unknown>` is not listed, though no element's ref has that type.
  for (const name of ['AccordionActions', 'Snackbar', 'Tooltip', 'ListItemText', 'TimelineDot'])
    expect([name, ours.get(name)!.props.map((p) => p.name)]).not.toEqual([name, expect.arrayContaining(['ref'])]);
  // Documented props of the hook a component is built on (another package) are its own.
  expect(ours.get('Autocomplete')!.props.map((p) => p.name)).toEqual(
    expect.arrayContaining(['options', 'autoHighlight', 'getOptionLabel']),
  );
});

it('the inheritance line names the component the props come from, the nearest one', () => {
  const parents = Object.fromEntries(
    ['Dialog', 'Popover', 'Menu', 'Link', 'CardActionArea', 'SwipeableDrawer', 'LoadingButton'].map((n) => [
      n,
      ours.get(n)!.inheritance,
    ]),
  );
  expect(parents).toEqual({
    Dialog: { component: 'Modal' },
    Popover: { component: 'Modal' },
    Menu: { component: 'Popover' },
    Link: { component: 'Typography' },
    CardActionArea: { component: 'ButtonBase' },
    SwipeableDrawer: { component: 'Drawer' },
    LoadingButton: { component: 'Button' },
  });
  // The element it renders without `href` (its first signature's, with `href`, is an `a`).
  expect(ours.get('ButtonBase')!.inheritance).toEqual({ element: 'button' });
  // An `li` unless the deprecated `button` overload is picked (then ButtonBase's props): as the release's
  // JSON, which names no parent and lists `component`, ListItem's own in that signature.
  expect(ours.get('ListItem')!.inheritance).toEqual({ element: 'li' });
  expect(truthOf.get('ListItem')!.inheritance).toBeNull();
  expect(ours.get('ListItem')!.props.map((p) => p.name)).toContain('component');
  // Where the types cannot tell and the JSDoc says (`- inherits [OutlinedInput API](…)`): Select's props type takes
  // any of three variants' inputs, AlertTitle's and Breadcrumbs' an element's attributes, Switch's SwitchBase's.
  expect(
    Object.fromEntries(['Select', 'Switch', 'AlertTitle', 'Breadcrumbs'].map((n) => [n, ours.get(n)!.inheritance])),
  ).toEqual({
    Select: { component: 'OutlinedInput' },
    Switch: { component: 'IconButton' },
    AlertTitle: { component: 'Typography' },
    Breadcrumbs: { component: 'Typography' },
  });
  // Every line the release writes: 46 that name a component it documents, and 5 (the transitions) that name
  // react-transition-group's Transition, linked where their JSDoc says (`- inherits [Transition API](https://…)`).
  const lines = truths.filter((t) => t.inheritance);
  const same = lines.filter((t) => {
    const { component, pathname } = t.inheritance!;
    const theirs = truthOf.has(component) ? { component } : { component, url: pathname };
    return JSON.stringify(ours.get(t.name)!.inheritance) === JSON.stringify(theirs);
  });
  expect([lines.length, lines.filter((t) => !truthOf.has(t.inheritance!.component)).length]).toEqual([51, 5]);
  expect(lines.filter((t) => !same.includes(t)).map((t) => t.name)).toEqual([]);
});

it('a prop is required only when every call signature requires it (OverridableComponent, overloads)', () => {
  for (const name of ['Link', 'Stack', 'Grid', 'Typography', 'Button', 'ListItem'])
    expect(
      ours
        .get(name)!
        .props.filter((p) => p.name === 'component' || p.name === 'href' || p.name === 'button')
        .map((p) => p.required),
    ).not.toContain(true);
  // A class component (Hidden) and a component typed as JSXElementConstructor are extracted.
  expect(ours.get('Hidden')!.props.map((p) => p.name)).toEqual(expect.arrayContaining(['only', 'smDown']));
  expect(ours.get('SwipeableDrawer')!.props.find((p) => p.name === 'onOpen')!.required).toBe(true);
});

it("a prop declared React.ElementType reads ElementType, optional or not, where the release's JSON says elementType; no type lists HTML's tag names", () => {
  // `component?: React.ElementType` is `ElementType | undefined` to the checker: a union without the
  // name, which listed 175 tag names and two component types.
  for (const [component, prop] of [
    ['Box', 'component'],
    ['Popper', 'component'],
    ['TableCell', 'component'],
    ['Select', 'IconComponent'],
    ['Modal', 'BackdropComponent'],
  ]) {
    expect([component, prop, truthOf.get(component)!.props[prop].type?.name]).toEqual([component, prop, 'elementType']);
    expect(ours.get(component)!.props.find((p) => p.name === prop)!.type).toEqual({ name: 'ElementType' });
  }
  expect(listingTags(ours.values())).toEqual([]);
});

it("a union React's types name, or too long for a cell, reads as its declaration names it (component types, refs, ARIA roles, CSS colours)", () => {
  const typeOf = (component: string, prop: string) => ours.get(component)!.props.find((p) => p.name === prop)!.type;
  // `PaperComponent?: React.JSXElementConstructor<PaperProps>`, not its call and construct signatures (the JSON: elementType).
  expect(typeOf('Dialog', 'PaperComponent')).toEqual({
    name: 'custom',
    description: 'React.JSXElementConstructor&lt;PaperProps&gt;',
  });
  // `inputRef?: React.Ref<HTMLInputElement>`, not a callback's signature and two RefObjects (the JSON: ref).
  expect(typeOf('Checkbox', 'inputRef')).toEqual({ name: 'custom', description: 'React.Ref&lt;HTMLInputElement&gt;' });
  // `role?: PaperProps['role']`: React's AriaRole, 70 roles and `string & {}` to the checker (the JSON says string).
  expect(typeOf('SnackbarContent', 'role')).toEqual({ name: 'custom', description: 'React.AriaRole' });
  // `color?: TypographyOwnProps['color']`: csstype's Property.Color, 200 colour names, 5,800 characters.
  expect(typeOf('Link', 'color').description).toBe(
    [
      'ResponsiveStyleValue&lt;readonly string[] &#124; Property.Color &#124; undefined&gt;',
      '(theme: Theme) =&gt; ResponsiveStyleValue&lt;readonly string[] &#124; Property.Color &#124; undefined&gt;',
    ].join('<br>&#124;&nbsp;'),
  );
  const longest = Math.max(...[...ours.values()].flatMap((c) => c.props.map((p) => p.type.description?.length ?? 0)));
  expect(longest).toBeLessThan(1000);
});

it("a type parameter constrained to a union, a single literal, and a boolean overloads split, read as the release's JSON says (bool, enum)", () => {
  const typeOf = (component: string, prop: string) => ours.get(component)!.props.find((p) => p.name === prop)!.type;
  for (const [component, prop, kind, ourKind] of [
    ['Autocomplete', 'multiple', 'bool', 'boolean'], // `Multiple extends boolean | undefined`
    ['Autocomplete', 'freeSolo', 'bool', 'boolean'],
    ['FormHelperText', 'margin', 'enum', 'enum'], // `margin?: 'dense'`
    ['TextField', 'variant', 'enum', 'enum'], // `Variant extends TextFieldVariants`
    ['ListItem', 'button', 'bool', 'boolean'], // `button: true` in one overload, `button?: false` in the other
  ])
    expect([component, prop, truthOf.get(component)!.props[prop].type?.name, typeOf(component, prop).name]).toEqual([
      component,
      prop,
      kind,
      ourKind,
    ]);
  expect(typeOf('TextField', 'variant').description).toBe(
    "'filled'<br>&#124;&nbsp;'outlined'<br>&#124;&nbsp;'standard'",
  );
});

it("a component's own props are listed where its parent has a prop of the same name (its own classes, not Paper's)", () => {
  // MUI's generic `component` signature sees Stepper's `classes` as CommonProps' alone; its default signature sees
  // StepperOwnProps' declaration, whose classes are Stepper's.
  const withParent = truths.filter((t) => t.inheritance && truthOf.has(t.inheritance.component) && t.props.classes);
  expect(withParent.length).toBeGreaterThan(20);
  const unlisted = withParent.filter((t) => !ours.get(t.name)!.props.some((p) => p.name === 'classes'));
  expect(unlisted.map((t) => t.name)).toEqual([]);
  for (const name of ['Stepper', 'Card', 'AppBar', 'Accordion', 'DialogTitle', 'Link'])
    expect([name, ours.get(name)!.props.map((p) => p.name)]).toEqual([name, expect.arrayContaining(['classes'])]);
  // Required as its own props declare it (the generic signature sees Paper's optional `children` alone).
  expect(ours.get('Accordion')!.props.find((p) => p.name === 'children')).toMatchObject({ required: true });
  expect(truthOf.get('Accordion')!.props.children.required).toBe(true);
});

it("a transition's line links react-transition-group's Transition where its JSDoc says, on its page and in its api.json", () => {
  const url = truthOf.get('Fade')!.inheritance!.pathname;
  expect(url).toMatch(/^https:\/\/reactcommunity\.org\//);
  const page = toApiModel(apiSourceOf(ours.get('Fade')!, 'material-ui', []))!;
  expect(page.inheritance).toEqual({ component: 'Transition', pathname: url });
  expect(componentApi('https://acme.dev', page).inheritance).toEqual({ component: 'Transition', url });
});

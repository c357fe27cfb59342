import path from 'node:path';
import { extractLine } from '../../src/extract/extractLine.js';
import type { ExtractedComponent } from '../../src/site/extractedApi.js';
import { REPO } from '../helpers.js';
import { listingTags } from './listingTags.js';

// API extraction on React Bootstrap 2.10.10 (installed, pinned, by test/fixtures/bootstrap-site): its
// polymorphic props read as its declarations write them, where the checker spreads them into the
// 175 HTML tag names (`As & 'a' | As & 'abbr' | ...` for Button's `as`, 5,800 characters).
let ours: Map<string, ExtractedComponent>;

beforeAll(() => {
  const line = {
    prefix: '/react-bootstrap',
    entries: ['node_modules/react-bootstrap/esm/index.d.ts'],
    at: { file: 'docs.config.json', line: 1, column: 1 },
  };
  const { extraction } = extractLine(path.join(REPO, 'test/fixtures/bootstrap-site'), line, () => '');
  ours = new Map(extraction.components.map((c) => [c.name, c]));
});

const typeOf = (component: string, prop: string) => ours.get(component)!.props.find((p) => p.name === prop)!.type;

it('a type parameter meeting `keyof JSX.IntrinsicElements` reads as the keyof; React.ElementType, optional, as ElementType', () => {
  // `as?: As` (BsPrefixProps) meets @restart/ui's `as?: keyof React.JSX.IntrinsicElements | undefined`.
  expect(typeOf('Button', 'as')).toEqual({ name: 'custom', description: 'keyof React.JSX.IntrinsicElements' });
  // `linkAs?: React.ElementType`, `dialogAs?: React.ElementType`, and `as?: As` where `As extends React.ElementType`.
  for (const [component, prop] of [
    ['BreadcrumbItem', 'linkAs'],
    ['Modal', 'dialogAs'],
    ['DropdownItem', 'as'],
    ['DropdownToggle', 'as'],
  ])
    expect([component, prop, typeOf(component, prop)]).toEqual([component, prop, { name: 'ElementType' }]);
  expect(listingTags(ours.values())).toEqual([]);
});

it("props another package declares under a name like one of the library's components are not that component's (React Bootstrap's docs list them)", () => {
  // NavLink takes @restart/ui's `NavItemProps`: they are NavLink's own, not React Bootstrap's NavItem's.
  const names = (component: string) => ours.get(component)!.props.map((p) => p.name);
  for (const component of ['NavLink', 'ListGroupItem'])
    expect([component, names(component)]).toEqual([
      component,
      expect.arrayContaining(['active', 'bsPrefix', 'disabled', 'eventKey', 'href']),
    ]);
  expect(names('ListGroup')).toEqual(expect.arrayContaining(['activeKey', 'defaultActiveKey', 'onSelect', 'variant']));
  expect(names('TabContainer')).toEqual(
    expect.arrayContaining([
      'activeKey',
      'defaultActiveKey',
      'mountOnEnter',
      'onSelect',
      'transition',
      'unmountOnExit',
    ]),
  );
  for (const component of ['NavLink', 'ListGroupItem', 'ListGroup', 'TabContainer'])
    expect([component, ours.get(component)!.inheritance ?? {}]).not.toEqual([
      component,
      expect.objectContaining({ component: expect.any(String) }),
    ]);
});

it("Omit of a props type with an index signature keeps its named props, as the authors mean (Offcanvas's show and onHide)", () => {
  // @restart/ui's ModalProps has `[other: string]: any`: to TypeScript, `Omit<ModalProps, …>` is only that.
  const names = (component: string) => ours.get(component)!.props.map((p) => p.name);
  expect(names('Offcanvas')).toEqual(
    expect.arrayContaining(['show', 'onHide', 'onShow', 'keyboard', 'onEnter', 'onExited', 'placement', 'scroll']),
  );
  expect(ours.get('Offcanvas')!.props.find((p) => p.name === 'show')!.description).toBe(
    'Set the visibility of the Modal',
  );
  // `Omit<OffcanvasProps, 'show'>`: Offcanvas's props, its page linked; Placeholder's Col sizes (`Omit<ColProps, 'as'>`).
  expect([ours.get('NavbarOffcanvas')!.inheritance, names('NavbarOffcanvas')]).toEqual([
    expect.objectContaining({ component: 'Offcanvas' }),
    [],
  ]);
  expect(ours.get('Placeholder')!.inheritance).toEqual(expect.objectContaining({ component: 'Col' }));
});

it("an undocumented shared prop named like a DOM attribute but typed otherwise is the library's (its docs list `as` and Placeholder's size)", () => {
  // `size?: PlaceholderSize` ('xs' | 'sm' | 'lg') is not `<input size>` (a number); `as?: As` is not `<link as>` (a string).
  expect(typeOf('Placeholder', 'size')).toEqual({
    name: 'enum',
    description: "'xs'<br>&#124;&nbsp;'sm'<br>&#124;&nbsp;'lg'",
  });
  for (const component of ['Accordion', 'Card', 'Container', 'Modal', 'Nav', 'Row', 'Spinner', 'Toast'])
    expect([component, typeOf(component, 'as')]).toEqual([component, { name: 'ElementType' }]);
});

it("DOM props typed for every HTML element (`HTMLAttributes<HTMLElement>`) name no tag; a handler's element names one", () => {
  expect(ours.get('Accordion')!.inheritance).toEqual({ element: 'HTMLElement' });
  expect(ours.get('Form')!.inheritance).toEqual({ element: 'form' });
});

it('a prop every overload forbids (`target?: never`) is not listed, and any string reads `string`, after the values it stands beside', () => {
  const names = ours.get('OverlayTrigger')!.props.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['overlay', 'trigger', 'placement']));
  expect(names).not.toEqual(expect.arrayContaining(['target']));
  expect(names).not.toEqual(expect.arrayContaining(['onHide']));
  // `bg?: Variant`, `'primary' | … | 'light' | (string & {})`.
  expect(typeOf('Badge', 'bg').description).toMatch(/^'primary'<br>.*<br>&#124;&nbsp;'light'<br>&#124;&nbsp;string$/);
});

it('a member exported under its joined name too (Card.Body, CardBody) is documented there once; one that is not has its page', () => {
  expect(ours.has('CardBody')).toBe(true);
  expect(ours.has('Card.Body')).toBe(false);
  expect(ours.has('Form.Control')).toBe(false);
  // `Pagination.First` is no export of its own; React Bootstrap's docs show it as `<Pagination.First />`.
  expect(ours.get('Pagination.First')!.imports).toEqual(["import { Pagination } from 'react-bootstrap';"]);
});

it("an element's attributes the declaration emitter wrote out in the library's own file stay on the inheritance line, unless the library's props declare them", () => {
  // `Form.Switch` is `Omit<FormCheckProps, 'type'>`, which React Bootstrap's Form.d.ts writes out whole: 300
  // members, without JSDoc. Its page listed 304 props (`accept`, `aria-*`, ...); FormCheck's lists 13. An attribute
  // FormCheckProps declares itself (`disabled`) is the library's in the copy too: the page left it out.
  const names = (component: string) => ours.get(component)!.props.map((p) => p.name);
  const own = ['as', 'bsPrefix', 'disabled', 'feedback', 'inline', 'isInvalid', 'isValid', 'label', 'reverse'];
  expect(names('FormCheck')).toEqual(expect.arrayContaining(own));
  expect(names('Form.Switch')).toEqual(expect.arrayContaining(own));
  expect(names('Form.Switch')).not.toEqual(expect.arrayContaining(['accept']));
  expect(names('Form.Switch').filter((name) => name.startsWith('aria-'))).toEqual([]);
  // Its copy was written from older React types, where `<input>` had `onResize`: React's types now give it `<video>` alone.
  expect(names('Form.Switch').filter((name) => /^on[A-Z]/.test(name))).toEqual([]);
  expect(names('Form.Switch').length).toBeLessThan(20);
  expect(ours.get('Form.Switch')!.inheritance).toEqual({ element: 'input' });
  // Its page depends on FormCheckProps' file now: an edit there extracts it again.
  expect(ours.get('Form.Switch')!.files).toContain('node_modules/react-bootstrap/esm/FormCheck.d.ts');
});

it("props named for a component and taken by others too are that component's: the others name it on their inheritance line", () => {
  // InputGroup.Radio and InputGroup.Checkbox take FormCheck.Input's `FormCheckInputProps`. FormCheck.Input's page listed
  // no prop, its inheritance line naming InputGroup.Radio; React Bootstrap's docs list these five for FormCheckInput.
  const input = ours.get('FormCheck.Input')!;
  expect(input.props.map((p) => p.name)).toEqual(['as', 'bsPrefix', 'isInvalid', 'isValid', 'type']);
  expect(input.inheritance).toEqual({ element: 'input' });
  for (const taker of ['InputGroup.Radio', 'InputGroup.Checkbox'])
    expect([taker, ours.get(taker)!.props, ours.get(taker)!.inheritance]).toEqual([
      taker,
      [],
      { component: 'FormCheck.Input' },
    ]);
});

it("a union's members read in the order its declarations write them, through the aliases and unions it names", () => {
  const members = (component: string, prop: string) => typeOf(component, prop).description!.split('<br>&#124;&nbsp;');
  // Popper's `Placement = AutoPlacement | BasePlacement | VariationPlacement`, BasePlacement written as `typeof top | …`.
  expect(members('Dropdown', 'placement')).toEqual(
    [
      ...['auto', 'auto-start', 'auto-end', 'top', 'bottom', 'right', 'left'],
      ...['top-start', 'top-end', 'bottom-start', 'bottom-end', 'right-start', 'right-end', 'left-start', 'left-end'],
    ].map((p) => `'${p}'`),
  );
  // `ButtonVariant = Variant | 'link' | 'outline-primary' | …`: Variant's eight first (the checker made 'link' first).
  expect(members('Button', 'variant').slice(0, 9)).toEqual(
    ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark', 'light', 'link'].map((v) => `'${v}'`),
  );
  // `ColSpec = ColSize | {…}`, `ColSize = boolean | 'auto' | NumberAttr`, `NumberAttr = number | '1' | … | '12'`.
  expect(members('Col', 'lg').slice(0, 4)).toEqual(['boolean', "'auto'", 'number', "'1'"]);
  // Written `number | null`, `string | string[] | number`: the checker's order put null and number first.
  expect(members('Carousel', 'interval')).toEqual(['number', 'null']);
  expect(members('FormControl', 'value')).toEqual(['string', 'string[]', 'number']);
});

it("props only another member of a props union takes do not name the inheritance line (FormLabel's Col props need `column`)", () => {
  // `FormLabelWithColProps | FormLabelOwnProps`: a label by default, a Col with `column`. Its page linked Col and, as
  // Col takes them too, left out `as` and `bsPrefix`; React Bootstrap's docs list these five and no Col.
  const label = ours.get('FormLabel')!;
  expect(label.props.map((p) => p.name)).toEqual(['as', 'bsPrefix', 'column', 'htmlFor', 'visuallyHidden']);
  expect(label.inheritance).toEqual({ element: 'HTMLElement' });
  // Placeholder's props, no union, extend Col's: its line stays.
  expect(ours.get('Placeholder')!.inheritance).toEqual({ component: 'Col' });
});

it("a member's props declaration named for its own name is its own (FormControl.Feedback's `FeedbackProps`)", () => {
  // No component is named Feedback, and the member's file declares no other: `type` (valid or invalid), which its docs list, was no one's.
  expect(ours.get('FormControl.Feedback')!.props.map((p) => p.name)).toEqual(['as', 'tooltip', 'type']);
});

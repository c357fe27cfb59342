import fs from 'node:fs';
import path from 'node:path';
import { apiDocs } from '../../src/pipeline/apiDocs.js';
import { REPO } from '../helpers.js';

// Issue 26: the sample site's Base UI line is extracted from the TypeScript of its workspace package
// (packages/base-ui). The whole extraction is pinned (regenerate with UPDATE_GOLDEN=1 and review the
// diff); the cases below say what each part of it must show.
type Data = {
  props: Record<
    string,
    {
      type: { name: string; description?: string };
      default?: string;
      required?: boolean;
      deprecated?: boolean;
      deprecationInfo?: string;
    }
  >;
  inheritance?: { component?: string; pathname?: string; element?: string };
  forwardsRefTo?: string;
  slots: Array<{ name: string; default: string; description: string }>;
  classes: Array<{ key: string; className: string; description: string }>;
  imports: string[];
  demos: string;
};
type Descriptions = {
  componentDescription: string;
  propDescriptions: Record<string, { description: string; typeDescriptions?: Record<string, string> }>;
};

let apis: Record<string, { data: Data; descriptions: Descriptions }>;

beforeAll(async () => {
  const result = await apiDocs({ root: REPO });
  expect(result.diagnostics).toEqual([]);
  apis = result.apis['base-ui'] as typeof apis;
});

it('extracts every component the entry exports, as pinned', () => {
  const golden = path.join(REPO, 'test/fixtures/api/base-ui.json');
  const text = `${JSON.stringify(apis, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) fs.writeFileSync(golden, text);
  expect(text).toBe(fs.readFileSync(golden, 'utf8'));
  expect(Object.keys(apis)).toEqual([
    'Badge',
    'Box',
    'Button',
    'Card',
    'IconButton',
    'Input',
    'Select',
    'Switch',
    'Tooltip',
  ]);
});

it('forwardRef: the ref target element, DOM props left to the inheritance line, defaults from @default and destructuring', () => {
  const { data, descriptions } = apis.Button;
  expect(data.forwardsRefTo).toBe('HTMLButtonElement');
  expect(data.inheritance).toEqual({ element: 'button' });
  expect(Object.keys(data.props)).toEqual(['classes', 'disabled', 'size', 'startIcon', 'variant']);
  expect(data.props.variant).toEqual({
    type: { name: 'enum', description: "'solid'<br>&#124;&nbsp;'outlined'<br>&#124;&nbsp;'plain'" },
    default: "'solid'",
  });
  expect(data.props.disabled.default).toBe('false');
  expect(data.imports).toEqual(["import { Button } from '@acme/base-ui';"]);
  expect(descriptions.componentDescription).toBe(
    'Buttons let people take an action with a single press: <strong>Button</strong> renders a native <code>&#x3C;button></code>\nand forwards its ref.',
  );
  expect(data.demos).toBe('<ul><li><a href="/base-ui/components/button/">React Button component</a></li></ul>');
});

it('classes from the classes prop, with the class names the module writes out', () => {
  expect(apis.Button.data.classes.map((c) => [c.key, c.className, c.description])).toEqual([
    ['root', 'BaseButton-root', 'Styles applied to the root element.'],
    ['disabled', 'BaseButton-disabled', 'Styles applied to the root element when <code>disabled</code> is true.'],
    ['startIcon', 'BaseButton-startIcon', "Styles applied to the start icon's wrapper."],
  ]);
});

it("props of another documented component are its inheritance line's, not listed again", () => {
  const { data } = apis.IconButton;
  expect(Object.keys(data.props)).toEqual(['edge', 'label']);
  expect(data.props.label.required).toBe(true);
  expect(data.props.edge).toEqual({
    type: { name: 'enum', description: "'start'<br>&#124;&nbsp;'end'<br>&#124;&nbsp;false" },
    default: 'false',
  });
  expect(data.inheritance).toEqual({ component: 'Button', pathname: '/base-ui/api/button/' });
});

it('memo, a class with defaultProps, a generic and a polymorphic component', () => {
  expect(apis.Badge.data.props.max).toEqual({ type: { name: 'number' }, default: '99' });
  expect(apis.Badge.data.inheritance).toEqual({ element: 'span' });
  expect(apis.Card.data.props.elevation.default).toBe('1');
  expect(apis.Card.data.props.outlined.default).toBe('false');
  expect(apis.Select.data.props.value.type).toEqual({ name: 'union', description: 'string<br>&#124;&nbsp;number' });
  expect(apis.Select.data.props.onChange.type).toEqual({
    name: 'func',
    description: '(event: React.SyntheticEvent, value: Value) =&gt; void',
  });
  expect(apis.Select.descriptions.propDescriptions.onChange.typeDescriptions).toEqual({
    event: 'The event that made the choice.',
    value: 'The value chosen.',
  });
  expect(apis.Box.data.props.component).toEqual({ type: { name: 'ElementType' }, default: "'div'" });
  expect(apis.Box.data.inheritance).toEqual({ element: 'div' });
});

it('slots with their defaults, a deprecated prop with its reason, @ignore and @internal hidden', () => {
  expect(apis.Switch.data.slots.map((s) => [s.name, s.default])).toEqual([
    ['root', 'span'],
    ['thumb', 'span'],
    ['track', 'span'],
  ]);
  expect(apis.Switch.data.props.onColor).toMatchObject({
    deprecated: true,
    deprecationInfo: 'Use <code>color</code> instead.',
  });
  expect(Object.keys(apis.Tooltip.data.props)).toEqual(['arrow', 'children', 'enterDelay', 'placement', 'title']);
  expect(apis.Tooltip.data.props.children.type.name).toBe('ReactElement');
  expect(apis.Input.data.inheritance).toEqual({ element: 'input' });
  expect(apis.Input.data.props.size.default).toBe("'md'");
});

import fs from 'node:fs';
import path from 'node:path';
import { extractLine } from '../../src/extract/extractLine.js';
import type { ExtractedComponent } from '../../src/site/extractedApi.js';
import { REPO, tmpDir } from '../helpers.js';

// API extraction on Mantine 9.8.1 (installed, pinned, by test/fixtures/library-site), with React's types
// from the repository's own: its components are `polymorphicFactory` types whose props are a conditional
// type on the component type (`PolymorphicComponentProps<C, ButtonProps>`), and its contexts render as
// providers since React 19.
let ours: Map<string, ExtractedComponent>;

beforeAll(() => {
  const root = path.join(tmpDir('mantine-api'), 'site');
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  const installed = path.join(REPO, 'test/fixtures/library-site/node_modules');
  for (const name of fs.readdirSync(installed).filter((n) => !n.startsWith('.')))
    fs.symlinkSync(path.join(installed, name), path.join(modules, name), 'junction');
  fs.symlinkSync(path.join(REPO, 'node_modules/@types'), path.join(modules, '@types'), 'junction');
  const line = {
    prefix: '/core',
    entries: ['node_modules/@mantine/core/lib/index.d.ts'],
    at: { file: 'docs.config.json', line: 1, column: 1 },
  };
  const { extraction } = extractLine(root, line, () => '');
  ours = new Map(extraction.components.map((c) => [c.name, c]));
});

const names = (component: string) => ours.get(component)!.props.map((p) => p.name);

it("a polymorphic component's props are those both branches of its conditional props type have, as Mantine's docs list them", () => {
  expect(names('Button')).toEqual(
    expect.arrayContaining([
      'color',
      'variant',
      'size',
      'radius',
      'loading',
      'leftSection',
      'rightSection',
      'fullWidth',
    ]),
  );
  expect(names('Badge')).toEqual(
    expect.arrayContaining(['color', 'variant', 'size', 'radius', 'circle', 'leftSection']),
  );
  expect(names('Text')).toEqual(expect.arrayContaining(['size', 'truncate', 'lineClamp', 'inherit', 'span']));
  // Box's style props are named by the inheritance line of the components built on it.
  expect(ours.get('Button')!.inheritance).toEqual(expect.objectContaining({ component: 'Box' }));
  expect(names('Button')).not.toEqual(expect.arrayContaining(['m']));
});

it("Box lists every style prop of Mantine's docs, those named like an SVG attribute of another type included", () => {
  // `display?: StyleProp<CSSProperties['display']>` takes a breakpoint object: not `<svg display>`'s string.
  expect(names('Box')).toEqual(expect.arrayContaining(['m', 'p', 'top', 'display', 'opacity', 'pos', 'w', 'h']));
  // A style prop reads as csstype names it, not its 20 to 200 keywords (`display?: StyleProp<Property.Display>`).
  expect(ours.get('Box')!.props.find((p) => p.name === 'display')!.type).toEqual({
    name: 'union',
    description:
      'Property.Display<br>&#124;&nbsp;Partial&lt;Record&lt;MantineBreakpoint, Property.Display &#124; undefined&gt;&gt;',
  });
  expect(ours.get('Overlay')!.props.find((p) => p.name === 'color')!.type).toEqual({
    name: 'custom',
    description: 'Property.BackgroundColor',
  });
  // Styles API props of a component with no styles are `undefined` only: not listed (Mantine's docs list none for Space).
  expect(names('Space')).not.toEqual(expect.arrayContaining(['classNames']));
  expect(names('Button')).toEqual(expect.arrayContaining(['classNames', 'styles']));
  // `color?: string | (string & {})`: a string.
  expect(ours.get('Highlight')!.props.find((p) => p.name === 'color')!.type).toEqual({ name: 'string' });
  // `media?: InlineStylesMediaQuery[]` is not `<link media>`'s string.
  expect(names('InlineStyles')).toEqual(expect.arrayContaining(['selector', 'styles', 'media']));
});

it('a React context is not documented as a component (it has no props of its own)', () => {
  expect([...ours.keys()].filter((name) => /^[A-Z]\w*Context$/.test(name))).toEqual([]);
  expect(ours.has('Button')).toBe(true);
});

it('props named with `__`, which Mantine passes between its own components, are not listed (its docs list none)', () => {
  expect(
    [...ours.values()].flatMap((c) => c.props.filter((p) => p.name.startsWith('__')).map((p) => `${c.name}.${p.name}`)),
  ).toEqual([]);
  // Before, 22 components listed `__staticSelector` and Box `__size` and `__vars`.
  expect(names('Box')).toEqual(expect.arrayContaining(['component', 'mod']));
});

it("a context's provider (`Provider<TourContextValue | null>`) lists the value it takes: a React prop no element has", () => {
  const value = ours.get('TourProvider')!.props.find((p) => p.name === 'value');
  expect(value).toMatchObject({ required: true, type: { name: 'union' } });
  expect(value!.type.description).toContain('TourContextValue');
  // React's props that elements have (`key`, `ref`, `children`) are still left to the inheritance line.
  const fromReact = [...ours.values()].flatMap((c) =>
    c.props.filter((p) => p.at.file.includes('@types/react/')).map((p) => `${c.name}.${p.name}`),
  );
  expect(fromReact.length).toBeGreaterThan(0);
  expect(fromReact.filter((name) => !/Provider\.value$/.test(name))).toEqual([]);
});

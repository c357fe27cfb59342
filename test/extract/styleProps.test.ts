import fs from 'node:fs';
import path from 'node:path';
import { extractApis, type ApiLine } from '../../src/extract/extractApi.js';
import { componentApi } from '../../src/render/llms.js';
import { apiSourceOf } from '../../src/transform/apiSources.js';
import { toApiModel } from '../../src/transform/apiModel.js';
import { REPO, tmpDir } from '../helpers.js';

// Chakra UI's components take its style system: 706 props of `SystemProperties` (most named as CSS
// properties: `color`, `paddingInline`, with shorthands such as `bg`) and 130 that a mapped type
// makes of its `Conditions` (`_hover`, `2xl`): 852 props on Button's page, where Chakra's docs list
// 10. Written small here (Chakra weighs 130 MB installed): the same shapes, a quarter of the size.
const line: ApiLine = { prefix: 'x', entries: ['src/index.tsx'], at: { file: 'docs.config.json', line: 1, column: 1 } };

// The first 120 of csstype's longhand properties (React's CSSProperties), as the library's system names them.
const cssNames = [
  ...fs
    .readFileSync(path.join(REPO, 'node_modules/csstype/index.d.ts'), 'utf8')
    .split('export interface StandardLonghandProperties')[1]
    .matchAll(/^ {2}(\w+)\?: Property\./gm),
]
  .map((m) => m[1])
  .slice(0, 120);
const member = (name: string, type: string) => `  /** The \`${name}\` style. */\n  ${name}?: ${type};\n`;

let root: string;
beforeAll(() => {
  root = tmpDir('style-props');
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  for (const name of ['@types', 'react', 'csstype'])
    fs.symlinkSync(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name));
  fs.mkdirSync(path.join(root, 'src'));
  const shorthands = Array.from({ length: 60 }, (_, i) => `s${i}`);
  const conditions = Array.from({ length: 110 }, (_, i) => `_state${i}`);
  const options = Array.from({ length: 110 }, (_, i) => `option${i}`);
  fs.writeFileSync(
    path.join(root, 'src/system.ts'),
    `export interface SystemProperties {\n${[...cssNames, ...shorthands].map((n) => member(n, 'string')).join('')}}
export interface Conditions {\n${conditions.map((n) => `  /** \`&:is([data-${n}])\` */\n  ${n}: string;\n`).join('')}}
export type StyleProps = SystemProperties & { [K in keyof Conditions]?: SystemProperties };
export type ConditionalValue<V> = V | Array<V | null> | { [K in keyof Conditions]?: ConditionalValue<V> };
/** A copy, key by key: the props it copies stay what they were. */
export type Copy<T> = { [K in keyof T]: T[K] };
export interface GridOptions {\n${options.map((n) => member(n, 'number')).join('')}}
`,
  );
  fs.writeFileSync(
    path.join(root, 'src/index.tsx'),
    `import type { ButtonHTMLAttributes } from 'react';
import type { ConditionalValue, Copy, GridOptions, StyleProps } from './system';
export type ButtonProps = StyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shows a spinner instead of the label. */
    loading?: boolean;
    /** Its size, under each condition as it chooses. */
    size?: ConditionalValue<'sm' | 'md'>;
  };
/** A button that takes the style props. */
export function Button(props: ButtonProps) {
  return <button disabled={props.loading} />;
}
export interface GridProps extends GridOptions {
  /** The rows. */
  rows: number[];
}
/** A grid of 111 options of its own. */
export function Grid(props: Copy<GridProps>) {
  return <table>{props.rows.length}</table>;
}
`,
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("names a style system on the inheritance line instead of listing its props, and lists a component's own props however many", async () => {
  expect(cssNames).toHaveLength(120);
  const [button, grid] = (await extractApis(root, [line])).lines[0].components;
  expect([button.name, button.props.map((p) => p.name), button.inheritance, button.styleProps]).toEqual([
    'Button',
    ['loading', 'size'],
    { element: 'button' },
    ['Conditions', 'SystemProperties'],
  ]);
  // A type whose members would read as pages (an object of a key per condition) reads as its alias.
  expect(button.props[1].type).toEqual({ name: 'custom', description: "ConditionalValue&lt;'sm' &#124; 'md'&gt;" });
  // Its own options, copied by a mapped type of the library's: each keeps its own type, none is a system.
  expect([grid.name, grid.props.length, grid.styleProps]).toEqual(['Grid', 111, undefined]);
  expect(grid.props.find((p) => p.name === 'option7')).toMatchObject({ type: { name: 'number' } });
  // Through its API JSON to the page's model and docs-mcp's get_component_api.
  const page = toApiModel(apiSourceOf(button, 'x', []))!;
  expect(page.styleProps).toEqual(['Conditions', 'SystemProperties']);
  expect(componentApi('https://acme.dev', page).styleProps).toEqual(['Conditions', 'SystemProperties']);
  expect(componentApi('https://acme.dev', toApiModel(apiSourceOf(grid, 'x', []))!)).not.toHaveProperty('styleProps');
});

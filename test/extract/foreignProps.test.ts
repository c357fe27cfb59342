import fs from 'node:fs';
import path from 'node:path';
import { extractApis, type ApiLine } from '../../src/extract/extractApi.js';
import { undocumentedProps } from '../../src/validate/validateApi.js';
import { REPO, tmpDir } from '../helpers.js';

// Props another package declares: antd's come from rc-menu, Primer's AnchoredOverlay's from
// @primer/behaviors (its real case is in primerApi.test.ts); React Aria's components extend its own
// copy of React's DOM attributes, which holds some React's installed types do not know yet.
// Written small here: those packages weigh 130-200 MB each.
const line: ApiLine = { prefix: 'x', entries: ['src/index.tsx'], at: { file: 'docs.config.json', line: 1, column: 1 } };

let root: string;
beforeAll(() => {
  root = tmpDir('foreign-props');
  const shared = path.join(root, 'node_modules/acme-shared');
  fs.mkdirSync(shared, { recursive: true });
  for (const name of ['@types', 'react'])
    fs.symlinkSync(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name));
  fs.writeFileSync(path.join(shared, 'package.json'), '{ "name": "acme-shared", "types": "index.d.ts" }');
  fs.writeFileSync(
    path.join(shared, 'index.d.ts'),
    `import type { FocusEvent, MouseEvent, ReactNode } from 'react';
export interface MenuRootProps {
  children?: ReactNode;
  open?: boolean;
  dir?: 'ltr' | 'rtl';
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
}
export interface GlobalDOMEvents {
  onClick?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onViewTransitionStart?: (event: Event) => void;
}
export interface PositionSettings {
  side?: 'top' | 'bottom';
  alignmentOffset?: number;
  radius?: 'none' | 'full';
  type?: 'button' | 'submit';
  /** @private Filled in by the overlay. */
  eventKey?: string;
}
`,
  );
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(
    path.join(root, 'src/index.tsx'),
    `import type { GlobalDOMEvents, MenuRootProps, PositionSettings } from 'acme-shared';
export interface MenuProps extends MenuRootProps {}
/** A menu's root. */
export function Menu(props: MenuProps) {
  return <>{props.children}</>;
}
export interface PopupProps extends GlobalDOMEvents, PositionSettings {
  /** Whether the popup shows. */
  open: boolean;
}
/** A popup beside its anchor. */
export function Popup(props: PopupProps) {
  return props.open ? <div /> : null;
}
`,
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("lists another package's props that no element has, leaves its copy of the DOM's attributes to the inheritance line, and warns only of the library's own", async () => {
  const [menu, popup] = (await extractApis(root, [line])).lines[0].components;
  // `onViewTransitionStart` is in no React type, but the declaration it is written in copies the DOM's events.
  // A choice of words is the component's own where the attribute of its name takes any string (SVG's `radius`,
  // Radix Themes' `radius`; antd's Menu `mode`), and `<button type>`'s where the attribute is that choice.

  expect(popup.props.map((p) => [p.name, p.required, !!p.foreign])).toEqual([
    ['alignmentOffset', false, true],
    ['open', true, false],
    ['radius', false, true],
    ['side', false, true],
  ]);
  expect(undocumentedProps([popup])).toEqual([]);
  // Three of five members named as attributes (Radix's `ContextMenuProps`) is no copy: its own are listed, with
  // `dir?: 'ltr' | 'rtl'` (the attribute takes any string), as Radix's docs list it.
  expect(menu.props.map((p) => p.name)).toEqual(['dir', 'modal', 'onOpenChange']);
});

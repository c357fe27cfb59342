import fs from 'node:fs';
import path from 'node:path';
import { extractApis, type ApiLine } from '../../src/extract/extractApi.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiPage } from '../../src/components/api/ApiPage.js';
import { apiToc } from '../../src/components/api/apiToc.js';
import { AdProvider } from '../../src/components/DocsProvider.js';
import { componentApi } from '../../src/render/llms.js';
import { apiTwin } from '../../src/render/twin/apiTwin.js';
import { kebabCase } from '../../src/site/apiNames.js';
import { apiSourceOf, memberNames } from '../../src/transform/apiSources.js';
import { toApiModel } from '../../src/transform/apiModel.js';
import { REPO, tmpDir } from '../helpers.js';
import { memoryCache } from './memoryCache.js';

// Compound components: a namespace's exports (`export * as Dialog`: `Dialog.Root`, as Base UI, Radix
// and Ark write them) and a component's static members (`Object.assign(Menu, { Item })`, as Primer
// writes them) are documented as `Parent.Member`; before, they had no page, without a word.
const line: ApiLine = {
  prefix: 'x',
  entries: ['src/index.ts'],
  at: { file: 'docs.config.json', line: 1, column: 1 },
};

let root: string;
beforeEach(() => {
  root = tmpDir('members');
  fs.cpSync(path.join(REPO, 'test/fixtures/api/members'), root, { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const components = async (cache?: ReturnType<typeof memoryCache>) =>
  (await extractApis(root, [line], cache ? { cache } : {})).lines[0].components;

it("a namespace's and a component's members are documented as Parent.Member, imported through the parent", async () => {
  const all = await components();
  // Tabs.Panel is exported as TabsPanel too: documented there only. A context's Provider is no component.
  expect(all.map((c) => c.name).sort()).toEqual([
    'Dialog.Root',
    'Menu',
    'Menu.Item',
    'Menu.Separator',
    'Tabs',
    'TabsPanel',
  ]);
  // An arrow function's JSDoc is its variable's.
  expect(all.find((c) => c.name === 'Menu.Separator')!.description).toBe("A line between a menu's items.");
  const root = all.find((c) => c.name === 'Dialog.Root')!;
  expect(root.description).toBe("The dialog's root: it holds the open state.");
  expect(root.props.map((p) => [p.name, p.description])).toEqual([['open', 'Whether the dialog is open.']]);
  expect(root.imports).toEqual(["import { Dialog } from 'src';"]);
  const item = all.find((c) => c.name === 'Menu.Item')!;
  expect(item.description).toBe('One choice of a menu.');
  expect(item.props.map((p) => [p.name, p.required])).toEqual([['label', true]]);
  expect(item.at.file).toBe('src/menuItem.tsx');
  expect(item.imports).toEqual(["import { Menu } from 'src';"]);
  expect(['Dialog.Root', 'Menu.Item'].map(kebabCase)).toEqual(['dialog-root', 'menu-item']);
});

it("a member's change re-extracts it with its parent, and a parent that holds keeps its members, as a cold extraction has them", async () => {
  const cache = memoryCache();
  await components(cache);
  const file = path.join(root, 'src/menuItem.tsx');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('One choice of a menu.', 'One choice. Edited.'));
  const edited = await components(cache);
  expect(edited).toEqual(await components());
  expect(edited.find((c) => c.name === 'Menu.Item')!.description).toBe('One choice. Edited.');
  // Nothing of the menu changed: Menu and Menu.Item are taken from the cache, both still there.
  const dialog = path.join(root, 'src/dialog.tsx');
  fs.writeFileSync(dialog, fs.readFileSync(dialog, 'utf8').replace('holds the open state', 'holds the state'));
  const again = await components(cache);
  expect(again).toEqual(await components());
  expect(again.map((c) => c.name)).toEqual(expect.arrayContaining(['Menu', 'Menu.Item']));
});

it("a parent's page links its members' pages under Subcomponents, in its contents, its Markdown twin and docs-mcp's API; a member's page has none", async () => {
  const all = await components();
  const page = (name: string) =>
    toApiModel(
      apiSourceOf(
        all.find((c) => c.name === name)!,
        'x',
        [],
        memberNames(all, name),
      ),
    )!;
  const menu = page('Menu');
  expect(menu.members).toEqual([
    { name: 'Menu.Item', pathname: '/x/api/menu-item/' },
    { name: 'Menu.Separator', pathname: '/x/api/menu-separator/' },
  ]);
  const html = renderToStaticMarkup(
    createElement(AdProvider, { config: false, children: createElement(ApiPage, { api: menu, langPrefix: '/zh' }) }),
  );
  expect(html).toContain('id="subcomponents"');
  expect(html).toContain('<li><a href="/zh/x/api/menu-item/"><code>Menu.Item</code></a></li>');
  expect(apiToc(menu).map((e) => e.id)).toContain('subcomponents');
  const links = { baseUrl: 'https://acme.dev', langPrefix: '', pagePath: '/x/api/menu/', hasTwin: () => true };
  expect(apiTwin(menu, links)).toContain(
    '## Subcomponents\n\n- [`Menu.Item`](https://acme.dev/x/api/menu-item.md)\n- [`Menu.Separator`](https://acme.dev/x/api/menu-separator.md)\n',
  );
  // docs-mcp's get_component_api gives them too.
  expect(componentApi('https://acme.dev', menu).members).toEqual([
    { name: 'Menu.Item', url: 'https://acme.dev/x/api/menu-item.md' },
    { name: 'Menu.Separator', url: 'https://acme.dev/x/api/menu-separator.md' },
  ]);
  const item = page('Menu.Item');
  expect(item.members).toEqual([]);
  expect(apiTwin(item, links)).not.toContain('Subcomponents');
  expect(componentApi('https://acme.dev', item)).not.toHaveProperty('members');
});

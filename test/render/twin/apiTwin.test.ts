import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { apiTwin } from '../../../src/render/twin/apiTwin.js';
import type { TwinLinks } from '../../../src/render/twin/twinLinks.js';
import type { ApiPageModel } from '../../../src/transform/apiModel.js';

// Issue 45 (10): the API twin's tables keep their shape whatever a prop's name, type or default holds.
const links: TwinLinks = {
  baseUrl: 'https://acme.dev',
  langPrefix: '',
  pagePath: '/acme/api/odd/',
  hasTwin: () => true,
};

const api = {
  name: 'Odd',
  imports: [],
  description: '',
  demos: '',
  slots: [],
  classes: [],
  forwardsRefTo: null,
  members: [],
  styleProps: [],
  props: [
    { name: 'size', type: '`${number}px`', default: "'4px'", description: 'A template literal type.', required: false },
    {
      name: 'shape',
      type: 'string',
      default: '{\n  a: 1,\n  b: 2,\n}',
      description: 'A multi-line default.',
      required: false,
    },
    { name: 'a|b', type: "'x' &#124; 'y'", default: undefined, description: 'A name with a pipe.', required: false },
    {
      name: 'img',
      type: 'string',
      default: '<img src=x onerror=alert(1)>',
      description: 'Markup in a default.',
      required: false,
    },
    {
      name: '<img src=x onerror=alert(2)>',
      type: 'string',
      default: undefined,
      description: 'Markup as a name.',
      required: false,
    },
  ],
} as unknown as ApiPageModel;

it('every row of the props table has its four cells, and markup stays in code or text', () => {
  const markdown = apiTwin(api, links);
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const tables: Table[] = [];
  visit(tree, 'table', (t: Table) => void tables.push(t));
  expect(tables).toHaveLength(1);
  const [header, ...rows] = tables[0].children;
  expect(rows).toHaveLength(api.props.length);
  expect([header, ...rows].map((r) => r.children.length)).toEqual(Array(api.props.length + 1).fill(4));
  // No raw HTML anywhere: the markup is a code span's text, or escaped text.
  const html: string[] = [];
  visit(tree, 'html', (node: { value: string }) => void html.push(node.value));
  expect(html).toEqual([]);
  const cellText = (r: number, c: number) =>
    rows[r].children[c].children.map((n) => ('value' in n ? n.value : '')).join('');
  expect(cellText(0, 1)).toBe('`${number}px`');
  expect(cellText(1, 2)).toBe('{ a: 1, b: 2, }');
  expect(cellText(2, 0)).toBe('a|b');
  expect(cellText(3, 2)).toBe('<img src=x onerror=alert(1)>');
});

it("the inheritance line names a tag's element, or any element of a kind where the props are every HTML element's", () => {
  const line = (element: string) =>
    apiTwin({ ...api, inheritance: { element } } as ApiPageModel, links)
      .split('\n')
      .find((l) => l.startsWith('The props of'));
  expect(line('button')).toBe(
    'The props of the native `button` element that are not documented above are also available in Odd: they are passed on to its root element.',
  );
  expect(line('HTMLElement')).toBe(
    'The props of any native HTML element that are not documented above are also available in Odd: they are passed on to its root element.',
  );
});

it('the inheritance line names the style systems whose props the page does not list, with or without an element', () => {
  const lines = (extra: Partial<ApiPageModel>) =>
    apiTwin({ ...api, ...extra } as ApiPageModel, links)
      .split('## Inheritance\n\n')[1]
      ?.split('\n## ')[0]
      .trim();
  const words =
    'Odd also takes the style props of `Conditions` and `SystemProperties`, the style system its library documents once for every component: they are not listed here.';
  expect(lines({ inheritance: { element: 'button' }, styleProps: ['Conditions', 'SystemProperties'] })).toBe(
    `The props of the native \`button\` element that are not documented above are also available in Odd: they are passed on to its root element.\n\n${words}`,
  );
  expect(lines({ styleProps: ['Conditions', 'SystemProperties'] })).toBe(words);
  expect(lines({})).toBeUndefined();
});

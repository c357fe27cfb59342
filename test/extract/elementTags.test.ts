import fs from 'node:fs';
import path from 'node:path';
import { tagOfElement } from '../../src/extract/elements.js';
import { elementWords } from '../../src/site/apiNames.js';
import { REPO } from '../helpers.js';

// An inheritance line names the element a component's attributes are for, by its interface
// (`HTMLTableSectionElement` from a handler's type): before, some read as no tag at all
// ("tablesection", Radix Themes' Table.Header). Checked against every element React's own types know.
it("every element interface React's JSX types name reads as the tags it is for", () => {
  const types = fs.readFileSync(path.join(REPO, 'node_modules/@types/react/index.d.ts'), 'utf8');
  const tags = new Map<string, string[]>();
  for (const [, tag, element] of types.matchAll(/^\s+(\w+): React\.DetailedHTMLProps<React\.\w+<(HTML\w+)>, \2>;$/gm))
    tags.set(element, [...(tags.get(element) ?? []), tag]);
  expect(tags.size).toBeGreaterThan(50);
  const wrong = [...tags]
    .filter(([element]) => element !== 'HTMLElement')
    .filter(
      ([element, its]) =>
        !tagOfElement(element)
          .split('|')
          .every((tag) => its.includes(tag)),
    )
    .map(([element, its]) => [element, tagOfElement(element), its]);
  expect(wrong).toEqual([]);
  expect(tagOfElement('HTMLTableSectionElement')).toBe('thead|tbody|tfoot');
  expect(tagOfElement('HTMLElement')).toBe('HTMLElement');
});

it('an inheritance line names one tag, one of the tags an interface is for, or any element of a kind', () => {
  const words = (element: string) => elementWords(element, (tag) => `\`${tag}\``).join('');
  expect(words('thead|tbody|tfoot')).toBe('a native `thead`, `tbody` or `tfoot` element');
  expect(words('del|ins')).toBe('a native `del` or `ins` element');
  expect(words('button')).toBe('the native `button` element');
  expect(words('HTMLElement')).toBe('any native HTML element');
});

import type { ExtractedComponent } from '../../src/site/extractedApi.js';
import { undocumentedProps } from '../../src/validate/validateApi.js';

// A prop declared once for many components (Chakra UI's `as`, for 620 of them) is one comment to write: one warning.
const at = (line: number) => ({ file: 'lib/factory.d.ts', line, column: 5 });
const component = (name: string, props: Array<[string, number, string?]>): ExtractedComponent =>
  ({
    name,
    at: { file: `lib/${name}.d.ts`, line: 1, column: 1 },
    props: props.map(([prop, line, description = '']) => ({
      name: prop,
      description,
      at: at(line),
      type: { name: 'string' },
      required: false,
    })),
  }) as unknown as ExtractedComponent;

it('warns once a declaration, naming the components that take it: one by name, a few listed, many counted', () => {
  const names = ['Alert', 'Badge', 'Box', 'Button', 'Card'];
  const found = undocumentedProps([
    ...names.map((name) =>
      component(name, [
        ['as', 14],
        ['css', 20, 'Styles.'],
      ]),
    ),
    component('Badge', [['tone', 30]]),
    component('Box', [['tone', 30]]),
    component('Card', [['tone', 31]]),
  ]);
  expect(found.map((d) => `${d.file}:${d.line}:${d.column}  ${d.message}`)).toEqual([
    'lib/factory.d.ts:14:5  The prop "as" of Alert, Badge, Box and 2 other components has no description.',
    'lib/factory.d.ts:30:5  The prop "tone" of Badge and Box has no description.',
    'lib/factory.d.ts:31:5  Card\'s prop "tone" has no description.',
  ]);
});

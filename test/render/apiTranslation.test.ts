import { parseJsonFile } from '../../src/site/jsonFile.js';
import { toApiModel, translatedApi } from '../../src/transform/apiModel.js';

// Issue 26: English descriptions come from the source (or translations/api-docs/<prefix>/<name>.json);
// another language's file overrides them key by key.
const english = toApiModel({
  prefix: 'acme',
  name: 'button',
  route: '/acme/api/button',
  file: parseJsonFile(
    'src/Button.tsx',
    JSON.stringify({
      name: 'Button',
      props: { size: { type: { name: 'string' } }, variant: { type: { name: 'string' } } },
    }),
  ),
  descriptions: parseJsonFile(
    'translations/api-docs/acme/button.json',
    JSON.stringify({
      componentDescription: 'A button.',
      propDescriptions: { size: { description: 'The size.' }, variant: { description: 'The variant.' } },
    }),
  ),
  extracted: true,
})!;

it('a language file overrides the English descriptions it has, and keeps the others', () => {
  const zh = translatedApi(
    english,
    parseJsonFile(
      'translations/api-docs/acme/button-zh.json',
      JSON.stringify({ propDescriptions: { size: { description: '尺寸。' } } }),
    ),
  );
  expect(zh.props.map((p) => [p.name, p.description])).toEqual([
    ['size', '尺寸。'],
    ['variant', 'The variant.'],
  ]);
  expect(zh.description).toBe('A button.');
  expect(english.props[0].description).toBe('The size.');
});

it('no language file, or a damaged one, leaves the English page', () => {
  expect(translatedApi(english, undefined)).toBe(english);
  expect(translatedApi(english, parseJsonFile('x-zh.json', '{"broken": '))).toBe(english);
});

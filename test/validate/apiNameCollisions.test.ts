import type { ExtractedComponent } from '../../src/site/extractedApi.js';
import { apiNameCollisions } from '../../src/validate/validateApi.js';

// Issue 45 (13): two components whose names give one API page (and file) must not replace each other silently.
const component = (name: string, line: number) =>
  ({ name, at: { file: 'src/index.ts', line, column: 1 } }) as unknown as ExtractedComponent;

it('the second of two components with one API page is an error at its declaration', () => {
  const found = apiNameCollisions([component('SvgIcon', 3), component('Button', 1), component('SVGIcon', 7)]);
  expect(found.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
    [
      'api-name-collision',
      'src/index.ts',
      3,
      'SvgIcon and SVGIcon both make the API page "svg-icon": one would replace the other.',
    ],
  ]);
  expect(apiNameCollisions([component('SvgIcon', 3), component('Button', 1)])).toEqual([]);
});

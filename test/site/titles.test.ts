import { apiPageLead } from '../../src/site/apiNames.js';
import { capitalize, entryTitle, titleFromPath } from '../../src/site/titles.js';
import { textToHash, createUniqueHasher } from '../../src/site/headingId.js';
import { checkInternalLink } from '../../src/site/linkRules.js';

describe('titles', () => {
  it.each([
    ['/material-ui/components/data-display', 'Data display'],
    ['/material-ui/react-button-group', 'Button group'],
    ['/material-ui/api/button-base', 'ButtonBase'],
    ['/material-ui/api/use-media-query', 'useMediaQuery'],
    ['/material-ui/api-docs/input-base.json', 'InputBase'],
    ['/base-ui/react-badge/components-api/#badge', '#badge'],
  ])('derives %s -> %s', (path, title) => expect(titleFromPath(path)).toBe(title));

  it('prefers title, then the translated page title, then the derived one', () => {
    expect(entryTitle({ pathname: '/a/b', title: 'Given' }, { '/a/b': 'Translated' })).toBe('Given');
    expect(entryTitle({ pathname: '/a/b' }, { '/a/b': 'Translated' })).toBe('Translated');
    expect(entryTitle({ pathname: '/a/c', subheader: 'inputs' }, { inputs: 'Inputs!' })).toBe('Inputs!');
    expect(entryTitle({ pathname: '/a/data-grid' })).toBe('Data grid');
  });

  it('capitalize throws on a non-string', () => {
    expect(capitalize('abc')).toBe('Abc');
    expect(() => capitalize(undefined)).toThrow('capitalize(value) expects a string argument');
    expect(() => capitalize(3)).toThrow(TypeError);
  });
});

describe('heading ids', () => {
  it.each([
    ["What's changed", 'whats-changed'],
    ['Row gap & column gap', 'row-gap-amp-column-gap'],
    ['4. Global CSS override', '4-global-css-override'],
    ['Hello, world! (beta)', 'hello-world-beta'],
    ['Emoji 🎉 party', 'emoji-party'],
    ['<code>sx</code> prop', 'sx-prop'],
    ['--Trim--', 'trim'],
    ['Ünïcode', encodeURI('ünïcode')],
  ])('%s -> %s', (text, id) => expect(textToHash(text)).toBe(id));

  it('de-duplicates per page', () => {
    const hash = createUniqueHasher();
    expect([hash('Styling solution'), hash('Styling solution'), hash('Styling solution')]).toEqual([
      'styling-solution',
      'styling-solution-2',
      'styling-solution-3',
    ]);
  });
});

describe('internal link form', () => {
  it.each([
    ['/material-ui/react-button/', undefined],
    ['/material-ui/react-button/#basic', undefined],
    ['/material-ui/react-button/?a=1', undefined],
    ['#anchor', undefined],
    ['https://example.com/no-slash', undefined],
    ['/static/images/x.png', undefined],
    ['/material-ui/react-button', 'trailing-slash'],
    ['/material-ui/react-button#x', 'trailing-slash'],
    ['material-ui/react-button/', 'leading-slash'],
    ['/material-ui//', 'double-slash'],
  ])('%s', (href, problem) => expect(checkInternalLink(href)).toBe(problem));
});

it("an API page's lead names CSS only when the component has classes (issue 40)", () => {
  expect(apiPageLead('Button', true)).toBe(
    'API reference docs for the React Button component. Learn about the props, CSS, and other APIs of this exported module.',
  );
  expect(apiPageLead('Badge', false)).toBe(
    'API reference docs for the React Badge component. Learn about the props and other APIs of this exported module.',
  );
});

import postcss from 'postcss';
import { scopeStyleElements, scopeToDemos } from '../../src/demos/scopeCss.js';
import {
  AT_ROOTS,
  IN_DEMOS,
  OUTSIDE_DEMOS,
  outsideDemos,
  scopeSelector,
  scopeSelectorList,
  splitSelectorList,
} from '../../src/site/scopeSelector.js';

// A demo's stylesheets (a library's reset, Tailwind's utilities) apply to demos only, never to the docs.
describe('scopeSelector', () => {
  it.each([
    ['.btn', `.btn${IN_DEMOS}`],
    ['.card > .title', `.card>.title${IN_DEMOS}`],
    ['a:hover', `a:hover${IN_DEMOS}`],
    ['.btn::before', `.btn${IN_DEMOS}::before`],
    ['.btn:after', `.btn${IN_DEMOS}:after`],
    ['*', `*${IN_DEMOS}`],
    ['[data-mantine-color-scheme="dark"] .m_1', `[data-mantine-color-scheme="dark"] .m_1${IN_DEMOS}`],
    ['.a:not(.b, .c)', `.a:not(.b, .c)${IN_DEMOS}`],
    ['[title="a > b"]', `[title="a > b"]${IN_DEMOS}`],
  ])('limits %s to elements in demos', (selector, scoped) => {
    expect(scopeSelector(selector)).toBe(scoped);
  });

  it('body stands for the demo roots; :root and html rules apply to the demo roots below them', () => {
    expect(scopeSelector('body')).toBe(AT_ROOTS);
    expect(scopeSelector('body .x')).toBe(`${AT_ROOTS} .x${IN_DEMOS}`);
    expect(scopeSelector(':root')).toBe(`:root ${AT_ROOTS}`);
    expect(scopeSelector("html[data-theme='dark']")).toBe(`html[data-theme='dark'] ${AT_ROOTS}`);
  });

  it(':host rules are left as they are', () => {
    expect(scopeSelector(':host')).toBe(':host');
  });
});

describe('scopeToDemos (PostCSS)', () => {
  const run = (css: string) => postcss([scopeToDemos()]).process(css, { from: undefined }).css;

  it('scopes every rule, in media queries and layers too, and leaves keyframes and nested rules alone', () => {
    const out = run(
      '@layer base { h1 { margin: 0 } } @media (min-width: 1px) { .a { color: red } } @keyframes spin { from { opacity: 0 } } .p { & .q { color: blue } }',
    );
    expect(out).toContain(`h1${IN_DEMOS} { margin: 0 }`);
    expect(out).toContain(`.a${IN_DEMOS} { color: red }`);
    expect(out).toContain('from { opacity: 0 }');
    expect(out).toContain(`.p${IN_DEMOS} { & .q { color: blue } }`);
  });

  it('adds no specificity: :where() only', () => {
    expect(IN_DEMOS.startsWith(':where(')).toBe(true);
    expect(AT_ROOTS.startsWith(':where(')).toBe(true);
  });
});

describe('scopeStyleElements', () => {
  it('limits the rules of a server-rendered style element to demos, once, and leaves the rest of the markup', () => {
    const html =
      '<div data-demo-scope=""><style data-x="1">:root, :host{--c: violet}.m_1{color:red}@media (min-width: 1px){body{margin:0}}</style><p>a > b</p></div>';
    const once = scopeStyleElements(html);
    expect(once).toBe(
      `<div data-demo-scope=""><style data-x="1">:root ${AT_ROOTS}, :host{--c: violet}.m_1${IN_DEMOS}{color:red}@media (min-width: 1px){${AT_ROOTS}{margin:0}}</style><p>a > b</p></div>`,
    );
    // A selector limited already stays as it is (the browser adopts server-rendered style elements).
    expect(scopeStyleElements(once)).toBe(once);
    expect(scopeSelectorList(`:root ${AT_ROOTS}, .a`)).toBe(`:root ${AT_ROOTS}, .a${IN_DEMOS}`);
  });

  it('splits a selector list at its top-level commas only', () => {
    expect(splitSelectorList('a, b:is(c, d), [title="x,y"]')).toEqual(['a', 'b:is(c, d)', '[title="x,y"]']);
  });
});

describe('outsideDemos', () => {
  it("keeps a docs content rule off a demo's elements, at the same weight", () => {
    expect(outsideDemos('.markdown-body h3')).toBe(`.markdown-body h3${OUTSIDE_DEMOS}`);
    expect(outsideDemos("html[data-density='compact'] .markdown-body h2")).toBe(
      `html[data-density='compact'] .markdown-body h2${OUTSIDE_DEMOS}`,
    );
    expect(outsideDemos('.markdown-body li::marker')).toBe(`.markdown-body li${OUTSIDE_DEMOS}::marker`);
    expect(outsideDemos('.markdown-body')).toBe('.markdown-body');
    expect(OUTSIDE_DEMOS).toBe(':not(:where([data-demo-scope] *))');
  });
});

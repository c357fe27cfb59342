import { describe, expect, it } from '@jest/globals';
import { diagnose } from '../../src/errors/Diagnostic.js';
import { playgroundSpec } from '../../src/transform/playgroundSpec.js';
import { unextractedLines, validatePlaygrounds } from '../../src/validate/validatePlaygrounds.js';

type Page = Parameters<typeof validatePlaygrounds>[0];
type Apis = Parameters<typeof validatePlaygrounds>[1];

const page = (prefix: string, components: string[]) =>
  ({
    source: { prefix, rel: `content/${prefix}/components/button/index.md` },
    blocks: components.map((component, i) => ({ type: 'playground', line: 10 + i, component, props: {}, hide: [] })),
  }) as unknown as Page;
const apis = (prefix: string, names: string[]) =>
  names.map((name) => ({ name, source: { prefix, file: { value: { name, props: {} } } } })) as unknown as Apis;

describe('validatePlaygrounds', () => {
  it('a playground names a component its own line documents; a near miss is suggested', () => {
    const found = validatePlaygrounds(page('acme', ['Button', 'Buton', 'Chip']), [
      ...apis('acme', ['Button']),
      ...apis('other', ['Chip']),
    ]);
    expect(found.map((d) => [d.code, d.line, d.hint])).toEqual([
      ['playground-unknown', 11, 'Did you mean "Button"?'],
      ['playground-unknown', 12, 'Documented: Button.'],
    ]);
  });

  it('a line whose API did not extract reports no playground on top of its api-entry error', () => {
    const products = { acme: { api: { entry: ['src/index.ts'] } }, other: {} };
    const broken = [
      diagnose(
        'api-entry',
        { file: 'src/index.ts', line: 1, column: 1 },
        { problem: 'compile', entry: 'src/index.ts', reason: 'x' },
      ),
    ];
    expect([...unextractedLines(broken, products)]).toEqual(['acme']);
    expect([...unextractedLines([], products)]).toEqual([]);
    expect(validatePlaygrounds(page('acme', ['Chip']), [], unextractedLines(broken, products))).toEqual([]);
    expect(validatePlaygrounds(page('other', ['Chip']), [], unextractedLines(broken, products))).toHaveLength(1);
  });
});

describe('a playground directive sets only what its API lists, with literal values of its types', () => {
  // Issue 45 (1): a directive's props went to the component as written, markup and element types included.
  const button = {
    name: 'Button',
    source: {
      prefix: 'acme',
      file: {
        value: {
          name: 'Button',
          props: {
            size: { type: { name: 'enum', description: "'sm'<br>&#124;&nbsp;'md'" }, default: "'md'" },
            disabled: { type: { name: 'bool' } },
            children: { type: { name: 'node' } },
            component: { type: { name: 'elementType' } },
            onClick: { type: { name: 'func' } },
          },
        },
      },
    },
  } as unknown as Apis[number];
  const directive = (props: Record<string, unknown>, hide: string[] = []) =>
    ({
      source: { prefix: 'acme', rel: 'content/acme/components/button/index.md' },
      blocks: [{ type: 'playground', line: 7, component: 'Button', props, hide }],
    }) as unknown as Page;
  const problems = (props: Record<string, unknown>, hide?: string[]) =>
    validatePlaygrounds(directive(props, hide), [button]).map((d) => [d.code, d.line, d.message, d.hint]);

  it('refuses markup, element types and callbacks, and props the API does not list', () => {
    expect(problems({ dangerouslySetInnerHTML: { __html: '<meta http-equiv="refresh">' } })).toEqual([
      [
        'playground-prop',
        7,
        'Playground "Button" sets "dangerouslySetInnerHTML", which is not a prop of Button.',
        "Check the name against the component's API page.",
      ],
    ]);
    expect(problems({ component: 'meta', httpEquiv: 'refresh' }).map(([, , message]) => message)).toEqual([
      'Playground "Button" sets "component", a prop a directive cannot set (a callback, a node, an object or an element type).',
      'Playground "Button" sets "httpEquiv", which is not a prop of Button.',
    ]);
    expect(problems({ onClick: 'alert(1)' })).toHaveLength(1);
  });

  it('refuses values outside the type, suggests the nearest name, and checks hidden names', () => {
    expect(
      problems({ colour: 'red', size: 'xl', disabled: 'yes' }, ['nope', 'sizee']).map(([, , m, h]) => [m, h]),
    ).toEqual([
      [
        'Playground "Button" sets "colour", which is not a prop of Button.',
        "Check the name against the component's API page.",
      ],
      ['Playground "Button" sets "size" to "xl", which its type does not allow.', 'Use one of "sm", "md".'],
      ['Playground "Button" sets "disabled" to "yes", which its type does not allow.', 'Use true or false.'],
      [
        'Playground "Button" hides "nope", which is not a prop of Button.',
        "Check the name against the component's API page.",
      ],
      ['Playground "Button" hides "sizee", which is not a prop of Button.', 'Did you mean "size"?'],
    ]);
    expect(problems({ size: 'sm', disabled: true })).toEqual([]);
  });

  it('the playground renders only the values a control can hold', () => {
    const spec = playgroundSpec(button.source, {
      component: 'Button',
      props: { size: 'sm', dangerouslySetInnerHTML: { __html: '<form>' }, component: 'meta', disabled: 'yes' },
      hide: [],
    });
    expect(spec.initial).toEqual({ size: 'sm' });
  });
});

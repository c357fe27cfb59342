import { parseJsonFile } from '../../src/site/jsonFile.js';
import { playgroundJsx } from '../../src/site/playground.js';
import { playgroundIdsOf, playgroundSpec } from '../../src/transform/playgroundSpec.js';

const api = {
  prefix: 'acme',
  file: parseJsonFile(
    'src/Button.tsx',
    JSON.stringify({
      name: 'Button',
      imports: ["import { Button } from '@acme/ui';"],
      props: {
        variant: { type: { name: 'enum', description: "'solid'<br>&#124;&nbsp;'outlined'" }, default: "'solid'" },
        disabled: { type: { name: 'bool' }, default: 'false' },
        label: { type: { name: 'string' }, required: true },
        max: { type: { name: 'number' } },
        edge: { type: { name: 'enum', description: "'start'<br>&#124;&nbsp;false" } },
        children: { type: { name: 'node' } },
        onClick: { type: { name: 'func', description: '() =&gt; void' } },
        classes: { type: { name: 'custom', description: 'Partial&lt;ButtonClasses&gt;' } },
      },
    }),
  ),
};

describe('a playground from a component API', () => {
  it('has a control per prop whose type has one, starting from the directive, else the defaults', () => {
    const spec = playgroundSpec(api, { component: 'Button', props: { children: 'Go', disabled: true }, hide: ['max'] });
    expect(spec.controls).toEqual([
      { name: 'variant', kind: 'select', options: ['solid', 'outlined'], default: 'solid' },
      { name: 'disabled', kind: 'switch', default: false },
      { name: 'label', kind: 'text' },
      { name: 'edge', kind: 'select', options: ['start', false] },
      { name: 'children', kind: 'text' },
    ]);
    expect(spec.initial).toEqual({ variant: 'solid', disabled: true, label: 'label', children: 'Go' });
    expect([spec.from, spec.isDefault, spec.importLine]).toEqual([
      '@acme/ui',
      false,
      "import { Button } from '@acme/ui';",
    ]);
    expect(spec.id).toMatch(/^acme\/Button#[0-9a-f]{8}$/);
  });

  it("gives the same controls for an extracted API's TypeScript names (boolean, ReactNode) as for PropTypes' (bool, node)", () => {
    const typed = {
      ...api,
      file: parseJsonFile(
        'src/Button.tsx',
        api.file.text.replace('"name":"bool"', '"name":"boolean"').replace('"name":"node"', '"name":"ReactNode"'),
      ),
    };
    expect(typed.file.text).toContain('"boolean"');
    const directive = { component: 'Button', props: {}, hide: [] };
    expect(playgroundSpec(typed, directive).controls).toEqual(playgroundSpec(api, directive).controls);
  });

  it("marks a deprecated prop's control with its reason, as text (issue 46)", () => {
    const deprecated = {
      ...api,
      file: parseJsonFile(
        'src/Button.tsx',
        JSON.stringify({
          name: 'Button',
          props: {
            tone: {
              type: { name: 'enum', description: "'light'<br>&#124;&nbsp;'dark'" },
              deprecated: true,
              deprecationInfo: 'Use <code>variant</code> instead.',
            },
            flat: { type: { name: 'boolean' }, deprecated: true },
          },
        }),
      ),
    };
    expect(playgroundSpec(deprecated, { component: 'Button', props: {}, hide: [] }).controls).toEqual([
      { name: 'tone', kind: 'select', options: ['light', 'dark'], deprecated: 'Use variant instead.' },
      { name: 'flat', kind: 'switch', deprecated: '' },
    ]);
  });

  it('names a playground by its line and directive, as the page text writes it', () => {
    const directive = { component: 'Button', props: { children: 'Go' }, hide: [] };
    const spec = playgroundSpec(api, directive);
    expect(playgroundIdsOf('Text\n\n{{"playground": "Button", "props": {"children": "Go"}}}\n', 'acme')).toEqual([
      spec.id,
    ]);
  });

  it('writes the JSX of the props that differ from their defaults, children as text', () => {
    const spec = playgroundSpec(api, { component: 'Button', props: {}, hide: [] });
    expect(playgroundJsx(spec, { variant: 'solid', disabled: false, children: 'Go' })).toBe('<Button>Go</Button>');
    expect(playgroundJsx(spec, { variant: 'outlined', disabled: true, max: 3, edge: false })).toBe(
      '<Button variant="outlined" disabled max={3} edge={false} />',
    );
    expect(playgroundJsx(spec, { label: 'A label that is long enough to break the line of the element here' })).toBe(
      '<Button\n  label="A label that is long enough to break the line of the element here"\n/>',
    );
  });
});

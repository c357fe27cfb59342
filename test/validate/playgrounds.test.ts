import { describe, expect, it } from '@jest/globals';
import { diagnose } from '../../src/errors/Diagnostic.js';
import { unextractedLines, validatePlaygrounds } from '../../src/validate/validatePlaygrounds.js';

type Page = Parameters<typeof validatePlaygrounds>[0];
type Apis = Parameters<typeof validatePlaygrounds>[1];

const page = (prefix: string, components: string[]) =>
  ({
    source: { prefix, rel: `content/${prefix}/components/button/index.md` },
    blocks: components.map((component, i) => ({ type: 'playground', line: 10 + i, component, props: {}, hide: [] })),
  }) as unknown as Page;
const apis = (prefix: string, names: string[]) =>
  names.map((name) => ({ name, source: { prefix } })) as unknown as Apis;

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

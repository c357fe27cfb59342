import { validateHooks } from '../../src/validate/validateHooks.js';

// Issue 46: `hooks: useToggle` linked an API page that was never built, and docs-check said nothing.
type Page = Parameters<typeof validateHooks>[0];
type Apis = Parameters<typeof validateHooks>[1];

const page = (hooks: string[], productId?: string) =>
  ({
    source: { prefix: 'acme-kit', rel: 'content/acme-kit/hooks/toggle/index.md' },
    frontMatter: { components: [], hooks, ...(productId ? { productId } : {}) },
    hooksLine: 4,
  }) as unknown as Page;
const apis = (prefix: string, names: string[]) =>
  names.map((name) => ({ name, source: { prefix } })) as unknown as Apis;
const products = { 'acme-kit': { name: 'Acme Kit' }, other: { name: 'Other' } } as never;

it('a hook without an API page in its line is an error at the hooks line, with the nearest documented hook', () => {
  const found = validateHooks(page(['useToggle', 'useTogle']), apis('acme-kit', ['Button', 'useToggle']), products);
  expect(found.map((d) => [d.code, d.file, d.line, d.message, d.hint])).toEqual([
    [
      'hook-not-found',
      'content/acme-kit/hooks/toggle/index.md',
      4,
      'Hook "useTogle" has no API page in acme-kit.',
      'Did you mean "useToggle"?',
    ],
  ]);
});

it("looks in the productId's line when the page names one", () => {
  expect(validateHooks(page(['useToggle'], 'other'), apis('acme-kit', ['useToggle']), products)).toHaveLength(1);
  expect(validateHooks(page(['useToggle'], 'other'), apis('other', ['useToggle']), products)).toEqual([]);
  expect(validateHooks(page([]), [], products)).toEqual([]);
});

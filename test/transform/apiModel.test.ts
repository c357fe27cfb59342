import { classAlias, classAnchor, classDescription } from '../../src/transform/apiModel.js';
import { editLink } from '../../src/site/editLink.js';

describe('API class rows', () => {
  it('are anchored as the original site does (<component-kebab>-classes-<className>), with the rule-name form as an alias', () => {
    const cls = { key: 'gutters', className: 'MuiAccordionSummary-gutters' };
    expect(classAnchor('AccordionSummary', cls)).toBe('accordion-summary-classes-MuiAccordionSummary-gutters');
    expect(classAlias({ name: 'AccordionSummary', slug: 'accordion-summary' }, cls)).toBe(
      'accordion-summary-classes-gutters',
    );
    // A class without a class name falls back to its key, and then needs no alias.
    expect(classAnchor('Button', { key: 'text', className: '' })).toBe('button-classes-text');
    expect(classAlias({ name: 'Button', slug: 'button' }, { key: 'text', className: '' })).toBeUndefined();
  });

  it('descriptions fill {{nodeName}} and {{conditions}} and carry the deprecation note', () => {
    expect(
      classDescription(
        {
          description: 'Styles applied to {{nodeName}} if {{conditions}}.',
          nodeName: 'the root element',
          conditions: '<code>disabled={true}</code>',
        },
        '',
      ),
    ).toBe('Styles applied to the root element if <code>disabled={true}</code>.');
    expect(
      classDescription(
        {
          description: 'Styles applied to {{nodeName}}.',
          nodeName: 'the icon',
          deprecationInfo: 'Use <code>.icon</code> instead.',
        },
        '',
      ),
    ).toBe('Styles applied to the icon. <strong>Deprecated</strong>: Use <code>.icon</code> instead.');
    expect(classDescription(undefined, 'From the API JSON.')).toBe('From the API JSON.');
  });
});

describe('edit links', () => {
  it("use editUrl's {path}, else the repository's editor on its default branch, else none", () => {
    expect(editLink({ githubRepo: 'https://github.com/acme/ui' }, 'content/ui/a b/index.md')).toBe(
      'https://github.com/acme/ui/edit/HEAD/content/ui/a%20b/index.md',
    );
    expect(
      editLink(
        { githubRepo: 'https://github.com/acme/ui', editUrl: 'https://git.example/acme/-/edit/next/docs/{path}' },
        'content/x.md',
      ),
    ).toBe('https://git.example/acme/-/edit/next/docs/content/x.md');
    expect(editLink({}, 'content/x.md')).toBeUndefined();
  });
});

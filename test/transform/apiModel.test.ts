import { classAlias, classAnchor, classDescription } from '../../src/transform/apiModel.js';

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

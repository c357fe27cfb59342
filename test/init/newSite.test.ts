import { describe, expect, it } from '@jest/globals';
import { nameOfPrefix, newSiteFiles, PREFIX_PATTERN, prefixOfName } from '../../src/init/newSite.js';

describe('a new site root', () => {
  const files = new Map(newSiteFiles({ prefix: 'acme-ui', name: 'Acme UI' }));

  it('holds a config, one product line with a manifest, a page with a JS/TS demo, an API page and translations', () => {
    expect([...files.keys()].sort()).toEqual([
      '.gitignore',
      'content/acme-ui/api/button.json',
      'content/acme-ui/components/button/BasicButton.js',
      'content/acme-ui/components/button/BasicButton.tsx',
      'content/acme-ui/components/button/index.md',
      'content/acme-ui/getting-started/overview/index.md',
      'content/acme-ui/pages.json',
      'docs.config.json',
      'translations/api-docs/acme-ui/button.json',
      'translations/translations.json',
    ]);
    expect(JSON.parse(files.get('docs.config.json')!).products).toEqual({
      'acme-ui': {
        name: 'Acme UI',
        description: 'The components of Acme UI.',
        versions: [{ text: 'v1.0.0', current: true }],
      },
    });
  });

  it("names the line's pages with its prefix, and the TS demo is typed", () => {
    expect(files.get('content/acme-ui/getting-started/overview/index.md')).toContain('](/acme-ui/components/button/)');
    expect(files.get('content/acme-ui/components/button/BasicButton.tsx')).toContain('(): React.JSX.Element');
    expect(JSON.parse(files.get('content/acme-ui/api/button.json')!).classes[0].className).toBe('AcmeUIButton-root');
  });

  it('inside a library: its version, its API extracted from its entry, a page of its first component, no hand-written API', () => {
    const library = {
      version: '1.2.0',
      entry: '../src/index.ts',
      component: { name: 'IconButton', attributes: 'label="Label"' },
      importFrom: 'acme-kit',
    };
    const kit = new Map(newSiteFiles({ prefix: 'acme-kit', name: 'Acme Kit', library }));
    expect(JSON.parse(kit.get('docs.config.json')!).products['acme-kit']).toMatchObject({
      versions: [{ text: 'v1.2.0', current: true }],
      api: { entry: ['../src/index.ts'] },
    });
    expect([...kit.keys()].filter((f) => f.includes('/api') || f.startsWith('translations/api-docs'))).toEqual([]);
    expect(kit.get('content/acme-kit/components/icon-button/BasicIconButton.js')).toContain(
      "import { IconButton } from 'acme-kit';",
    );
    expect(kit.get('content/acme-kit/components/icon-button/BasicIconButton.js')).toContain(
      '<IconButton label="Label" />',
    );
    expect(JSON.parse(kit.get('content/acme-kit/pages.json')!)[1].children).toEqual([
      { pathname: '/acme-kit/components/icon-button', title: 'IconButton' },
      { pathname: '/acme-kit/api/icon-button', title: 'IconButton API' },
    ]);
  });

  it('derives a prefix from a name and a name from a prefix', () => {
    expect(prefixOfName('Acme UI!')).toBe('acme-ui');
    expect(nameOfPrefix('acme-ui')).toBe('Acme UI');
    expect(PREFIX_PATTERN.test('acme-ui')).toBe(true);
    expect(PREFIX_PATTERN.test('Acme UI')).toBe(false);
  });
});

import { demoFilesOf, demoPagesOf } from '../../src/transform/demoFiles.js';
import type { SiteSource } from '../../src/site/types.js';

const codeFiles = new Map(
  [
    'content/a/Basic.js',
    'content/a/Basic.tsx',
    'content/a/BasicMore.js',
    'content/a/Folder/system/index.js',
    'content/a/Folder/css/index.tsx',
    'content/b/Shared.js',
    'content/b/Other.js',
  ].map((f) => [f, '']),
);

describe('demoFilesOf', () => {
  it('gives every variant of each named demo, and nothing for pages without demos', () => {
    expect(demoFilesOf(['{{"demo": "Basic.js"}}'], 'content/a', codeFiles)).toEqual([
      'content/a/Basic.js',
      'content/a/Basic.tsx',
    ]);
    expect(demoFilesOf(['{{"demo":"Folder", "bg": true}}'], 'content/a', codeFiles)).toEqual([
      'content/a/Folder/css/index.tsx',
      'content/a/Folder/system/index.js',
    ]);
    expect(demoFilesOf(['no demos here'], 'content/a', codeFiles)).toEqual([]);
  });

  it('follows demos in sibling folders, reads every text, and depends on all files when a name is escaped', () => {
    expect(demoFilesOf(['{{"demo": "../b/Shared.js"}}', '{{"demo": "Basic.js"}}'], 'content/a', codeFiles)).toEqual([
      'content/a/Basic.js',
      'content/a/Basic.tsx',
      'content/b/Shared.js',
    ]);
    expect(demoFilesOf(['{{"demo": "Basic\\u002ejs"}}'], 'content/a', codeFiles)).toHaveLength(codeFiles.size);
  });
});

describe('demoPagesOf', () => {
  const page = (text: string) => ({ rel: 'content/a/index.md', route: '/a', lang: 'en', dir: 'content/a', text });
  const demosOf = (text: string) =>
    demoPagesOf({ pages: [page(text)] } as unknown as SiteSource).flatMap((p) =>
      p.blocks.flatMap((b) => (b.type === 'demo' ? [b.options.demo] : [])),
    );

  // docs-dev asks after every save with the same files: each page's text decides, never what it held before.
  it('scans a page again when its text changes under the same name', () => {
    expect(demosOf('# A\n\n{{"demo": "Basic.js"}}\n')).toEqual(['Basic.js']);
    expect(demosOf('# A\n\n{{"demo": "Basic.js"}}\n')).toEqual(['Basic.js']);
    expect(demosOf('# A\n\n{{"demo": "BasicMore.js"}}\n')).toEqual(['BasicMore.js']);
    expect(demosOf('# A\n\nNo demo now.\n')).toEqual([]);
    expect(demosOf('# A\n\n{{"demo": "Basic.js"}}\n')).toEqual(['Basic.js']);
  });
});

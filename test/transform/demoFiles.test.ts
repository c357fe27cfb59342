import { demoFilesOf } from '../../src/transform/demoFiles.js';

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

import fs from 'node:fs';

/** The kinds of entry a site's cache holds when it has TypeScript demos (one extracting an API from TypeScript adds 'api'). */
export const CACHE_KINDS = [
  'api-inputs',
  'demo-bundles',
  'demo-inputs',
  'demo-types',
  'demo-types-state',
  'facts',
  'file-hashes',
  'last-build',
  'outputs',
  'search',
  'search-index',
  'search-last',
  'site',
];

/** Every way an entry on disk is damaged (issue: trust round 3). */
export const CORRUPTIONS: Array<[name: string, damage: (file: string) => void]> = [
  ['empty', (file) => fs.writeFileSync(file, '')],
  ['truncated', (file) => fs.writeFileSync(file, fs.readFileSync(file).subarray(0, fs.statSync(file).size >> 1))],
  ['random bytes', (file) => fs.writeFileSync(file, Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 73) & 255)))],
  ['{}', (file) => fs.writeFileSync(file, '{}')],
  ['null', (file) => fs.writeFileSync(file, 'null')],
  ['[1]', (file) => fs.writeFileSync(file, '[1]')],
  ['a wrong type', (file) => fs.writeFileSync(file, '"a string where an object was"')],
  [
    'a directory',
    (file) => {
      fs.rmSync(file);
      fs.mkdirSync(file);
    },
  ],
];

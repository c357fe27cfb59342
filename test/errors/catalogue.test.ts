import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE, codeTable } from '../../src/errors/catalogue/index.js';
import { LINK_PROBLEMS } from '../../src/site/linkRules.js';
import { read, REPO } from '../helpers.js';

/** Every code the source passes to diagnose() or fatal(). */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(abs, 'utf8').matchAll(/\b(?:diagnose|fatal)\(\s*['`]([a-z0-9${}-]+)['`]/g))
          codes.add(m[1]);
      }
    }
  };
  walk(path.join(REPO, 'src'));
  // `link-${problem}`: one code per link-form problem.
  codes.delete('link-${problem}');
  for (const problem of LINK_PROBLEMS) codes.add(`link-${problem}`);
  return codes;
}

describe('the diagnostic-code catalogue', () => {
  it('lists every code the tools report, and no code they do not', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...codesInSource()].sort());
  });

  it('docs/authoring.md carries the table generated from it (node scripts/authoring-tables.mjs)', () => {
    const doc = read(REPO, 'docs/authoring.md');
    expect(doc.match(/<!-- codes:start -->\n([\s\S]*)\n<!-- codes:end -->/)?.[1]).toBe(codeTable());
  });

  it('the README links the authoring reference', () => {
    expect(read(REPO, 'README.md')).toContain('](docs/authoring.md)');
  });
});

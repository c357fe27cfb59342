import fs from 'node:fs';
import path from 'node:path';
import { namedImports, readBarrel, rewriteBarrelImports, sideEffectFree } from '../../src/demos/barrels.js';
import { tmpDir } from '../helpers.js';

// A named import from a barrel becomes an import of the module that defines the name (issue 25's speed).
const dir = tmpDir('barrels');
const write = (name: string, text: string) => {
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

describe('readBarrel', () => {
  it('maps the names of an `export … from` barrel to their modules', () => {
    const file = write(
      'icons.mjs',
      "/** @license */\nexport { default as IconA, default as IconAlias } from './IconA.mjs';\nexport { IconB } from './b.mjs';\nexport * as all from './all.mjs';\n",
    );
    expect(readBarrel(file)).toEqual(
      new Map([
        ['IconA', ['./IconA.mjs', 'default']],
        ['IconAlias', ['./IconA.mjs', 'default']],
        ['IconB', ['./b.mjs', 'IconB']],
      ]),
    );
  });

  it('maps an imports-then-one-export-list barrel, as Rollup emits it', () => {
    const file = write(
      'core.mjs',
      "'use client';\nimport { Button } from './button.mjs';\nimport { Text as T } from './text.mjs';\nexport { Button, T as Text };\n",
    );
    expect(readBarrel(file)).toEqual(
      new Map([
        ['Button', ['./button.mjs', 'Button']],
        ['Text', ['./text.mjs', 'Text']],
      ]),
    );
  });

  it('is none for a module that holds code of its own', () => {
    expect(readBarrel(write('code.mjs', "export { a } from './a.mjs';\nwindow.registered = true;\n"))).toBeUndefined();
  });
});

describe('rewriteBarrelImports', () => {
  const barrel = new Map([
    ['IconA', ['/icons/IconA.mjs', 'default'] as [string, string]],
    ['IconB', ['/icons/b.mjs', 'IconB'] as [string, string]],
  ]);

  it('imports each name from its module, on the same lines', () => {
    const code = "import * as React from 'react';\nimport {\n  IconA,\n  IconB as B,\n} from 'icons';\nconst x = 1;\n";
    const out = rewriteBarrelImports(code, (s) => (s === 'icons' ? barrel : undefined))!;
    expect(out).toBe(
      'import * as React from \'react\';\nimport IconA from "/icons/IconA.mjs"; import { IconB as B } from "/icons/b.mjs";\n\n\n\nconst x = 1;\n',
    );
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a statement alone when a name is not in the barrel, or is a type', () => {
    const lookup = () => barrel;
    expect(rewriteBarrelImports("import { IconA, IconC } from 'icons';\n", lookup)).toBeUndefined();
    expect(rewriteBarrelImports("import { type IconA } from 'icons';\n", lookup)).toBeUndefined();
    expect(namedImports("import type { A } from 'x';\nimport Default from 'y';\n")).toEqual([]);
  });
});

it('a package is side-effect free when it says so, or when only its stylesheets have effects', () => {
  expect(sideEffectFree({ sideEffects: false })).toBe(true);
  expect(sideEffectFree({ sideEffects: ['*.css'] })).toBe(true);
  expect(sideEffectFree({ sideEffects: ['./register.js'] })).toBe(false);
  expect(sideEffectFree({})).toBe(false);
});

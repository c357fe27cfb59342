import type { Metafile } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { graphFiles, reachable } from '../../src/demos/graph.js';

/** A metafile's inputs from an import list per input (esbuild writes paths relative to the site root). */
function metafile(imports: Record<string, Array<string | { path: string; external: true }>>): Metafile {
  const inputs = Object.fromEntries(
    Object.entries(imports).map(([input, list]) => [
      input,
      {
        bytes: 0,
        imports: list.map((i) =>
          typeof i === 'string'
            ? { path: i, kind: 'import-statement' as const }
            : { ...i, kind: 'import-statement' as const },
        ),
      },
    ]),
  );
  return { inputs, outputs: {} };
}

const root = path.resolve('/site');

describe('the demo graph', () => {
  const graph = metafile({
    'content/a/Demo.js': [
      'content/a/data.js',
      'docs-css-module:content/a/Demo.module.css',
      { path: 'react', external: true },
    ],
    'content/a/data.js': ['shared/rows.json', 'content/a/Demo.js'],
    'shared/rows.json': [],
    'docs-css-module:content/a/Demo.module.css': ['content/a/Demo.module.css'],
    'content/a/Demo.module.css': [],
    'content/b/Other.js': ['shared/rows.json'],
  });

  it("reaches every file a demo imports, through cycles and the build's own modules, and no other demo", () => {
    expect(reachable(graph, root, path.join(root, 'content/a/Demo.js')).sort()).toEqual(
      ['content/a/Demo.js', 'content/a/Demo.module.css', 'content/a/data.js', 'shared/rows.json'].map((f) =>
        path.join(root, f),
      ),
    );
    expect(reachable(graph, root, path.join(root, 'content/b/Other.js')).sort()).toEqual(
      ['content/b/Other.js', 'shared/rows.json'].map((f) => path.join(root, f)),
    );
  });

  it('lists the files a build read, without the modules it made up', () => {
    expect(graphFiles(graph).sort()).toEqual([
      'content/a/Demo.js',
      'content/a/Demo.module.css',
      'content/a/data.js',
      'content/b/Other.js',
      'shared/rows.json',
    ]);
  });
});

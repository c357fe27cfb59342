import fs from 'node:fs';
import path from 'node:path';
import { REPO } from '../helpers.js';

const SRC = path.join(REPO, 'src');

/** The source file a relative specifier names (`./a.js` is `a.ts` or `a.tsx`). */
function sourceOf(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** The first chain of static value imports from `entry` to a package matching `target`, if any. */
function staticChain(entry: string, target: RegExp): string[] | undefined {
  const from = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    const text = fs.readFileSync(file, 'utf8');
    for (const [statement, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      if (target.test(spec)) {
        const chain = [spec];
        for (let at: string | undefined = file; at; at = from.get(at)) chain.unshift(path.relative(SRC, at));
        return chain;
      }
      const next = spec.startsWith('.') ? sourceOf(file, spec) : undefined;
      if (next && !from.has(next)) {
        from.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

// MUI and Emotion load with the shells and the demos (dynamic imports): a build's and a render
// worker's own modules reach neither, so a one-page rebuild of a page without demos never loads them.
it.each(['pipeline/build.ts', 'pipeline/shareWorker.ts', 'pipeline/check.ts'])(
  '%s reaches neither MUI nor Emotion through static imports',
  (entry) => {
    expect(staticChain(path.join(SRC, entry), /^@mui\/|^@emotion\//)).toBeUndefined();
  },
);

it('finds such a chain where there is one', () => {
  expect(staticChain(path.join(SRC, 'render/themedParts.tsx'), /^@mui\//)).toEqual(
    expect.arrayContaining(['render/themedParts.tsx']),
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { propertyNode, type JsonFile } from '../site/jsonFile.js';
import type { DocsConfig } from '../site/types.js';

/** What a product line's API entry may be: a TypeScript module or a package's declarations. */
const ENTRY = /\.(tsx?|mts|cts)$/;

const isFile = (abs: string) => !!fs.statSync(abs, { throwIfNoEntry: false })?.isFile();

/**
 * The paths of each `products.<prefix>.api` that do not work: an entry that is missing or not a
 * `.ts`, `.tsx` or `.d.ts` file, a tsconfig that is missing. Paths are relative to the site root
 * and may leave it (a monorepo's `../src/index.ts`): they are read, never served. Each is
 * `config-invalid` at its line (`file` holds their positions).
 */
export function apiPathProblems(root: string, file: JsonFile | undefined, config: DocsConfig): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const [prefix, { api }] of Object.entries(config.products)) {
    if (!file || !api) continue;
    const apiNode = propertyNode(propertyNode(propertyNode(file.tree, 'products'), prefix), 'api');
    const entryNode = propertyNode(apiNode, 'entry');
    // One path written as a string, or a list of them.
    const single = entryNode?.type === 'string';
    api.entry.forEach((entry, i) => {
      const reason = !ENTRY.test(entry) ? 'extension' : !isFile(path.resolve(root, entry)) ? 'missing' : undefined;
      const at = file.at(single ? entryNode : entryNode?.children?.[i]);
      if (reason)
        found.push(
          diagnose('config-invalid', at, {
            problem: 'api-path',
            name: `products.${prefix}.api.entry${single ? '' : `[${i}]`}`,
            value: entry,
            reason,
          }),
        );
    });
    if (!api.entry.length)
      found.push(
        diagnose('config-invalid', file.at(entryNode), {
          problem: 'api-path',
          name: `products.${prefix}.api.entry`,
          value: '',
          reason: 'empty',
        }),
      );
    if (api.tsconfig !== undefined && !isFile(path.resolve(root, api.tsconfig)))
      found.push(
        diagnose('config-invalid', file.at(propertyNode(apiNode, 'tsconfig')), {
          problem: 'api-path',
          name: `products.${prefix}.api.tsconfig`,
          value: api.tsconfig,
          reason: 'missing',
        }),
      );
  }
  return found;
}

import { error, warning, type Diagnostic } from '../errors/Diagnostic.js';
import { BUILTIN_COMPONENTS, isKnownComponent } from '../site/componentRegistry.js';
import path from 'node:path';
import { unsafePathReason } from '../load/safePath.js';
import type { PageBlock, PageModel } from '../transform/analyzePage.js';

export function* eachBlock(blocks: readonly PageBlock[]): Generator<PageBlock> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'callout') yield* eachBlock(block.children);
  }
}

/** Demo file paths a demo name resolves to: `Name.js`, or a folder's `system/index.js`. */
export function demoEntryFile(dir: string, demo: string): string {
  return path.posix.normalize(demo.endsWith('.js') ? `${dir}/${demo}` : `${dir}/${demo}/system/index.js`);
}

/** Why a demo name is unsafe: it may reach a sibling folder (`../usage/X.js`) but never leave content/. */
export function unsafeDemoReason(dir: string, demo: string): string | undefined {
  const reason = unsafePathReason(demo.replace(/^(\.\.\/)+/, ''));
  if (reason) return reason;
  return demoEntryFile(dir, demo).startsWith('content/') ? undefined : 'leaves content/';
}

/** Every demo must resolve inside content/ to a file that exists; components must be known. */
export function validateDemos(
  page: Pick<PageModel, 'source' | 'blocks'>,
  codeFiles: ReadonlyMap<string, string>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const block of eachBlock(page.blocks)) {
    const at = { file: page.source.rel, line: block.line, column: 1 };
    if (block.type === 'component' && !isKnownComponent(block.name)) {
      diagnostics.push(
        warning(
          'unknown-component',
          at,
          `Component "${block.name}" has no built-in implementation; a placeholder is shown.`,
          `Built-in components: ${BUILTIN_COMPONENTS.join(', ')} and category collections such as MaterialInputComponents.`,
        ),
      );
    }
    if (block.type !== 'demo') continue;
    const name = block.options.demo;
    const unsafe = unsafeDemoReason(page.source.dir, name);
    if (unsafe) {
      diagnostics.push(
        error(
          'path-escape',
          at,
          `Demo path ${JSON.stringify(name)} ${unsafe}.`,
          'Name a demo file next to the page, e.g. "BasicButtons.js".',
        ),
      );
      continue;
    }
    const file = demoEntryFile(page.source.dir, name);
    if (!codeFiles.has(file)) {
      diagnostics.push(
        error(
          'demo-not-found',
          at,
          `Demo "${name}" not found: ${file} does not exist.`,
          name.endsWith('.js')
            ? `Create ${file} next to the page (a .tsx twin is optional).`
            : `A folder demo needs ${file}; or add ".js" for a single-file demo.`,
        ),
      );
    }
  }
  return diagnostics;
}

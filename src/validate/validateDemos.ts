import { error, warning, type Diagnostic } from '../errors/Diagnostic.js';
import { BUILTIN_COMPONENTS, isKnownComponent } from '../site/componentRegistry.js';
import type { PageModel } from '../transform/analyzePage.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { demoEntryFile, unsafeDemoReason } from '../transform/demoFiles.js';

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

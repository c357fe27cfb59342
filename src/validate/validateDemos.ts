import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
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
      diagnostics.push(diagnose('unknown-component', at, { name: block.name, known: BUILTIN_COMPONENTS }));
    }
    if (block.type !== 'demo') continue;
    const name = block.options.demo;
    const unsafe = unsafeDemoReason(page.source.dir, name);
    if (unsafe) {
      diagnostics.push(diagnose('path-escape', at, { what: 'demo', name, reason: unsafe }));
      continue;
    }
    const file = demoEntryFile(page.source.dir, name);
    if (!codeFiles.has(file)) {
      diagnostics.push(diagnose('demo-not-found', at, { name, file }));
    }
  }
  return diagnostics;
}

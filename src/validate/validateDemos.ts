import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { BUILTIN_COMPONENTS, isKnownComponent } from '../site/componentRegistry.js';
import type { PageBlock, PageModel } from '../transform/analyzePage.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { demoEntryFile, unsafeDemoReason } from '../transform/demoFiles.js';

type Page = Pick<PageModel, 'source' | 'blocks'>;

/** What is wrong with one block's directive: a demo must resolve inside content/ to a file that exists; a component must be known. */
export function validateDemoBlock(page: Page, block: PageBlock, codeFiles: ReadonlyMap<string, string>): Diagnostic[] {
  const at = { file: page.source.rel, line: block.line, column: 1 };
  if (block.type === 'component' && !isKnownComponent(block.name))
    return [diagnose('unknown-component', at, { name: block.name, known: BUILTIN_COMPONENTS })];
  if (block.type !== 'demo') return [];
  const name = block.options.demo;
  const unsafe = unsafeDemoReason(page.source.dir, name);
  if (unsafe) return [diagnose('path-escape', at, { what: 'demo', name, reason: unsafe })];
  const file = demoEntryFile(page.source.dir, name);
  return codeFiles.has(file) ? [] : [diagnose('demo-not-found', at, { name, file })];
}

/** Every block's directive problems (validateDemoBlock). */
export const validateDemos = (page: Page, codeFiles: ReadonlyMap<string, string>): Diagnostic[] =>
  [...eachBlock(page.blocks)].flatMap((block) => validateDemoBlock(page, block, codeFiles));

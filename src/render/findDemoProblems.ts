import type { Diagnostic } from '../errors/Diagnostic.js';
import type { DemoPage } from './prepareDemos.js';
import { type SiteSource } from '../site/types.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';

/**
 * docs-check's demo pass: compiles every demo and template and renders each once, as the build
 * would, so that a demo that does not compile or throws fails the check, not only the build. MUI
 * is loaded only when the site has a demo or a template.
 */
export async function findDemoProblems(source: SiteSource, pages: readonly DemoPage[]): Promise<Diagnostic[]> {
  const withDemos = pages.filter((page) => [...eachBlock(page.blocks)].some((block) => block.type === 'demo'));
  if (!withDemos.length && !source.templates.length) return [];
  const parts = (await import('./themedParts.js')).createThemedParts(source);
  await parts.templates();
  parts.demos.prefetch(withDemos);
  for (const page of withDemos) await parts.demos.prepare(page);
  return parts.problems();
}

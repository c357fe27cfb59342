import type { Diagnostic } from '../errors/Diagnostic.js';
import type { DocsConfig, SiteSource } from '../site/types.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { cachedDemoProblems } from './siteCache.js';
import type { RenderCache } from './types.js';

/**
 * docs-check's demo pass: bundles every demo, template and the wrapper and renders each once, as
 * the build would, then bundles the ones that rendered for the browser, so that a demo that does
 * not bundle (on either side) or throws fails the check, not only the build. MUI is loaded only when the site has a demo or a template.
 */
export async function findDemoProblems(
  source: SiteSource,
  config: Pick<DocsConfig, 'demos' | 'basePath'>,
  /** A build cache: when the last build of exactly this site prepared its demos, their problems are its. */
  reuse?: { model: SiteModel; cache: RenderCache },
): Promise<Diagnostic[]> {
  const kept = reuse && cachedDemoProblems(reuse.model, reuse.cache);
  if (kept) return kept;
  const { createThemedParts } = await import('./themedParts.js');
  const parts = createThemedParts(source, config);
  const pages = parts.demos.pages();
  if (!pages.length && !source.templates.length) return [];
  const templates = await parts.templates();
  for (const page of pages) await parts.demos.prepare(page);
  // The browser build resolves with other conditions (`browser`, `module`): what fails only there fails the build too.
  // The TypeScript twins too: the default code tab, the Markdown twin and the sandbox show them.
  // And the ones that did not render: the browser's build may tell why (an import), at its line.
  const live = [
    ...parts.demos.rendered,
    ...templates.map((t) => t.rel),
    ...parts.demos.twins(),
    ...parts.demos.unrendered(),
  ];
  const { browserProblems } = await import('../demos/browserBundle.js');
  parts.demos.reportBundleProblems(await browserProblems(parts.demos.setup, live));
  return parts.problems();
}

import { hasErrors } from '../errors/Diagnostic.js';
import { toolLib } from '../tool/toolFiles.js';
import type { RenderContext } from './renderContext.js';
import type { DemoAssets, OffloadPreviews, PreparedDemos } from './types.js';
import type { ThemedParts } from './themedParts.js';
import { sameList } from '../base/lists.js';
import { posixRelative } from '../site/safePath.js';

/** Below this many demos, loading MUI on every worker costs more than rendering the previews here. */
const OFFLOAD_MIN_DEMOS = 40;

/** Previews on every thread, in the order given (their styles join the stylesheet in that order). */
async function renderEverywhere(parts: ThemedParts, entries: string[], offload: OffloadPreviews) {
  const { bundle, runtime } = await parts.demos.start();
  if (!bundle) return;
  const [mine, ...theirs] = offload.split(entries);
  const { root, wrapper, brandingTheme, timeLimit } = parts.demos.setup;
  // Loaded here: it holds the demo runtime, and with it MUI, which a build without demos never loads.
  const { renderPreviews } = await import('./prepareDemos.js');
  const [here, there] = await Promise.all([
    renderPreviews(runtime, mine),
    offload.render(theirs, bundle, { root, wrapper, brandingTheme, timeLimit }),
  ]);
  parts.demos.adopt([...here, ...there.flat()]);
}

/** The problems of bundling these modules for the browser (esbuild loaded only when asked). */
const browserProblemsOf = (parts: ThemedParts, modules: readonly string[]) =>
  import('../demos/browserBundle.js').then((m) => m.browserProblems(parts.demos.setup, modules));

/**
 * Bundles every demo, template and the wrapper for the server, renders the templates and every
 * page's demo previews (on the worker threads too, when there are many), and bundles the live
 * modules for the browser meanwhile (esbuild works on its own threads). A site whose demos or
 * templates fail (on the server or in the browser build) gets no browser bundle: the build fails,
 * with each problem at its line. Bundles an earlier build of the same inputs kept (with no
 * problem) are used as they are, when the same modules are live.
 */
export async function prepareDemoAssets(
  ctx: RenderContext,
  parts: ThemedParts,
  { lap, offload }: { lap: (name: string) => void; offload?: OffloadPreviews },
): Promise<DemoAssets> {
  const { source } = ctx;
  const demoPages = parts.demos.pages();
  const entries = parts.demos.previewEntries();
  const expected = [...entries, ...parts.demos.templates()].sort();
  const bundleFor = (live: readonly string[]) =>
    import('../demos/browserBundle.js').then((m) => m.bundleForBrowser(parts.demos.setup, live));
  // The server bundle is the kept one then too (RenderContext.themed).
  const kept = ctx.kept.bundles()?.browser;
  // Started with the server bundle, expecting every module to work (esbuild works on its own
  // threads); used only if none fails. Until then a failure must not count as unhandled.
  const early = kept && sameList(kept.live, expected) ? undefined : bundleFor(expected);
  early?.catch(() => undefined);
  const server = await parts.demos.start();
  lap('assets: server bundle');
  const templates = await parts.templates();
  lap('assets: templates');
  const offloaded = offload && entries.length >= OFFLOAD_MIN_DEMOS;
  if (offloaded) await renderEverywhere(parts, entries, offload);
  const demos: PreparedDemos = new Map();
  for (const page of demoPages) demos.set(page.source.rel, await ctx.demosFor(page));
  lap(offloaded ? 'assets: demo previews (threads)' : 'assets: demo previews');
  return {
    templates,
    demos,
    async browserBundle() {
      if (hasErrors(parts.problems())) {
        // What did not render may not import: said at its import, as docs-check says it.
        const failed = parts.demos.unrendered();
        if (failed.length) parts.demos.reportBundleProblems(await browserProblemsOf(parts, failed));
        return { inputs: [], live: [] };
      }
      const live = [...parts.demos.rendered, ...templates.map((t) => t.rel)].sort();
      const keptBundle = kept && sameList(kept.live, live) ? kept.bundle() : undefined;
      if (keptBundle) return { bundle: keptBundle, inputs: kept!.inputs, live };
      const asExpected = sameList(live, expected);
      const twins = parts.demos.twins();
      const [{ bundle, inputs, problems }, twinProblems] = await Promise.all([
        (asExpected && early) || bundleFor(live),
        browserProblemsOf(parts, twins),
      ]);
      // A module that bundles for the server but not for the browser, or a TypeScript twin that does not
      // bundle, is a problem at its line: the build fails as for any content error.
      parts.demos.reportBundleProblems(problems);
      parts.demos.reportBundleProblems(twinProblems);
      if (problems.size || twinProblems.size) return { inputs: [], live: [] };
      const { root } = parts.demos.setup;
      const read = [...parts.demos.setup.inputs].map((file) => posixRelative(root, file));
      // The site's code files are in the site key already, and the tool's own in its fingerprint.
      const tool = `${posixRelative(root, toolLib())}/`;
      const extra = [...server.inputs, ...inputs, ...read].filter(
        (rel) => !source.codeFiles.has(rel) && !rel.startsWith(tool),
      );
      return { bundle, inputs: [...new Set(extra)].sort(), live };
    },
  };
}

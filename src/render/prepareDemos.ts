import { diagnose, type Diagnostic, type Location } from '../errors/Diagnostic.js';
import type { DemoData } from '../components/PageData.js';
import { bundleForServer, type ServerBundle } from '../demos/serverBundle.js';
import type { DemoSetup } from '../demos/setup.js';
import { type SiteSource } from '../site/types.js';
import { rootUrlIn } from '../site/basePath.js';
import type { PageBlock } from '../transform/analyzePage.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import {
  demoBaseName,
  demoEntries,
  demoEntryFile,
  demoPagesOf,
  type DemoPage,
  demoSources,
  previewEntries,
  templateEntry,
  typeScriptTwins,
  withJavaScript,
} from '../transform/demoFiles.js';
import { validateDemoBlock } from '../validate/validateDemos.js';
import { createDemoRuntime, type DemoRuntime, type PreviewOutcome, type Thrown } from './demoRuntime.js';
import { createStyleCollector, type StyleCollector, type StyleRules } from './emotionCache.js';
import { playgroundOf, sitePlaygrounds } from './playgrounds.js';

/** A demo preview rendered on some thread: its outcome and the style rules it inserted. */
export interface RenderedPreview {
  rel: string;
  outcome: PreviewOutcome;
  rules: StyleRules;
}

/**
 * Renders demo previews, on any thread. Each gets a collector of its own, so it records every
 * rule it needs; merged in page order (DemoPreparer.adopt), they make the same stylesheet as one
 * collector rendering them in that order.
 */
export async function renderPreviews(runtime: DemoRuntime, rels: readonly string[]): Promise<RenderedPreview[]> {
  const out: RenderedPreview[] = [];
  for (const rel of rels) {
    const styles = createStyleCollector();
    out.push({ rel, outcome: await runtime.render(rel, styles), rules: styles.rules() });
  }
  return out;
}

const whereOf = (at: Location | undefined, rel: string) => (at ? `${at.file}:${at.line}:${at.column}` : rel);

/**
 * Prepares the demos of every page: one server bundle for all demos, templates and the wrapper,
 * each preview rendered once (shared by every page and language that shows it). Every problem is
 * a diagnostic, reported once: a module that does not bundle at its own file and line, a demo
 * that throws at each directive that names it, the wrapper at its own line.
 */
export class DemoPreparer {
  private readonly previews = new Map<string, Promise<PreviewOutcome>>();
  private readonly reported = new Set<string>();
  private readonly playgroundAt = new Map<string, Location>();
  private started?: Promise<{ bundle?: ServerBundle; runtime: DemoRuntime; inputs: string[] }>;
  private sitePages?: DemoPage[];
  readonly problems: Diagnostic[] = [];
  /** Modules whose preview rendered: the ones the browser can make live. */
  readonly rendered = new Set<string>();

  constructor(
    private readonly source: SiteSource,
    readonly setup: DemoSetup,
    private readonly styles: StyleCollector,
    /** The server bundle of an earlier build whose inputs were these (it had no problem): not bundled again. */
    private readonly cached?: ServerBundle,
  ) {}

  report(problem: Diagnostic): void {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.code}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push(problem);
  }

  /** The site's pages that have demos, in site order (the order their styles join the stylesheet). */
  pages(): readonly DemoPage[] {
    return (this.sitePages ??= demoPagesOf(this.source));
  }

  /** The template modules, in the site's order. */
  templates(): string[] {
    return this.source.templates.map((slug) => templateEntry(this.source.codeFiles, slug));
  }

  /**
   * What the server bundle holds: every page's demo modules, the templates and the wrapper: the
   * whole site's, whichever page asks first (a shard, a rebuild of one page), so that every
   * build of the site evaluates the same bundle.
   */
  private entries(): string[] {
    const { wrapper } = this.setup;
    return [...new Set([...this.previewEntries(), ...this.templates(), ...(wrapper ? [wrapper] : [])])];
  }

  /** The TypeScript twins of the demo files the pages preview (checked, not previewed). */
  twins(): string[] {
    return typeScriptTwins(demoEntries(this.pages(), this.source.codeFiles), this.source.codeFiles);
  }

  /**
   * The modules that did not render: bundled for the browser too, where a name a package does not
   * export is an error at its import (on the server the renderer's shared MUI only gives undefined).
   */
  unrendered(): string[] {
    return this.previewEntries().filter((rel) => !this.rendered.has(rel));
  }

  /** The modules the pages preview, in first-use order: demo files, then playgrounds. */
  previewEntries(): string[] {
    return [...demoEntries(this.pages(), this.source.codeFiles), ...this.playgrounds()];
  }

  /** The site's playgrounds' entries; their specs go to the setup, which makes their modules. */
  private playgrounds(): string[] {
    for (const [key, { spec, at }] of sitePlaygrounds(this.source.apis, this.pages())) {
      this.setup.playgrounds.set(key, spec);
      this.playgroundAt.set(key, at);
    }
    return [...this.setup.playgrounds.keys()];
  }

  /** Problems of a bundle (server or browser), by module: each at its own place. */
  reportBundleProblems(problems: ReadonlyMap<string, readonly Diagnostic[]>): void {
    for (const list of problems.values()) for (const problem of list) this.report(this.placed(problem));
  }

  /** A problem of a playground's module (made by the build, no file of the site's) is its directive's. */
  private placed(problem: Diagnostic): Diagnostic {
    const at = this.playgroundAt.get(problem.file);
    return at ? { ...problem, ...at } : problem;
  }

  /** Bundles every module once (esbuild, on its own threads) and evaluates the bundle here; problems are reported now. */
  start(): Promise<{ bundle?: ServerBundle; runtime: DemoRuntime; inputs: string[] }> {
    return (this.started ??= (async () => {
      const { bundle, problems, inputs } = this.cached
        ? { bundle: this.cached, problems: new Map<string, Diagnostic[]>(), inputs: [] }
        : await bundleForServer(this.setup, this.entries());
      this.reportBundleProblems(problems);
      const runtime = await createDemoRuntime(bundle, this.setup);
      if (runtime.wrapperThrew) this.reportThrown(runtime.wrapperThrew, this.setup.wrapper!);
      return { bundle, runtime, inputs };
    })());
  }

  /** The server bundle (none: nothing bundled, or every module failed). */
  async serverBundle(): Promise<ServerBundle | undefined> {
    return (await this.start()).bundle;
  }

  /** A demo's markup is its code's (not moved under the base path): a path at the host's root in it leads outside the site. */
  private checkBase(html: string, at: Location, name: string): void {
    const found = this.setup.base ? rootUrlIn(html, this.setup.base) : undefined;
    if (found) this.report(diagnose('demo-leaves-base', at, { name, ...found, base: this.setup.base }));
  }

  /** A throw inside the wrapper is the wrapper's (at its line), not the demo's. */
  reportThrown(thrown: Thrown, rel: string, at?: Location & { name: string }): void {
    const { wrapper } = this.setup;
    if (wrapper && (thrown.at?.file === wrapper || rel === wrapper))
      this.report(
        diagnose('demo-wrapper-failed', thrown.at ?? { file: wrapper, line: 1, column: 1 }, {
          file: wrapper,
          reason: thrown.message,
          phase: rel === wrapper ? 'load' : thrown.phase,
        }),
      );
    else if (at)
      this.report(
        diagnose(
          'demo-render-failed',
          { file: at.file, line: at.line, column: 1 },
          {
            name: at.name,
            reason: thrown.message,
            where: whereOf(thrown.at, rel),
            phase: thrown.phase,
            ...(thrown.timeLimit !== undefined ? { timeLimit: thrown.timeLimit } : {}),
          },
        ),
      );
  }

  /** Takes previews rendered on worker threads (renderPreviews), in first-use order: their styles join in that order. */
  adopt(rendered: readonly RenderedPreview[]): void {
    for (const { rel, outcome, rules } of rendered) {
      this.styles.add(rules);
      if ('html' in outcome) this.rendered.add(rel);
      this.previews.set(rel, Promise.resolve(outcome));
    }
  }

  private preview(rel: string): Promise<PreviewOutcome> {
    let hit = this.previews.get(rel);
    if (!hit) {
      hit = this.started!.then(async ({ runtime }) => {
        const outcome = await runtime.render(rel, this.styles);
        if ('html' in outcome) this.rendered.add(rel);
        return outcome;
      });
      this.previews.set(rel, hit);
    }
    return hit;
  }

  /** A playground's preview, as a demo of its own (no code, no toolbar); none when its component is not documented. */
  private async preparePlayground(page: DemoPage, block: Extract<PageBlock, { type: 'playground' }>) {
    const playground = playgroundOf(this.source.apis, page, block);
    if (!playground) return undefined;
    const outcome = await this.preview(playground.key);
    const name = `${block.component} playground`;
    if ('threw' in outcome)
      this.reportThrown(outcome.threw, playground.key, { file: page.source.rel, line: block.line, column: 1, name });
    return {
      name,
      options: {},
      previews: [{ entry: playground.key, html: 'html' in outcome ? outcome.html : '' }],
      sources: [],
    };
  }

  /** Demo data of every demo block of a page, keyed by the block's line; blocks whose directive is wrong are validation's. */
  async prepare(page: DemoPage): Promise<Map<number, DemoData>> {
    const out = new Map<number, DemoData>();
    const { codeFiles } = this.source;
    await this.start();
    for (const block of eachBlock(page.blocks)) {
      if (block.type === 'playground') {
        const playground = await this.preparePlayground(page, block);
        if (playground) out.set(block.line, playground);
        continue;
      }
      if (block.type !== 'demo' || validateDemoBlock(page, block, codeFiles).length) continue;
      const name = block.options.demo;
      const previews = [];
      for (const { rel, styling } of previewEntries(page.source.dir, name, codeFiles)) {
        const outcome = await this.preview(rel);
        const at = { file: page.source.rel, line: block.line, column: 1 };
        if ('threw' in outcome) this.reportThrown(outcome.threw, rel, { ...at, name });
        if ('html' in outcome) this.checkBase(outcome.html, at, name);
        previews.push({ entry: rel, styling, html: 'html' in outcome ? outcome.html : '' });
      }
      const entry = demoEntryFile(page.source.dir, name);
      const sources = demoSources(codeFiles, entry, name);
      out.set(block.line, {
        name: demoBaseName(name),
        options: block.options,
        previews,
        sources: name.endsWith('.tsx') ? await withJavaScript(sources) : sources,
      });
    }
    return out;
  }
}

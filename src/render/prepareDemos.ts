import type { Theme } from '@mui/material/styles';
import { createElement } from 'react';
import { diagnose, type Diagnostic, type Location } from '../errors/Diagnostic.js';
import { diagnosticOf, DocsError } from '../errors/DocsError.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { DemoData, DemoSource } from '../components/PageData.js';
import { demoEntries, demoEntryFile } from '../transform/demoFiles.js';
import { compileComponent, type CompiledComponent } from './compileComponent.js';
import { createStyleCollector, type StyleCollector, type StyleRules } from './emotionCache.js';
import { renderWithTheme } from './renderIsolated.js';
import { createBrandingTheme } from '../site/brandingTheme.js';
import { type SiteSource } from '../site/types.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';

const STYLINGS = ['system', 'tailwind', 'css'];

/** A page as far as its demos are concerned (`scanBlocks` gives this without parsing markdown). */
export type DemoPage = Pick<PageModel, 'source' | 'blocks'>;

/** A compile failure (DocsError) as the diagnostic it is: at the demo file's own line and column. */
export function compileProblem(err: unknown): Diagnostic {
  if (err instanceof DocsError && err.location) return diagnosticOf(err as DocsError & { location: Location });
  throw err;
}

/** Why rendering threw, located in the component's own source through its source map. */
export function renderProblem(
  compiled: CompiledComponent,
  rel: string,
  cause: unknown,
): { message: string; where: string } {
  const at = compiled.locate(cause);
  return {
    message: (cause as Error)?.message ?? String(cause),
    where: at ? `${at.file}:${at.line}:${at.column}` : rel,
  };
}

/** A demo preview rendered on a worker thread: its markup (or why there is none) and the style rules it inserted. */
export interface RenderedPreview {
  rel: string;
  outcome: { html: string } | { compileProblem: Diagnostic } | { threw: { message: string; where: string } };
  rules: StyleRules;
}

/**
 * Renders demo previews in the branding theme, on any thread. Each gets a collector of its own, so
 * it records every rule it needs; merged in page order (DemoPreparer.adopt), they make the same
 * stylesheet as one collector rendering them in that order.
 */
export async function renderPreviews(source: SiteSource, rels: readonly string[]): Promise<RenderedPreview[]> {
  const theme = createBrandingTheme();
  const compiled = rels.map((rel) => compileComponent(rel, source.codeFiles.get(rel) ?? '').catch(compileProblem));
  const out: RenderedPreview[] = [];
  for (const [i, rel] of rels.entries()) {
    const styles = createStyleCollector();
    const component = await compiled[i];
    if (!('module' in component)) {
      out.push({ rel, outcome: { compileProblem: component }, rules: [] });
      continue;
    }
    try {
      out.push({
        rel,
        outcome: { html: renderWithTheme(createElement(component.module.default), styles, theme) },
        rules: styles.rules(),
      });
    } catch (cause) {
      out.push({ rel, outcome: { threw: renderProblem(component, rel, cause) }, rules: styles.rules() });
    }
  }
  return out;
}

/**
 * Renders every demo preview once per demo file (shared by all pages and languages that use it).
 * A demo that does not compile or throws while rendering is a diagnostic (`problems`), at the demo
 * file for a compile error and at each directive that names it for a throw; its preview is empty.
 */
export class DemoPreparer {
  private readonly previews = new Map<string, Promise<string | { message: string; where: string }>>();
  private readonly compiled = new Map<string, Promise<CompiledComponent | Diagnostic>>();
  private readonly reported = new Set<string>();
  readonly problems: Diagnostic[] = [];
  /** Demo files whose preview rendered: the ones the browser can make live. */
  readonly rendered = new Set<string>();

  constructor(
    private readonly source: SiteSource,
    private readonly styles: StyleCollector,
    private readonly theme: Theme,
  ) {}

  private compile(rel: string) {
    let hit = this.compiled.get(rel);
    if (!hit)
      this.compiled.set(rel, (hit = compileComponent(rel, this.source.codeFiles.get(rel) ?? '').catch(compileProblem)));
    return hit;
  }

  private report(problem: Diagnostic) {
    const key = `${problem.file}:${problem.line}:${problem.code}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push(problem);
  }

  /**
   * Starts compiling the demos of `pages` at once: esbuild works on its own threads meanwhile.
   * Previews still render one at a time in page order, so the stylesheet's order is the same.
   */
  prefetch(pages: readonly DemoPage[]): void {
    for (const rel of demoEntries(pages)) void this.compile(rel);
  }

  /** Takes previews rendered on worker threads (renderPreviews), in first-use order: their styles join in that order. */
  adopt(rendered: readonly RenderedPreview[]): void {
    for (const { rel, outcome, rules } of rendered) {
      this.styles.add(rules);
      if ('html' in outcome) this.rendered.add(rel);
      else if ('compileProblem' in outcome) this.report(outcome.compileProblem);
      this.previews.set(
        rel,
        Promise.resolve('html' in outcome ? outcome.html : 'threw' in outcome ? outcome.threw : ''),
      );
    }
  }

  /** The preview's HTML, or why it could not be made (undefined: it does not compile, reported at the file). */
  private preview(rel: string): Promise<string | { message: string; where: string }> {
    let hit = this.previews.get(rel);
    if (!hit) {
      hit = this.compile(rel).then((compiled) => {
        if (!('module' in compiled)) {
          this.report(compiled);
          return '';
        }
        try {
          const html = renderWithTheme(createElement(compiled.module.default), this.styles, this.theme);
          this.rendered.add(rel);
          return html;
        } catch (cause) {
          return renderProblem(compiled, rel, cause);
        }
      });
      this.previews.set(rel, hit);
    }
    return hit;
  }

  /** Demo data of every demo block of a page, keyed by the block's line. */
  async prepare(page: DemoPage): Promise<Map<number, DemoData>> {
    const out = new Map<number, DemoData>();
    for (const block of eachBlock(page.blocks)) {
      if (block.type !== 'demo') continue;
      const name = block.options.demo;
      const entry = demoEntryFile(page.source.dir, name);
      const sources: DemoSource[] = [];
      const add = (rel: string, variant: 'JS' | 'TS', styling?: string) => {
        const code = this.source.codeFiles.get(rel);
        if (code !== undefined) sources.push({ rel, variant, styling, code: code.replace(/\n$/, '') });
      };
      if (name.endsWith('.js')) {
        add(entry, 'JS');
        add(entry.replace(/\.js$/, '.tsx'), 'TS');
      } else {
        const folder = entry.replace(/\/system\/index\.js$/, '');
        for (const s of STYLINGS) {
          add(`${folder}/${s}/index.js`, 'JS', s);
          add(`${folder}/${s}/index.tsx`, 'TS', s);
        }
      }
      const preview = await this.preview(entry);
      if (typeof preview === 'object' && preview) {
        this.report(
          diagnose(
            'demo-render-failed',
            { file: page.source.rel, line: block.line, column: 1 },
            { name, reason: preview.message, where: preview.where },
          ),
        );
      }
      out.set(block.line, {
        name: name.replace(/\.js$/, ''),
        entry,
        options: block.options,
        previewHtml: typeof preview === 'string' ? preview : '',
        sources,
      });
    }
    return out;
  }
}

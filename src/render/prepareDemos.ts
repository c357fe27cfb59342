import type { Theme } from '@mui/material/styles';
import { createElement } from 'react';
import { DocsError } from '../errors/DocsError.js';
import type { SiteSource } from '../load/loadSite.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { DemoData, DemoSource } from '../components/PageData.js';
import { demoEntryFile, eachBlock } from '../validate/validateDemos.js';
import { compileComponent } from './compileComponent.js';
import type { StyleCollector } from './emotionCache.js';
import { renderWithTheme } from './renderIsolated.js';

const STYLINGS = ['system', 'tailwind', 'css'];

/** A page as far as its demos are concerned (`scanBlocks` gives this without parsing markdown). */
export type DemoPage = Pick<PageModel, 'source' | 'blocks'>;

/** Renders every demo preview once per demo file (shared by all pages and languages that use it). */
export class DemoPreparer {
  private readonly previews = new Map<string, Promise<string>>();
  private readonly compiled = new Map<string, ReturnType<typeof compileComponent>>();

  constructor(
    private readonly source: SiteSource,
    private readonly styles: StyleCollector,
    private readonly theme: Theme,
  ) {}

  private compile(rel: string) {
    let hit = this.compiled.get(rel);
    if (!hit) this.compiled.set(rel, (hit = compileComponent(rel, this.source.codeFiles.get(rel) ?? '')));
    return hit;
  }

  /**
   * Starts compiling the demos of `pages` at once: esbuild works on its own threads meanwhile.
   * Previews still render one at a time in page order, so the stylesheet's order is the same.
   */
  prefetch(pages: readonly DemoPage[]): void {
    for (const page of pages) {
      for (const block of eachBlock(page.blocks)) {
        // A failure is reported when its preview is rendered, in page order.
        if (block.type === 'demo') this.compile(demoEntryFile(page.source.dir, block.options.demo)).catch(() => undefined);
      }
    }
  }

  private preview(rel: string, page: DemoPage, demo: string): Promise<string> {
    let hit = this.previews.get(rel);
    if (!hit) {
      hit = (async () => {
        const mod = await this.compile(rel);
        try {
          return renderWithTheme(createElement(mod.default), this.styles, this.theme);
        } catch (cause) {
          throw new DocsError('demo-render-failed', `Demo ${demo} of page ${page.source.route}/ threw while rendering on the server: ${(cause as Error)?.message ?? String(cause)}`, {
            location: { file: page.source.rel, line: 1, column: 1 },
            hint: `Fix ${rel}; demos are rendered at build time, so they must render without a browser.`,
            cause,
          });
        }
      })();
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
      out.set(block.line, {
        name: name.replace(/\.js$/, ''),
        options: block.options,
        previewHtml: await this.preview(entry, page, name),
        sources,
      });
    }
    return out;
  }
}

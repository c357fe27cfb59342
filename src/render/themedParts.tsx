import { htmlUnderBase } from '../site/basePath.js';
import { PageShell, type PageShellProps } from '../components/shell/PageShell.js';
import { SideNav } from '../components/SideNav.js';
import { DocsThemeProvider } from '../components/ThemeContext.js';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { DocsConfig, NavEntry, SiteSource } from '../site/types.js';
import { createStyleCollector, type StyleCollector } from './emotionCache.js';
import { indexNav } from './markCurrent.js';
import { MAIN_SLOT } from '../components/mainSlot.js';
import { DemoPreparer } from './prepareDemos.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import { demoSetup } from '../demos/setup.js';
import { renderWithTheme } from './renderIsolated.js';
import { createBrandingTheme } from '../site/brandingTheme.js';
import { shortHash } from '../site/hash.js';
import { type NavIndex } from '../site/navIndex.js';

/**
 * Everything rendered with MUI and Emotion: page shells, demo previews and templates, whose styles
 * make the shared stylesheet. The renderer imports this module on first use, so a rebuild that
 * takes them all from the cache never loads MUI.
 */

export interface TemplatePage {
  slug: string;
  /** Its source file (the live template's module is bundled from it). */
  rel: string;
  title: string;
  description: string;
  html: string;
}

/** A product line's page frame around the slot for the page's content. */
export interface ShellParts {
  before: string;
  after: string;
  index: NavIndex;
  /** The whole navigation, fetched by the browser when a reader opens a collapsed group. */
  nav?: { file: string; json: string };
}

/** What a shell is rendered from: the header's props, and the navigation's entries instead of the rendered navigation. */
export type ShellProps = Omit<PageShellProps, 'nav'> & {
  /** The product line's navigation; none outside product lines. */
  entries?: NavEntry[];
  pageTitles: Record<string, unknown>;
};

/**
 * Renders the template pages in the demos' frame (their styles go to the shared stylesheet). A
 * template that does not bundle is reported by the bundle; one that throws at its own line.
 */
async function renderTemplates(
  source: SiteSource,
  demos: DemoPreparer,
  styles: StyleCollector,
): Promise<TemplatePage[]> {
  const entries = demos.templates();
  const { runtime } = await demos.start();
  const templates: TemplatePage[] = [];
  for (const [i, slug] of source.templates.entries()) {
    const rel = entries[i];
    const loaded = await runtime.module(rel);
    const outcome = await runtime.render(rel, styles);
    if ('html' in outcome && loaded && 'exports' in loaded) {
      const { meta } = loaded.exports;
      templates.push({
        slug,
        rel,
        title: meta?.title ?? slug,
        description: meta?.description ?? '',
        html: outcome.html,
      });
    } else if ('threw' in outcome) {
      const { at, message } = outcome.threw;
      if (demos.setup.wrapper && at?.file === demos.setup.wrapper) demos.reportThrown(outcome.threw, rel);
      else
        demos.report(
          diagnose('template-render-failed', at ?? { file: rel, line: 1, column: 1 }, { slug, reason: message }),
        );
    }
  }
  return templates;
}

/**
 * The shells' theme: made once per thread (docs-dev makes parts after every save), as the tool's own
 * components only read it. Demos get a theme of their own (demoRuntime.ts): their code may change it.
 */
let shellTheme: ReturnType<typeof createBrandingTheme> | undefined;

/** `serverBundle`: the demos' server bundle of an earlier build of the same site (from the cache), when there is one. */
export function createThemedParts(
  source: SiteSource,
  config: Pick<DocsConfig, 'demos' | 'basePath'>,
  serverBundle?: ServerBundle,
) {
  const theme = (shellTheme ??= createBrandingTheme());
  const styles = createStyleCollector();
  const demos = new DemoPreparer(source, demoSetup(source.root, config), styles, serverBundle);
  let templates: Promise<TemplatePage[]> | undefined;
  return {
    styles,
    demos,
    templates: () => (templates ??= renderTemplates(source, demos, styles)),
    /** Demos, templates and the wrapper that do not bundle or throw, so far. */
    problems: (): Diagnostic[] => demos.problems,
    /** Header, navigation and frame, rendered once per product line and language. */
    shell({ entries, pageTitles, ...props }: ShellProps): ShellParts {
      const navIndex: Pick<NavIndex, 'byPath' | 'firstPages'> = { byPath: {}, firstPages: [] };
      const nav = entries ? (
        <SideNav entries={entries} pageTitles={pageTitles} langPrefix={props.langPrefix} index={navIndex} />
      ) : undefined;
      const html = renderWithTheme(
        <DocsThemeProvider>
          <PageShell {...props} nav={nav} />
        </DocsThemeProvider>,
        styles,
        theme,
      );
      const [shellBefore, after] = html.split(MAIN_SLOT);
      const { html: before, index } = indexNav(shellBefore, navIndex);
      if (!index.root) return { before, after, index };
      // As a JSON string: a fragment is not a page, and must not be opened as one. Its links are the page's, under the base path.
      const navJson = JSON.stringify(htmlUnderBase(before.slice(...index.root), config.basePath));
      return {
        before,
        after,
        index,
        nav: {
          file: `static/nav.${shortHash(navJson)}.json`,
          json: navJson,
        },
      };
    },
  };
}

export type ThemedParts = ReturnType<typeof createThemedParts>;

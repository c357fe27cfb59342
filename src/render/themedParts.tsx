import type { Theme } from '@mui/material/styles';
import { PageShell, type PageShellProps } from '../components/shell/PageShell.js';
import { SideNav } from '../components/SideNav.js';
import { DocsThemeProvider } from '../components/ThemeContext.js';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { NavEntry, SiteSource } from '../site/types.js';
import { compileComponent } from './compileComponent.js';
import { createStyleCollector, type StyleCollector } from './emotionCache.js';
import { indexNav } from './markCurrent.js';
import { MAIN_SLOT } from '../components/mainSlot.js';
import { compileProblem, DemoPreparer, renderProblem } from './prepareDemos.js';
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
 * Compiles and renders the template pages (their styles go to the shared stylesheet). A template
 * that does not compile or throws is a diagnostic at its own line (from the source map).
 */
async function compileTemplates(
  source: SiteSource,
  styles: StyleCollector,
  theme: Theme,
  problems: Diagnostic[],
): Promise<TemplatePage[]> {
  const templates: TemplatePage[] = [];
  for (const slug of source.templates) {
    const rel = [...source.codeFiles.keys()].find((f) =>
      new RegExp(`^templates/${slug}/index\\.(tsx|jsx|js)$`).test(f),
    )!;
    let compiled;
    try {
      compiled = await compileComponent(rel, source.codeFiles.get(rel)!);
    } catch (err) {
      problems.push(compileProblem(err));
      continue;
    }
    const { module } = compiled;
    try {
      const html = renderWithTheme(<module.default />, styles, theme);
      templates.push({
        slug,
        rel,
        title: module.meta?.title ?? slug,
        description: module.meta?.description ?? '',
        html,
      });
    } catch (cause) {
      const { message } = renderProblem(compiled, rel, cause);
      problems.push(
        diagnose('template-render-failed', compiled.locate(cause) ?? { file: rel, line: 1, column: 1 }, {
          slug,
          reason: message,
        }),
      );
    }
  }
  return templates;
}

export function createThemedParts(source: SiteSource) {
  const theme = createBrandingTheme();
  const styles = createStyleCollector();
  const templateProblems: Diagnostic[] = [];
  const demos = new DemoPreparer(source, styles, theme);
  return {
    styles,
    demos,
    templates: () => compileTemplates(source, styles, theme, templateProblems),
    /** Demos and templates that do not compile or throw while rendering, so far. */
    problems: (): Diagnostic[] => [...templateProblems, ...demos.problems],
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
      // As a JSON string: a fragment is not a page, and must not be opened as one.
      const navJson = JSON.stringify(before.slice(...index.root));
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

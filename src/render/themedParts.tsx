import type { Theme } from '@mui/material/styles';
import { PageShell } from '../components/PageShell.js';
import { SideNav } from '../components/SideNav.js';
import { DocsThemeProvider } from '../components/ThemeContext.js';
import { DocsError } from '../errors/DocsError.js';
import type { SiteSource } from '../load/loadSite.js';
import type { Translator } from '../site/translator.js';
import type { NavEntry, ProductIdentity } from '../site/types.js';
import { compileComponent } from './compileComponent.js';
import { createStyleCollector, type StyleCollector } from './emotionCache.js';
import type { NavIndex } from './markCurrent.js';
import { MAIN_SLOT } from './mainSlot.js';
import { DemoPreparer } from './prepareDemos.js';
import { renderWithTheme } from './renderIsolated.js';
import { createBrandingTheme } from './theme.js';

/**
 * Everything rendered with MUI and Emotion: page shells, demo previews and templates, whose styles
 * make the shared stylesheet. The renderer imports this module on first use, so a rebuild that
 * takes them all from the cache never loads MUI.
 */

export interface TemplatePage {
  slug: string;
  title: string;
  description: string;
  html: string;
}

/** A product line's page frame around the slot for the page's content. */
export interface ShellParts {
  before: string;
  after: string;
  index: NavIndex;
}

export interface ShellProps {
  product?: ProductIdentity;
  homeHref: string;
  siteName: string;
  logo?: string;
  githubRepo?: string;
  /** The product line's navigation; none outside product lines. */
  entries?: NavEntry[];
  pageTitles: Record<string, unknown>;
  t: Translator;
  langPrefix: string;
  extraLinks: Array<{ label: string; href: string; external: boolean }>;
}

/** Compiles and renders the template pages (their styles go to the shared stylesheet). */
async function compileTemplates(source: SiteSource, styles: StyleCollector, theme: Theme): Promise<TemplatePage[]> {
  const templates: TemplatePage[] = [];
  for (const slug of source.templates) {
    const rel = [...source.codeFiles.keys()].find((f) => new RegExp(`^templates/${slug}/index\\.(tsx|jsx|js)$`).test(f))!;
    const mod = await compileComponent(rel, source.codeFiles.get(rel)!);
    const meta = mod.meta ?? {};
    let html: string;
    try {
      html = renderWithTheme(<mod.default />, styles, theme);
    } catch (cause) {
      throw new DocsError('template-render-failed', `Template ${slug} threw while rendering: ${(cause as Error).message}`, { location: { file: rel, line: 1, column: 1 }, cause });
    }
    templates.push({ slug, title: meta.title ?? slug, description: meta.description ?? '', html });
  }
  return templates;
}

export function createThemedParts(source: SiteSource) {
  const theme = createBrandingTheme();
  const styles = createStyleCollector();
  return {
    styles,
    demos: new DemoPreparer(source, styles, theme),
    templates: () => compileTemplates(source, styles, theme),
    /** Header, navigation and frame, rendered once per product line and language. */
    shell({ entries, pageTitles, ...props }: ShellProps): ShellParts {
      const index: NavIndex = { byPath: {} };
      const nav = entries ? <SideNav entries={entries} pageTitles={pageTitles} langPrefix={props.langPrefix} index={index} /> : undefined;
      const html = renderWithTheme(
        <DocsThemeProvider>
          <PageShell {...props} nav={nav} />
        </DocsThemeProvider>,
        styles,
        theme,
      );
      const [before, after] = html.split(MAIN_SLOT);
      return { before, after, index };
    },
  };
}

export type ThemedParts = ReturnType<typeof createThemedParts>;

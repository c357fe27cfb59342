import { underBase } from '../site/basePath.js';
import { pageFile, publicPathIn } from '../site/outputPaths.js';
import { toPublicPath } from '../site/paths.js';
import { versionView } from '../site/versions.js';
import { markCurrent } from './markCurrent.js';
import { versionBanner } from './versionParts.js';
import { clientData, pageDocument } from './pageDocument.js';
import type { RenderContext } from './renderContext.js';
import { shellKey } from './siteAssets.js';
import { twinFile, twinPublicPath } from './twin/twinLinks.js';

export interface ShellPage {
  route: string;
  lang: string;
  title: string;
  description: string;
  /** The page's column: rendered only when the previous output does not hold the page. */
  main: () => Promise<string>;
  /** The page's own inputs (pageKeys.ts); its base key is its product line's, or the site's when `generated`. */
  cacheParts: readonly string[];
  prefix?: string;
  noindex?: boolean;
  /** The route it sends the reader to at once (then it is not indexed). */
  redirect?: string;
  /** Its output file, when not the route's `index.html` (the 404 page). */
  file?: string;
  generated?: boolean;
  /** Stylesheets of the page's demos (their keys are in `cacheParts`). */
  stylesheets?: () => Promise<string[]>;
  /** Its Markdown twin (same inputs, same key): content and API pages. */
  twin?: () => string;
}

/**
 * The stylesheets a page with these demo modules links, after the site's own: the config's global
 * styles (a library's, a reset), then each module's CSS, as an app imports them (a demo's own
 * rules win over the library's of equal weight).
 */
export function demoStylesheets(ctx: RenderContext, entries: readonly string[]): string[] {
  const bundle = ctx.assets().demoBundle;
  if (!bundle || !entries.length) return [];
  const own = entries.map((rel) => bundle.css[rel]).filter((href): href is string => !!href);
  return [...new Set([...(bundle.globalCss ? [bundle.globalCss] : []), ...own])];
}

/** What decides a page's files: its route, language, file and twin. */
type PageFiles = Pick<ShellPage, 'route' | 'lang' | 'file' | 'noindex'> & { twin: boolean };

/** Lists an indexable page's public path (the sitemap's content). */
function listRoute(ctx: RenderContext, page: PageFiles): void {
  if (!page.noindex) ctx.routes.push(publicPathIn(page.lang, page.route));
}

const filesOf = (page: PageFiles) => ({
  rel: page.file ?? pageFile(page.lang, page.route),
  twin: page.twin ? twinFile(page.lang, page.route) : undefined,
});

/** Whether the previous output holds a page and its twin with this key: none of its inputs changed. */
export function pageHeld(ctx: RenderContext, page: PageFiles, key: string): boolean {
  const { rel, twin } = filesOf(page);
  return ctx.hooks.holds(rel, key) && (!twin || ctx.hooks.holds(twin, key));
}

/** Keeps a page the previous output holds (pageHeld) and its twin: nothing is rendered. */
export function keepPage(ctx: RenderContext, page: PageFiles, key: string): void {
  const { rel, twin } = filesOf(page);
  listRoute(ctx, page);
  if (twin) ctx.hooks.keep(twin, key);
  ctx.hooks.keep(rel, key);
}

/**
 * Wraps a page's column in its product line's shell (its own link marked) and the document, and
 * writes it. With a cache, a page's id is the hash of all its inputs: while none of them changes,
 * the page the previous output holds is kept, and nothing is rendered.
 */
export async function emitPage(ctx: RenderContext, page: ShellPage): Promise<void> {
  const { hooks, config } = ctx;
  const files = { ...page, twin: !!page.twin };
  const { rel, twin } = filesOf(files);
  const base = () => (page.generated ? ctx.kept.siteKey : ctx.lineKey(page.prefix));
  const key = hooks.cache ? ctx.pageKey(base(), page.lang, page.route, page.cacheParts) : undefined;
  if (key !== undefined && pageHeld(ctx, files, key)) return keepPage(ctx, files, key);
  listRoute(ctx, files);
  const shell = ctx.assets().shells[shellKey(ctx.navPrefix(page.prefix), page.lang)];
  const banner = versionBanner(versionView(config), ctx.t(page.lang), publicPathIn(page.lang, page.route));
  const body =
    markCurrent(shell.before, shell.index, toPublicPath(page.route)) + banner + (await page.main()) + shell.after;
  const data = clientData(ctx, page.lang);
  if (shell.nav) data.nav = underBase(config.basePath, `/${shell.nav.file}`);
  if (page.prefix === 'x' && config.licenseKey) data.licenseKey = config.licenseKey;
  const stylesheets = (await page.stylesheets?.()) ?? [];
  const markdown = twin ? twinPublicPath(page.lang, page.route) : undefined;
  const html = pageDocument(ctx, { ...page, body, data, stylesheets, alternates: true, connects: true, markdown });
  hooks.write(rel, html, key);
  if (twin) hooks.write(twin, page.twin!(), key);
}

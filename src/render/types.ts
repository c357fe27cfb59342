import type { DemoData } from '../components/PageData.js';
import type { DemoBundle } from '../demos/browserBundle.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { BuildCache, OutputWriter } from '../site/output.js';
import type { ClientBundle } from './clientBundle.js';
import type { RuntimeOptions } from './demoRuntime.js';
import type { RenderedPreview } from './prepareDemos.js';
import type { ShellParts, TemplatePage } from './themedParts.js';

/** The types the renderer's parts share (site assets, prepared demos, its hooks and cache), written once. */

/** What every page shares and only a change of site-wide inputs alters. */
export interface SiteAssets {
  css: string;
  cssName: string;
  client: ClientBundle;
  templates: TemplatePage[];
  /** Page shells by `shellKey`. */
  shells: Record<string, ShellParts>;
  /** Live demos' browser modules; none on a site without demos or templates. */
  demoBundle?: DemoBundle;
}

export type PreparedDemos = Map<string, Map<number, DemoData>>;

/** The site assets, the demos prepared with them, and the demos and templates that failed. */
export interface PreparedAssets {
  assets: SiteAssets;
  demos?: PreparedDemos;
  problems: Diagnostic[];
  /** Every file the demos' bundles read outside the site's own inputs' folders (root-relative). */
  inputs: string[];
  /** The modules bundled for the browser (none: no browser bundle). */
  live: string[];
}

/** The demos' bundles of an earlier build of the same inputs (pageKeys.ts, demoBundlesKey), as the cache keeps them. */
export interface KeptDemoBundles {
  server: ServerBundle;
  /**
   * The browser bundle of the modules `live` (read when asked for: none when its entry is damaged),
   * and every file both bundles read; none if that build found a problem.
   */
  browser?: { live: string[]; bundle(): DemoBundle | undefined; inputs: string[] };
}

/** Renders demo previews on the worker threads too: the list is split, the main thread renders the first part. */
export interface OffloadPreviews {
  split(entries: string[]): string[][];
  render(lists: string[][], bundle: ServerBundle, options: RuntimeOptions): Promise<RenderedPreview[][]>;
}

/** The demos' part of the site assets: templates, every page's demos, and the browser bundle (started early). */
export interface DemoAssets {
  templates: TemplatePage[];
  demos: PreparedDemos;
  /** The browser bundle of the modules `live`, and every file the demos' bundles read (root-relative: the cache's stamp). */
  browserBundle(): Promise<{ bundle?: DemoBundle; inputs: string[]; live: string[] }>;
}

/** Where a renderer puts its files, and the cache that lets it keep unchanged pages. */
export interface RenderHooks extends OutputWriter {
  /**
   * Reuse pages and site assets of earlier builds whose inputs are unchanged. `stamp` hashes the
   * contents of files outside the site's loaded inputs (load/fileStamp.ts), for the demos' graphs.
   */
  cache?: {
    store: BuildCache;
    fingerprint: string;
    stamp(rels: readonly string[]): string;
    /**
     * docs-dev's: site assets with a broken demo are kept too, under this token, which changes
     * whenever a file that could fix them changes (anything but a page's text or a translation).
     */
    session?: string;
  };
}

/** A renderer's cache, when it has one. */
export type RenderCache = NonNullable<RenderHooks['cache']>;

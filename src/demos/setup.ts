import type { CssSyntaxError } from 'postcss';
import fs from 'node:fs';
import path from 'node:path';
import { isSiteFile, pathProblem } from '../load/demoPaths.js';
import { libraryRoot, siteOwnedPackages } from '../load/packages.js';
import type { DocsConfig } from '../site/types.js';
import type { PlaygroundSpec } from '../site/playground.js';
import { toolRoot } from '../tool/toolFiles.js';
import { loadSitePostcss, type PostcssFailure, type SitePostcss } from './postcssConfig.js';

/** A stylesheet as processed (cssPlugin.ts): its CSS, the class names a CSS Module exports, what esbuild must watch. */
export interface ProcessedCss {
  css: string;
  classes?: Record<string, string>;
  watchFiles: string[];
  watchDirs: string[];
}

/** A stylesheet the site's PostCSS config could not process, because the config itself does not load. */
export interface PostcssConfigProblem {
  kind: 'postcss-config';
  config: string;
  stylesheet: string;
  failure: PostcssFailure;
}

/** How a site's demos are built: where from, what wraps them, which MUI they use. */
export interface DemoSetup {
  /** The site root (its real path: esbuild reports real paths). */
  root: string;
  /** The path the site is served under (`''` at the host's root): bundles link their chunks and assets below it. */
  base: string;
  /** How far the site's code may import by path: the package that holds the site (real path). */
  libraryRoot: string;
  /** The tool's package folder: React, and the packages a site does not install, come from there. */
  toolRoot: string;
  /** The wrapper module, site-relative (docs.config.json's `demos.wrapper`). */
  wrapper?: string;
  /** Global stylesheets, in the config's order: package specifiers, or site files as `./` paths. */
  styles: readonly string[];
  /** Demos use the tool's own MUI: they render in the site's branding theme (a site with its own MUI gets its own). */
  brandingTheme: boolean;
  /** Which of the tool's packages (MUI, Emotion) the site installs itself: its demos get those. */
  sitePackages: ReadonlySet<string>;
  /** The site's PostCSS config, loaded once. */
  postcss(): Promise<SitePostcss>;
  /** How long the site's own code may take to load or process (seconds, `demos.timeLimit`). */
  timeLimit: number;
  /** Stylesheets processed so far (the server and browser bundles read the same), by path and text. */
  processedCss: Map<string, Promise<ProcessedCss | CssSyntaxError | PostcssConfigProblem>>;
  /** Files the bundles read beyond their module graphs (the PostCSS config, Tailwind's sources). */
  inputs: Set<string>;
  /** The site's playgrounds, by their entry name (`docs-playground:…`): modules the bundles make. */
  playgrounds: Map<string, PlaygroundSpec>;
  /** The absolute specifiers the barrel rewrite wrote (barrelPlugin.ts), by the package they are a module of. */
  barrelModules: Map<string, string>;
}

/** Whether a path of the `demos` key names something there (a site file, or a package's). */
const usable = (root: string, value: string | undefined, packages: boolean): value is string =>
  !!value && !pathProblem(root, '', value, packages);

export function demoSetup(root: string, config: Pick<DocsConfig, 'demos' | 'basePath'>): DemoSetup {
  const real = fs.realpathSync(root);
  const tool = toolRoot();
  let postcss: Promise<SitePostcss> | undefined;
  const sitePackages = siteOwnedPackages(real, tool);
  return {
    root: real,
    base: config.basePath,
    libraryRoot: libraryRoot(real),
    toolRoot: tool,
    // A path that is not there is its own diagnostic (demos-path): the demos are built without it.
    wrapper: usable(real, config.demos.wrapper, false) ? path.posix.normalize(config.demos.wrapper) : undefined,
    styles: config.demos.styles
      .filter((s) => usable(real, s, true))
      .map((s) => (isSiteFile(real, s) ? `./${path.posix.normalize(s)}` : s)),
    brandingTheme: !sitePackages.has('@mui/material'),
    sitePackages,
    postcss: () => (postcss ??= loadSitePostcss(real, config.demos.timeLimit)),
    timeLimit: config.demos.timeLimit,
    processedCss: new Map(),
    inputs: new Set(),
    playgrounds: new Map(),
    barrelModules: new Map(),
  };
}

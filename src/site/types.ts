/** The named entities of SPEC.md section 3, passed between stages and to the client. */
import type { Diagnostic, Location } from '../errors/Diagnostic.js';
import type { JsonFile } from './jsonFile.js';

export type Plan = 'community' | 'pro' | 'premium';

/** One entry of a navigation manifest (`content/<prefix>/pages.json`). */
export interface NavEntry {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: NavEntry[];
  inSideNav?: boolean;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  plan?: Plan;
  icon?: string;
  linkProps?: Record<string, unknown>;
}

export type PaletteMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: Record<string, unknown>;
  spacing: number;
  paletteMode: PaletteMode;
}

export interface ProductVersion {
  text: string;
  href?: string;
  current?: boolean;
}

export interface ProductIdentity {
  name: string;
  logo?: string;
  description?: string;
  versions: ProductVersion[];
  /** Analytics ids; by default the spec's rules for the original lines, else the prefix. */
  productId?: string;
  categoryId?: string;
  /** The line's own primary colour (light and dark palettes derive from it). */
  theme?: { primary: string };
  /** The module(s) exporting the line's components, whose API pages are extracted from their TypeScript. */
  api?: { entry: string[]; tsconfig?: string };
}

/** Translations keyed by two-letter language code; `en` is the base. */
export type Translations = Record<string, TranslationTree>;
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export interface PageProps {
  userLanguage: string;
  translations: Translations;
}

/** An ad as displayed in the slot. */
export interface DisplayedAd {
  name: string;
  link: string;
  img?: string;
  /** HTML; sanitised before display. */
  description: string;
  poweredby: string;
  label: string;
}

/** One item of the external ad feed. */
export interface FeedItem {
  statlink?: string;
  statimp?: string;
  pixel?: string;
  timestamp?: string | number;
  image?: string;
  company?: string;
  description?: string;
}

export type Severity = 'off' | 'warn' | 'error';

/** An in-house ad of the site's own (shown when no sponsor ad is). */
export type InHouseAd = Omit<DisplayedAd, 'label' | 'poweredby'>;

export interface AdConfig {
  /** Ad-network script URL loaded into the slot. */
  networkScript?: string;
  /** Feed mode: JSON feed URL; when set the feed is used instead of the network script. */
  feedUrl?: string;
  /** The network's backer placeholder link: such an ad is replaced by an in-house one. */
  backersLink?: string;
  /** Share of page views whose `display` analytics event is sent (sampling; every reader still sees the ad). */
  displayRatio: number;
  /** The site's own ads, in order; the fallback when no sponsor ad is shown. */
  inHouse: InHouseAd[];
}

/** A link of the site's own, shown below each product line's navigation (template store, blog). */
export interface SiteLink {
  label: string;
  href: string;
}

/** docs.config.json after defaults are applied. */
export interface DocsConfig {
  siteName: string;
  baseUrl: string;
  /** Host on which the service worker is registered. */
  docsHost: string;
  languages: string[];
  products: Record<string, ProductIdentity>;
  /** Header logo: a path under public/ or an absolute URL; the site name when absent. */
  logo?: string;
  links: SiteLink[];
  /** No ad slot at all when absent (or `false` in the file). */
  ads?: AdConfig;
  analytics: { gaId?: string };
  licenseKey?: string;
  /** Repository of the docs (header link, "Edit this page"); no link when absent. */
  githubRepo?: string;
  /** "Edit this page" link: `{path}` is replaced by the source's path (default: githubRepo's editor at HEAD). */
  editUrl?: string;
  /** Where page feedback is posted; no feedback widget without it. */
  feedback?: { url: string };
  /** Icon-font stylesheet the client loads once per page; none when absent. */
  iconFont?: string;
  /** Route of the template gallery (templates/ pages live below it). */
  templatesRoute: string;
  checks: Record<string, Severity>;
  /** What every demo and template gets: a wrapper component and global stylesheets (README, "Document your own library"). */
  demos: {
    /** A module (site-relative) whose default export wraps every demo and template. */
    wrapper?: string;
    /** Stylesheets (package specifiers or site-relative paths) every page with a demo links, in order. */
    styles: string[];
    /** Seconds the site's own code (its PostCSS config, its plugins) may take before it is a diagnostic. */
    timeLimit: number;
  };
}

/** A markdown page of the site root, as read. */
export interface PageSource {
  /** File path relative to the root, with `/` separators. */
  rel: string;
  /** Canonical route without trailing slash, e.g. `/material-ui/react-button`. */
  route: string;
  lang: string;
  text: string;
  /** Folder holding the page's demos, relative to the root. */
  dir: string;
  prefix?: string;
}

export interface ApiSource {
  prefix: string;
  name: string;
  route: string;
  file: JsonFile;
  descriptions?: JsonFile;
  /** Generated from the library's TypeScript (products.<prefix>.api), not a file of the site. */
  extracted?: boolean;
  /**
   * Where the texts of a generated source come from, by their key in its files
   * (`componentDescription`, `propDescriptions/variant`, `props/variant`): a problem found in one is
   * placed at the declaration it was written at.
   */
  origins?: Record<string, { at: Location; what: string }>;
}

export interface SiteSource {
  root: string;
  configFile?: JsonFile;
  manifests: Array<{ prefix: string; file: JsonFile }>;
  pages: PageSource[];
  apis: ApiSource[];
  translations: Array<{ lang: string; file: JsonFile }>;
  /** API descriptions in other languages (`translations/api-docs/<prefix>/<name>-<xx>.json`), by `<prefix>/<name>` and language. */
  apiTranslations: Record<string, Record<string, JsonFile>>;
  /** Demo and template sources by root-relative path. */
  codeFiles: Map<string, string>;
  templates: string[];
  errorCodes?: JsonFile;
  /** Root-relative paths of files under `public/`, when the site has one. */
  publicFiles?: Set<string>;
  /** Where the site root is in its git repository (`docs`; '' at its root or outside one): the base of repository links. */
  repositoryPath?: string;
  /** Intrinsic sizes of the config's logos that are files of public/, by public path (the header reserves their box). */
  imageSizes: Record<string, { width: number; height: number }>;
  /** Folders of content/ (`content/<name>`) that hold files but belong to no declared product line. */
  unknownFolders: string[];
  /** Paths of the config's `demos` key that do not exist (`config-invalid`, reported with the config's other problems). */
  configPathProblems?: Diagnostic[];
  diagnostics: Diagnostic[];
}

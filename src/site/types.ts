/** The named entities of SPEC.md section 3, passed between stages and to the client. */
import type { Diagnostic, Location } from '../errors/Diagnostic.js';
import type { DocsConfig } from './config/schema.js';
import type { JsonFile } from './jsonFile.js';

export type { AdConfig, DocsConfig, ProductIdentity, ProductVersion, Severity, SiteLink } from './config/schema.js';

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

/** An in-house ad of the site's own (shown when no sponsor ad is). */
export type InHouseAd = Omit<DisplayedAd, 'label' | 'poweredby'>;

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
  /** docs.config.json as written (the positions of its values, for diagnostics). */
  configFile?: JsonFile;
  /** docs.config.json resolved once, with its defaults: what every stage reads of it. */
  config: DocsConfig;
  /** The newest deploy's versions.json as this build read it (`versions.source`), for its render threads. */
  versionsList?: string;
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
  diagnostics: Diagnostic[];
}

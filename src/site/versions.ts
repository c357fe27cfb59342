import type { DocsConfig, FamilyVersion } from './config/schema.js';
import type { VersionsFile } from './versionsFile.js';

/**
 * A site whose versions are each a build of their own (config `versions`): what this build shows
 * of the others. Pure: the renderer and the reader's browser both read it.
 */
export interface VersionView {
  /** This build's version. */
  label: string;
  /** Every version, newest first (the menu). */
  list: readonly FamilyVersion[];
  /** The current version, when it is another one and this one's pages say so (its banner). */
  banner?: { kind: BannerKind; current: FamilyVersion };
  /** Where readers' browsers read the newest list. */
  source?: string;
  noindex: boolean;
  /**
   * An unmaintained version whose build read the current deploy's pages (`versions.source`): its
   * pages' canonical link names the same page there when that deploy has it.
   */
  archivedIn?: { current: FamilyVersion; routes: ReadonlySet<string> };
}

/** The config's versions once the build read the newest deploy's versions.json (see withVersionsList). */
type SourcedVersions = NonNullable<DocsConfig['versions']> & { currentRoutes?: readonly string[] };

/** Where a reader's dismissal of a version's banner is kept, for the session (the value: the version). */
export const BANNER_DISMISSED_KEY = 'docs-version-banner';
/** On the root element while the banner is dismissed (the stylesheet hides the banner then). */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-banner-dismissed';

export type BannerKind = 'unmaintained' | 'unreleased' | 'prerelease';
const BANNERS: ReadonlySet<string> = new Set<BannerKind>(['unmaintained', 'unreleased', 'prerelease']);

/** The current version of a list: the one marked so, else the newest (the first). */
export const currentOf = (list: readonly FamilyVersion[]) => list.find((v) => v.status === 'current') ?? list[0];

/** What a banner of this version says, given the list: none for a current or maintained version. */
export function bannerOf(label: string, list: readonly FamilyVersion[]): VersionView['banner'] {
  const self = list.find((v) => v.label === label);
  const current = currentOf(list);
  if (!self || !current || current === self || !BANNERS.has(self.status)) return undefined;
  return { kind: self.status as BannerKind, current };
}

/** The versions of a config, or none (a site of one version shows no menu and no banner). */
export function versionView(config: Pick<DocsConfig, 'versions'>): VersionView | undefined {
  const { versions } = config;
  if (!versions) return undefined;
  // Asked by every page's render (banner, data, head, noindex): made once per resolved config.
  let view = views.get(versions);
  if (!view) {
    const self = versions.list.find((v) => v.label === versions.label);
    const banner = bannerOf(versions.label, versions.list);
    const routes = (versions as SourcedVersions).currentRoutes;
    view = {
      label: versions.label,
      list: versions.list,
      banner,
      ...(versions.source ? { source: versions.source } : {}),
      noindex: versions.noindex ?? self?.status === 'unmaintained',
      ...(banner?.kind === 'unmaintained' && routes
        ? { archivedIn: { current: banner.current, routes: new Set(routes) } }
        : {}),
    };
    views.set(versions, view);
  }
  return view;
}
const views = new WeakMap<NonNullable<DocsConfig['versions']>, VersionView>();

/**
 * The config once the build read the newest deploy's versions.json (`versions.source`): its list
 * in place of the config's (this version kept when that list lacks it), and the current
 * deploy's pages when that file is the current version's. Part of the config, so the pages'
 * cache keys follow it.
 */
export function withVersionsList<C extends Pick<DocsConfig, 'versions'>>(config: C, file: VersionsFile | undefined): C {
  const versions = config.versions;
  const fetched = file?.versions;
  if (!versions || !file || !fetched?.length) return config;
  const self = versions.list.find((v) => v.label === versions.label);
  const list = fetched.some((v) => v.label === versions.label) || !self ? fetched : [...fetched, self];
  const sourced: SourcedVersions = {
    ...versions,
    list,
    ...(file.version !== undefined && file.version === currentOf(list)?.label ? { currentRoutes: file.routes } : {}),
  };
  return { ...config, versions: sourced };
}

/** The canonical address of a page (its site path) of an unmaintained version: the same page in the current one. */
export const canonicalIn = (view: VersionView | undefined, path: string): string | undefined =>
  view?.archivedIn?.routes.has(path) ? inVersion(view.archivedIn.current, path) : undefined;

/** A site path (`/material-ui/`) in a version's deploy. */
export const inVersion = (version: Pick<FamilyVersion, 'url'>, path: string) =>
  version.url.replace(/\/?$/, '/') + path.replace(/^\//, '');

/**
 * Where a reader on `path` lands in another version, from that version's pages: the same page
 * when it has it, else its nearest parent that it has, else its home.
 */
export function landingPath(path: string, routes: readonly string[]): string {
  const known = new Set(routes);
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const candidate = `/${parts.slice(0, n).join('/')}/`;
    if (known.has(candidate)) return candidate;
  }
  return '/';
}

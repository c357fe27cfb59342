import { withinBase } from '../site/basePath.js';
import type { FamilyVersion } from '../site/config/schema.js';
import { parseVersionsFile, VERSIONS_FILE } from '../site/versionsFile.js';
import {
  BANNER_DISMISSED_ATTRIBUTE,
  BANNER_DISMISSED_KEY,
  bannerOf,
  inVersion,
  landingPath,
} from '../site/versions.js';

/** What a page of a site of several versions tells the client (`versions` in docs-data). */
export interface VersionsData {
  label: string;
  /** The newest deploy's versions.json. */
  source?: string;
}

/** Another version's list of pages (its versions.json), or none when it cannot be read. */
async function routesOf(versionUrl: string): Promise<string[] | undefined> {
  try {
    const response = await fetch(new URL(VERSIONS_FILE, versionUrl.replace(/\/?$/, '/')));
    return response.ok ? parseVersionsFile(await response.text())?.routes : undefined;
  } catch {
    return undefined;
  }
}

/** The menu's links and the banner's "current version" link, from the newest deploy's list. */
function showList(list: readonly FamilyVersion[], label: string, path: string) {
  const menu = document.querySelector('.site-version-menu ul');
  menu?.replaceChildren(
    ...list.map((v) => {
      const link = Object.assign(document.createElement('a'), { href: v.url, textContent: v.label });
      link.dataset.versionUrl = v.url;
      if (v.label === label) link.setAttribute('aria-current', 'true');
      const item = document.createElement('li');
      item.append(link);
      return item;
    }),
  );
  const current = bannerOf(label, list)?.current;
  const link = document.querySelector<HTMLAnchorElement>('.version-banner a[data-version-url]');
  if (current && link) {
    Object.assign(link, { href: inVersion(current, path), textContent: current.label });
    link.dataset.versionUrl = current.url;
  }
}

/**
 * A site whose versions are each a build: a link to another version lands on the reader's page
 * there, else its nearest parent, else its home (from that version's versions.json); the banner
 * can be dismissed for the session; the list is the newest deploy's, so that an old deploy
 * learns of later releases without a rebuild.
 */
export function initVersions(data: VersionsData, base: string): void {
  const path = withinBase(base, location.pathname) ?? '/';
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-version-url]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = link.dataset.versionUrl!;
    void routesOf(url).then((routes) => location.assign(routes ? inVersion({ url }, landingPath(path, routes)) : url));
  });
  document.querySelector('.version-banner-close')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(BANNER_DISMISSED_KEY, data.label);
    } catch {
      // Storage refused: the banner goes for this page only.
    }
    document.documentElement.setAttribute(BANNER_DISMISSED_ATTRIBUTE, '');
  });
  // Set up (scripts and tests that wait for it read this); the newest list may still be on its way.
  document.documentElement.dataset.versions = 'ready';
  if (data.source)
    void fetch(data.source)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        const list = parseVersionsFile(text)?.versions;
        if (list?.length) showList(list, data.label, path);
      })
      .catch(() => undefined);
}

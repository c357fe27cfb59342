/**
 * Where a pre-rendered navigation changes from page to page. The navigation is rendered once per
 * product line and language; a page then marks its own link, opens the groups above it and leaves
 * out the children of every other group (as the original site's drawer, whose collapsed groups
 * are unmounted): on a 1,000-page site that is a fifth of the bytes.
 */
export interface NavIndex {
  /** Link number of each leaf's public path, and the group numbers above it (filled by SideNav). */
  byPath: Record<string, { link: number; groups: number[] }>;
  /** Each group's first page (filled by SideNav): the one link a collapsed group keeps. */
  firstPages: Array<{ href: string; title: string } | undefined>;
  /** Offset in the shell where each link's `aria-current` goes. */
  links: number[];
  /** Each group: where its `open` goes, and the offsets of its children's markup. */
  groups: Array<{ open: number; start: number; end: number }>;
  /** Offsets of the whole `<ul class="nav-root">…</ul>` (what the browser fetches to expand a group). */
  root?: [number, number];
}

/** Marks a collapsed group's stand-in link; the client replaces it with the group's children when it opens. */
export const NAV_PLACEHOLDER = 'data-nav-placeholder';

import { isExternalUrl, normalizePathname } from './paths.js';
import type { NavEntry } from './types.js';

/** Pages in reading order: depth-first, skipping `inSideNav: false` entries and external links. */
export function orderedPages(entries: readonly NavEntry[]): NavEntry[] {
  const out: NavEntry[] = [];
  const walk = (list: readonly NavEntry[]) => {
    for (const entry of list) {
      if (entry.inSideNav === false) continue;
      if (entry.children && entry.children.length > 0) walk(entry.children);
      else if (!isExternalUrl(entry.pathname) && entry.pathname.startsWith('/')) out.push(entry);
    }
  };
  walk(entries);
  return out;
}

export interface PrevNext {
  prev?: NavEntry;
  next?: NavEntry;
}

/** Each reading order's positions by normalised path (the first entry of a path wins), built once: every page asks. */
const positions = new WeakMap<readonly NavEntry[], Map<string, number>>();

export function findPrevNext(ordered: readonly NavEntry[], pathname: string): PrevNext {
  let byPath = positions.get(ordered);
  if (!byPath) {
    byPath = new Map();
    for (const [i, e] of ordered.entries())
      if (!byPath.has(normalizePathname(e.pathname))) byPath.set(normalizePathname(e.pathname), i);
    positions.set(ordered, byPath);
  }
  const index = byPath.get(normalizePathname(pathname));
  if (index === undefined) return {};
  return { prev: ordered[index - 1], next: ordered[index + 1] };
}

/** The chain of entries from the root down to the entry for `pathname` (empty when absent). */
export function findActiveTrail(entries: readonly NavEntry[], pathname: string): NavEntry[] {
  const key = normalizePathname(pathname);
  const search = (list: readonly NavEntry[], trail: NavEntry[]): NavEntry[] | undefined => {
    for (const entry of list) {
      const next = [...trail, entry];
      if (!entry.children?.length && !isExternalUrl(entry.pathname) && normalizePathname(entry.pathname) === key)
        return next;
      if (entry.children) {
        const found = search(entry.children, next);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(entries, []) ?? [];
}

/** Link target of an entry: a group links to its first page. */
export function entryHref(entry: NavEntry): string {
  if (entry.children?.length) return entryHref(entry.children[0]);
  return entry.pathname;
}

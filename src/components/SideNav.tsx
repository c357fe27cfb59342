import { entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry } from '../site/types.js';
import { NavChips } from './Chips.js';
import { type NavIndex } from '../site/navIndex.js';

interface Props {
  entries: NavEntry[];
  pageTitles: Record<string, unknown>;
  /** Link prefix for a translated build, e.g. `/zh`. */
  langPrefix: string;
  index: Pick<NavIndex, 'byPath' | 'firstPages'>;
}

/** The first page a group leads to (through nested groups and subheaders), as the original drawer links a group. */
function firstPage(list: NavEntry[]): NavEntry | undefined {
  const first = list.find((e) => e.inSideNav !== false);
  return first?.children?.length ? firstPage(first.children) : first;
}

/**
 * The product line's side navigation, rendered once per product line and language. Groups are
 * <details> so they work without JS; pages mark their own link and groups afterwards, and keep
 * only the first link of the other groups (render/markCurrent), so the tree is never re-rendered per page.
 */
export function SideNav({ entries, pageTitles, langPrefix, index }: Props) {
  let link = 0;
  let group = 0;
  const hrefOf = (entry: NavEntry) =>
    `${langPrefix}${toPublicPath(entry.pathname)}${entry.pathname.includes('#') ? '#' + entry.pathname.split('#')[1] : ''}`;
  const render = (list: NavEntry[], groups: number[]): React.ReactNode =>
    list
      .filter((e) => e.inSideNav !== false)
      .map((entry, i) => {
        const title = entryTitle(entry, pageTitles);
        const key = `${entry.pathname}-${i}`;
        if (entry.children?.length) {
          if (entry.subheader) {
            return (
              <li key={key} className="nav-subheader">
                <div className="nav-subheader-label">{title}</div>
                <ul>{render(entry.children, groups)}</ul>
              </li>
            );
          }
          const g = group++;
          const first = firstPage(entry.children);
          index.firstPages[g] =
            first && !isExternalUrl(first.pathname)
              ? { href: hrefOf(first), title: entryTitle(first, pageTitles) }
              : undefined;
          return (
            <li key={key}>
              <details data-nav-group={g}>
                <summary className="nav-group">
                  {title}
                  <NavChips entry={entry} />
                </summary>
                <ul>{render(entry.children, [...groups, g])}</ul>
              </details>
            </li>
          );
        }
        const external = isExternalUrl(entry.pathname);
        const n = link++;
        if (!external) index.byPath[toPublicPath(entryHref(entry))] = { link: n, groups };
        return <NavLeaf key={key} entry={entry} title={title} href={external ? entry.pathname : hrefOf(entry)} n={n} />;
      });
  return <ul className="nav-root">{render(entries, [])}</ul>;
}

/** A page's link; `n` numbers it for markCurrent (data-nav-link is taken out of the shell again). */
function NavLeaf({ entry, title, href, n }: { entry: NavEntry; title: string; href: string; n: number }) {
  const external = isExternalUrl(entry.pathname);
  return (
    <li>
      <a
        className="nav-link"
        href={href}
        data-nav-link={n}
        {...(external ? { target: '_blank', rel: 'noopener' } : {})}
        {...safeLinkProps(entry.linkProps)}
      >
        {title}
        <NavChips entry={entry} />
        {external ? (
          <span className="nav-external" aria-label="(opens in a new tab)">
            ↗
          </span>
        ) : null}
      </a>
    </li>
  );
}

/** Only inert attributes from a manifest's linkProps reach the link (no handlers, no href). */
function safeLinkProps(props: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(props ?? {}).filter(
      ([k, v]) => /^(data-|aria-)[a-z-]+$|^title$/.test(k) && typeof v === 'string',
    ) as Array<[string, string]>,
  );
}

import { entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry } from '../site/types.js';
import { NavChips } from './Chips.js';

export interface NavIndex {
  /** Link index of each leaf pathname, and the group indices above it. */
  byPath: Map<string, { link: number; groups: number[] }>;
}

interface Props {
  entries: NavEntry[];
  pageTitles: Record<string, unknown>;
  /** Link prefix for a translated build, e.g. `/zh`. */
  langPrefix: string;
  index: NavIndex;
}

/**
 * The product line's side navigation, rendered once per product line and language. Groups are
 * <details> so they work without JS; pages mark their own link and groups afterwards
 * (markCurrent), so the tree is never re-rendered per page.
 */
export function SideNav({ entries, pageTitles, langPrefix, index }: Props) {
  let link = 0;
  let group = 0;
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
        if (!external) index.byPath.set(toPublicPath(entryHref(entry)), { link: n, groups });
        const href = external ? entry.pathname : `${langPrefix}${toPublicPath(entry.pathname)}${entry.pathname.includes('#') ? '#' + entry.pathname.split('#')[1] : ''}`;
        return (
          <li key={key}>
            <a
              className="nav-link"
              href={href}
              data-nav-link={n}
              {...(external ? { target: '_blank', rel: 'noopener' } : {})}
              {...safeLinkProps(entry.linkProps)}
            >
              <span className="nav-link-text">{title}</span>
              <NavChips entry={entry} />
              {external ? <span className="nav-external" aria-label="(opens in a new tab)">↗</span> : null}
            </a>
          </li>
        );
      });
  return <ul className="nav-root">{render(entries, [])}</ul>;
}

/** Only inert attributes from a manifest's linkProps reach the link (no handlers, no href). */
function safeLinkProps(props: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(props ?? {}).filter(([k, v]) => /^(data-|aria-)[a-z-]+$|^title$/.test(k) && typeof v === 'string') as Array<[string, string]>,
  );
}

/** Marks the current page's link and opens its groups in pre-rendered navigation markup. */
export function markCurrent(navHtml: string, index: NavIndex, publicPath: string): string {
  const hit = index.byPath.get(publicPath);
  if (!hit) return navHtml;
  let html = navHtml.replace(`data-nav-link="${hit.link}"`, `data-nav-link="${hit.link}" aria-current="page"`);
  for (const g of hit.groups) html = html.replace(`data-nav-group="${g}"`, `data-nav-group="${g}" open=""`);
  return html;
}

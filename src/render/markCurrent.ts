export interface NavIndex {
  /** Link index of each leaf's public path, and the group indices above it. */
  byPath: Record<string, { link: number; groups: number[] }>;
}

/**
 * Marks the current page's link and opens its groups in pre-rendered navigation markup. The
 * result is slices of the shell joined by the few inserted attributes: the navigation (hundreds
 * of KB on large sites) is not copied per page.
 */
export function markCurrent(navHtml: string, index: NavIndex, publicPath: string): string {
  const hit = Object.hasOwn(index.byPath, publicPath) ? index.byPath[publicPath] : undefined;
  if (!hit) return navHtml;
  const inserts: Array<[number, string]> = [];
  const after = (needle: string, attribute: string) => {
    const at = navHtml.indexOf(needle);
    if (at >= 0) inserts.push([at + needle.length, attribute]);
  };
  after(`data-nav-link="${hit.link}"`, ' aria-current="page"');
  for (const g of hit.groups) after(`data-nav-group="${g}"`, ' open=""');
  inserts.sort((a, b) => a[0] - b[0]);
  let html = '';
  let from = 0;
  for (const [at, attribute] of inserts) {
    html += navHtml.slice(from, at) + attribute;
    from = at;
  }
  return html + navHtml.slice(from);
}

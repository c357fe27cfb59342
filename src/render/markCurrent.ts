export interface NavIndex {
  /** Link index of each leaf's public path, and the group indices above it. */
  byPath: Record<string, { link: number; groups: number[] }>;
}

/** Marks the current page's link and opens its groups in pre-rendered navigation markup. */
export function markCurrent(navHtml: string, index: NavIndex, publicPath: string): string {
  const hit = Object.hasOwn(index.byPath, publicPath) ? index.byPath[publicPath] : undefined;
  if (!hit) return navHtml;
  let html = navHtml.replace(`data-nav-link="${hit.link}"`, `data-nav-link="${hit.link}" aria-current="page"`);
  for (const g of hit.groups) html = html.replace(`data-nav-group="${g}"`, `data-nav-group="${g}" open=""`);
  return html;
}

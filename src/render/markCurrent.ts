import { escapeHtml } from '../site/html.js';
import { NAV_PLACEHOLDER, type NavIndex } from '../site/navIndex.js';

const TOKEN = / data-nav-link="(\d+)"|<details data-nav-group="(\d+)"|<ul\b[^>]*>|<\/ul>/g;

/**
 * Takes the link numbers out of a rendered shell (`data-nav-link`, there only for this) and
 * records the offsets markCurrent needs; returns the shell without them.
 */
export function indexNav(
  shell: string,
  index: Pick<NavIndex, 'byPath' | 'firstPages'>,
): { html: string; index: NavIndex } {
  const links: number[] = [];
  const groups: NavIndex['groups'] = [];
  let root: [number, number] | undefined;
  let rootStart: number | undefined;
  const stack: number[] = [];
  let pending: number | undefined;
  let html = '';
  let from = 0;
  for (const m of shell.matchAll(TOKEN)) {
    html += shell.slice(from, m.index);
    from = m.index + m[0].length;
    const [token, link, group] = m;
    if (link !== undefined) {
      links[Number(link)] = html.length;
      continue;
    }
    if (group !== undefined) {
      html += token;
      pending = Number(group);
      groups[pending] = { open: html.length, start: -1, end: -1 };
    } else if (token === '</ul>') {
      const g = stack.pop();
      if (g !== undefined && g >= 0) groups[g].end = html.length;
      html += token;
      if (rootStart !== undefined && !root && !stack.length) root = [rootStart, html.length];
    } else {
      if (token.includes('class="nav-root"')) rootStart = html.length;
      html += token;
      stack.push(pending ?? -1);
      if (pending !== undefined) groups[pending].start = html.length;
      pending = undefined;
    }
  }
  html += shell.slice(from);
  return { html, index: { ...index, links, groups, root } };
}

/**
 * A page's shell: its link marked `aria-current`, the groups above it open, every other group
 * reduced to a link to its first page. Built from slices of the shell, never a copy of the tree.
 */
export function markCurrent(shell: string, index: NavIndex, publicPath: string): string {
  const hit = Object.hasOwn(index.byPath, publicPath) ? index.byPath[publicPath] : undefined;
  const open = new Set(hit?.groups ?? []);
  // [at, end, text]: replace shell[at, end) with text.
  const edits: Array<[number, number, string]> = [];
  if (hit) edits.push([index.links[hit.link], index.links[hit.link], ' aria-current="page"']);
  index.groups.forEach((g, i) => {
    if (open.has(i)) edits.push([g.open, g.open, ' open=""']);
    else {
      const first = index.firstPages[i];
      edits.push([
        g.start,
        g.end,
        first
          ? `<li ${NAV_PLACEHOLDER}=""><a class="nav-link" href="${escapeHtml(first.href)}">${escapeHtml(first.title)}</a></li>`
          : '',
      ]);
    }
  });
  edits.sort((a, b) => a[0] - b[0]);
  let html = '';
  let from = 0;
  for (const [at, end, text] of edits) {
    // Edits inside a group already left out.
    if (at < from) continue;
    html += shell.slice(from, at) + text;
    from = end;
  }
  return html + shell.slice(from);
}

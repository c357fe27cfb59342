import { publicPathIn } from '../../site/outputPaths.js';

/**
 * Links as a Markdown twin writes them: absolute (the twin is read away from the site), and to
 * the twin of a page that has one (`/material-ui/react-button/#props` →
 * `https://mui.com/material-ui/react-button.md#props`).
 */
export interface TwinLinks {
  baseUrl: string;
  /** The reader's language prefix (`''`, `/zh`): site paths are in it, as on the HTML page. */
  langPrefix: string;
  /** The page's own public path (relative links resolve against it). */
  pagePath: string;
  /** Whether a route (`/a/b/`) has a twin. */
  hasTwin: (route: string) => boolean;
}

/** The twin of a route: its path without the trailing slash, plus `.md` (`/` has none). */
export const twinPath = (publicPath: string): string => `${publicPath.replace(/\/$/, '')}.md`;

/** The output file of a page's twin (`material-ui/react-button.md`, `zh/…`). */
export const twinFile = (lang: string, route: string) => twinPath(publicPathIn(lang, route)).slice(1);

/** The twin's public URL, as the page's head links it. */
export const twinPublicPath = (lang: string, route: string) => twinPath(publicPathIn(lang, route));

/** A link of the page as the twin writes it (site paths get the language prefix, as rehypeLinks does); external and in-page links are kept. */
export function twinHref(href: string, links: TwinLinks): string {
  if (!href || href.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href.startsWith('/') ? `${links.langPrefix}${href}` : href, `http://site${links.pagePath}`);
  const inLanguage = links.langPrefix && url.pathname.startsWith(`${links.langPrefix}/`);
  const route = (inLanguage ? url.pathname.slice(links.langPrefix.length) : url.pathname).replace(/\/?$/, '/');
  // A file (`/static/logo.svg`) is no page.
  const isPage = !/\.[^/]*$/.test(url.pathname);
  const path = isPage && links.hasTwin(route) ? twinPath(`${links.langPrefix}${route}`) : url.pathname;
  return `${links.baseUrl}${path}${url.search}${url.hash}`;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Each line outside fenced code, with inline code spans blanked (their links are text). */
function rewriteLine(line: string, links: TwinLinks): string {
  const spans: string[] = [];
  const masked = line.replace(/(`+)[^`]*?\1/g, (span) => (spans.push(span), `\uE000${spans.length - 1}\uE000`));
  const rewritten = masked
    .replace(/\]\(\s*(<[^>]*>|[^\s)]+)/g, (all, dest: string) => {
      const bare = dest.startsWith('<') ? dest.slice(1, -1) : dest;
      return all.replace(dest, dest.startsWith('<') ? `<${twinHref(bare, links)}>` : twinHref(bare, links));
    })
    .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/, (_, lead: string, dest: string) => lead + twinHref(dest, links))
    .replace(
      /\b(href|src)=(["'])(.*?)\2/g,
      (_, attr: string, q: string, dest: string) => `${attr}=${q}${twinHref(dest, links)}${q}`,
    );
  return rewritten.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)]);
}

/** A markdown text with every link, definition and HTML `href`/`src` written as the twin needs; code is left alone. */
export function rewriteLinks(markdown: string, links: TwinLinks): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line)?.[1];
      if (fence) {
        if (open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length))
          fence = undefined;
        return line;
      }
      if (open) return ((fence = open), line);
      return rewriteLine(line, links);
    })
    .join('\n');
}

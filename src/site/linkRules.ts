/** The ways an internal link's form can be wrong: each is its own diagnostic code (`link-<problem>`). */
export const LINK_PROBLEMS = ['leading-slash', 'trailing-slash', 'double-slash'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** Whether an href is an internal link of the site (not external, mail, or protocol-relative). */
export function isInternalHref(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

/**
 * Checks the internal-link form: starts with `/` or `#`, ends with `/` before any `?` or `#`
 * (a file name with an extension is exempt), never ends with `//`.
 */
export function checkInternalLink(href: string): LinkProblem | undefined {
  if (!isInternalHref(href) || href === '') return undefined;
  if (!href.startsWith('/') && !href.startsWith('#')) return 'leading-slash';
  if (href.startsWith('#')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  if (/\/\/+$/.test(path)) return 'double-slash';
  if (path.endsWith('/')) return undefined;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last) ? undefined : 'trailing-slash';
}

/**
 * The link as it should be written: a relative one as the site path it resolves to from the page
 * (`pageUrl`, its public URL ending in `/`), with the trailing slash; a path without its trailing
 * slash with it; trailing slashes as one.
 */
export function fixedLink(problem: LinkProblem, href: string, pageUrl: string): string {
  const [, path, rest] = href.match(/^([^?#]*)(.*)$/)!;
  const slashed = (p: string) =>
    p.endsWith('/') || /\.[A-Za-z0-9]+$/.test(p.slice(p.lastIndexOf('/') + 1)) ? p : `${p}/`;
  if (problem === 'double-slash') return `${path.replace(/\/+$/, '/')}${rest}`;
  if (problem === 'trailing-slash') return `${slashed(path)}${rest}`;
  const resolved = new URL(path || '.', `http://site${pageUrl}`).pathname;
  return `${slashed(resolved)}${rest}`;
}

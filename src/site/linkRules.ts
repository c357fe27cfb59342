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

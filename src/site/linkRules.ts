export type LinkProblem = 'leading-slash' | 'trailing-slash' | 'double-slash';

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

export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, { message: string; hint: string }> = {
  'leading-slash': {
    message: 'Missing leading slash',
    hint: 'Internal links start with "/" (a site path) or "#" (an anchor on this page).',
  },
  'trailing-slash': {
    message: 'Missing trailing slash',
    hint: 'Public URLs end with "/" before any "?" or "#", e.g. /material-ui/react-button/.',
  },
  'double-slash': {
    message: 'Duplicated trailing slashes',
    hint: 'End the path with a single "/".',
  },
};

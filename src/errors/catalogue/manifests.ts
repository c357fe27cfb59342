import { entry } from './entry.js';

/** Navigation manifests: `content/<prefix>/pages.json`. */
export const MANIFEST_CODES = {
  'manifest-not-array': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest is not a JSON array.',
    fix: 'Wrap the entries in [ ... ].',
    message: () => 'A navigation manifest must be a JSON array of entries.',
    hint: () => 'Wrap the entries in [ ... ].',
  }),
  'manifest-entry': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry is not an object.',
    fix: 'Write entries as { "pathname": "/product/page" }.',
    message: () => 'A manifest entry must be an object.',
    hint: () => 'Write entries as { "pathname": "/product/page" }.',
  }),
  'manifest-type': entry<{ key: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest field has the wrong type.',
    fix: 'Use the type schema/pages.schema.json gives.',
    message: ({ key }) => (key === 'linkProps' ? '"linkProps" must be an object.' : `"${key}" must be a string.`),
    hint: ({ key }) =>
      key === 'linkProps' ? 'Write "linkProps": { "data-ga-event-category": "..." }.' : `Write "${key}": "...".`,
  }),
  'unknown-key': entry<{ key: string; suggestion: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A manifest entry has a key the tool does not know (checks.unknownKeys).',
    fix: 'Fix the spelling (the hint suggests the nearest key) or remove it.',
    message: ({ key }) => `Unknown manifest key "${key}".`,
    hint: ({ suggestion }) => suggestion,
  }),
  'flag-not-boolean': entry<{ key: string; value: unknown }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest flag (newFeature, beta, ...) is not true or false.',
    fix: 'Write "beta": true.',
    message: ({ key, value }) => `"${key}" must be true or false, not ${JSON.stringify(value)}.`,
    hint: ({ key }) => `Write "${key}": true.`,
  }),
  'invalid-plan': entry<{ value: unknown }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest "plan" is not community, pro or premium.',
    fix: 'Use "pro" or "premium", or omit it.',
    message: ({ value }) => `"plan" must be "community", "pro" or "premium", not ${JSON.stringify(value)}.`,
    hint: () => 'Use "pro" or "premium" for paid features; omit it for community.',
  }),
  'children-not-array': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry\'s "children" is not an array.',
    fix: 'Write "children": [ { "pathname": "..." } ].',
    message: () => '"children" must be an array of entries.',
    hint: () => 'Write "children": [ { "pathname": "..." } ].',
  }),
  'pathname-missing': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry has no pathname.',
    fix: 'Add "pathname": "/product/page".',
    message: () => 'The entry has no "pathname".',
    hint: () => 'Add "pathname": "/product/page" (or an http(s) URL for an external link).',
  }),
  'pathname-invalid': entry<{ pathname: string } | { notString: true }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest pathname is not a string, or not a site path or http(s) URL.',
    fix: 'Write "pathname": "/product/page".',
    message: (a) =>
      'notString' in a ? '"pathname" must be a string.' : `Malformed pathname ${JSON.stringify(a.pathname)}.`,
    hint: (a) =>
      'notString' in a
        ? 'Write "pathname": "...".'
        : 'A pathname starts with "/" (possibly with a #hash) or is an absolute http(s) URL.',
  }),
  'duplicate-pathname': entry<{ pathname: string; first: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'Two manifest entries have the same pathname.',
    fix: 'Keep one of them; the message names both places.',
    message: ({ pathname, first }) => `Duplicated pathname ${pathname} in pages: also at ${first}.`,
    hint: () => 'Each pathname appears once in a navigation tree; remove or rename one of them.',
  }),
  'subheader-without-children': entry<{ subheader: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest subheader labels no children.',
    fix: 'Give it "children", or drop "subheader".',
    message: ({ subheader }) => `Subheader "${subheader}" has no children.`,
    hint: () => 'A subheader labels a group: give it "children", or drop "subheader".',
  }),
  'redirect-target': entry<{ to: string; problem: 'missing' | 'splat'; suggestion?: string }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      'A redirect of docs.config.json leads nowhere: its `to` is no page of the site, or uses `:splat` while its `from` has no `*`.',
    fix: 'Point the redirect at a page that exists, or end its `from` with `*`.',
    message: ({ to, problem }) =>
      problem === 'splat'
        ? `The redirect to ${to} uses :splat, but its "from" has no * to fill it.`
        : `The redirect to ${to} leads to no page of this site.`,
    hint: ({ problem, suggestion }) =>
      problem === 'splat'
        ? 'End "from" with * ("/old/*"): :splat is what the * matched.'
        : suggestion
          ? `Did you mean ${suggestion}?`
          : 'Point "to" at a page of the site (its path, such as "/acme/getting-started/") or at a URL.',
  }),
  'redirect-shadows': entry<{ from: string; page: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A redirect of docs.config.json starts from the address of a page of the site.',
    fix: 'Remove the redirect, or the page.',
    message: ({ from, page }) => `The redirect from ${from} would hide the page ${page}.`,
    hint: () => 'A redirect keeps the address of a page that moved: remove it, or move the page.',
  }),
  'page-not-found': entry<{ pathname: string; page: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry names a page that has no markdown file and no API JSON.',
    fix: 'Create the page, or fix the pathname.',
    message: ({ pathname }) => `No page for ${pathname}: no markdown page and no API JSON.`,
    hint: ({ page }) => `Create content${page}/index.md, or fix the pathname.`,
  }),
};

import { entry } from './entry.js';

/** The site as a whole: its folders, routes, navigation manifests and links. */
export const SITE_CODES = {
  'content-empty': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'content/ holds no page, manifest or API file.',
    fix: 'Add content/<product>/pages.json and a page (or run docs-init).',
    message: () => 'content/ holds no pages and no manifests.',
    hint: () => 'Add content/<product>/pages.json and a page such as content/<product>/overview/index.md.',
  }),
  'unknown-product-line': entry<{ name: string; declared: readonly string[] }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A folder of content/ is no product line declared in docs.config.json.',
    fix: 'Declare it under "products", or move it into a declared line.',
    message: ({ name }) => `Unknown product line ${name}; declare it in docs.config.json products`,
    hint: ({ name, declared }) =>
      `Add "${name}": { "name": "..." } to "products" in docs.config.json (declared: ${declared.join(', ')}), or move the folder into a declared line.`,
  }),
  'route-collision': entry<{ route: string; other: string; otherRoute: string; sameCase: boolean }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'Two source files would write the same output page (also when they differ only by letter case).',
    fix: 'Keep one of them, or rename one.',
    message: (a) =>
      `Output path ${a.route}/index.html is also written by ${a.other}${a.sameCase ? '' : ` (${a.otherRoute}: paths differ only by letter case)`}.`,
    hint: () => 'Keep one of the two files, or rename one of them.',
  }),
  'orphan-page': entry<{ route: string; prefix: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A page no manifest entry reaches (checks.orphanPages).',
    fix: "Add its pathname to the product line's pages.json.",
    message: ({ route }) => `Page ${route}/ is reachable by no manifest entry.`,
    hint: ({ route, prefix }) => `Add { "pathname": "${route}" } to content/${prefix}/pages.json.`,
  }),
  'path-escape': entry<
    | { what: 'symlink'; target?: string; loop?: boolean }
    | { what: 'demo'; name: string; reason: string }
    | { what: 'route'; route: string; reason: string }
    | { what: 'write'; rel: string; folder?: string; nul?: boolean }
    | { what: 'import'; file: string; specifier: string }
  >({
    kind: 'error',
    by: 'check, build',
    meaning: 'A path leaves its folder (../, absolute, encoded), or a symbolic link leaves the root.',
    fix: 'Keep demo names, slugs and links inside the site root.',
    message: (a) =>
      a.what === 'symlink'
        ? a.loop
          ? `Symbolic link leads back ${a.target ? `into a folder that holds it (${a.target})` : 'to itself'}: following it would never end.`
          : `Symbolic link points outside the site root${a.target ? ` (${a.target})` : ''}.`
        : a.what === 'demo'
          ? `Demo path ${JSON.stringify(a.name)} ${a.reason}.`
          : a.what === 'route'
            ? `The page's path ${JSON.stringify(a.route)} ${a.reason}.`
            : a.what === 'import'
              ? `${a.file} imports "${a.specifier}", which is outside the site root and the package that holds it.`
              : `Refusing to write ${JSON.stringify(a.rel)}: ${a.nul ? 'it contains a NUL byte' : `it leaves ${a.folder ?? 'the output folder'}`}.`,
    hint: (a) =>
      a.what === 'symlink'
        ? a.loop
          ? 'Remove the link, or point it at a folder that does not hold it.'
          : 'Replace the link with the file itself or point it inside the root.'
        : a.what === 'demo'
          ? 'Name a demo file next to the page, e.g. "BasicButtons.js".'
          : a.what === 'route'
            ? 'Rename the file or folder with plain letters, digits and "-".'
            : a.what === 'import'
              ? "Move the module into the site root or its library's package, or make it a package the site installs."
              : 'Rename the page so its path stays inside the site.',
  }),
  'broken-link': entry<{
    href: string;
    target: string;
    suggestion?: string;
    sharedBy?: number;
    origin?: string;
    page?: string;
  }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      'An internal link points at no page of the site (or no file of public/), in its written form or with its slashes fixed.',
    fix: 'Link to an existing page; the hint suggests the nearest route.',
    message: ({ href, target, origin, page }) =>
      `Broken link ${href} (resolves to ${target}): no such page.${shownOn(origin, page)}`,
    hint: ({ suggestion, sharedBy }) =>
      `Link to an existing page.${suggestion ? ` Did you mean ${suggestion}?` : ''}${sharedNote(sharedBy)}`,
  }),
  'broken-anchor': entry<{
    href: string;
    target?: string;
    anchor: string;
    suggestion?: string;
    sharedBy?: number;
    origin?: string;
    page?: string;
  }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A link or manifest entry names an id (`#...`) the target page does not have.',
    fix: 'Use the id derived from the heading text (see "Heading ids"); the hint suggests the nearest one.',
    message: ({ href, target, anchor, origin, page }) =>
      `Broken anchor ${href}${target ? ` (resolves to ${target})` : ''}: the page has no heading or element with id "${anchor}".${shownOn(origin, page)}`,
    hint: ({ suggestion, sharedBy }) =>
      `Check the heading's text: ids are derived from it.${suggestion ? ` Did you mean #${suggestion}?` : ''}${sharedNote(sharedBy)}`,
  }),
  'link-leading-slash': entry<{ href: string; fixed: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal link is relative (no leading / or #).',
    fix: 'Start site paths with / and anchors with #.',
    message: ({ href }) => `Missing leading slash: ${href}`,
    hint: ({ fixed }) =>
      `Internal links start with "/" (a site path) or "#" (an anchor on this page): from this page, write ${fixed}`,
  }),
  'link-trailing-slash': entry<{ href: string; fixed: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal page link has no trailing slash.',
    fix: 'End page URLs with / before any ? or #, e.g. /acme-ui/components/button/.',
    message: ({ href }) => `Missing trailing slash: ${href}`,
    hint: ({ fixed }) => `Public URLs end with "/" before any "?" or "#": write ${fixed}`,
  }),
  'link-double-slash': entry<{ href: string; fixed: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal link ends with more than one slash.',
    fix: 'End the path with a single /.',
    message: ({ href }) => `Duplicated trailing slashes: ${href}`,
    hint: ({ fixed }) => `End the path with a single "/": write ${fixed}`,
  }),
};

/** A link broken on many pages probably sits in a shared component. */
const sharedNote = (pages: number | undefined) =>
  pages ? ` It is broken on ${pages} pages: it probably sits in a shared component.` : '';

/** Where a link written in the library's source (a JSDoc description) shows. */
const shownOn = (origin: string | undefined, page: string | undefined) =>
  origin ? ` It is in ${origin}, shown on ${page}.` : '';

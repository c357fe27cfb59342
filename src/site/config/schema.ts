import * as z from 'zod/mini';
import { SITE_TEST } from '../demoTest.js';
import { AD_DISPLAY_RATIO_DEFAULT } from '../constants.js';
import { basePathOf } from '../basePath.js';
import { REDIRECT_STATUSES } from '../redirects.js';
import { ORIGINAL_PRODUCT_LINES } from '../products.js';
import {
  boolean,
  color,
  EXPECTED,
  href,
  like,
  list,
  number,
  object,
  oneOf,
  paths,
  route,
  rule,
  text,
  url,
} from './kinds.js';

/**
 * docs.config.json, once: every key's type, default, validation and the words of its row in
 * docs/authoring.md (`npm run build:tool && node scripts/authoring-tables.mjs` writes the tables).
 * Every key is optional; a value of the wrong kind or a key no object knows is `config-invalid`.
 */
export interface KeyDoc {
  /** The type as the reference says it. */
  type: string;
  /** The default as the reference says it, when it is not the schema's own default value. */
  default?: string;
  meaning: string;
}

/** The words of each documented key (the reference tables' rows). */
export const KEY_DOCS = z.registry<KeyDoc>();
const doc = <T extends z.ZodMiniType>(schema: T, meta: KeyDoc): T => {
  KEY_DOCS.add(schema, meta);
  return schema;
};

/** An optional URL key, and an optional string key, with their words. */
const urlKey = (meaning: string) => doc(z.optional(url()), { type: 'http(s) URL', meaning });
const textKey = (meaning: string, more: Partial<KeyDoc> = {}) =>
  doc(z.optional(text()), { type: 'string', meaning, ...more });

export const SEVERITIES = ['off', 'warn', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];
const DEFAULT_CHECKS = {
  brokenLinks: 'error',
  brokenAnchors: 'warn',
  orphanPages: 'warn',
  unknownKeys: 'warn',
  demoTypes: 'warn',
} satisfies Record<string, Severity>;
export type CheckName = keyof typeof DEFAULT_CHECKS;
export const CHECK_NAMES = Object.keys(DEFAULT_CHECKS) as CheckName[];

const trimSlashes = (value: string) => value.replace(/\/+$/, '');

const VERSION = object({ text: text(), href: z.optional(href()), current: z.optional(boolean()) });

/** One product line (`products.<prefix>`). */
export const PRODUCT = object({
  name: doc(text(), { type: 'string', meaning: 'Required. Ends every page title of the line: `Button - Acme UI`.' }),
  description: textKey("The line's card on the site's home page."),
  logo: doc(z.optional(href()), { type: 'site path or URL', meaning: "The line's mark in its header." }),
  versions: doc(z._default(list(VERSION), []), {
    type: '`[{text, href?, current?}]`',
    meaning: 'The version menu of the line, and its row on `/versions`.',
  }),
  productId: textKey('Analytics dimension.', { default: 'the prefix' }),
  categoryId: textKey('Analytics dimension.', { default: 'the prefix' }),
  theme: doc(z.optional(object({ primary: color() })), {
    type: '`{primary}` colour',
    meaning: "The line's own primary colour (light and dark palettes derive from it).",
  }),
  api: doc(z.optional(object({ entry: paths(), tsconfig: z.optional(text()) })), {
    type: '`{entry, tsconfig?}`',
    meaning: "The module(s) exporting the line's components: its API pages are extracted from their TypeScript.",
  }),
});
export type ProductIdentity = z.output<typeof PRODUCT>;
export type ProductVersion = ProductIdentity['versions'][number];

const IN_HOUSE_AD = object({ name: text(), link: url(), img: z.optional(href()), description: text() });
export const ADS = object({
  networkScript: urlKey("The ad network's script, loaded into the slot."),
  feedUrl: urlKey('A JSON feed; when set, used instead of the script.'),
  backersLink: urlKey("The network's backer placeholder link: such an ad is replaced by an in-house one."),
  displayRatio: doc(z._default(number(), AD_DISPLAY_RATIO_DEFAULT), {
    type: 'number',
    meaning: 'Analytics sampling: the share of page views that send an `ad` `display` event.',
  }),
  inHouse: doc(z._default(list(IN_HOUSE_AD), []), {
    type: '`[{name, link, img?, description}]`',
    meaning: "The site's own ads, in order: the fallback when no sponsor ad is shown.",
  }),
});
export type AdConfig = z.output<typeof ADS>;

export const VERSION_STATUSES = ['current', 'maintained', 'unmaintained', 'unreleased', 'prerelease'] as const;
const FAMILY_VERSION = object({
  label: text(),
  url: url(),
  status: z._default(oneOf(VERSION_STATUSES), 'maintained'),
});
const currents = (list: ReadonlyArray<{ label: string; status: string }>) =>
  list.filter((v) => v.status === 'current').map((v) => v.label);
/** The site's versions, each its own build and deploy (`versions`). */
export const VERSIONS = object({
  label: doc(text(), {
    type: 'string',
    meaning: 'Required. The version this build is, as the version menu names it (`"v5"`).',
  }),
  list: doc(
    z._default(list(FAMILY_VERSION), []).check(
      rule(
        (l) => currents(l).length <= 1,
        (l) => ({ problem: 'version-current', labels: currents(l) }),
      ),
    ),
    {
      type: '`[{label, url, status?}]`',
      meaning:
        'Every version of the site, newest first, this one included: the version menu. `url` is its deploy; `status` is `current` (one at most), `maintained` (the default), `unmaintained` (every page shows a banner linking the same page in the current version) or `unreleased` / `prerelease` (a banner says so).',
    },
  ),
  source: urlKey(
    "The newest deploy's `versions.json`: the build and readers' browsers take the list from there, so an old deploy learns of later releases without a rebuild; when it is the current version's, an unmaintained version's canonical links name its same pages.",
  ),
  noindex: doc(z.optional(boolean()), {
    type: 'boolean',
    default: 'true when this version is `unmaintained`',
    meaning: "Keeps this version's pages out of search engines (`noindex`).",
  }),
}).check(
  rule(
    (v) => !v.list.length || v.list.some((e) => e.label === v.label),
    (v) => ({ problem: 'version-label', label: v.label, labels: v.list.map((e) => e.label) }),
  ),
);
export type VersionsConfig = z.output<typeof VERSIONS>;

const REDIRECT = object({
  from: z.string(EXPECTED.redirectFrom).check(like((v) => /^\/(?![/\\])[^\s*?#]*\*?$/.test(v), EXPECTED.redirectFrom)),
  to: href(),
  status: z.optional(
    z
      .number(EXPECTED.redirectStatus)
      .check(like((v) => (REDIRECT_STATUSES as readonly number[]).includes(v), EXPECTED.redirectStatus)),
  ),
});
export type FamilyVersion = VersionsConfig['list'][number];
export type SiteLink = DocsConfig['links'][number];

const PREFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const isLanguages = (v: unknown) => Array.isArray(v) && v.every((l) => typeof l === 'string' && /^[a-z]{2}$/.test(l));
const isCheck = ([name, value]: [string, unknown]) =>
  name in DEFAULT_CHECKS && (SEVERITIES as readonly unknown[]).includes(value);
const badChecks = (checks: Record<string, unknown>) => Object.entries(checks).filter((entry) => !isCheck(entry));

const SITE = object({
  siteName: doc(z._default(text(), 'Docs'), {
    type: 'string',
    meaning:
      'Titles of general pages (`Versions - <siteName>`), the header when there is no logo, the owner of in-house ads.',
  }),
  baseUrl: doc(z._default(url(), 'https://example.com'), {
    type: 'http(s) URL',
    meaning:
      'Canonical links, the sitemap, llms.txt and the Markdown twins. A path (`https://acme.github.io/acme-kit/`) is where the site is served: every link, stylesheet, script and fetch of the built site goes under it. `--base-url` and `--base-path` override it.',
  }),
  docsHost: textKey('The service worker registers only on this host.', { default: 'host of `baseUrl`' }),
  languages: doc(z._default(z.custom<string[]>(isLanguages, { params: { problem: 'languages' } }), ['en']), {
    type: 'two-letter codes',
    meaning:
      'Accepted for compatibility: the languages built are English plus each language that has a `translations-<xx>.json`.',
  }),
  products: doc(
    z._default(
      z.record(
        z.string().check(
          rule(
            (p: string) => PREFIX.test(p),
            (p: string) => ({ problem: 'prefix', prefix: p }),
          ),
        ),
        PRODUCT,
        EXPECTED.object,
      ),
      () => ({ ...ORIGINAL_PRODUCT_LINES }),
    ),
    {
      type: 'object by prefix',
      default: 'the seven original lines',
      meaning: 'The product lines ([below](#products)). When present, exactly these lines exist.',
    },
  ),
  logo: doc(z.optional(href()), {
    type: 'string',
    meaning: 'Header logo: a path under `public/` (`"/static/logo.svg"`) or a URL.',
  }),
  links: doc(z._default(list(object({ label: text(), href: href() })), []), {
    type: '`[{label, href}]`',
    meaning: 'Links below each product line\'s navigation (a template store, a blog); "Versions" is always added.',
  }),
  ads: doc(z.optional(z.union([z.literal(false), ADS], EXPECTED.object)), {
    type: 'object or `false`',
    meaning: 'Sponsor ads ([below](#ads)). Absent or `false`: no ad slot at all.',
  }),
  analytics: z.prefault(
    object({
      gaId: textKey('Google Analytics id; page views and events go to `window.dataLayer` either way.'),
    }),
    {},
  ),
  licenseKey: textKey('Set as `MUI_X_LICENSE_KEY` on pages of the `x` line.'),
  githubRepo: urlKey(
    'Repository link in the header, "Edit this page" (`<githubRepo>/edit/HEAD/<source path>`), and "Feedback" links of `githubLabel` pages. No link when absent.',
  ),
  editUrl: doc(
    z.optional(
      url().check(
        rule(
          (v: string) => v.includes('{path}'),
          () => ({ problem: 'edit-url' }),
        ),
      ),
    ),
    {
      type: 'string with `{path}`',
      meaning:
        '"Edit this page" for another branch or host: `{path}` becomes the page\'s source path from the site root (`content/…/index.md`, or the API page\'s JSON).',
    },
  ),
  feedback: z.optional(
    object({
      url: doc(url(), {
        type: 'http(s) URL',
        meaning:
          '"Was this page helpful?" at the end of every content page, and a "Feedback" link by each `##` heading. The browser posts JSON `{page, section?, rating: "yes"\\|"no", comment?, language, version}` to this URL (your endpoint must answer CORS preflight). Without it, no feedback box.',
      }),
    }),
  ),
  iconFont: urlKey('An icon-font stylesheet the client adds once per page; the CSP allows its host.'),
  templatesRoute: doc(z._default(route(), '/templates'), {
    type: 'site path',
    meaning: 'Where the template gallery and `templates/<slug>/` pages are served.',
  }),
  checks: doc(
    z._default(
      z.record(z.string(), z.unknown(), EXPECTED.object).check(
        rule(
          (checks) => !badChecks(checks).length,
          (checks) => ({ problem: 'check', bad: badChecks(checks), known: CHECK_NAMES }),
        ),
      ),
      {},
    ),
    {
      type: 'object',
      default: 'see the meaning',
      meaning: `Severity of ${CHECK_NAMES.map((name) => `\`${name}\` (\`${DEFAULT_CHECKS[name]}\`)`).join(', ')}: each \`off\`, \`warn\` or \`error\`.`,
    },
  ),
  versions: z.optional(VERSIONS),
  test: doc(z.optional(SITE_TEST), {
    type: '`{widths?, threshold?, axe?, rtl?}`',
    meaning:
      "What `docs-test` does with every demo unless its directive says otherwise: `widths` (CSS pixels, default `[1280]`), `threshold` (the pixel diff's colour distance, 0 to 1, default 0.1), `axe` (`error`, the default, fails the run on a WCAG 2.1 A/AA violation; `todo` reports it; `off`) and `rtl` (`true`: each demo is also shot right-to-left, as the reader's direction setting shows it, into `<demo>.<mode>.<width>.rtl.png`).",
  }),
  redirects: doc(z._default(list(REDIRECT), []), {
    type: '`[{from, to, status?}]`',
    meaning:
      'Old addresses of moved pages: `from` a site path, or a folder and all below it (`"/old/*"`); `to` a page of the site or a URL, where `:splat` is what `*` matched; `status` 301 (the default), 302, 307 or 308. Written as `_redirects` (Netlify, Cloudflare Pages), `vercel.json`, and a page at each exact `from` (GitHub Pages); `docs-preview` and `docs-dev` answer them. A target that is no page, or a `from` that is one, is an error at its line.',
  }),
  demos: z.prefault(
    object({
      wrapper: textKey(
        'A module whose default export wraps every demo and template ([below](#the-wrapper-and-global-styles)).',
        { type: 'site path' },
      ),
      styles: doc(z._default(list(z.string(EXPECTED.stylesheet).check(z.minLength(1, EXPECTED.stylesheet))), []), {
        type: 'array of stylesheets',
        meaning:
          'Global stylesheets for every page with a demo or template: package specifiers (`"@mantine/core/styles.css"`) or site paths (`"styles/demos.css"`).',
      }),
      timeLimit: doc(z._default(z.number(EXPECTED.seconds).check(z.positive(EXPECTED.seconds)), 60), {
        type: 'number (seconds)',
        meaning:
          "How long one demo may take to render on the server, the site's PostCSS config to load, and its plugins to process a stylesheet: past it, the render is stopped (even in an endless loop: `demo-render-failed` at the directive, the other demos still render) or `postcss-config` at the import; never a command that hangs.",
      }),
    }),
    {},
  ),
});

/** The values the rest of the tool reads: derived defaults filled in, URLs without trailing slashes. */
function finish(config: z.output<typeof SITE>) {
  const baseUrl = trimSlashes(config.baseUrl);
  return {
    ...config,
    baseUrl,
    basePath: basePathOf(baseUrl),
    docsHost: config.docsHost ?? new URL(baseUrl).host,
    ads: config.ads || undefined,
    githubRepo: config.githubRepo && trimSlashes(config.githubRepo),
    templatesRoute: config.templatesRoute.replace(/(.)\/+$/, '$1'),
    checks: { ...DEFAULT_CHECKS, ...(config.checks as Partial<Record<CheckName, Severity>>) },
  };
}

/** The whole file. */
export const CONFIG = z.pipe(SITE, z.transform(finish));
export type DocsConfig = z.output<typeof CONFIG>;

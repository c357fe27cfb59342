import { PLAYGROUND_PREFIX } from '../demos/playgroundModules.js';
import { playgroundDirectivesOf, playgroundId, playgroundIdsOf } from '../transform/playgroundSpec.js';
import { apiOfPlayground } from './playgrounds.js';
import { cacheKey, textKey } from '../site/hash.js';
import { byFirst } from '../base/order.js';
import type { PageSource } from '../site/types.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { demoFilesOf } from '../transform/demoFiles.js';

/**
 * The cache keys of pages (README, "the cache"): a page's key is the hash of every input of its
 * HTML, so a page whose key the previous output holds is kept as it is. Pure: the renderer asks,
 * and the tests check each rule here.
 */

/** The names of the shared files every page links (a change of their content renames them). */
export interface LinkedAssets {
  cssName: string;
  client: {
    fileName: string;
    search: { fileName: string };
    feedback: { fileName: string };
    versions: { fileName: string };
  };
  templates: ReadonlyArray<{ slug: string; title: string; description: string }>;
  demoBundle?: {
    runtime: string;
    editors: string;
    modules: Readonly<Record<string, string>>;
    sandboxes: Readonly<Record<string, string>>;
    css: Readonly<Record<string, string>>;
    globalCss?: string;
  };
}

/** The browser modules and stylesheets a page's demos link (their names change with their content). */
export type DemoLinks = Pick<NonNullable<LinkedAssets['demoBundle']>, 'modules' | 'sandboxes' | 'css' | 'globalCss'>;

/**
 * Every input of the demos' bundles (server and browser): the tool, the config's `demos` and
 * `basePath` (all of it the bundler sees: demos/setup.ts), the demo and template code, which demos
 * the pages use, their playgrounds, and `demoInputs`: a stamp of the contents of every other file
 * the bundles read (packages, stylesheets, the PostCSS config). A change of the rest of the config,
 * of a manifest or of a translation bundles nothing again.
 */
export function demoBundlesKey(model: SiteModel, fingerprint: string, demoInputs = ''): string {
  const { source, config } = model;
  const demosUsed = new Set(source.pages.flatMap((p) => demoFilesOf([p.text], p.dir, source.codeFiles)));
  // Playgrounds are modules of the demo bundles too, made from their directives and their components' APIs.
  const playgrounds = new Set(
    source.pages.flatMap((p) =>
      playgroundDirectivesOf(p.text).map(
        (d) =>
          `${playgroundId(p.prefix ?? '', d)}\u0000${apiOfPlayground(source.apis, p.prefix, d.component)?.file.text ?? ''}`,
      ),
    ),
  );
  return cacheKey(
    [...demosUsed].sort().join(),
    [...playgrounds].sort().join('\u0001'),
    fingerprint,
    demoInputs,
    JSON.stringify({ demos: config.demos, basePath: config.basePath }),
    ...[...source.codeFiles].sort(byFirst).map(([rel, text]) => `${rel}\u0000${text}`),
    source.templates.join(','),
  );
}

/**
 * Every site-wide input: the demos' bundles' (`demoKey`, above), the whole config, manifests,
 * translations, error codes and logos. The site assets (whose stylesheet holds the styles of the
 * demos the pages use) and the generated pages (home, product homes, versions, errors) depend on it all.
 */
export function siteKey(model: SiteModel, demoKey: string): string {
  const { source } = model;
  return cacheKey(
    demoKey,
    JSON.stringify(model.config),
    ...source.manifests.map((m) => `${m.prefix}\u0000${m.file.text}`),
    ...source.translations.map((t) => `${t.file.rel}\u0000${t.file.text}`),
    source.errorCodes?.text ?? '',
    JSON.stringify(source.imageSizes),
  );
}

/**
 * What every content and API page shares: the tool, config, translations, languages, the names
 * of the stylesheet, client bundles and demo runtime, and the templates (the gallery links them).
 */
export function sharedPagesKey(model: SiteModel, fingerprint: string, assets: LinkedAssets): string {
  const { cssName, client, templates, demoBundle } = assets;
  return cacheKey(
    fingerprint,
    JSON.stringify(model.config),
    model.source.repositoryPath ?? '',
    ...model.source.translations.map((t) => `${t.file.rel}\u0000${t.file.text}`),
    model.languages.join(),
    cssName,
    client.fileName,
    client.search.fileName,
    client.feedback.fileName,
    client.versions.fileName,
    demoBundle ? `${demoBundle.runtime}\u0000${demoBundle.editors}\u0000${demoBundle.globalCss ?? ''}` : '',
    JSON.stringify(templates.map((t) => [t.slug, t.title, t.description])),
  );
}

/** A product line's pages add its own manifest only: another line's manifest leaves them cached. */
export const lineKey = (shared: string, model: SiteModel, line: string): string =>
  cacheKey(shared, line, model.source.manifests.find((m) => m.prefix === line)?.file.text ?? '');

/**
 * A content page's own inputs: its English source and its translation, and the code, browser
 * module and stylesheet of every demo they name (a module's name changes with the shared chunks
 * it imports, so with the code of every module its demo imports).
 */
export const contentParts = (
  en: PageSource,
  page: PageSource,
  codeFiles: ReadonlyMap<string, string>,
  demos: DemoLinks = { modules: {}, sandboxes: {}, css: {} },
): string[] => [
  'page',
  textKey(en),
  textKey(page),
  ...demoFilesOf([en.text, page.text], en.dir, codeFiles).flatMap((rel) => [
    rel,
    codeFiles.get(rel) ?? '',
    demos.modules[rel] ?? '',
    demos.sandboxes[rel] ?? '',
    demos.css[rel] ?? '',
  ]),
  // A playground's module changes with its component's API and code.
  ...[...new Set([en.text, page.text].flatMap((text) => playgroundIdsOf(text, en.prefix ?? '')))].flatMap((id) => {
    const key = `${PLAYGROUND_PREFIX}${id}`;
    return [key, demos.modules[key] ?? '', demos.css[key] ?? ''];
  }),
];

/** An API page's own inputs: its JSON and its descriptions (`translation`: the page's language's own, when it has them). */
export const apiParts = (api: SiteModel['apis'][number], translation = ''): string[] => [
  'api',
  api.source.file.text,
  api.source.descriptions?.text ?? '',
  ...(translation ? [translation] : []),
];

/** A generated page's own input: which page it is (it depends on the whole site through `siteKey`). */
export const generatedParts = (kind: string): string[] => ['general', kind];

/** The key of one page in one language. */
export const pageKey = (base: string, lang: string, route: string, parts: readonly string[]): string =>
  cacheKey(base, lang, route, ...parts);

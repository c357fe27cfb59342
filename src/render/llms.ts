import { lineLlmsTxt, siteLlmsTxt, type LlmsLine, type LlmsPage } from './llmsTxt.js';
import { twinPath } from './twin/twinLinks.js';
import { normalizePathname, toPublicPath, isExternalUrl } from '../site/paths.js';
import { compareStrings } from '../base/order.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry, PageSource } from '../site/types.js';
import { productPrefixOf } from '../site/products.js';
import type { TemplateMeta } from '../site/shards.js';
import type { PageModel } from '../transform/analyzePage.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import type { ApiPageModel, ApiProp } from '../transform/apiModel.js';
import { htmlToLine, htmlToMarkdown } from './twin/htmlToMarkdown.js';

/** The leaves of a manifest group, in order. */
const leaves = (entries: readonly NavEntry[]): NavEntry[] =>
  entries.flatMap((e) => (e.children?.length ? leaves(e.children) : [e]));

/** Every English page with a twin, by route: content pages (unless `search: false`) and API pages. */
function pagesByRoute(
  model: SiteModel,
  analyze: (page: PageSource) => PageModel | undefined,
  templates: readonly TemplateMeta[],
) {
  const { baseUrl } = model.config;
  const url = (route: string) => `${baseUrl}${twinPath(toPublicPath(route))}`;
  const pages = new Map<string, LlmsPage & { prefix?: string; listed: boolean }>();
  for (const source of model.source.pages) {
    if (source.lang !== 'en') continue;
    const page = analyze(source);
    const title = page?.title ?? '';
    pages.set(normalizePathname(source.route), {
      title,
      description: page?.description ?? '',
      url: url(source.route),
      prefix: source.prefix,
      listed: page?.frontMatter.search !== false,
    });
  }
  const gallery = model.config.templatesRoute;
  for (const tpl of templates)
    pages.set(normalizePathname(`${gallery}/${tpl.slug}`), {
      title: tpl.title,
      description: tpl.description,
      url: url(`${gallery}/${tpl.slug}`),
      prefix: productPrefixOf(toPublicPath(gallery), model.config.products),
      listed: true,
    });
  for (const api of model.apis)
    pages.set(normalizePathname(api.source.route), {
      title: `${api.name} API`,
      description: `API reference docs for the React ${api.name} component.`,
      url: url(api.source.route),
      prefix: api.source.prefix,
      listed: true,
    });
  return pages;
}

/** A line's pages: each manifest group's, then the line's pages no manifest entry names. */
function lineOf(model: SiteModel, prefix: string, pages: ReturnType<typeof pagesByRoute>, seen: Set<string>): LlmsLine {
  const product = model.config.products[prefix];
  const manifest = model.manifests.get(prefix) ?? [];
  const titles = (model.translations.en?.pages ?? {}) as Record<string, unknown>;
  const take = (entry: NavEntry): LlmsPage[] => {
    if (isExternalUrl(entry.pathname)) return [];
    const key = normalizePathname(entry.pathname);
    const page = pages.get(key);
    if (!page || !page.listed || seen.has(key)) return [];
    seen.add(key);
    return [{ title: page.title || entryTitle(entry, titles), url: page.url, description: page.description }];
  };
  const groups = manifest.map((entry) => ({
    title: entry.children?.length ? entryTitle(entry, titles) : product.name,
    pages: leaves([entry]).flatMap(take),
  }));
  const others = [...pages]
    .filter(([key, page]) => page.prefix === prefix && page.listed && !seen.has(key))
    .sort(([a], [b]) => compareStrings(a, b));
  for (const [key] of others) seen.add(key);
  groups.push({
    title: 'Other pages',
    pages: others.map(([, { title, url, description }]) => ({ title, url, description })),
  });
  return { prefix, name: product.name, description: product.description ?? '', groups };
}

/** A component's API as `docs-mcp` serves it: descriptions and types as Markdown, links absolute. */
export function componentApi(baseUrl: string, api: ApiPageModel) {
  const twinUrl = (pathname: string) => `${baseUrl}${twinPath(toPublicPath(pathname))}`;
  const href = (h: string) => (h.startsWith('/') ? `${baseUrl}${h}` : h);
  const md = (html: string) => htmlToMarkdown(html, href);
  const inheritance = api.inheritance;
  const row = (p: ApiProp) => ({
    name: p.name,
    type: htmlToLine(p.type, href),
    ...(p.default !== undefined ? { default: p.default } : {}),
    required: p.required,
    deprecated: p.deprecated,
    ...(p.deprecated && p.deprecationInfo ? { deprecationReason: md(p.deprecationInfo) } : {}),
    description: md(p.description),
  });
  return {
    name: api.name,
    product: api.source.prefix,
    url: twinUrl(api.source.route),
    description: md(api.description),
    imports: api.imports,
    ...(api.kind === 'hook' ? { kind: 'hook' } : {}),
    props: api.props.map(row),
    ...(api.kind === 'hook' ? { returnValue: api.returnValue.map(row) } : {}),
    ...(api.returns ? { returns: htmlToLine(api.returns.type, href) } : {}),
    slots: api.slots.map((s) => ({ ...s, description: md(s.description) })),
    classes: api.classes.map((c) => ({ ...c, description: md(c.description) })),
    ...(inheritance
      ? {
          inheritance:
            'element' in inheritance
              ? inheritance
              : {
                  component: inheritance.component,
                  url: isExternalUrl(inheritance.pathname) ? inheritance.pathname : twinUrl(inheritance.pathname),
                },
        }
      : {}),
    ...(api.styleProps.length ? { styleProps: api.styleProps } : {}),
    ...(api.members.length ? { members: api.members.map((m) => ({ name: m.name, url: twinUrl(m.pathname) })) } : {}),
  };
}

/** Each product line's components as JSON (`<prefix>/api.json`), and the index of them (`llms-api.json`). */
function apiFiles(model: SiteModel): Array<[string, string]> {
  const prefixes = Object.keys(model.config.products).filter((p) => model.apis.some((a) => a.source.prefix === p));
  const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
  return [
    ['llms-api.json', json({ baseUrl: model.config.baseUrl, languages: model.languages, products: prefixes })],
    ...prefixes.map((prefix): [string, string] => [
      `${prefix}/api.json`,
      json(model.apis.filter((a) => a.source.prefix === prefix).map((a) => componentApi(model.config.baseUrl, a))),
    ]),
  ];
}

/**
 * `/llms.txt` and each product line's `/<prefix>/llms.txt`, from the pages' facts, and the API
 * files `docs-mcp` reads: the same files from one build, a shard's merge, or a cached rebuild.
 */
export function llmsFiles(
  model: SiteModel,
  analyze: (page: PageSource) => PageModel | undefined,
  templates: readonly TemplateMeta[],
): Array<[string, string]> {
  const pages = pagesByRoute(model, analyze, templates);
  const seen = new Set<string>();
  const lines = Object.keys(model.config.products).map((prefix) => lineOf(model, prefix, pages, seen));
  const names = lines.map((l) => l.name);
  const summary = `Documentation of ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'this site')}: guides, component pages with their demos' code, and API references, as Markdown.`;
  return [
    ['llms.txt', siteLlmsTxt({ name: model.config.siteName, summary }, lines)],
    ...lines.map((line): [string, string] => [`${line.prefix}/llms.txt`, lineLlmsTxt(line)]),
    ...apiFiles(model),
  ];
}

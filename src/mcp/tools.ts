import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { fragmentFile } from '../search/indexFormat.js';
import { chunksFor, planQuery, rankPages, snippet, type Chunk } from '../search/query.js';
import { toPublicPath } from '../site/paths.js';
import type { BuiltSite, ComponentApi } from './builtSite.js';
import { nearest } from './nearest.js';

/** A tool's answer that is the caller's mistake: said plainly, with what would be right. */
export class ToolProblem extends Error {}

/** A URL or path of the site as a root-relative path (`https://mui.com/a/b.md#x` → `/a/b.md`). */
function sitePath(site: BuiltSite, urlOrPath: string): string {
  const base = site.baseUrl();
  let value = urlOrPath.trim();
  if (base && value.startsWith(base)) value = value.slice(base.length) || '/';
  else if (/^https?:\/\//i.test(value)) value = new URL(value).pathname;
  value = value.replace(/[?#].*$/, '');
  return value.startsWith('/') ? value : `/${value}`;
}

export function search(
  site: BuiltSite,
  args: { query: string; product?: string; language?: string; limit?: number },
): Array<{ title: string; url: string; section: string; snippet: string }> {
  const lang = args.language ?? 'en';
  const languages = site.languages();
  if (!languages.includes(lang))
    throw new ToolProblem(`No search index for language "${lang}". Languages: ${languages.join(', ')}.`);
  const manifest = site.searchManifest(lang)!;
  if (args.product !== undefined && !manifest.products.includes(args.product))
    throw new ToolProblem(
      `Unknown product "${args.product}". Nearest: ${nearest(args.product, manifest.products.filter(Boolean)).join(', ')}.`,
    );
  const plan = planQuery(args.query, lang);
  const chunks = chunksFor(manifest, plan).map((file) => site.searchChunk(lang, file) ?? ({} as Chunk));
  const hits = rankPages(manifest, chunks, plan, args.product ? { only: args.product } : {});
  return hits.slice(0, args.limit ?? 10).flatMap((hit) => {
    const fragment = site.searchFragment(lang, fragmentFile(manifest, hit.page));
    if (!fragment) return [];
    const [url, title, sections] = fragment;
    const [anchor, heading, text] = sections[hit.sections[0]?.[0] ?? 0] ?? ['', '', ''];
    const pieces = snippet(text, hit.matched);
    return [
      {
        title,
        url: `${site.baseUrl()}${url}${anchor ? `#${anchor}` : ''}`,
        section: heading,
        snippet: pieces.map(([t, marked]) => (marked ? `**${t}**` : t)).join(''),
      },
    ];
  });
}

/** Every Markdown twin's path, for suggestions. */
function twinPaths(site: BuiltSite): string[] {
  const llms = site.read('llms.txt') ?? '';
  const base = site.baseUrl();
  return [...llms.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => (base ? m[1].replace(base, '') : m[1]));
}

export function getPage(site: BuiltSite, urlOrPath: string): string {
  const p = sitePath(site, urlOrPath);
  const twin = p.endsWith('.md') ? p : `${toPublicPath(p).replace(/\/$/, '')}.md`;
  const text = twin === '.md' ? undefined : site.read(twin);
  if (text === undefined)
    throw new ToolProblem(`No page at "${urlOrPath}". Nearest: ${nearest(twin, twinPaths(site)).join(', ')}.`);
  return text;
}

export function listComponents(site: BuiltSite, product?: string) {
  const all = site.components();
  const products = [...new Set(all.map((c) => c.product))];
  if (product !== undefined && !products.includes(product))
    throw new ToolProblem(`No components in product "${product}". Products with components: ${products.join(', ')}.`);
  return all
    .filter((c) => product === undefined || c.product === product)
    .map((c) => ({ name: c.name, product: c.product, description: c.description.split('\n')[0], url: c.url }));
}

export function getComponentApi(site: BuiltSite, component: string, product?: string): ComponentApi {
  const all = site.components().filter((c) => product === undefined || c.product === product);
  const found = all.filter((c) => c.name.toLowerCase() === component.trim().toLowerCase());
  if (!found.length)
    throw new ToolProblem(
      `No component "${component}"${product ? ` in "${product}"` : ''}. Nearest: ${nearest(
        component,
        all.map((c) => c.name),
      ).join(', ')}.`,
    );
  if (found.length > 1)
    throw new ToolProblem(
      `"${component}" is in several products: ${found.map((c) => c.product).join(', ')}. Name one as "product".`,
    );
  return found[0];
}

const parser = unified().use(rehypeParse);

function* elements(node: Root | RootContent): Generator<Element> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const child of node.children) yield* elements(child);
}
const classes = (el: Element) => (Array.isArray(el.properties.className) ? el.properties.className : []);

export function getDemo(site: BuiltSite, args: { page: string; demo: string; variant?: 'JS' | 'TS' }) {
  const page = toPublicPath(sitePath(site, args.page).replace(/\.md$/, ''));
  const html = site.read(`${page}index.html`);
  if (html === undefined)
    throw new ToolProblem(
      `No page at "${args.page}". Nearest: ${nearest(`${page.replace(/\/$/, '')}.md`, twinPaths(site)).join(', ')}.`,
    );
  const tree = parser.parse(html);
  const demos = [...elements(tree)].filter((el) => classes(el).includes('Demo-root'));
  const names = demos.map((el) => String(el.properties.dataDemo ?? ''));
  const wanted = args.demo.replace(/\.(js|tsx?)$/, '');
  const demo = demos.find((_, i) => names[i].replace(/\.(js|tsx?)$/, '') === wanted);
  if (!demo)
    throw new ToolProblem(
      names.length
        ? `No demo "${args.demo}" on ${page}. Its demos: ${names.join(', ')}.`
        : `The page ${page} has no demos.`,
    );
  const sources = [...elements(demo)].filter((el) => classes(el).includes('Demo-source'));
  const variants = sources.filter((el) => !el.properties.dataStyling || el.properties.dataStyling === 'system');
  const variant = args.variant ?? (variants.some((el) => el.properties.dataVariant === 'TS') ? 'TS' : 'JS');
  const source = variants.find((el) => el.properties.dataVariant === variant);
  if (!source) throw new ToolProblem(`The demo "${args.demo}" has no ${variant} variant.`);
  const pre = [...elements(source)].find((el) => el.tagName === 'pre');
  return { page, demo: names[demos.indexOf(demo)], variant, code: pre ? toString(pre) : '' };
}

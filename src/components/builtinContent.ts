import { categoryOfCollection, componentStem } from '../site/componentRegistry.js';
import { entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry } from '../site/types.js';
import type { PageData } from './PageData.js';

export interface BuiltinLink {
  title: string;
  href: string;
  description?: string;
}

/** A template's card in the gallery: its page (live preview) and where its source is read. */
export interface TemplateCard extends Required<BuiltinLink> {
  slug: string;
  source: string;
}

/**
 * What a `{{"component": …}}` directive shows, as data: the page's and the Markdown twin's one
 * rule. Links (chips from front matter, or cards of templates or of a manifest group), the
 * component page's tabs, or a name this build does not know.
 */
export type BuiltinContent =
  | { kind: 'chips' | 'cards'; links: BuiltinLink[] }
  | { kind: 'templates'; templates: TemplateCard[] }
  | { kind: 'tabs'; api?: string }
  | { kind: 'unknown'; name: string };

function findGroup(entries: NavEntry[], category: string): NavEntry | undefined {
  for (const e of entries) {
    if (e.subheader === category || e.subheader === `${category}s` || e.subheader === category.replace(/s$/, ''))
      return e;
    const found = e.children && findGroup(e.children, category);
    if (found) return found;
  }
  return undefined;
}

/** The front matter's links of a component page: feedback label, WAI-ARIA pattern, design guideline. */
function headerLinks(data: PageData, githubRepo: string | undefined): BuiltinLink[] {
  const fm = data.page?.frontMatter;
  if (!fm) return [];
  const links: BuiltinLink[] = [];
  if (fm.githubLabel && githubRepo)
    links.push({ title: 'Feedback', href: `${githubRepo}/labels/${encodeURIComponent(fm.githubLabel)}` });
  if (fm.waiAria) links.push({ title: 'WAI-ARIA', href: fm.waiAria });
  if (fm.materialDesign) links.push({ title: 'Material Design', href: fm.materialDesign });
  return links;
}

export function builtinContent(name: string, data: PageData, githubRepo: string | undefined): BuiltinContent {
  switch (componentStem(name)) {
    case 'ComponentLinkHeader':
      return { kind: 'chips', links: headerLinks(data, githubRepo) };
    case 'ComponentPageTabs': {
      const first = data.page?.frontMatter.components[0] ?? data.page?.frontMatter.hooks[0];
      return { kind: 'tabs', ...(first ? { api: data.apiHref(first) } : {}) };
    }
    case 'MaterialFreeTemplatesCollection':
      return { kind: 'templates', templates: templateCards(data) };
  }
  const category = categoryOfCollection(name);
  const group = category ? findGroup(data.manifest, category) : undefined;
  if (!group) return { kind: 'unknown', name };
  return {
    kind: 'cards',
    links: (group.children ?? [])
      .filter((e) => !isExternalUrl(e.pathname))
      .map((e) => ({ title: entryTitle(e, data.pageTitles), href: `${data.langPrefix}${toPublicPath(entryHref(e))}` })),
  };
}

/** The site's templates as gallery cards. */
export const templateCards = (data: PageData): TemplateCard[] =>
  data.templates.map(({ slug, title, description }) => ({
    slug,
    title,
    description,
    href: data.templateHref(slug),
    source: data.templateSource(slug),
  }));

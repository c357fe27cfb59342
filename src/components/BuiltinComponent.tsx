import { categoryOfCollection, componentStem } from '../site/componentRegistry.js';
import { entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { entryTitle } from '../site/titles.js';
import type { NavEntry } from '../site/types.js';
import { useDocsConfig } from './DocsProvider.js';
import { usePageData } from './PageData.js';

/** `{{"component": "modules/components/X.js"}}`: a built-in page component, or a visible placeholder. */
export function BuiltinComponent(props: { 'data-name'?: string }) {
  const name = String(props['data-name'] ?? '');
  const data = usePageData();
  switch (componentStem(name)) {
    case 'ComponentLinkHeader':
      return <ComponentLinkHeader />;
    case 'ComponentPageTabs':
      return <ComponentPageTabs />;
    case 'MaterialFreeTemplatesCollection':
      return (
        <CardGrid
          cards={data.templates.map((tpl) => ({
            title: tpl.title,
            description: tpl.description,
            href: data.templateHref(tpl.slug),
          }))}
        />
      );
  }
  const category = categoryOfCollection(name);
  const group = category ? findGroup(data.manifest, category) : undefined;
  if (group) {
    return (
      <CardGrid
        cards={(group.children ?? [])
          .filter((e) => !isExternalUrl(e.pathname))
          .map((e) => ({
            title: entryTitle(e, data.pageTitles),
            href: `${data.langPrefix}${toPublicPath(entryHref(e))}`,
          }))}
      />
    );
  }
  return (
    <div className="component-placeholder" role="note">
      Component <code>{name}</code> is not available in this build.
    </div>
  );
}

function findGroup(entries: NavEntry[], category: string): NavEntry | undefined {
  for (const e of entries) {
    if (e.subheader === category || e.subheader === `${category}s` || e.subheader === category.replace(/s$/, ''))
      return e;
    const found = e.children && findGroup(e.children, category);
    if (found) return found;
  }
  return undefined;
}

function ComponentLinkHeader() {
  const { page } = usePageData();
  const config = useDocsConfig();
  const fm = page?.frontMatter;
  if (!fm) return null;
  const links: Array<[string, string]> = [];
  if (fm.githubLabel && config.githubRepo)
    links.push(['Feedback', `${config.githubRepo}/labels/${encodeURIComponent(fm.githubLabel)}`]);
  if (fm.waiAria) links.push(['WAI-ARIA', fm.waiAria]);
  if (fm.materialDesign) links.push(['Material Design', fm.materialDesign]);
  if (!links.length) return null;
  return (
    <ul className="component-link-header">
      {links.map(([label, href]) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener nofollow" className="chip-link">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ComponentPageTabs() {
  const { page, apiHref } = usePageData();
  const first = page?.frontMatter.components[0] ?? page?.frontMatter.hooks[0];
  return (
    <nav className="component-page-tabs" aria-label="Page sections">
      <a aria-current="page" href="#">
        Components
      </a>
      {first ? <a href={apiHref(first)}>Component API</a> : null}
    </nav>
  );
}

function CardGrid({ cards }: { cards: Array<{ title: string; description?: string; href: string }> }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href}>
          <a className="card" href={card.href}>
            <span className="card-title">{card.title}</span>
            {card.description ? <span className="card-description">{card.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

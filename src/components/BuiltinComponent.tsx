import { builtinContent, type BuiltinLink } from './builtinContent.js';
import { useDocsConfig } from './DocsProvider.js';
import { usePageData } from './PageData.js';
import { TemplateGallery } from './TemplateGallery.js';

/** `{{"component": "modules/components/X.js"}}`: a built-in page component, or a visible placeholder. */
export function BuiltinComponent(props: { 'data-name'?: string }) {
  const content = builtinContent(String(props['data-name'] ?? ''), usePageData(), useDocsConfig().githubRepo);
  switch (content.kind) {
    case 'chips':
      return content.links.length ? <ChipLinks links={content.links} /> : null;
    case 'tabs':
      return (
        <nav className="component-page-tabs" aria-label="Page sections">
          <a aria-current="page" href="#">
            Components
          </a>
          {content.api ? <a href={content.api}>Component API</a> : null}
        </nav>
      );
    case 'cards':
      return <CardGrid cards={content.links} />;
    case 'templates':
      return <TemplateGallery cards={content.templates} heading="h3" />;
    case 'unknown':
      return (
        <div className="component-placeholder" role="note">
          Component <code>{content.name}</code> is not available in this build.
        </div>
      );
  }
}

function ChipLinks({ links }: { links: BuiltinLink[] }) {
  return (
    <ul className="component-link-header">
      {links.map(({ title, href }) => (
        <li key={title}>
          <a href={href} target="_blank" rel="noopener nofollow" className="chip-link">
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function CardGrid({ cards }: { cards: BuiltinLink[] }) {
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

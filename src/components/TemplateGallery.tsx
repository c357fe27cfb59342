import { TEMPLATE_PREVIEW_ATTRIBUTE } from '../site/constants.js';
import type { TemplateCard } from './builtinContent.js';
import { usePageData } from './PageData.js';

/**
 * The template gallery's cards: a scaled, still frame of each template page (it follows the
 * reader's mode; nothing in it is live or focusable), its title and description, and links to the
 * live page and to its source. The whole card opens the live page.
 */
export function TemplateGallery({ cards, heading: Heading }: { cards: TemplateCard[]; heading: 'h2' | 'h3' }) {
  const { t } = usePageData();
  const live = t('livePreview') ?? 'Live preview';
  const source = t('templateSource') ?? 'Source';
  return (
    <ul className="template-grid">
      {cards.map((card) => {
        const titleId = `template-card-${card.slug}`;
        return (
          <li key={card.slug} className="template-card">
            <div className="template-preview">
              <iframe
                src={card.href}
                title={card.title}
                loading="lazy"
                tabIndex={-1}
                aria-hidden="true"
                inert
                {...{ [TEMPLATE_PREVIEW_ATTRIBUTE]: '' }}
              />
            </div>
            <Heading id={titleId} className="template-card-title">
              {card.title}
            </Heading>
            <p className="template-card-description">{card.description}</p>
            <p className="template-card-links">
              <a className="template-card-live" href={card.href} aria-describedby={titleId}>
                {live}
              </a>
              <a className="template-card-source" href={card.source} aria-describedby={titleId}>
                {source}
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

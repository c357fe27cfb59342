import type { ReactNode } from 'react';
import type { TocEntry } from '../transform/analyzePage.js';
import type { Translator } from '../site/translator.js';
import { PageFeedback, type FeedbackTarget } from './PageFeedback.js';

interface Link {
  title: string;
  href: string;
}

export interface ArticleFooter {
  /** "Edit this page": the source's editor (none when the site names no repository or editUrl). */
  editHref?: string;
  /** The product line's current version, such as "Material UI v9.0.0". */
  version?: string;
  feedback?: FeedbackTarget;
}

/**
 * "Copy page" (the Markdown twin, fetched on click; without JavaScript it is not shown) and
 * "View as Markdown", by the title.
 */
function PageActions({ markdown, t }: { markdown: string; t: Translator }) {
  const copy = t('copyPage') ?? 'Copy page';
  return (
    <div className="page-actions">
      <button type="button" className="page-copy" data-copy-page={markdown}>
        <span className="page-copy-label" data-idle={copy}>
          {copy}
        </span>
      </button>
      <a className="page-markdown" href={markdown} type="text/markdown">
        {t('viewMarkdown') ?? 'View as Markdown'}
      </a>
    </div>
  );
}

/** "Edit this page" and the product line's version, under the article. */
function ArticleMeta({ footer, t }: { footer: ArticleFooter; t: Translator }) {
  if (!footer.editHref && !footer.version) return null;
  return (
    <div className="docs-meta">
      {footer.editHref ? (
        <a className="docs-edit" href={footer.editHref} target="_blank" rel="noopener">
          {t('editPage') ?? 'Edit this page'}
        </a>
      ) : null}
      {footer.version ? <span className="docs-version">{footer.version}</span> : null}
    </div>
  );
}

/** The previous and next pages of the product line's reading order. */
function PrevNext({ prev, next }: { prev?: Link; next?: Link }) {
  if (!prev && !next) return null;
  return (
    <nav className="docs-footer" aria-label="Previous and next pages">
      {prev ? (
        <a className="docs-footer-prev" href={prev.href} rel="prev">
          <span className="docs-footer-label">Previous</span>
          {prev.title}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="docs-footer-next" href={next.href} rel="next">
          <span className="docs-footer-label">Next</span>
          {next.title}
        </a>
      ) : null}
    </nav>
  );
}

/** The "Contents" column: the page's h2 and h3 headings. */
function TableOfContents({ toc, t }: { toc: TocEntry[]; t: Translator }) {
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-label={t('pageTOC') ?? 'Page table of contents'}>
      <p className="toc-title">{t('tableOfContents') ?? 'Contents'}</p>
      <ul>
        {toc.map((h2) => (
          <li key={h2.id}>
            <a href={`#${h2.id}`}>{h2.text}</a>
            {h2.children.length ? (
              <ul>
                {h2.children.map((h3) => (
                  <li key={h3.id}>
                    <a href={`#${h3.id}`}>{h3.text}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Content column (with feedback, edit link and version), prev/next footer and the "Contents" column of a docs page. */
export function DocsArticle({
  children,
  toc,
  prev,
  next,
  t,
  footer = {},
  markdown,
}: {
  children: ReactNode;
  /** The public path of the page's Markdown twin. */
  markdown?: string;
  toc: TocEntry[];
  prev?: Link;
  next?: Link;
  t: Translator;
  footer?: ArticleFooter;
}) {
  return (
    <div className={toc.length ? 'docs-layout docs-layout-toc' : 'docs-layout'}>
      <div className="docs-content">
        <article className="markdown-body">
          {markdown ? <PageActions markdown={markdown} t={t} /> : null}
          {children}
        </article>
        {footer.feedback ? <PageFeedback target={footer.feedback} t={t} /> : null}
        <ArticleMeta footer={footer} t={t} />
        <PrevNext prev={prev} next={next} />
      </div>
      <TableOfContents toc={toc} t={t} />
    </div>
  );
}

import type { PageData } from '../PageData.js';

/** The template gallery: a card per template. */
export function TemplatesPage({ data }: { data: PageData }) {
  return (
    <>
      <h1>Templates</h1>
      <p className="description">Free templates: start your next project from one of them.</p>
      <ul className="card-grid">
        {data.templates.map((tpl) => (
          <li key={tpl.slug}>
            <a className="card" href={data.templateHref(tpl.slug)}>
              <span className="card-title">{tpl.title}</span>
              <span className="card-description">{tpl.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

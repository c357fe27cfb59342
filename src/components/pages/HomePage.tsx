import type { SiteModel } from '../../transform/buildSiteModel.js';
import type { PageData } from '../PageData.js';

/** The site's home page: a card per product line. */
export function HomePage({ model, data }: { model: SiteModel; data: PageData }) {
  const { products } = model.config;
  return (
    <>
      <h1>{model.config.siteName} documentation</h1>
      <p className="description">
        {model.manifests.size === 1
          ? 'Documentation of the component library:'
          : 'Documentation of the component libraries: pick a product line.'}
      </p>
      <ul className="card-grid">
        {[...model.manifests.keys()].map((p) => (
          <li key={p}>
            <a className="card" href={`${data.langPrefix}/${p}/`}>
              <span className="card-title">{products[p]?.name ?? p}</span>
              {products[p]?.description ? <span className="card-description">{products[p].description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

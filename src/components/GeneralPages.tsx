import type { SiteModel } from '../transform/buildSiteModel.js';
import { entryHref } from '../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../site/paths.js';
import { entryTitle } from '../site/titles.js';
import type { PageData } from './PageData.js';

type Kind = 'home' | 'product-home' | 'versions' | 'production-error' | 'templates' | 'not-found';

/** The routes the build generates when the content has no page there. */
export function GeneralPages({
  kind,
  model,
  data,
  prefix,
}: {
  kind: Kind;
  model: SiteModel;
  data: PageData;
  prefix?: string;
}) {
  const { products } = model.config;
  const lp = data.langPrefix;
  switch (kind) {
    case 'home':
      return (
        <>
          <h1>{model.config.siteName} documentation</h1>
          <p className="description">Documentation of the component libraries: pick a product line.</p>
          <ul className="card-grid">
            {[...model.manifests.keys()].map((p) => (
              <li key={p}>
                <a className="card" href={`${lp}/${p}/`}>
                  <span className="card-title">{products[p]?.name ?? p}</span>
                  {products[p]?.description ? (
                    <span className="card-description">{products[p].description}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </>
      );
    case 'product-home': {
      const product = products[prefix!];
      const sections = (model.manifests.get(prefix!) ?? []).filter((e) => e.inSideNav !== false);
      return (
        <>
          <h1>{product?.name ?? prefix}</h1>
          <p className="description">{product?.description ?? ''}</p>
          <h2 id="sections">Sections</h2>
          <ul className="card-grid">
            {sections.map((e) => (
              <li key={e.pathname}>
                <a
                  className="card"
                  href={isExternalUrl(entryHref(e)) ? entryHref(e) : `${lp}${toPublicPath(entryHref(e))}`}
                >
                  <span className="card-title">{entryTitle(e, data.pageTitles)}</span>
                  {e.children?.length ? <span className="card-description">{e.children.length} pages</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </>
      );
    }
    case 'versions':
      return (
        <>
          <h1>Versions</h1>
          <p className="description">The released versions of each product line.</p>
          {Object.entries(products)
            .filter(([p]) => model.manifests.has(p))
            .map(([p, product]) => (
              <section key={p} className="versions-product">
                <h2 id={`versions-${p.replace('/', '-')}`}>{product.name}</h2>
                <table className="api-table">
                  <thead>
                    <tr>
                      <th>Version</th>
                      <th>Documentation</th>
                    </tr>
                  </thead>
                  <tbody>
                    {product.versions.map((v) => (
                      <tr key={v.text}>
                        <td>
                          {v.text}
                          {v.current ? <span className="version-current"> (current)</span> : null}
                        </td>
                        <td>
                          {v.href ? <a href={v.href}>Documentation</a> : <a href={`${lp}/${p}/`}>Documentation</a>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
        </>
      );
    case 'production-error':
      return (
        <>
          <h1>Production error</h1>
          <p className="description">
            In the production build, error messages are minified to reduce the size of the code.
          </p>
          <div id="error-decoder" data-state="loading" aria-live="polite">
            <p data-state-text="loading">Loading error codes</p>
            <p data-state-text="no-code">
              When you encounter an error, you will receive a link to this page for that specific error and the full
              error message will appear here.
            </p>
            <p data-state-text="unknown">This error code is unknown: it may come from a different version.</p>
            <p data-state-text="rejected">
              The error codes could not be loaded. Please report it on the issue tracker.
            </p>
            <div data-state-text="decoded">
              <p>The original text of the error you encountered:</p>
              <pre className="error-message">
                <code id="error-message-text" />
              </pre>
            </div>
          </div>
          <noscript>
            <p>Decoding an error needs JavaScript. The error-code table is available at /static/error-codes.json.</p>
          </noscript>
        </>
      );
    case 'templates':
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
    case 'not-found':
      return (
        <>
          <h1>Page not found</h1>
          <p className="description">The page you are looking for does not exist or has moved.</p>
          <p>
            <a href={`${lp}/`}>Go to the home page</a>
          </p>
        </>
      );
  }
}

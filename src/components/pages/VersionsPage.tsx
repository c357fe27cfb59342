import type { ProductIdentity } from '../../site/types.js';
import type { SiteModel } from '../../transform/buildSiteModel.js';
import type { PageData } from '../PageData.js';

/** One product line's versions: a table linking each version's documentation. */
function ProductVersions({
  prefix,
  product,
  langPrefix,
}: {
  prefix: string;
  product: ProductIdentity;
  langPrefix: string;
}) {
  return (
    <section className="versions-product">
      <h2 id={`versions-${prefix.replace('/', '-')}`}>{product.name}</h2>
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
                {v.href ? <a href={v.href}>Documentation</a> : <a href={`${langPrefix}/${prefix}/`}>Documentation</a>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /versions: the released versions of each product line. */
export function VersionsPage({ model, data }: { model: SiteModel; data: PageData }) {
  return (
    <>
      <h1>Versions</h1>
      <p className="description">The released versions of each product line.</p>
      {Object.entries(model.config.products)
        .filter(([p]) => model.manifests.has(p))
        .map(([p, product]) => (
          <ProductVersions key={p} prefix={p} product={product} langPrefix={data.langPrefix} />
        ))}
    </>
  );
}

import { entryHref } from '../../site/navigation.js';
import { isExternalUrl, toPublicPath } from '../../site/paths.js';
import { entryTitle } from '../../site/titles.js';
import type { SiteModel } from '../../transform/buildSiteModel.js';
import type { PageData } from '../PageData.js';

/** A product line's home page: a card per section of its navigation. */
export function ProductHomePage({ model, data, prefix }: { model: SiteModel; data: PageData; prefix: string }) {
  const product = model.config.products[prefix];
  const sections = (model.manifests.get(prefix) ?? []).filter((e) => e.inSideNav !== false);
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
              href={isExternalUrl(entryHref(e)) ? entryHref(e) : `${data.langPrefix}${toPublicPath(entryHref(e))}`}
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

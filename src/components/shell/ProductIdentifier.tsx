import type { ProductIdentity } from '../../site/types.js';
import { Logo, type LogoImage } from './Logo.js';

/** The product line's logo and name in the header, with its version menu. */
export function ProductIdentifier({
  product,
  productLogo,
  langPrefix,
  showName,
}: {
  product: ProductIdentity;
  productLogo?: LogoImage;
  langPrefix: string;
  /** False when the header's home link already shows the same name. */
  showName: boolean;
}) {
  const versions = product.versions;
  const current = versions.find((v) => v.current) ?? versions[0];
  return (
    <div className="product-identifier">
      {productLogo ? <Logo image={productLogo} height={20} className="product-logo" alt="" /> : null}
      {showName ? <span className="product-name">{product.name}</span> : null}
      {current ? (
        <details className="version-menu">
          <summary aria-label={`${current.text}, choose another version`}>{current.text}</summary>
          <ul>
            {versions.map((v) => (
              <li key={v.text}>
                <a href={v.href ?? '#'} {...(v.current ? { 'aria-current': 'true' as const } : {})}>
                  {v.text}
                </a>
              </li>
            ))}
            <li>
              <a href={`${langPrefix}/versions/`}>View all versions</a>
            </li>
          </ul>
        </details>
      ) : null}
    </div>
  );
}

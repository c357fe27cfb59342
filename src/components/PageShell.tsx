import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Translator } from '../site/translator.js';
import type { ProductIdentity } from '../site/types.js';
import { MAIN_SLOT } from './mainSlot.js';
import { Icon } from './icons.js';

/** A header logo and, when known (a file of public/), its intrinsic size: the header reserves its box. */
export interface LogoImage {
  src: string;
  width?: number;
  height?: number;
}

/**
 * One setting of the settings panel: a labelled group of toggle buttons, the current one
 * `aria-pressed` (the client sets it from the reader's preference).
 */
function SettingGroup({
  label,
  attribute,
  options,
}: {
  label: string;
  attribute: string;
  options: Array<[value: string, text: string]>;
}) {
  return (
    <>
      <div className="settings-label" aria-hidden="true">
        {label}
      </div>
      <div className="settings-options" role="group" aria-label={label}>
        {options.map(([value, text]) => (
          <Button key={value} size="small" variant="outlined" {...{ [attribute]: value }} aria-pressed="false">
            {text}
          </Button>
        ))}
      </div>
    </>
  );
}

/**
 * Opens the search dialog (src/client/search/). Shown only with JavaScript; the labels the dialog
 * uses travel as data attributes, so the lazy module needs nothing else from the page.
 */
function SearchButton({ t, product, products }: { t: Translator; product?: string; products: Record<string, string> }) {
  const label = (key: string, fallback: string) => t(key) ?? fallback;
  return (
    <button
      type="button"
      className="search-button"
      aria-label={label('search.dialog', 'Search the documentation')}
      aria-keyshortcuts="Control+K Meta+K /"
      data-product={product}
      data-products={JSON.stringify(products)}
      data-labels={JSON.stringify({
        dialog: label('search.dialog', 'Search the documentation'),
        placeholder: label('search.placeholder', 'Search the docs'),
        allProducts: label('search.allProducts', 'All product lines'),
        productFilter: label('search.productFilter', 'Product line'),
        results: label('search.results', 'results'),
        noResults: label('search.noResults', 'No results for'),
        recent: label('search.recent', 'Recent'),
        close: label('close', 'Close'),
      })}
    >
      <Icon name="search" />
      <span className="search-label">{label('search.button', 'Search…')}</span>
      <kbd className="search-shortcut">Ctrl+K</kbd>
    </button>
  );
}

/** An image at a given height; its width follows from its intrinsic size when that is known. */
function Logo({ image, height, className, alt }: { image: LogoImage; height: number; className: string; alt: string }) {
  const width = image.width && image.height ? Math.round((image.width * height) / image.height) : undefined;
  return <img className={className} src={image.src} alt={alt} height={height} width={width} />;
}

interface Props {
  product?: ProductIdentity;
  /** The product line's prefix (search ranks its pages first). */
  productPrefix?: string;
  /** Every product line's name by prefix (search results show them). */
  products: Record<string, string>;
  homeHref: string;
  siteName: string;
  /** Header logo; the site name as text without one. */
  logo?: LogoImage;
  productLogo?: LogoImage;
  githubRepo?: string;
  nav?: React.ReactNode;
  t: Translator;
  langPrefix: string;
  /** Links below the navigation (template store, blog, versions). */
  extraLinks: Array<{ label: string; href: string; external: boolean }>;
}

/**
 * Header, side navigation and content frame. Rendered once per product line and language
 * with MUI; its Emotion styles go to the shared stylesheet.
 */
export function PageShell({
  product,
  productPrefix,
  products,
  homeHref,
  siteName,
  logo,
  productLogo,
  githubRepo,
  nav,
  t,
  langPrefix,
  extraLinks,
}: Props) {
  const versions = product?.versions ?? [];
  const current = versions.find((v) => v.current) ?? versions[0];
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppBar position="sticky" elevation={0} color="inherit" className="app-header">
        <Toolbar className="app-toolbar">
          {nav ? (
            <IconButton
              component="a"
              href="#app-nav"
              className="menu-button"
              aria-label={t('openDrawer') ?? 'Open navigation'}
              aria-controls="app-nav"
            >
              <Icon name="menu" />
            </IconButton>
          ) : null}
          <a className="home-link" href={homeHref} aria-label={t('goToHome') ?? 'Go to homepage'}>
            {logo ? (
              <Logo image={logo} height={28} className="logo" alt={siteName} />
            ) : (
              <span className="site-name">{siteName}</span>
            )}
          </a>
          {product ? (
            <div className="product-identifier">
              {productLogo ? <Logo image={productLogo} height={20} className="product-logo" alt="" /> : null}
              <span className="product-name">{product.name}</span>
              {current ? (
                <details className="version-menu">
                  <summary aria-label={`Version ${current.text}, choose another`}>{current.text}</summary>
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
          ) : null}
          <span className="toolbar-spacer" />
          <SearchButton t={t} product={productPrefix} products={products} />
          <details className="settings-menu">
            <summary aria-label={t('settings.settings') ?? 'Settings'} title={t('settings.settings') ?? 'Settings'}>
              <Icon name="settings" />
            </summary>
            <div className="settings-panel" role="group" aria-label={t('settings.settings') ?? 'Settings'}>
              <SettingGroup
                label={t('settings.mode') ?? 'Mode'}
                attribute="data-set-mode"
                options={(['light', 'system', 'dark'] as const).map((m) => [m, t(`settings.${m}`) ?? m])}
              />
              <SettingGroup
                label={t('settings.direction') ?? 'Direction'}
                attribute="data-set-direction"
                options={(['ltr', 'rtl'] as const).map((d) => [d, t(`settings.${d}`) ?? d.toUpperCase()])}
              />
              <SettingGroup
                label={t('settings.density') ?? 'Density'}
                attribute="data-set-density"
                options={[
                  ['comfortable', t('settings.comfortable') ?? 'Comfortable'],
                  ['compact', t('settings.compact') ?? 'Compact'],
                ]}
              />
              <SettingGroup
                label={t('settings.codeVariant') ?? 'Code'}
                attribute="data-set-variant"
                options={[
                  ['JS', 'JavaScript'],
                  ['TS', 'TypeScript'],
                ]}
              />
            </div>
          </details>
          {githubRepo ? (
            <IconButton component="a" href={githubRepo} target="_blank" rel="noopener" aria-label="GitHub repository">
              <Icon name="github" />
            </IconButton>
          ) : null}
        </Toolbar>
      </AppBar>
      <div className="app-body">
        {nav ? (
          <aside id="app-nav" className="app-nav" aria-label={t('mainNavigation') ?? 'Main navigation'}>
            <a className="nav-close" href="#main-content" aria-label={t('close') ?? 'Close'}>
              ×
            </a>
            <nav aria-label={t('mainNavigation') ?? 'Main navigation'}>{nav}</nav>
            <ul className="nav-extra">
              {extraLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
                    {link.external ? `${link.label} ↗` : link.label}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <div className="app-main" id="main-content" tabIndex={-1} dangerouslySetInnerHTML={{ __html: MAIN_SLOT }} />
      </div>
    </div>
  );
}

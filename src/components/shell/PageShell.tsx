import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Translator } from '../../site/translator.js';
import type { ProductIdentity } from '../../site/types.js';
import type { VersionView } from '../../site/versions.js';
import { Icon } from '../icons.js';
import { MAIN_SLOT } from '../mainSlot.js';
import { AppNav } from './AppNav.js';
import { Logo, type LogoImage } from './Logo.js';
import { ProductIdentifier } from './ProductIdentifier.js';
import { SearchButton } from './SearchButton.js';
import { SettingsMenu } from './SettingsMenu.js';
import { VersionMenu } from './VersionMenu.js';

export type { LogoImage } from './Logo.js';

export interface PageShellProps {
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
  nav?: ReactNode;
  t: Translator;
  langPrefix: string;
  /** Links below the navigation (template store, blog, versions). */
  extraLinks: Array<{ label: string; href: string; external: boolean }>;
  /** The site's versions, when it has several (its version menu). */
  versions?: VersionView;
}

/**
 * Header, side navigation and content frame. Rendered once per product line and language
 * with MUI; its Emotion styles go to the shared stylesheet.
 */
export function PageShell(props: PageShellProps) {
  const { product, nav, t } = props;
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
          {/* Named by its text, the site's name (WCAG 2.5.3: a speech user says what they see). */}
          <a className="home-link" href={props.homeHref} title={t('goToHome') ?? 'Go to homepage'}>
            {props.logo ? <Logo image={props.logo} height={28} className="logo" alt="" /> : null}
            <span className="site-name" {...(props.logo && product ? { 'data-hidden': '' } : {})}>
              {props.siteName}
            </span>
          </a>
          {product ? (
            <ProductIdentifier
              product={product}
              productLogo={props.productLogo}
              langPrefix={props.langPrefix}
              showName={Boolean(props.logo) || product.name !== props.siteName}
            />
          ) : null}
          {props.versions ? <VersionMenu versions={props.versions} t={t} /> : null}
          <span className="toolbar-spacer" />
          <SearchButton t={t} product={props.productPrefix} products={props.products} />
          <SettingsMenu t={t} />
          {props.githubRepo ? (
            <IconButton
              component="a"
              href={props.githubRepo}
              target="_blank"
              rel="noopener"
              aria-label="GitHub repository"
            >
              <Icon name="github" />
            </IconButton>
          ) : null}
        </Toolbar>
      </AppBar>
      <div className="app-body">
        {nav ? <AppNav nav={nav} t={t} extraLinks={props.extraLinks} /> : null}
        <div className="app-main" id="main-content" tabIndex={-1} dangerouslySetInnerHTML={{ __html: MAIN_SLOT }} />
      </div>
    </div>
  );
}

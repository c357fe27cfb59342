import type { ReactNode } from 'react';
import type { Translator } from '../../site/translator.js';

/** The side navigation (a drawer on phones) with the site's own links below it. */
export function AppNav({
  nav,
  t,
  extraLinks,
}: {
  nav: ReactNode;
  t: Translator;
  extraLinks: Array<{ label: string; href: string; external: boolean }>;
}) {
  return (
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
  );
}

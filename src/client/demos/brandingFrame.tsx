import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createBrandingTheme } from '../../site/brandingTheme.js';

const themes = new Map<string, Theme>();

function themeFor(direction: 'ltr' | 'rtl', dense: boolean): Theme {
  const key = `${direction}|${dense}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createBrandingTheme({ direction, dense })));
  return theme;
}

/**
 * The site's branding theme around demos of the tool's MUI, as on the server. MUI's ThemeProvider
 * (its colour-scheme provider, as on the server, which gives the same class names) leaves the page
 * alone: no stored mode, no colour-scheme attribute, no stylesheet (the page's head script and
 * stylesheet own them); dark mode comes from the page's attribute through the theme's CSS variables.
 */
export function BrandingFrame({
  children,
  direction,
  dense,
}: {
  children: ReactNode;
  direction: 'ltr' | 'rtl';
  dense: boolean;
}) {
  return (
    <ThemeProvider
      theme={themeFor(direction, dense)}
      colorSchemeNode={null}
      storageManager={null}
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  );
}

import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { StyleCollector } from './emotionCache.js';

/** Server-renders an element inside the branding theme, its styles going to the collector. */
export function renderWithTheme(element: ReactElement, styles: StyleCollector, theme: Theme): string {
  return renderToString(
    <CacheProvider value={styles.cache}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </CacheProvider>,
  );
}

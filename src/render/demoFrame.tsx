import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { DemoModule, SiteEmotion } from '../demos/serverModules.js';
import type { CreateCache, StyleCollector } from './emotionCache.js';

/** What the config's wrapper receives (README, "Document your own library"). */
export interface WrapperProps {
  children: ReactNode;
  colorMode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

/** What surrounds every demo and template: the branding theme (the tool's MUI), the site's Emotion, the wrapper. */
export interface Frame {
  theme?: Theme;
  /** The site's own Emotion, when it is not the renderer's: its cache records into the same stylesheet. */
  siteEmotion?: SiteEmotion;
  Wrapper?: ComponentType<WrapperProps>;
}

/**
 * Server-renders a demo or template in its frame, light and left to right (the browser hydrates
 * with the same, then applies the reader's settings). Emotion's styles go to the collector, never
 * into the markup. The providers have one child each: React's ids are those of the bare demo.
 */
export function renderInFrame(Demo: DemoModule['default'], styles: StyleCollector, frame: Frame): string {
  let tree: ReactNode = <Demo />;
  if (frame.Wrapper)
    tree = (
      <frame.Wrapper colorMode="light" direction="ltr">
        {tree}
      </frame.Wrapper>
    );
  if (frame.siteEmotion) {
    const { CacheProvider: SiteCacheProvider, createCache } = frame.siteEmotion;
    tree = <SiteCacheProvider value={styles.cacheOf(createCache as CreateCache)}>{tree}</SiteCacheProvider>;
  }
  if (frame.theme) tree = <ThemeProvider theme={frame.theme}>{tree}</ThemeProvider>;
  return renderToString(<CacheProvider value={styles.cache}>{tree}</CacheProvider>);
}

/** The site's Emotion when it is another instance than the renderer's (none when they are one). */
export const otherEmotion = (emotion: SiteEmotion | undefined): SiteEmotion | undefined =>
  emotion && emotion.CacheProvider !== (CacheProvider as unknown) ? emotion : undefined;

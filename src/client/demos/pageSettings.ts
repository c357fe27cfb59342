import { useEffect, useState } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '../../site/constants.js';

export type Direction = 'ltr' | 'rtl';

/** What a demo follows of the reader's settings. */
export interface PageSettings {
  direction: Direction;
  dense: boolean;
  colorMode: 'light' | 'dark';
}

/** As the server rendered every demo: hydration starts from these. */
const SERVER_SETTINGS: PageSettings = { direction: 'ltr', dense: false, colorMode: 'light' };

const html = document.documentElement;

/** The reader's settings, as the page's attributes say (the head script and the settings menu set them). */
export const readPageSettings = (): PageSettings => ({
  direction: html.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
  dense: html.getAttribute('data-density') === 'compact',
  colorMode: html.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light',
});

/**
 * The page's direction, density and colour mode, live. They start as the server rendered (so
 * hydration matches); the reader's apply right after, and whenever the reader changes them.
 * `ready(settings)` may delay a change until what it needs has loaded (the right-to-left cache).
 */
export function usePageSettings(ready: (settings: PageSettings) => Promise<void>): PageSettings {
  const [settings, setSettings] = useState<PageSettings>(SERVER_SETTINGS);
  useEffect(() => {
    const update = () => {
      const next = readPageSettings();
      void ready(next).then(() => {
        const now = readPageSettings();
        if (now.direction === next.direction) setSettings(now);
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(html, { attributes: true, attributeFilter: ['dir', 'data-density', COLOR_SCHEME_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [ready]);
  return settings;
}

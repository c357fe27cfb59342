import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrandingTheme } from '../../site/brandingTheme.js';
import { AdoptedSheet } from './adoptedSheet.js';

/**
 * The lazy part of live demos: React, ReactDOM's client, MUI and Emotion, loaded on the first demo
 * a reader is about to use. Each demo preview is hydrated as its own root inside the same theme as
 * on the server, with an Emotion cache that knows the styles the shared stylesheet already holds.
 */

type Direction = 'ltr' | 'rtl';

/** Emotion names of the styles the site's stylesheet holds: classes `css-<name>`, keyframes `animation-<name>`. */
function stylesheetStyleNames(): string[] {
  const names = new Set<string>();
  for (const sheet of document.styleSheets) {
    if (!sheet.href?.startsWith(location.origin)) continue;
    let text = '';
    try {
      for (const rule of sheet.cssRules) text += rule.cssText;
    } catch {
      continue;
    }
    for (const m of text.matchAll(/\.css-([a-z0-9]+)/g)) names.add(m[1]);
    for (const m of text.matchAll(/@keyframes animation-([a-z0-9]+)/g)) names.add(m[1]);
  }
  return [...names];
}

/** An Emotion cache whose rules go to an adopted stylesheet (the CSP allows no <style> element). */
function createAdoptedCache(key: string, stylisPlugins?: StylisPlugin[]): EmotionCache {
  const cache = createCache({ key, stylisPlugins });
  cache.sheet = new AdoptedSheet({ key }) as unknown as EmotionCache['sheet'];
  return cache;
}

let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<void> | undefined;

/**
 * The right-to-left cache (its own class prefix, styles flipped by stylis-plugin-rtl), loaded
 * only when a reader switches the page to right to left.
 */
const loadRtlCache = () =>
  (rtlLoading ??= import('stylis-plugin-rtl').then((rtl) => {
    // Its CommonJS typings describe the module object; the bundle takes its ES build, whose default is the plugin.
    // Without Emotion's vendor prefixer (not exported; the browsers that run demos need no prefixes).
    rtlCache = createAdoptedCache('rtl', [(rtl as unknown as { default: StylisPlugin }).default]);
  }));

/** One Emotion cache per direction for every demo of the page. */
function cacheFor(direction: Direction): EmotionCache {
  if (direction === 'rtl' && rtlCache) return rtlCache;
  if (!ltrCache) {
    // Emotion's default plugins, as on the server.
    ltrCache = createAdoptedCache('css');
    // The server's class names: styles the stylesheet holds are never inserted again.
    for (const name of stylesheetStyleNames()) ltrCache.inserted[name] = true;
  }
  return ltrCache;
}

const themes = new Map<string, Theme>();

function themeFor(direction: Direction, dense: boolean): Theme {
  const key = `${direction}|${dense}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createBrandingTheme({ direction, dense })));
  return theme;
}

const html = document.documentElement;
const pageDirection = (): Direction => (html.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');
const pageDense = () => html.getAttribute('data-density') === 'compact';

/**
 * The page's direction and density, live. They start as the server rendered (left to right,
 * comfortable), so hydration matches; the reader's settings apply right after.
 */
function usePageSettings(): { direction: Direction; dense: boolean } {
  const [settings, setSettings] = useState<{ direction: Direction; dense: boolean }>({
    direction: 'ltr',
    dense: false,
  });
  useEffect(() => {
    const update = () => {
      const dense = pageDense();
      if (pageDirection() === 'ltr') setSettings({ direction: 'ltr', dense });
      else
        void loadRtlCache().then(
          () => pageDirection() === 'rtl' && setSettings({ direction: 'rtl', dense: pageDense() }),
        );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(html, { attributes: true, attributeFilter: ['dir', 'data-density'] });
    return () => observer.disconnect();
  }, []);
  return settings;
}

interface BoundaryProps {
  name: string;
  labels: { crashed: string; reset: string };
  onCrash(name: string): void;
  onReset(): void;
  children: ReactNode;
}

/** Contains a demo that throws: the preview says so and offers a reset; the rest of the page keeps working. */
class CrashBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    this.props.onCrash(this.props.name);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <div className="Demo-crashed" role="alert">
        <p>{this.props.labels.crashed}</p>
        <button type="button" className="Demo-crashReset" onClick={this.props.onReset}>
          {this.props.labels.reset}
        </button>
      </div>
    );
  }
}

interface DemoRootProps extends Omit<BoundaryProps, 'children'> {
  Demo: ComponentType;
  generation: number;
}

// The same tree as the server's preview (CacheProvider > ThemeProvider > demo); the wrappers that
// have one child do not change React's ids. MUI's ThemeProvider (its colour-scheme provider, as on
// the server, which gives the same class names) leaves the page alone: no stored mode, no
// colour-scheme attribute, no stylesheet (the page's head script and stylesheet own them).
function DemoRoot({ Demo, generation, ...boundary }: DemoRootProps) {
  const { direction, dense } = usePageSettings();
  return (
    <CacheProvider value={cacheFor(direction)}>
      <ThemeProvider
        theme={themeFor(direction, dense)}
        colorSchemeNode={null}
        storageManager={null}
        disableStyleSheetGeneration
      >
        <CrashBoundary key={generation} {...boundary}>
          <Demo />
        </CrashBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}

export interface LiveDemo {
  /** Remounts the demo in its initial state ("Reset demo"). */
  reset(): void;
}

/** Hydrates a server-rendered preview into the live component. */
export function hydrateDemo(
  container: Element,
  Demo: ComponentType,
  options: Omit<BoundaryProps, 'children' | 'onReset'>,
): LiveDemo {
  let generation = 0;
  const reset = () => {
    generation += 1;
    root.render(element());
  };
  const element = () => <DemoRoot Demo={Demo} generation={generation} onReset={reset} {...options} />;
  // A crash is reported through analytics and shown in the preview: a warning, not a console error.
  const root = hydrateRoot(container, element(), {
    onCaughtError: (error) => console.warn(`Demo ${options.name} crashed:`, error),
  });
  return { reset };
}

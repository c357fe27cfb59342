import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { BrandingFrame, CacheProvider, createCache, Wrapper } from 'docs:frame';
import { Component, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AdoptedSheet } from './adoptedSheet.js';
import { usePageSettings, type Direction, type PageSettings } from './pageSettings.js';
import { adoptStyleElement, interceptStyleElements } from './styleElements.js';

/**
 * The lazy part of live demos: React, ReactDOM's client and the frame (docs:frame: the Emotion
 * demos use, the site's wrapper, the branding theme for the tool's MUI), loaded on the first demo
 * a reader is about to use. Each preview is hydrated as its own root in the same frame as on the
 * server, with an Emotion cache that knows the styles the shared stylesheet already holds.
 */

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

/** Whatever a change of settings needs first: the right-to-left cache for right to left. */
const settingsReady = (settings: PageSettings) => (settings.direction === 'rtl' ? loadRtlCache() : Promise.resolve());

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

// The frame of the server's preview (cache, branding theme, wrapper, demo); the providers have one
// child each and do not change React's ids. The wrapper gets the reader's mode and direction once hydrated.
function DemoRoot({ Demo, generation, ...boundary }: DemoRootProps) {
  const { direction, dense, colorMode } = usePageSettings(settingsReady);
  let tree: ReactNode = (
    <CrashBoundary key={generation} {...boundary}>
      <Demo />
    </CrashBoundary>
  );
  if (Wrapper)
    tree = (
      <Wrapper colorMode={colorMode} direction={direction}>
        {tree}
      </Wrapper>
    );
  if (BrandingFrame)
    tree = (
      <BrandingFrame direction={direction} dense={dense}>
        {tree}
      </BrandingFrame>
    );
  return <CacheProvider value={cacheFor(direction)}>{tree}</CacheProvider>;
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
  interceptStyleElements();
  // Style elements the server rendered (a library's provider): their rules move to adopted sheets first.
  for (const style of container.querySelectorAll('style')) adoptStyleElement(style);
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

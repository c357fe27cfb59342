import type { Editor } from './editors.js';
import type { LiveDemo } from './runtime.js';

type Gtag = (...args: unknown[]) => void;

export interface LiveDemoUrls {
  /** The lazy runtime (React, ReactDOM, MUI, Emotion): src/client/demos/runtime.tsx. */
  runtime: string;
  /** The StackBlitz / CodeSandbox form builder: src/client/demos/editors.ts. */
  editors: string;
}

/** The demo a preview belongs to (a template page is its own). */
const demoOf = (preview: HTMLElement) => preview.closest<HTMLElement>('[data-demo]')!;

/** The preview of a demo the reader sees (a folder demo has one per styling; CSS shows the reader's). */
const visiblePreview = (demo: HTMLElement) =>
  [...(demo.matches('[data-demo-module]') ? [demo] : demo.querySelectorAll<HTMLElement>('[data-demo-module]'))].find(
    (preview) => preview.getClientRects().length > 0,
  );

/**
 * Live demos: each preview (`[data-demo-module]`) is hydrated when it comes within one viewport of
 * being visible, or at once when the reader points at, focuses or touches it. Nothing is
 * downloaded before that; the toolbar's editor buttons load only the small form builder.
 */
export function initLiveDemos(urls: LiveDemoUrls, gtag: Gtag): void {
  const previews = [...document.querySelectorAll<HTMLElement>('[data-demo-module]')];
  if (!previews.length) return;
  const live = new Map<HTMLElement, Promise<LiveDemo | undefined>>();

  const hydrate = (preview: HTMLElement): Promise<LiveDemo | undefined> => {
    let pending = live.get(preview);
    if (!pending) {
      const demo = demoOf(preview);
      const name = demo.dataset.demo ?? '';
      pending = Promise.all([import(urls.runtime), import(preview.dataset.demoModule!)])
        .then(([runtime, module]: [typeof import('./runtime.js'), { default: import('react').ComponentType }]) => {
          const handle = runtime.hydrateDemo(preview, module.default, {
            name,
            labels: {
              crashed: demo.dataset.crashedText ?? 'This demo crashed',
              reset: demo.dataset.resetText ?? 'Reset demo',
            },
            onCrash: (label) => gtag('event', 'demo', { eventAction: 'demo-crash', eventLabel: label }),
          });
          preview.dataset.live = 'true';
          demo.dataset.live = 'true';
          return handle;
        })
        .catch((error: unknown) => {
          // The static preview stays; a later interaction tries again.
          console.warn(`Demo ${name} could not be made live:`, error);
          live.delete(preview);
          return undefined;
        });
      live.set(preview, pending);
    }
    return pending;
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const preview of previews) {
    // A hidden preview (another styling) never intersects: it is hydrated when the reader picks its styling.
    observer.observe(preview);
    for (const type of ['pointerenter', 'focusin', 'touchstart'])
      preview.addEventListener(type, () => void hydrate(preview), { once: true, passive: true });
  }

  document.addEventListener('click', (event) => onToolbarClick(event, urls, hydrate));
}

/** A toolbar button of a demo: "Reset demo" remounts the preview the reader sees; an editor opens its sandbox. */
function onToolbarClick(
  event: MouseEvent,
  urls: LiveDemoUrls,
  hydrate: (preview: HTMLElement) => Promise<LiveDemo | undefined>,
): void {
  const button = (event.target as Element).closest<HTMLElement>('[data-demo-reset], [data-demo-editor]');
  const demo = button?.closest<HTMLElement>('[data-demo]');
  const preview = demo && visiblePreview(demo);
  if (!button || !demo || !preview) return;
  if (button.hasAttribute('data-demo-reset')) void hydrate(preview).then((handle) => handle?.reset());
  else
    void import(urls.editors).then((editors: typeof import('./editors.js')) =>
      editors.openInEditor(button.dataset.demoEditor as Editor, demo, preview),
    );
}

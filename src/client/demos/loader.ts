import type { Editor } from './editors.js';
import type { LiveDemo } from './runtime.js';

type Gtag = (...args: unknown[]) => void;

export interface LiveDemoUrls {
  /** The lazy runtime (React, ReactDOM, MUI, Emotion): src/client/demos/runtime.tsx. */
  runtime: string;
  /** The StackBlitz / CodeSandbox form builder: src/client/demos/editors.ts. */
  editors: string;
}

/** A demo's preview element: the one server-rendered root that becomes live. */
const previewOf = (demo: HTMLElement) =>
  demo.classList.contains('template-root') ? demo : demo.querySelector<HTMLElement>('.Demo-preview');

/**
 * Live demos: each demo (`[data-demo-module]`) is hydrated when it comes within one viewport of
 * being visible, or at once when the reader points at, focuses or touches it. Nothing is
 * downloaded before that; the toolbar's editor buttons load only the small form builder.
 */
export function initLiveDemos(urls: LiveDemoUrls, gtag: Gtag): void {
  const demos = [...document.querySelectorAll<HTMLElement>('[data-demo-module]')];
  if (!demos.length) return;
  const live = new Map<HTMLElement, Promise<LiveDemo | undefined>>();

  const hydrate = (demo: HTMLElement): Promise<LiveDemo | undefined> => {
    let pending = live.get(demo);
    if (!pending) {
      const preview = previewOf(demo);
      const name = demo.dataset.demo ?? '';
      pending = Promise.all([import(urls.runtime), import(demo.dataset.demoModule!)])
        .then(([runtime, module]: [typeof import('./runtime.js'), { default: import('react').ComponentType }]) => {
          const handle = runtime.hydrateDemo(preview!, module.default, {
            name,
            labels: {
              crashed: demo.dataset.crashedText ?? 'This demo crashed',
              reset: demo.dataset.resetText ?? 'Reset demo',
            },
            onCrash: (label) => gtag('event', 'demo', { eventAction: 'demo-crash', eventLabel: label }),
          });
          demo.dataset.live = 'true';
          return handle;
        })
        .catch((error: unknown) => {
          // The static preview stays; a later interaction tries again.
          console.warn(`Demo ${name} could not be made live:`, error);
          live.delete(demo);
          return undefined;
        });
      live.set(demo, pending);
    }
    return pending;
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target.closest<HTMLElement>('[data-demo-module]')!);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const demo of demos) {
    const preview = previewOf(demo);
    if (!preview) continue;
    observer.observe(preview);
    for (const type of ['pointerenter', 'focusin', 'touchstart'])
      preview.addEventListener(type, () => void hydrate(demo), { once: true, passive: true });
  }

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLElement>('[data-demo-reset], [data-demo-editor]');
    const demo = button?.closest<HTMLElement>('[data-demo-module]');
    if (!button || !demo) return;
    if (button.hasAttribute('data-demo-reset')) void hydrate(demo).then((handle) => handle?.reset());
    else
      void import(urls.editors).then((editors: typeof import('./editors.js')) =>
        editors.openInEditor(button.dataset.demoEditor as Editor, demo),
      );
  });
}

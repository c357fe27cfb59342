import { formatErrorMessage, parseErrorQuery } from '../site/errorDecoder.js';

const ICON_FONT_ID = 'material-icons-font';

/** The site's icon-font stylesheet (config `iconFont`), added once per page. */
export function loadIconFont(href: string) {
  if (document.getElementById(ICON_FONT_ID)) return;
  const link = document.createElement('link');
  link.id = ICON_FONT_ID;
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

/** Registers /sw.js on the docs host only; a waiting worker is told to skip waiting, then one reload. */
export function registerServiceWorker(docsHost: string) {
  if (!('serviceWorker' in navigator) || location.host !== docsHost) return;
  void navigator.serviceWorker.register('/sw.js').then((registration) => {
    if (!navigator.serviceWorker.controller) return;
    let reloaded = false;
    const track = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && registration.waiting) registration.waiting.postMessage('skipWaiting');
        if (worker.state === 'activated' && !reloaded) {
          reloaded = true;
          location.reload();
        }
      });
    };
    if (registration.waiting) {
      track(registration.waiting);
      registration.waiting.postMessage('skipWaiting');
    }
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
  });
}

/** /production-error: decodes ?code=N&args[]=... with the site's error-code table. */
export async function initErrorDecoder() {
  const root = document.getElementById('error-decoder');
  if (!root) return;
  const { code, args } = parseErrorQuery(location.search);
  if (!code) return void (root.dataset.state = 'no-code');
  try {
    const table = (await (await fetch('/static/error-codes.json')).json()) as Record<string, string>;
    const template = table[code];
    if (!template) return void (root.dataset.state = 'unknown');
    document.getElementById('error-message-text')!.textContent = formatErrorMessage(template, args);
    root.dataset.state = 'decoded';
  } catch {
    root.dataset.state = 'rejected';
  }
}

/** The navigation drawer below 1200 px: the header button toggles it without a hash jump. */
export function initDrawer() {
  const nav = document.getElementById('app-nav');
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('.menu-button')) {
      event.preventDefault();
      nav?.classList.toggle('open');
    } else if (target.closest('.nav-close')) {
      event.preventDefault();
      nav?.classList.remove('open');
    }
  });
}

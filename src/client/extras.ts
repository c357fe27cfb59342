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

/**
 * Registers the site's sw.js (its scope: the site, under its base path) on the docs host only;
 * a waiting worker is told to skip waiting, then one reload. Whether it registered.
 */
export function registerServiceWorker(docsHost: string, base: string): boolean {
  if (!('serviceWorker' in navigator) || location.host !== docsHost) return false;
  void navigator.serviceWorker.register(`${base}/sw.js`).then((registration) => {
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
  return true;
}

/** /production-error: decodes ?code=N&args[]=... with the site's error-code table. */
export async function initErrorDecoder(base: string) {
  const root = document.getElementById('error-decoder');
  if (!root) return;
  const { code, args } = parseErrorQuery(location.search);
  if (!code) return void (root.dataset.state = 'no-code');
  try {
    const table = (await (await fetch(`${base}/static/error-codes.json`)).json()) as Record<string, string>;
    const template = table[code];
    if (!template) return void (root.dataset.state = 'unknown');
    document.getElementById('error-message-text')!.textContent = formatErrorMessage(template, args);
    root.dataset.state = 'decoded';
  } catch {
    root.dataset.state = 'rejected';
  }
}

/**
 * The navigation drawer below 1200 px: the header button toggles it without a hash jump; while it
 * is open the focus stays inside, and Escape closes it and gives the focus back to the button.
 */
export function initDrawer() {
  const nav = document.getElementById('app-nav');
  const menu = document.querySelector<HTMLElement>('.menu-button');
  if (!nav || !menu) return;
  const focusable = () =>
    [...nav.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex]:not([tabindex="-1"])')].filter(
      (el) => el.getClientRects().length > 0,
    );
  const isOpen = () => nav.classList.contains('open');
  const setOpen = (open: boolean) => {
    nav.classList.toggle('open', open);
    menu.setAttribute('aria-expanded', String(open));
    if (open) focusable()[0]?.focus();
    else menu.focus();
  };
  menu.setAttribute('aria-expanded', 'false');
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('.menu-button')) {
      event.preventDefault();
      setOpen(!isOpen());
    } else if (target.closest('.nav-close') && isOpen()) {
      event.preventDefault();
      setOpen(false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      const items = focusable();
      const at = items.indexOf(document.activeElement as HTMLElement);
      const wrap = event.shiftKey ? at <= 0 : at === items.length - 1;
      if (wrap || at < 0) {
        event.preventDefault();
        items[event.shiftKey ? items.length - 1 : 0]?.focus();
      }
    }
  });
}

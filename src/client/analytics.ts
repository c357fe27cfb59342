import { WEB_VITALS_SAMPLE } from '../site/constants.js';

type Gtag = (...args: unknown[]) => void;

/** gtag-style events into window.dataLayer (guarded: an element id="dataLayer" cannot clobber it). */
export function getGtag(): Gtag {
  const w = window as unknown as { dataLayer?: unknown; gtag?: unknown };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params
    (w.dataLayer as unknown[]).push(arguments);
  };
}

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? 'null';

/** The reader's settings as user properties: each sent once, and again whenever it changes. */
function trackUserProperties(gtag: Gtag, lang: string) {
  const sent = new Map<string, unknown>();
  const setProperty = (name: string, value: unknown) => {
    if (sent.get(name) === value) return;
    sent.set(name, value);
    gtag('set', 'user_properties', { [name]: value });
  };
  const root = document.documentElement;
  const osScheme = () => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  const styling = () =>
    ({ system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' })[root.getAttribute('data-code-styling') ?? 'system'] ??
    'MUI System';
  setProperty('codeVariant', root.getAttribute('data-code-variant'));
  setProperty('userLanguage', lang);
  setProperty('devicePixelRatio', Math.round(window.devicePixelRatio * 10) / 10);
  setProperty('colorSchemeOS', osScheme());
  setProperty('colorScheme', root.getAttribute('data-mui-color-scheme'));
  setProperty('codeStylingVariant', styling());
  document.addEventListener('docs:codeVariant', (e) => setProperty('codeVariant', (e as CustomEvent).detail));
  document.addEventListener('docs:codeStyling', (e) => setProperty('codeStylingVariant', (e as CustomEvent).detail));
  document.addEventListener('docs:scheme', (e) => setProperty('colorScheme', (e as CustomEvent).detail));
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => setProperty('colorSchemeOS', osScheme()));
  matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', () =>
    setProperty('devicePixelRatio', Math.round(window.devicePixelRatio * 10) / 10),
  );
}

/** An event per click on an element that names one (`data-ga-event-*`), sampled by `data-ga-event-split`. */
function trackClicks(gtag: Gtag) {
  document.addEventListener('click', (event) => {
    const el = (event.target as Element).closest<HTMLElement>('[data-ga-event-category]');
    if (!el) return;
    const split = el.getAttribute('data-ga-event-split');
    if (split && Number(split) < Math.random()) return;
    gtag('event', el.getAttribute('data-ga-event-category'), {
      eventAction: el.getAttribute('data-ga-event-action'),
      eventLabel: el.getAttribute('data-ga-event-label'),
    });
  });
}

/** Web Vitals of a sample of page views (the module loads only for them); whether this one is. */
function trackWebVitals(gtag: Gtag): boolean {
  if (Math.random() > WEB_VITALS_SAMPLE) return false;
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
    const report = (metric: { name: string; delta: number; value: number; id: string }) =>
      gtag('event', metric.name, {
        value: metric.delta,
        metric_label: 'Web Vitals',
        metric_value: metric.value,
        metric_delta: metric.delta,
        metric_id: metric.id,
      });
    for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) on(report);
  });
  return true;
}

/** Analytics: the page view, the reader's settings, clicks on tracked elements, a sample of Web Vitals. */
export function initAnalytics(data: { gaId?: string | null; lang: string }) {
  const gtag = getGtag();
  gtag('js', new Date(0));
  if (data.gaId) {
    gtag('config', data.gaId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(data.gaId)}`;
    document.head.appendChild(script);
  }
  gtag('event', 'page_view', {
    page_title: document.title,
    page_location: location.pathname.replace(/^\/(zh)\//, '/'),
    productId: meta('mui:productId'),
    productCategoryId: meta('mui:productCategoryId'),
  });
  trackUserProperties(gtag, data.lang);
  trackClicks(gtag);
  const webVitals = trackWebVitals(gtag);
  return { gtag, webVitals };
}

import { initAds } from './ads/initAds.js';
import { initAnalytics } from './analytics.js';
import { initCodeCopy, initCodeTabs } from './copy.js';
import { initDrawer, initErrorDecoder, loadIconFont, registerServiceWorker } from './extras.js';
import { initLiveDemos } from './demos/loader.js';
import { initSearch, type SearchUrls } from './search/trigger.js';
import { initFeedbackTrigger } from './feedback/trigger.js';
import { initNavGroups } from './navGroups.js';
import type { VersionsData } from './versions.js';
import { TEMPLATE_PREVIEW_ATTRIBUTE } from '../site/constants.js';
import { initCodePreferences, initColorMode, initDensity, initDirection } from './preferences.js';

interface PageData {
  lang: string;
  /** The path the site is served under, when it is not the host's root (`/acme-kit`). */
  base?: string;
  gaId?: string | null;
  docsHost?: string;
  licenseKey?: string;
  iconFont?: string;
  demoRuntime?: string;
  demoEditors?: string;
  search?: SearchUrls;
  feedback?: string;
  /** The product line's whole navigation (see navGroups). */
  nav?: string;
  /** A site of several versions: which one this is, where the newest list is, and its module (client/versions.ts). */
  versions?: VersionsData & { ui: string };
}

/** Everything a page does: preferences, copy buttons, search, feedback, analytics, ads, live demos. */
function initPage() {
  const data: PageData = JSON.parse(document.getElementById('docs-data')?.textContent ?? '{"lang":"en"}');
  if (data.licenseKey) (window as unknown as { MUI_X_LICENSE_KEY?: string }).MUI_X_LICENSE_KEY = data.licenseKey;
  initColorMode();
  initDirection();
  initDensity();
  initCodePreferences();
  initCodeCopy();
  initCodeTabs();
  const base = data.base ?? '';
  if (data.search) initSearch(data.search, data.lang, base);
  if (data.feedback) initFeedbackTrigger(data.feedback);
  initDrawer();
  if (data.nav) initNavGroups(data.nav);
  const { gtag, webVitals } = initAnalytics(data);
  initAds(gtag);
  if (data.demoRuntime && data.demoEditors)
    initLiveDemos({ runtime: data.demoRuntime, editors: data.demoEditors }, gtag);
  if (data.iconFont) loadIconFont(data.iconFont);
  void initErrorDecoder(base);
  const { versions } = data;
  if (versions)
    void import(versions.ui).then((module: typeof import('./versions.js')) => module.initVersions(versions, base));
  const serviceWorker = data.docsHost ? registerServiceWorker(data.docsHost, base) : false;
  // The page's behaviour is set up: what it decided to start, for scripts (and tests) that wait for it.
  document.dispatchEvent(new CustomEvent('docs:ready', { detail: { webVitals, serviceWorker } }));
}

// A template page in the gallery's preview frame (same origin) is a picture: it follows the
// reader's mode, and loads no app, counts no page view and registers nothing.
if (window.frameElement?.hasAttribute(TEMPLATE_PREVIEW_ATTRIBUTE)) initColorMode();
else initPage();

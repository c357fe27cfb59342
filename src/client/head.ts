/**
 * The blocking inline script of every page, run before first paint: it applies the reader's
 * stored colour mode, direction, density and code preferences as attributes on <html>, so there
 * is no flash of the wrong theme or code variant. The build bundles it (minified, as an IIFE) and
 * inlines it; the page's CSP lists its hash. It must stay tiny and self-contained.
 */
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  COLOR_SCHEME_ATTRIBUTE,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  THEME_COLOR,
} from '../site/constants.js';

const root = document.documentElement;

/** The colour scheme: the stored mode, or the system's when the mode is "system". */
function applyMode(): void {
  const mode = localStorage.getItem(MODE_STORAGE_KEY) || 'system';
  const scheme =
    mode === 'dark' || mode === 'light' ? mode : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.setAttribute('data-mode', mode);
  document.querySelector('meta[name=theme-color]')?.setAttribute('content', THEME_COLOR[scheme]);
}

/** The styling a demo link's hash names (`#tailwind-Demo.js`), else the reader's cookie. */
function codeStyling(hash: string, cookies: string): string {
  if (/\.(js|tsx)$/.test(hash)) {
    const named = /tailwind-/.test(hash)
      ? 'tailwind'
      : /css-/.test(hash)
        ? 'css'
        : /system-/.test(hash)
          ? 'system'
          : '';
    if (named) return named;
  }
  const stored = new RegExp(`(?:^|;\\s*)${CODE_STYLING_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  const label = stored && decodeURIComponent(stored);
  return label === 'Tailwind' ? 'tailwind' : label === 'CSS' ? 'css' : label === 'MUI System' ? 'system' : '';
}

/** The code variant and styling: a demo link's hash (`#Demo.tsx`) wins over the reader's cookies. */
function applyCode(): void {
  const hash = location.hash;
  const cookies = document.cookie;
  const variant = /\.tsx$/.test(hash)
    ? 'TS'
    : /\.js$/.test(hash)
      ? 'JS'
      : new RegExp(`(?:^|;\\s*)${CODE_VARIANT_COOKIE}=(JS|TS)`).exec(cookies)?.[1];
  if (variant) root.setAttribute('data-code-variant', variant);
  const styling = codeStyling(hash, cookies);
  if (styling) root.setAttribute('data-code-styling', styling);
}

root.classList.add('js');
try {
  applyMode();
  const direction = localStorage.getItem(DIRECTION_STORAGE_KEY);
  if (direction === 'rtl' || direction === 'ltr') root.setAttribute('dir', direction);
  if (localStorage.getItem(DENSITY_STORAGE_KEY) === 'compact') root.setAttribute('data-density', 'compact');
  applyCode();
} catch {
  // Storage can be disabled: the page keeps its defaults.
}

import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  NO_TRANSITIONS_CLASS,
  THEME_COLOR,
  TRANSITION_DISABLE_MS,
} from '../site/constants.js';
import { preferenceCookie, resolvePreferences, STYLING_PREFIX, type CodeStyling } from '../site/preferences.js';

const root = document.documentElement;
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readMode(): string {
  try {
    return localStorage.getItem(MODE_STORAGE_KEY) || 'system';
  } catch {
    return 'system';
  }
}

const MODES = ['light', 'dark', 'system'];

/** Applies a mode without re-rendering: attributes and the theme-color meta; no colour animation. */
export function applyMode(requested: string) {
  if (!MODES.includes(requested))
    console.error(`MUI: The color scheme "${requested}" is not defined in the theme; the system scheme is used.`);
  const mode = MODES.includes(requested) ? requested : 'system';
  const scheme = mode === 'light' || mode === 'dark' ? mode : darkQuery().matches ? 'dark' : 'light';
  // A class, not an inserted <style>: the page's CSP allows no inline style elements.
  root.classList.add(NO_TRANSITIONS_CLASS);
  root.setAttribute('data-mui-color-scheme', scheme);
  root.setAttribute('data-mode', mode);
  for (const meta of document.querySelectorAll('meta[name=theme-color]'))
    meta.setAttribute('content', THEME_COLOR[scheme]);
  pressCurrent('data-set-mode', mode);
  window.getComputedStyle(document.body);
  window.setTimeout(() => root.classList.remove(NO_TRANSITIONS_CLASS), TRANSITION_DISABLE_MS);
  document.dispatchEvent(new CustomEvent('docs:scheme', { detail: scheme }));
}

export function initColorMode() {
  applyMode(readMode());
  darkQuery().addEventListener('change', () => readMode() === 'system' && applyMode('system'));
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY) applyMode(event.newValue || 'system');
  });
  onSetting('data-set-mode', MODE_STORAGE_KEY, applyMode);
}

/** A click on a settings button (`[attribute]`): the value is stored (when storage works) and applied. */
function onSetting(attribute: string, storageKey: string, apply: (value: string) => void) {
  document.addEventListener('click', (event) => {
    const value = (event.target as Element).closest<HTMLElement>(`[${attribute}]`)?.getAttribute(attribute);
    if (!value) return;
    try {
      localStorage.setItem(storageKey, value);
    } catch {
      /* storage may be disabled */
    }
    apply(value);
  });
}

/** Marks the current choice of a settings group (`[data-set-<name>]` buttons) as pressed. */
function pressCurrent(attribute: string, value: string) {
  for (const b of document.querySelectorAll<HTMLElement>(`[${attribute}]`))
    b.setAttribute('aria-pressed', String(b.getAttribute(attribute) === value));
}

/** Density (comfortable or compact): data-density on <html>, kept in localStorage; live demos follow it. */
export function initDensity() {
  const apply = (density: string) => {
    if (density === 'compact') root.setAttribute('data-density', 'compact');
    else root.removeAttribute('data-density');
    pressCurrent('data-set-density', density === 'compact' ? 'compact' : 'comfortable');
  };
  apply(root.getAttribute('data-density') ?? 'comfortable');
  onSetting('data-set-density', DENSITY_STORAGE_KEY, apply);
}

export function initDirection() {
  const apply = (dir: string) => {
    root.setAttribute('dir', dir);
    pressCurrent('data-set-direction', dir);
  };
  apply(root.getAttribute('dir') || 'ltr');
  onSetting('data-set-direction', DIRECTION_STORAGE_KEY, apply);
}

const STYLING_OF_PREFIX: Record<string, CodeStyling> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

/** Code variant and styling: hash, then cookie, then default; every change writes its cookie. */
export function initCodePreferences() {
  const prefs = resolvePreferences(location.hash, document.cookie);
  root.setAttribute('data-code-variant', prefs.codeVariant);
  root.setAttribute('data-code-styling', STYLING_PREFIX[prefs.codeStyling]);
  pressCurrent('data-set-variant', prefs.codeVariant);
  pressCurrent('data-set-styling', STYLING_PREFIX[prefs.codeStyling]);
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const variant = target.closest<HTMLElement>('[data-set-variant]')?.dataset.setVariant;
    if (variant === 'JS' || variant === 'TS') {
      root.setAttribute('data-code-variant', variant);
      pressCurrent('data-set-variant', variant);
      document.cookie = preferenceCookie(CODE_VARIANT_COOKIE, variant);
      document.dispatchEvent(new CustomEvent('docs:codeVariant', { detail: variant }));
    }
    const styling = target.closest<HTMLElement>('[data-set-styling]')?.dataset.setStyling;
    if (styling && STYLING_OF_PREFIX[styling]) {
      root.setAttribute('data-code-styling', styling);
      pressCurrent('data-set-styling', styling);
      document.cookie = preferenceCookie(CODE_STYLING_COOKIE, STYLING_OF_PREFIX[styling]);
      document.dispatchEvent(new CustomEvent('docs:codeStyling', { detail: STYLING_OF_PREFIX[styling] }));
    }
  });
  // Arriving at #Name.js / #Name.tsx opens that demo's code and scrolls to it.
  const id = decodeURIComponent(location.hash.slice(1));
  if (/\.(js|tsx)$/.test(id)) {
    const anchor = document.getElementById(id);
    const details = anchor?.closest('.Demo-root')?.querySelector<HTMLDetailsElement>('.Demo-code');
    if (details) {
      details.open = true;
      anchor!.scrollIntoView();
    }
  }
}

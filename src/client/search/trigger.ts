/** The part of search in every page's bundle: the header button, ⌘K / Ctrl+K and "/". The dialog itself loads on first use. */

export interface SearchUrls {
  /** The dialog module (src/client/search/dialog.ts). */
  ui: string;
  /** The page language's index manifest. */
  index: string;
}

const isMac = () => /mac/i.test(navigator.platform || navigator.userAgent);

/** Whether a key press belongs to a text field (then "/" is typed, not a shortcut). */
const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** `base`: the path the site is served under (results are its pages). */
export function initSearch(urls: SearchUrls, lang: string, base: string): void {
  const button = document.querySelector<HTMLButtonElement>('.search-button');
  if (!button) return;
  const shortcut = button.querySelector('.search-shortcut');
  if (shortcut) shortcut.textContent = isMac() ? '⌘K' : 'Ctrl+K';
  let opening = false;
  const open = () => {
    if (opening) return;
    opening = true;
    void import(urls.ui)
      .then((dialog: typeof import('./dialog.js')) => dialog.openSearch({ button, index: urls.index, lang, base }))
      .finally(() => (opening = false));
  };
  button.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    const k = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !inTextField(event.target);
    if (!k && !slash) return;
    if (document.querySelector('.search-dialog[open]')) return;
    event.preventDefault();
    open();
  });
}

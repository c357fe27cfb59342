import { COPY_CONFIRM_BUTTON_MS, COPY_CONFIRM_HOOK_MS } from '../site/constants.js';

const isMac = () => /mac/i.test(navigator.platform || navigator.userAgent);

/** Writes text to the clipboard; a refusal (NotAllowedError) is ignored silently. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const copiedTimers = new WeakMap<HTMLElement, number>();

/** Shows the copied state for `ms`; a second copy restarts the timer. */
function flash(button: HTMLElement, ms: number, label?: HTMLElement) {
  clearTimeout(copiedTimers.get(button));
  button.dataset.copied = 'true';
  if (label) label.textContent = 'Copied';
  copiedTimers.set(
    button,
    window.setTimeout(() => {
      delete button.dataset.copied;
      if (label) label.textContent = label.dataset.idle ?? 'Copy';
    }, ms),
  );
}

/** Code blocks: "Copy" -> "Copied" for 2000 ms; Ctrl/⌘+C on the hovered or focused block. */
export function initCodeCopy() {
  let current: HTMLElement | null = null;
  for (const hint of document.querySelectorAll<HTMLElement>('.MuiCode-keyHint'))
    hint.textContent = isMac() ? '⌘C' : 'Ctrl + C';
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLElement>('.MuiCode-copy');
    if (button) {
      const pre = button.parentElement?.querySelector('pre');
      const label = button.querySelector<HTMLElement>('.MuiCode-copyLabel') ?? undefined;
      if (label && !label.dataset.idle) label.dataset.idle = label.textContent ?? 'Copy';
      if (pre && (await writeClipboard(pre.textContent ?? ''))) flash(button, COPY_CONFIRM_BUTTON_MS, label);
      return;
    }
    const page = (event.target as Element).closest<HTMLElement>('[data-copy-page]');
    if (page) {
      const label = page.querySelector<HTMLElement>('.page-copy-label') ?? undefined;
      const response = await fetch(page.dataset.copyPage ?? '').catch(() => undefined);
      const text = response?.ok ? await response.text() : undefined;
      if (text !== undefined && (await writeClipboard(text))) flash(page, COPY_CONFIRM_BUTTON_MS, label);
      return;
    }
    const source = (event.target as Element).closest<HTMLElement>('[data-copy-source]');
    if (source) {
      const demo = source.closest('.Demo-root');
      const visible = [...(demo?.querySelectorAll<HTMLElement>('.Demo-source') ?? [])].find(
        (s) => getComputedStyle(s).display !== 'none',
      );
      const code = visible?.querySelector('pre')?.textContent;
      if (code !== undefined && (await writeClipboard(code))) flash(source, COPY_CONFIRM_HOOK_MS);
    }
  });
  const track = (root: HTMLElement) => {
    root.addEventListener('mouseenter', () => (current = root));
    root.addEventListener('focusin', () => (current = root));
    root.addEventListener('mouseleave', () => current === root && (current = null));
    root.addEventListener('focusout', () => current === root && (current = null));
  };
  document.querySelectorAll<HTMLElement>('.MuiCode-root').forEach(track);
  document.addEventListener('keydown', (event) => {
    if (
      !current ||
      event.key.toLowerCase() !== 'c' ||
      !(event.ctrlKey || event.metaKey) ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const selection = window.getSelection();
    if (selection && selection.toString().length > 0) return;
    const button = current.querySelector<HTMLElement>('.MuiCode-copy');
    if (!button) return;
    const action = button.dataset.gaEventAction ?? 'copy-click';
    button.dataset.gaEventAction = action.replace('click', 'keyboard');
    button.click();
    button.dataset.gaEventAction = action;
  });
}

/** `<codeblock>` tabs: switch without reload, remembered per storage key. */
export function initCodeTabs() {
  for (const root of document.querySelectorAll<HTMLElement>('.MuiCodeTabs-root')) {
    const key = `codeblock-${root.dataset.storageKey ?? ''}`;
    const select = (tab: string, remember: boolean) => {
      const found = root.querySelector(`[role=tab][data-tab="${CSS.escape(tab)}"]`);
      if (!found) return;
      for (const t of root.querySelectorAll<HTMLElement>('[role=tab]')) {
        const on = t.dataset.tab === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
      }
      for (const p of root.querySelectorAll<HTMLElement>('[role=tabpanel]')) {
        if (p.dataset.tab === tab) p.dataset.selected = '';
        else delete p.dataset.selected;
      }
      if (remember) {
        try {
          localStorage.setItem(key, tab);
        } catch {
          /* storage may be disabled */
        }
        document.dispatchEvent(new CustomEvent('docs:codeblock', { detail: { key, tab } }));
      }
    };
    try {
      const saved = localStorage.getItem(key);
      if (saved) select(saved, false);
    } catch {
      /* storage may be disabled */
    }
    root.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role=tab]');
      if (tab?.dataset.tab) select(tab.dataset.tab, true);
    });
    document.addEventListener('docs:codeblock', (e) => {
      const { key: k, tab } = (e as CustomEvent).detail;
      if (k === key) select(tab, false);
    });
  }
}

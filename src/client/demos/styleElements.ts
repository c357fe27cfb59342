import { DEMO_SCOPE_ATTRIBUTE } from '../../site/constants.js';

/**
 * `<style>` elements libraries write (Mantine's provider its CSS variables, react-remove-scroll
 * its scroll lock, Emotion or styled-components outside a demo's cache): the page's CSP allows no
 * inline style element, so each is carried into an adopted stylesheet instead, which the CSP does
 * not govern. The element itself is made inert (a type that is not CSS) before the browser reads
 * it; its `sheet` is the adopted one, so libraries that insert rules through the CSSOM keep
 * working, and a change of its text is mirrored. Elements a demo adds to <body> (dialogs, menus)
 * are marked as the demo's, so the demos' stylesheets, limited to demos, reach them.
 */

const INERT = 'text/x-docs-adopted';
const mirrored = new Map<HTMLStyleElement, CSSStyleSheet>();

const copyText = (style: HTMLStyleElement, sheet: CSSStyleSheet) => {
  try {
    sheet.replaceSync(style.textContent ?? '');
  } catch {
    // Text the CSSOM cannot take (an @import) is left out, as a browser skips what it cannot parse.
  }
};

const textObserver = new MutationObserver((records) => {
  for (const { target } of records) {
    const style = (target instanceof HTMLStyleElement ? target : target.parentElement) as HTMLStyleElement | null;
    const sheet = style && mirrored.get(style);
    if (sheet) copyText(style, sheet);
  }
});

/** Moves a style element's rules into an adopted sheet, and makes the element inert. */
export function adoptStyleElement(style: HTMLStyleElement): void {
  if (mirrored.has(style)) return;
  const sheet = new CSSStyleSheet({ media: style.media || undefined });
  copyText(style, sheet);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  style.setAttribute('type', INERT);
  Object.defineProperty(style, 'sheet', { configurable: true, get: () => sheet });
  mirrored.set(style, sheet);
  textObserver.observe(style, { childList: true, characterData: true, subtree: true });
}

/** Drops the sheets of style elements that left the document. */
const removalObserver = new MutationObserver((records) => {
  if (!mirrored.size || !records.some((r) => r.removedNodes.length)) return;
  for (const [style, sheet] of mirrored) {
    if (style.isConnected) continue;
    mirrored.delete(style);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }
});

/** Every style element of a subtree about to be inserted. */
function adoptWithin(node: Node): void {
  if (node instanceof HTMLStyleElement) adoptStyleElement(node);
  else if ((node instanceof Element || node instanceof DocumentFragment) && node.firstChild)
    for (const style of node.querySelectorAll('style')) adoptStyleElement(style);
}

/** An element a demo adds to <body> (the docs' own carry data-docs-ui). */
function markPortal(parent: Node, node: Node): void {
  if (parent === document.body && node instanceof Element && !node.hasAttribute('data-docs-ui'))
    node.setAttribute(DEMO_SCOPE_ATTRIBUTE, 'portal');
}

let installed = false;

/** Intercepts insertions (appendChild, insertBefore: what React, Emotion and style singletons use). */
export function interceptStyleElements(): void {
  if (installed) return;
  installed = true;
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    adoptWithin(node);
    markPortal(this, node);
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    adoptWithin(node);
    markPortal(this, node);
    return insertBefore.call(this, node, child) as T;
  };
  removalObserver.observe(document.documentElement, { childList: true, subtree: true });
}

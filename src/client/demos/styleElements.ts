import { DEMO_SCOPE_ATTRIBUTE } from '../../site/constants.js';
import { scopeSelectorList } from '../../site/scopeSelector.js';

/**
 * `<style>` elements libraries write (Mantine's provider its CSS variables, react-remove-scroll
 * its scroll lock, MUI X its CSS variables, Emotion or styled-components outside a demo's cache):
 * the page's CSP allows no inline style element, and Chromium reports any style element that
 * enters the document, whatever its type or text. So once demos run, `document.createElement('style')`
 * gives a hidden stand-in element (`<docs-style>`) that the CSP does not know; its rules live in an
 * adopted stylesheet, its `sheet`, which libraries that insert rules through the CSSOM use, and a
 * change of its text is mirrored there. Style elements the server rendered (their hashes are in the
 * CSP) move to adopted sheets too, made inert (a type that is not CSS). Elements a demo adds to
 * <body> (dialogs, menus) are marked as the demo's, so the demos' stylesheets, limited to demos,
 * reach them. Their rules are limited to demos as the global stylesheets are (`:root` stands for
 * the demo roots): adopted sheets come last in the cascade, so a provider's theme wins over the
 * library's defaults, as in a plain app, and never restyles the docs around the demos.
 */

const INERT = 'text/x-docs-adopted';
const STAND_IN = 'docs-style';
/** Each adopted element's sheet, and whether the sheet is in the document's adopted sheets. */
const mirrored = new Map<Element, { sheet: CSSStyleSheet; active: boolean }>();

/** Limits a rule to demos, as the server limits the text of the style elements it renders (demos/scopeCss.ts). */
function scopeRule(rule: CSSRule): void {
  if (rule instanceof CSSStyleRule) rule.selectorText = scopeSelectorList(rule.selectorText);
  // Rules in @media, @supports, @layer; a nested style rule's parent is limited already, keyframes are no selectors.
  else if (rule instanceof CSSGroupingRule) for (const inner of rule.cssRules) scopeRule(inner);
}

const copyText = (style: Element, sheet: CSSStyleSheet) => {
  try {
    sheet.replaceSync(style.textContent ?? '');
  } catch {
    // Text the CSSOM cannot take (an @import) is left out, as a browser skips what it cannot parse.
  }
  for (const rule of sheet.cssRules) scopeRule(rule);
};

/** A sheet whose inserted rules (libraries that write through the CSSOM) are limited to demos too. */
function scopedSheet(media: string | undefined): CSSStyleSheet {
  const sheet = new CSSStyleSheet({ media });
  const insertRule = sheet.insertRule.bind(sheet);
  sheet.insertRule = (rule: string, index?: number) => {
    const at = insertRule(rule, index);
    scopeRule(sheet.cssRules[at]);
    return at;
  };
  return sheet;
}

const textObserver = new MutationObserver((records) => {
  for (const { target } of records) {
    const style = target instanceof Element ? target : target.parentElement;
    const entry = style && mirrored.get(style);
    if (entry) copyText(style, entry.sheet);
  }
});

/** Gives an element an adopted sheet of its own text (its `sheet`), mirrored as the text changes. */
function mirror(style: Element): { sheet: CSSStyleSheet; active: boolean } {
  let entry = mirrored.get(style);
  if (entry) return entry;
  const sheet = scopedSheet(style.getAttribute('media') || undefined);
  copyText(style, sheet);
  Object.defineProperty(style, 'sheet', { configurable: true, get: () => sheet });
  mirrored.set(style, (entry = { sheet, active: false }));
  textObserver.observe(style, { childList: true, characterData: true, subtree: true });
  return entry;
}

/** Applies a style element's (or stand-in's) rules through its adopted sheet; a real one is made inert. */
export function adoptStyleElement(style: Element): void {
  if (style instanceof HTMLStyleElement) style.setAttribute('type', INERT);
  const entry = mirror(style);
  if (entry.active) return;
  entry.active = true;
  // The text set since its creation (the mirror's records arrive later).
  copyText(style, entry.sheet);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, entry.sheet];
}

/** Drops the sheets of style elements that left the document. */
const removalObserver = new MutationObserver((records) => {
  if (!mirrored.size || !records.some((r) => r.removedNodes.length)) return;
  for (const [style, { sheet, active }] of mirrored) {
    if (style.isConnected) continue;
    mirrored.delete(style);
    if (active) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }
});

const STYLES = `style, ${STAND_IN}`;

/** Every style element of a subtree about to be inserted. */
function adoptWithin(node: Node): void {
  if (node instanceof Element && node.matches(STYLES)) adoptStyleElement(node);
  else if ((node instanceof Element || node instanceof DocumentFragment) && node.firstChild)
    for (const style of node.querySelectorAll(STYLES)) adoptStyleElement(style);
}

/** An element a demo adds to <body> (the docs' own carry data-docs-ui). */
function markPortal(parent: Node, node: Node): void {
  if (parent === document.body && node instanceof Element && !node.hasAttribute('data-docs-ui'))
    node.setAttribute(DEMO_SCOPE_ATTRIBUTE, 'portal');
}

let installed = false;

/**
 * Intercepts the creation of style elements (what React, Emotion and style singletons use) and
 * insertions (appendChild, insertBefore), for every script of the page from now on.
 */
export function interceptStyleElements(): void {
  if (installed) return;
  installed = true;
  const { createElement } = Document.prototype;
  Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    if (String(tagName).toLowerCase() !== 'style') return createElement.call(this, tagName, options);
    const standIn = createElement.call(this, STAND_IN);
    standIn.hidden = true;
    mirror(standIn);
    return standIn;
  } as typeof Document.prototype.createElement;
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

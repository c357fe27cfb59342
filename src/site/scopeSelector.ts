import { DEMO_SCOPE_ATTRIBUTE } from './constants.js';

/**
 * Where a demo's stylesheets apply: the elements marked `data-demo-scope` (a demo preview, a
 * template page, and what a live demo portals into <body>: dialogs, menus, which the demo runtime
 * marks) and everything inside them. `:where()` adds no specificity, so a library's rules weigh
 * what they weighed before.
 */
const SCOPED = `:where([${DEMO_SCOPE_ATTRIBUTE}]`;
/** The demo roots themselves (what `body` and `:root` stand for in a demo's stylesheet). */
export const AT_ROOTS = `:where([${DEMO_SCOPE_ATTRIBUTE}])`;
/** A demo root or anything inside one. */
export const IN_DEMOS = `:where([${DEMO_SCOPE_ATTRIBUTE}],[${DEMO_SCOPE_ATTRIBUTE}] *)`;

/** Pseudo-elements written with one colon (CSS 2). */
const LEGACY_PSEUDO_ELEMENT = /^:(before|after|first-line|first-letter)(?![\w-])/i;

/** The compounds of a selector and the combinators between them (brackets, parentheses and strings kept whole). */
function compounds(selector: string): Array<{ text: string; combinator: string }> {
  const out: Array<{ text: string; combinator: string }> = [];
  let depth = 0;
  let quote = '';
  let current = '';
  let combinator = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (quote) {
      current += c;
      if (c === '\\') current += selector[++i] ?? '';
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '\\') {
      current += c + (selector[++i] ?? '');
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === '(' || c === '[') {
      depth++;
      current += c;
    } else if (c === ')' || c === ']') {
      depth--;
      current += c;
    } else if (depth === 0 && /[\s>+~]/.test(c)) {
      if (current) {
        out.push({ text: current, combinator });
        current = '';
        combinator = '';
      }
      if (c !== ' ' && !/\s/.test(c)) combinator = c;
      else if (!combinator) combinator = ' ';
    } else {
      current += c;
    }
  }
  if (current) out.push({ text: current, combinator });
  return out;
}

/** Where a compound's pseudo-element starts (the constraint goes before it), else its end. */
function pseudoElementAt(compound: string): number {
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === ':' && (compound[i + 1] === ':' || LEGACY_PSEUDO_ELEMENT.test(compound.slice(i))))
      return i;
  }
  return compound.length;
}

const isRoot = (compound: string) => /^(:root|html)(?![\w-])/i.test(compound);
const isBody = (compound: string) => /^body(?![\w-])/i.test(compound);

/**
 * A selector limited to demos. Its subject must be in a demo (the constraint joins the subject's
 * own compound, so ancestors such as `[data-mantine-color-scheme=dark]` on <html> still count);
 * `body` stands for the demo roots; rules of `:root` or `html` (custom properties, colour
 * schemes) apply to the demo roots below it; `:host` rules are left as they are.
 */
export function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  // A selector limited already (a server-rendered style element's, adopted in the browser) stays as it is.
  if (/^:host(?![\w-])/i.test(trimmed) || trimmed.includes(SCOPED)) return trimmed;
  const parts = compounds(trimmed);
  if (!parts.length) return trimmed;
  const subject = parts[parts.length - 1];
  const joined = (list: typeof parts) =>
    list.map((p, i) => (i ? `${p.combinator === ' ' ? ' ' : p.combinator}${p.text}` : p.text)).join('');
  const withBody = parts.map((p) => (isBody(p.text) ? { ...p, text: AT_ROOTS + p.text.slice(4) } : p));
  if (isRoot(subject.text)) return `${joined(parts)} ${AT_ROOTS}`;
  if (isBody(subject.text)) return joined(withBody);
  const at = pseudoElementAt(subject.text);
  const last = { ...subject, text: subject.text.slice(0, at) + IN_DEMOS + subject.text.slice(at) };
  return joined([...withBody.slice(0, -1), last]);
}

/** The selectors of a list (`a, b:is(c, d)`): split at its top-level commas. */
export function splitSelectorList(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A selector list limited to demos, each selector as scopeSelector limits it. */
export const scopeSelectorList = (list: string): string => splitSelectorList(list).map(scopeSelector).join(', ');

/** What excludes an element inside a demo from a docs rule (`:where` inside `:not`: no specificity added). */
export const OUTSIDE_DEMOS = `:not(:where([${DEMO_SCOPE_ATTRIBUTE}] *))`;

/**
 * A docs content selector (`.markdown-body h3`) that no longer reaches inside a demo: the
 * exclusion joins its subject's compound (before a pseudo-element), so its weight is unchanged
 * and a demo's elements look as the library's own CSS says, as in a blank page.
 */
export function outsideDemos(selector: string): string {
  const parts = compounds(selector.trim());
  if (parts.length < 2) return selector.trim();
  const subject = parts[parts.length - 1];
  const at = pseudoElementAt(subject.text);
  const last = { ...subject, text: subject.text.slice(0, at) + OUTSIDE_DEMOS + subject.text.slice(at) };
  return [...parts.slice(0, -1), last]
    .map((p, i) => (i ? `${p.combinator === ' ' ? ' ' : p.combinator}${p.text}` : p.text))
    .join('');
}

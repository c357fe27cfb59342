import type { Plugin, Rule } from 'postcss';
import { DEMO_SCOPE_ATTRIBUTE } from '../site/constants.js';

/**
 * Where a demo's stylesheets apply: the elements marked `data-demo-scope` (a demo preview, a
 * template page, and what a live demo portals into <body>: dialogs, menus, which the demo runtime
 * marks) and everything inside them. `:where()` adds no specificity, so a library's rules weigh
 * what they weighed before.
 */
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
  if (/^:host(?![\w-])/i.test(trimmed)) return trimmed;
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

/** Whether a rule sits in a rule (CSS nesting) or in keyframes: its outer rule has been limited already. */
function isNested(rule: Rule): boolean {
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type === 'rule') return true;
    if (node.type === 'atrule' && /keyframes$/i.test((node as { name?: string }).name ?? '')) return true;
  }
  return false;
}

/**
 * The PostCSS plugin that keeps a demo's stylesheets (the library's, the site's global ones) off
 * the docs' own header, navigation and text: every rule is limited to demos (scopeSelector). It
 * runs after the site's own PostCSS plugins (Tailwind's included).
 */
export const scopeToDemos = (): Plugin => ({
  postcssPlugin: 'docs-scope-to-demos',
  OnceExit(root) {
    root.walkRules((rule) => {
      if (!isNested(rule)) rule.selectors = rule.selectors.map(scopeSelector);
    });
  },
});

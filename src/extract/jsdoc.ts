import ts = require('typescript');
import { isExternalUrl } from '../site/paths.js';
import type { Inheritance } from '../site/extractedApi.js';

/** A symbol's JSDoc: its text (markdown) and its tags, each tag's texts in order. */
export interface Doc {
  description: string;
  tags: Map<string, string[]>;
}

export function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): Doc {
  const tags = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text).trim();
    tags.set(tag.name, [...(tags.get(tag.name) ?? []), text]);
  }
  return { description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(), tags };
}

/**
 * What keeps a prop off its page: `@ignore`, `@internal` or `@private` (rc-menu's "Do not set it
 * directly"); or a name that says so, as libraries write it without a tag: `__` before it (Mantine's
 * `__staticSelector`), or `_` and no description or "private" or "internal" in its name (Primer's
 * `_PrivateItemWrapper`, `_slotsConfig`). A described `_hover` stays listed.
 */
export const isHidden = (doc: Doc, name: string): boolean =>
  ['ignore', 'internal', 'private'].some((tag) => doc.tags.has(tag)) ||
  name.startsWith('__') ||
  (name.startsWith('_') && (!doc.description || /private|internal/i.test(name)));

/** A tag's first text, if the tag is there (`''` for a bare `@deprecated`). */
export const tagOf = (doc: Doc, name: string): string | undefined => doc.tags.get(name)?.[0];

/** `@param name text` tags: each parameter's description. */
export function paramDocs(doc: Doc): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of doc.tags.get('param') ?? []) {
    const m = text.match(/^([\w$.]+)\s*(?:-\s*)?([\s\S]*)$/);
    if (m) out.set(m[1], m[2].trim());
  }
  return out;
}

/**
 * The component a component's JSDoc says its props go to, as MUI's declarations write it: `- inherits
 * [OutlinedInput API](https://mui.com/material-ui/api/outlined-input/)`.
 */
export function statedParent(description: string): { name: string; url: string } | undefined {
  const [, name, url] = /\binherits \[([A-Z][\w.]*) API\]\(([^)\s]*)\)/.exec(description) ?? [];
  return name ? { name, url } : undefined;
}

/**
 * The inheritance line a component's JSDoc states: a documented component it names, not itself;
 * else another package's, at the address given (MUI's Fade: react-transition-group's Transition).
 */
export function statedInheritance(
  description: string,
  self: string,
  documented: ReadonlySet<string>,
): Inheritance | undefined {
  const stated = statedParent(description);
  if (!stated || stated.name === self) return undefined;
  if (documented.has(stated.name)) return { component: stated.name };
  return isExternalUrl(stated.url) ? { component: stated.name, url: stated.url } : undefined;
}

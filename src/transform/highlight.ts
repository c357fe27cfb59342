import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';

for (const lang of [markup, css, javascript, jsx, typescript, tsx, bash, diff, json, yaml]) refractor.register(lang);

type PrismContent = string | PrismToken | PrismContent[];
interface PrismToken {
  type: string;
  content: PrismContent;
  alias?: string | string[];
}
type Stringify = (value: PrismContent, language: string) => ElementContent | ElementContent[];
const prism = refractor as unknown as {
  Token: { stringify: Stringify };
  hooks: { run(name: string, env: object): void };
};
const stringifyWithH = prism.Token.stringify;

/**
 * Each token as refractor makes it, without its hastscript h() call, which parses a CSS selector
 * and normalises properties per token (a third of highlighting's time). A token that a 'wrap'
 * hook changed (another tag, attributes, content) is still made by refractor's own.
 */
prism.Token.stringify = function stringify(value: PrismContent, language: string): ElementContent | ElementContent[] {
  if (typeof value === 'string') return { type: 'text', value };
  if (Array.isArray(value)) {
    const nodes: ElementContent[] = [];
    for (const item of value)
      if (item !== null && item !== undefined && item !== '') nodes.push(stringify(item, language) as ElementContent);
    return nodes;
  }
  const content: ElementContent | ElementContent[] = stringify(value.content, language);
  const env = { attributes: {}, classes: ['token', value.type], content, language, tag: 'span', type: value.type };
  if (value.alias) env.classes.push(...(typeof value.alias === 'string' ? [value.alias] : value.alias));
  prism.hooks.run('wrap', env);
  if (env.tag !== 'span' || env.content !== content || Object.keys(env.attributes).length)
    return stringifyWithH(value, language);
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: env.classes.filter(Boolean) },
    children: Array.isArray(content) ? content : [content],
  };
};

const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  html: 'markup',
  sh: 'bash',
  shell: 'bash',
  yml: 'yaml',
};
/**
 * The code element's content: HTML when every token is a plain span (see tokensHtml), else hast.
 * Cached by language and text (the same snippet recurs across pages, variants and languages), and
 * shared between trees: no later step mutates code tokens, so they are not copied.
 */
type Highlighted = string | ElementContent[];
const cache = new Map<string, Highlighted>();
// Bounded, so that memory does not grow with the site: the oldest entry goes first.
const CACHE_ENTRIES = 256;

/** Prism-highlighted code, at build time only: HTML where it can be, hast where a token is more than a span. */
function highlight(code: string, language: string): Highlighted {
  const lang = ALIASES[language] ?? language;
  const key = `${lang}\u0000${code}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const children: ElementContent[] = refractor.registered(lang)
    ? (refractor.highlight(code, lang).children as ElementContent[])
    : [{ type: 'text', value: code }];
  const highlighted = tokensHtml(children) ?? children;
  cache.set(key, highlighted);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return highlighted;
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const ESCAPED = /["&'<>]/;
const EVERY_ESCAPED = new RegExp(ESCAPED.source, 'g');
/**
 * Text and attribute values escaped as React's server renderer escapes them. Most tokens have
 * nothing to escape: a test first is cheaper than a replace with a callback that never runs.
 */
const escapeAsReact = (value: string) =>
  ESCAPED.test(value) ? value.replace(EVERY_ESCAPED, (c) => ESCAPES[c]) : value;

/**
 * Tokens as the HTML React's renderToStaticMarkup writes for them (text escaped as React does,
 * classes joined by spaces), so that a page's hundreds of token spans skip React elements while
 * the page stays byte-identical; undefined when a token is not a span with classes only (a wrap
 * hook's title), which then goes through React.
 */
function tokensHtml(nodes: readonly ElementContent[]): string | undefined {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeAsReact(node.value);
    else if (node.type !== 'element' || node.tagName !== 'span') return undefined;
    else {
      const { className, ...others } = node.properties;
      if (Object.keys(others).length || !Array.isArray(className)) return undefined;
      const inner = tokensHtml(node.children);
      if (inner === undefined) return undefined;
      html += `<span class="${escapeAsReact(className.join(' ').trim())}">${inner}</span>`;
    }
  }
  return html;
}

/** The element React renders as `<code>` with this HTML inside (hastToReact's `docs-code`). */
export const CODE_HTML_ELEMENT = 'docs-code';

export interface CodeBlockOptions {
  code: string;
  language?: string;
  title?: string;
  /** Label of the copy hint: the client swaps it for ⌘C on a Mac. */
  keyHint?: string;
  copyLabel?: string;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/** The `<code>` element: its tokens as hast, or as HTML through hastToReact's `docs-code` component. */
const codeElement = (langClass: Element['properties'], content: Highlighted): Element =>
  typeof content === 'string'
    ? el(CODE_HTML_ELEMENT, { ...langClass, dataHtml: content }, [])
    : el('code', { ...langClass }, content);

/** A highlighted code block with its title and copy button (the client gives the button life). */
export function codeBlock({
  code,
  language = '',
  title,
  keyHint = 'Ctrl + C',
  copyLabel = 'Copy',
}: CodeBlockOptions): Element {
  // No class at all on plain code (an empty one would print class="").
  const langClass = language ? { className: [`language-${language}`] } : {};
  const children: ElementContent[] = [];
  if (title) children.push(el('div', { className: ['MuiCode-title'] }, [text(title)]));
  children.push(
    el('pre', { ...langClass, tabIndex: 0 }, [
      codeElement(langClass, language ? highlight(code, language) : [text(code)]),
    ]),
  );
  children.push(
    el(
      'button',
      {
        type: 'button',
        className: ['MuiCode-copy'],
        ariaLabel: 'Copy the code',
        dataGaEventCategory: 'code',
        dataGaEventAction: 'copy-click',
      },
      [
        el('span', { className: ['MuiCode-copyLabel'] }, [text(copyLabel)]),
        el('span', { className: ['MuiCode-copyKeypress'] }, [
          text(' (or '),
          el('kbd', { className: ['MuiCode-keyHint'] }, [text(keyHint)]),
          text(')'),
        ]),
      ],
    ),
  );
  return el('div', { className: ['MuiCode-root'] }, children);
}

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
const cache = new Map<string, ElementContent[]>();
// Bounded, so that memory does not grow with the site: the oldest entry goes first.
const CACHE_ENTRIES = 256;

/**
 * Prism-highlighted hast for a code string, at build time only. Results are cached by language
 * and text (the same snippet recurs across pages and variants) and shared between trees: no
 * later step mutates code tokens, so they are not copied.
 */
export function highlight(code: string, language: string): ElementContent[] {
  const lang = ALIASES[language] ?? language;
  const key = `${lang}\u0000${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const children: ElementContent[] = refractor.registered(lang)
    ? (refractor.highlight(code, lang).children as ElementContent[])
    : [{ type: 'text', value: code }];
  cache.set(key, children);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return children;
}

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
      el('code', { ...langClass }, language ? highlight(code, language) : [text(code)]),
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

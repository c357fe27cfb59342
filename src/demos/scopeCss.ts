import { createRequire } from 'node:module';
import type { Plugin, Rule } from 'postcss';
import { scopeSelector } from '../site/scopeSelector.js';

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

/** A stylesheet's text limited to demos; text PostCSS cannot parse is left as it is (as a browser skips what it cannot). */
function scopeCssText(css: string): string {
  // Required here, synchronously as rendering is, and only for a page whose demos render styles.
  const postcss = createRequire(import.meta.url)('postcss') as typeof import('postcss');
  try {
    return postcss.default([scopeToDemos()]).process(css, { from: undefined }).css;
  } catch {
    return css;
  }
}

/**
 * The `<style>` elements a demo, its library or the wrapper renders on the server (Mantine's
 * provider its theme's CSS variables on `:root`), limited to demos as the global stylesheets are:
 * same selectors, later in the page, so a provider's theme wins over the library's defaults as in
 * a plain app. The browser does the same to the style elements demos create (client/demos/styleElements.ts).
 */
export function scopeStyleElements(html: string): string {
  if (!html.includes('<style')) return html;
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_, open, css, close) => open + scopeCssText(css) + close,
  );
}

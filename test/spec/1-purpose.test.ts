// SPEC.md section 1: what the product does and for whom.
import { inHouseAds, page, stylesheet } from './specHelpers.js';

const LINES = ['material-ui', 'joy-ui', 'system', 'base-ui', 'x', 'toolpad', 'experiments/docs'];

describe('1. What the product does', () => {
  it('"Visitors read documentation pages for several product lines"', () => {
    for (const line of LINES)
      expect(page(`${line}/getting-started/usage`)).toMatch(
        /<article class="markdown-body">(<div class="page-actions">.*?<\/div>)?<h1>Usage<\/h1>/,
      );
  });

  it('"Each page offers code samples. A code-copy button copies a sample"', () => {
    const html = page('material-ui/getting-started/usage');
    expect(html).toMatch(/<div class="MuiCode-root">.*<pre[^>]*><code class="language-jsx">/s);
    expect(html).toMatch(
      /<button type="button" class="MuiCode-copy" aria-label="Copy the code" data-ga-event-category="code" data-ga-event-action="copy-click">/,
    );
  });

  it('"The site shows sponsor ads, falling back to in-house ads"', () => {
    expect(page('material-ui/components/button')).toContain(
      '<div class="ad-slot" id="ad-slot" data-placement="body-top"',
    );
    expect(inHouseAds().length).toBe(5);
  });

  it('"a branding theme for light and dark mode, and English labels"', () => {
    const css = stylesheet();
    expect(css).toMatch(
      /\[data-mui-color-scheme="light"\][^{]*\{[^}]*--muidocs-palette-primary-main:hsl\(210, 100%, 45%\)/,
    );
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\][^{]*\{[^}]*color-scheme:dark/);
    expect(page('material-ui/components/button')).toContain('<p class="toc-title">Contents</p>');
  });

  it('"The visitor can choose colour mode, code variant (JS or TS) and code styling"', () => {
    const html = page('material-ui/components/button');
    for (const mode of ['light', 'system', 'dark']) expect(html).toContain(`data-set-mode="${mode}"`);
    for (const variant of ['JS', 'TS']) expect(html).toContain(`data-set-variant="${variant}"`);
    for (const styling of ['system', 'tailwind', 'css']) expect(html).toContain(`data-set-styling="${styling}"`);
  });
});

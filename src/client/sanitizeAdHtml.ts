const INLINE_TAGS = new Set(['B', 'STRONG', 'I', 'EM', 'SPAN', 'A', 'BR', 'SMALL', 'CODE']);

const HTTP_URL = /^https?:\/\//i;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Drops every attribute of every tag before the HTML reaches a parser: even an inert parse checks
 * inline handlers (`onerror=`) against the page's CSP and logs a violation. Only an http(s) `href`
 * survives, re-quoted. A tag cut short by a quoted `>` leaves text, never an attribute.
 */
function stripAttributes(html: string): string {
  return html.replace(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g, (_, slash: string, name: string, rest: string) => {
    const href =
      !slash && name.toLowerCase() === 'a' ? rest.match(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i) : null;
    const url = href ? (href[1] ?? href[2] ?? href[3]).trim() : '';
    return HTTP_URL.test(url) ? `<a href="${escapeAttribute(url)}">` : `<${slash}${name}>`;
  });
}

/**
 * Third-party ad HTML -> safe DOM: an allowlist of inline tags, no attributes but http(s) hrefs
 * on links. Everything else becomes its text.
 */
export function sanitizeAdHtml(html: string): DocumentFragment {
  // DOMParser gives an inert document: no script runs and no image loads.
  const parsed = new DOMParser().parseFromString(stripAttributes(html), 'text/html');
  const out = document.createDocumentFragment();
  const copy = (from: Node, to: Node) => {
    for (const child of from.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(child.textContent ?? ''));
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        if (!INLINE_TAGS.has(el.tagName)) {
          if (el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE') copy(el, to);
          continue;
        }
        const clean = document.createElement(el.tagName.toLowerCase());
        if (el.tagName === 'A') {
          const href = (el.getAttribute('href') ?? '').trim();
          if (HTTP_URL.test(href)) {
            clean.setAttribute('href', href);
            clean.setAttribute('rel', 'noopener sponsored');
            clean.setAttribute('target', '_blank');
          }
        }
        copy(el, clean);
        to.appendChild(clean);
      }
    }
  };
  copy(parsed.body, out);
  return out;
}

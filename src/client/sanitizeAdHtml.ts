const INLINE_TAGS = new Set(['B', 'STRONG', 'I', 'EM', 'SPAN', 'A', 'BR', 'SMALL', 'CODE']);

/**
 * Third-party ad HTML -> safe DOM: an allowlist of inline tags, no attributes but http(s) hrefs
 * on links. Everything else becomes its text.
 */
export function sanitizeAdHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
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
          if (/^https?:\/\//i.test(href)) {
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
  copy(template.content, out);
  return out;
}

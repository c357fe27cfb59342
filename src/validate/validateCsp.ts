import { cspHash as hashOf } from '../site/hash.js';

const unescapeAttribute = (value: string) =>
  value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Each `<tag ...>content</tag>` of a document: its opening tag and content (found with indexOf, which pages of hundreds of KB make worth it). */
function* elements(html: string, tag: string): Generator<[open: string, content: string]> {
  let at = html.indexOf(`<${tag}`);
  while (at >= 0) {
    const openEnd = html.indexOf('>', at);
    const close = openEnd < 0 ? -1 : html.indexOf(`</${tag}>`, openEnd);
    if (close < 0) return;
    yield [html.slice(at, openEnd + 1), html.slice(openEnd + 1, close)];
    at = html.indexOf(`<${tag}`, close);
  }
}

/**
 * Problems with a page's Content-Security-Policy: it must exist, allow no inline scripts, and
 * list the sha256 hash of every inline script and style the page carries.
 */
export function cspProblems(html: string): string[] {
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  if (!meta) return ['no Content-Security-Policy meta'];
  const policy = unescapeAttribute(meta[1]);
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  const problems: string[] = [];
  const scriptSrc = directive('script-src');
  if (scriptSrc.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  for (const [open, content] of elements(html, 'script')) {
    if (/\bsrc=|type="application\/json"/.test(open)) continue;
    if (!scriptSrc.includes(hashOf(content))) problems.push(`inline script ${hashOf(content)} is not in script-src`);
  }
  const styleSrc = directive('style-src-elem') || directive('style-src');
  for (const [, content] of elements(html, 'style')) {
    if (!styleSrc.includes(hashOf(content))) problems.push(`inline style ${hashOf(content)} is not in style-src`);
  }
  return problems;
}

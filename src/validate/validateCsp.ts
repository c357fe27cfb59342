import { createHash } from 'node:crypto';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unescapeAttribute = (value: string) => value.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * Problems with a page's Content-Security-Policy: it must exist, allow no inline scripts, and
 * list the sha256 hash of every inline script and style the page carries.
 */
export function cspProblems(html: string): string[] {
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  if (!meta) return ['no Content-Security-Policy meta'];
  const policy = unescapeAttribute(meta[1]);
  const directive = (name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  const problems: string[] = [];
  const scriptSrc = directive('script-src');
  if (scriptSrc.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!scriptSrc.includes(hashOf(m[1]))) problems.push(`inline script ${hashOf(m[1])} is not in script-src`);
  }
  const styleSrc = directive('style-src-elem') || directive('style-src');
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    if (!styleSrc.includes(hashOf(m[1]))) problems.push(`inline style ${hashOf(m[1])} is not in style-src`);
  }
  return problems;
}

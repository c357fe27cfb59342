import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, PREFERENCE_COOKIE_MAX_AGE_S } from './constants.js';

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];
/** Hash/anchor prefix of each styling: `#tailwind-Name.js`. */
export const STYLING_PREFIX: Record<CodeStyling, string> = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' };

/** Code variant named by a URL hash, if any. */
export function variantFromHash(hash: string): CodeVariant | undefined {
  if (hash.endsWith('.tsx')) return 'TS';
  if (hash.endsWith('.js')) return 'JS';
  return undefined;
}

/** Code styling named by a URL hash ending in .js or .tsx, if any. */
export function stylingFromHash(hash: string): CodeStyling | undefined {
  if (!hash.endsWith('.js') && !hash.endsWith('.tsx')) return undefined;
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'MUI System';
  return undefined;
}

/** Parses a `document.cookie` string into a map. */
export function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

const isVariant = (v: string | undefined): v is CodeVariant => v === 'JS' || v === 'TS';
const isStyling = (v: string | undefined): v is CodeStyling => CODE_STYLINGS.includes(v as CodeStyling);

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** On page load the hash wins, then the cookies, then the defaults. */
export function resolvePreferences(hash: string, cookie: string): CodePreferences {
  const cookies = parseCookies(cookie);
  const fromCookieVariant = cookies[CODE_VARIANT_COOKIE];
  const fromCookieStyling = cookies[CODE_STYLING_COOKIE];
  return {
    codeVariant: variantFromHash(hash) ?? (isVariant(fromCookieVariant) ? fromCookieVariant : DEFAULT_CODE_VARIANT),
    codeStyling: stylingFromHash(hash) ?? (isStyling(fromCookieStyling) ? fromCookieStyling : DEFAULT_CODE_STYLING),
  };
}

/** The cookie string a preference change writes. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE_S}`;
}

/**
 * Reading the reader's cookies belongs to the browser only: the build must never depend on
 * a reader's preferences.
 */
export function readPreferenceCookies(
  doc: { cookie: string } | undefined = globalThis.document,
): Record<string, string> {
  if (!doc) throw new Error('Preference cookies can only be read in the browser, never during server rendering.');
  return parseCookies(doc.cookie);
}

/** Whitespace and control characters: a browser would repair them (or a URL parser refuse them). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f]/;

/** An absolute http(s) URL with a host, exactly as written (no whitespace or control characters to repair). */
export function isWebUrl(value: string): boolean {
  if (UNSAFE.test(value) || !/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A link or image the site's own configuration may point at: an http(s) URL, or a path of this
 * site (`/...`, not `//host` which leaves it). Never `javascript:` or `data:`.
 */
export function isSiteHref(value: string): boolean {
  if (isWebUrl(value)) return true;
  return value.startsWith('/') && !/^\/[/\\]/.test(value) && !UNSAFE.test(value);
}

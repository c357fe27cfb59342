import path from 'node:path';

/** A path with `/` separators, as the site names its files on every system. */
export const toPosix = (p: string): string => p.split(path.sep).join('/');

/** `to` relative to `from`, with `/` separators. */
export const posixRelative = (from: string, to: string): string => toPosix(path.relative(from, to));

/**
 * Why a user-supplied relative path (slug, demo name, config path) is unsafe, if it is:
 * it must stay inside its base folder after decoding.
 */
export function unsafePathReason(candidate: string): string | undefined {
  if (candidate.includes('\0')) return 'contains a NUL byte';
  if (candidate.includes('\\')) return 'contains a backslash';
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return 'contains an invalid percent-encoding';
  }
  if (decoded !== candidate && unsafePathReason(decoded)) return `decodes to an unsafe path (${decoded})`;
  if (path.posix.isAbsolute(decoded) || /^[a-zA-Z]:/.test(decoded)) return 'is absolute';
  if (decoded.split('/').includes('..')) return 'leaves its folder with ".."';
  return undefined;
}

/** Resolves `rel` under `base`; throws when the result would leave `base`. */
export function resolveInside(base: string, rel: string): string {
  const target = path.resolve(base, rel);
  const relative = path.relative(base, target);
  if (relative === '..' || relative.startsWith('..' + path.sep) || path.isAbsolute(relative)) {
    throw new Error(`Path ${rel} leaves ${base}`);
  }
  return target;
}

export function isInside(base: string, target: string): boolean {
  const relative = path.relative(base, target);
  return relative === '' || (!relative.startsWith('..' + path.sep) && relative !== '..' && !path.isAbsolute(relative));
}

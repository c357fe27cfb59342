/** The one folder of dot-names a site publishes (RFC 8615: security.txt, assetlinks.json...). */
const WELL_KNOWN = '.well-known';

/**
 * The hidden part of a site path (`.env`, `assets/.git`): the path up to and including its first
 * segment that starts with a dot; undefined when nothing is hidden. Such files are never published
 * nor served (secrets, version control), except under a top-level `.well-known/`.
 */
export function hiddenPart(rel: string): string | undefined {
  const segments = rel.split('/');
  const at = segments.findIndex((segment, i) => segment.startsWith('.') && !(i === 0 && segment === WELL_KNOWN));
  return at < 0 ? undefined : segments.slice(0, at + 1).join('/');
}

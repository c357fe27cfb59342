import type { Translator } from '../../site/translator.js';
import type { VersionView } from '../../site/versions.js';

/**
 * The site's versions, each its own deploy (config `versions`), this one marked. A link leads to
 * the version's home; with JavaScript, to the reader's page there or its nearest parent
 * (client/versions.ts), and the list is the newest deploy's when `versions.source` names it.
 */
export function VersionMenu({ versions, t }: { versions: VersionView; t: Translator }) {
  // A list of one names nothing to choose, unless the newest deploy's list may add to it.
  if (versions.list.length < 2 && !versions.source) return null;
  return (
    <details className="version-menu site-version-menu">
      <summary aria-label={`${t('versions.menu') ?? 'Version'}: ${versions.label}`}>{versions.label}</summary>
      <ul>
        {versions.list.map((v) => (
          <li key={v.label}>
            <a
              href={v.url}
              data-version-url={v.url}
              {...(v.label === versions.label ? { 'aria-current': 'true' as const } : {})}
            >
              {v.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

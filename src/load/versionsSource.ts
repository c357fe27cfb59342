import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { propertyNode } from '../site/jsonFile.js';
import type { SiteSource } from '../site/types.js';
import { parseVersionsFile } from '../site/versionsFile.js';
import { withVersionsList } from '../site/versions.js';

/** How long a build waits for the newest deploy's versions.json before it goes on with the config's list. */
const TIMEOUT_MS = 10_000;

/**
 * The newest deploy's versions.json (config `versions.source`), read once per build so that the
 * pages it renders list the versions released since the config was written. A file that cannot be
 * read, or is no versions.json, is a warning at `versions.source`: the build goes on with the
 * config's list (an offline build still builds).
 */
export async function readVersionsSource(
  site: Pick<SiteSource, 'config' | 'configFile'>,
): Promise<{ text?: string; problem?: Diagnostic }> {
  const url = site.config.versions?.source;
  if (!url) return {};
  let reason: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    const text = response.ok ? await response.text() : undefined;
    if (text !== undefined && parseVersionsFile(text)?.versions?.length) return { text };
    reason = response.ok ? 'it is not a versions.json with a list of versions' : `HTTP ${response.status}`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    reason =
      (err as Error).name === 'TimeoutError'
        ? `no answer in ${TIMEOUT_MS / 1000} s`
        : (cause ?? (err as Error).message);
  }
  const file = site.configFile;
  const node = propertyNode(propertyNode(file?.tree, 'versions'), 'source');
  const at = file ? file.at(node) : { file: 'docs.config.json', line: 1, column: 1 };
  return { problem: diagnose('versions-source', at, { url, reason }) };
}

/** The site as the build read it with the newest deploy's list (`text`, as readVersionsSource returned it). */
export const withVersionsSource = (site: SiteSource, text: string | undefined): SiteSource =>
  text === undefined
    ? site
    : { ...site, config: withVersionsList(site.config, parseVersionsFile(text)), versionsList: text };

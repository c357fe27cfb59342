import type { FamilyVersion } from './config/schema.js';
import { isWebUrl } from './webUrl.js';

/**
 * `versions.json`, which every build writes at its root: where this build is served, which pages
 * it has, and on a site of several versions, which one it is and the others it knows. docs-preview
 * serves the build under its base path from it; another version's pages read it to send a reader
 * to the same page here, and the newest deploy's tells the older ones of the versions since.
 */
export const VERSIONS_FILE = 'versions.json';

export interface VersionsFile {
  format: 1;
  /** The build's base URL (with its base path, without a trailing slash). */
  baseUrl: string;
  /** This build's version and every version it knows, newest first (config `versions`). */
  version?: string;
  versions?: FamilyVersion[];
  /** Every page's site path (`/zh/material-ui/`), sorted. */
  routes: string[];
}

export function versionsFileText(
  baseUrl: string,
  routes: readonly string[],
  versions?: { label: string; list: readonly FamilyVersion[] },
): string {
  const file: VersionsFile = {
    format: 1,
    baseUrl,
    ...(versions ? { version: versions.label, versions: [...versions.list] } : {}),
    routes: [...new Set(routes)].sort(),
  };
  return JSON.stringify(file) + '\n';
}

// Another deploy's file (a reader's browser reads the newest one): its links must be http(s) ones.
const isVersion = (v: unknown): v is FamilyVersion =>
  !!v &&
  typeof (v as FamilyVersion).label === 'string' &&
  typeof (v as FamilyVersion).url === 'string' &&
  isWebUrl((v as FamilyVersion).url) &&
  typeof (v as FamilyVersion).status === 'string';

/** A versions.json's content, or undefined when the text is not one (an older build has none). */
export function parseVersionsFile(text: string | undefined): VersionsFile | undefined {
  try {
    const file = JSON.parse(text ?? '') as Partial<VersionsFile>;
    if (file.format !== 1 || typeof file.baseUrl !== 'string' || !URL.canParse(file.baseUrl)) return undefined;
    if (!Array.isArray(file.routes) || !file.routes.every((r) => typeof r === 'string')) return undefined;
    if (file.versions !== undefined && !(Array.isArray(file.versions) && file.versions.every(isVersion)))
      return undefined;
    return file as VersionsFile;
  } catch {
    return undefined;
  }
}

import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { reactMismatch } from '../load/packages.js';
import type { SiteSource } from '../site/types.js';
import { toolRoot } from './toolFiles.js';

/**
 * What the site's installed packages mean for its demos: a React of another major than the
 * tool's (demos always render with the tool's) is a warning at that React's package.json. Checked
 * by every command, so that a build whose assets come from the cache says it too.
 */
export function installProblems(source: SiteSource): Diagnostic[] {
  if (!source.codeFiles.size) return [];
  const react = reactMismatch(source.root, toolRoot());
  return react ? [diagnose('react-version', { file: react.file, line: 1, column: 1 }, react)] : [];
}

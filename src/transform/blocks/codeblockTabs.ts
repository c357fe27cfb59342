import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import type { Block, CodeTab } from './types.js';

export const CODEBLOCK_OPEN = /^<codeblock(\s[^>]*)?>\s*$/;
export const CODEBLOCK_CLOSE = /^<\/codeblock>\s*$/;

/** `<codeblock storageKey="...">` holding fences whose info string is `lang tab`. */
export function parseCodeblock(
  rel: string,
  lines: readonly string[],
  startLine: number,
  diagnostics: Diagnostic[],
): Block | undefined {
  const open = lines[0].match(CODEBLOCK_OPEN)!;
  const storageKey = open[1]?.match(/storageKey=["']([^"']*)["']/)?.[1] ?? '';
  const tabs: CodeTab[] = [];
  let current: { fence: string; language: string; tab: string; code: string[] } | undefined;
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i];
    if (!current) {
      const fence = line.match(/^(`{3,}|~{3,})\s*(\S*)\s*(\S*)/);
      if (!fence) continue;
      if (!fence[2] || !fence[3]) {
        diagnostics.push(diagnose('codeblock-tab', { file: rel, line: startLine + i, column: 1 }));
      }
      current = { fence: fence[1], language: fence[2], tab: fence[3] || fence[2], code: [] };
    } else if (line.trim().startsWith(current.fence)) {
      tabs.push({ language: current.language, tab: current.tab, code: current.code.join('\n') });
      current = undefined;
    } else {
      current.code.push(line);
    }
  }
  return { type: 'codeblock', line: startLine, storageKey, tabs };
}

import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import { CODEBLOCK_CLOSE, CODEBLOCK_OPEN, parseCodeblock } from './codeblockTabs.js';
import { isDirectiveLine, parseDirectiveLine } from './directiveLine.js';
import type { Block, CalloutSeverity } from './types.js';

const CALLOUT_OPEN = /^ {0,3}:::(info|success|warning|error)\s*$/;
const CALLOUT_CLOSE = /^ {0,3}:::\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits a page body into markdown runs and the dialect's whole-line constructs (demo and
 * component directives, code tabs, callouts), keeping each piece's first file line.
 */
export function splitBlocks(rel: string, text: string, firstLine: number, diagnostics: Diagnostic[]): Block[] {
  const lines = text.split(/\r?\n/);
  const blocks: Block[] = [];
  let run: string[] = [];
  let runLine = firstLine;
  let fence: string | undefined;
  const flush = () => {
    if (run.some((l) => l.trim())) blocks.push({ type: 'markdown', line: runLine, text: run.join('\n') });
    run = [];
  };
  const add = (line: string, lineNo: number) => {
    if (!run.length) runLine = lineNo;
    run.push(line);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = firstLine + i;
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      add(line, lineNo);
      continue;
    }
    const fenceOpen = line.match(FENCE);
    if (fenceOpen) {
      fence = fenceOpen[1];
      add(line, lineNo);
      continue;
    }
    if (isDirectiveLine(line)) {
      flush();
      const block = parseDirectiveLine(rel, line, lineNo, diagnostics);
      if (block) blocks.push(block);
      continue;
    }
    if (CODEBLOCK_OPEN.test(line)) {
      const end = lines.findIndex((l, j) => j > i && CODEBLOCK_CLOSE.test(l));
      if (end < 0) {
        diagnostics.push(diagnose('codeblock-unclosed', { file: rel, line: lineNo, column: 1 }));
        add(line, lineNo);
        continue;
      }
      flush();
      const block = parseCodeblock(rel, lines.slice(i, end + 1), lineNo, diagnostics);
      if (block) blocks.push(block);
      i = end;
      continue;
    }
    const callout = line.match(CALLOUT_OPEN);
    if (callout) {
      // Like any container, a callout left open is closed by the end of the document.
      const found = findCalloutEnd(lines, i);
      const end = found < 0 ? lines.length : found;
      flush();
      const inner = lines.slice(i + 1, end).join('\n');
      blocks.push({
        type: 'callout',
        line: lineNo,
        severity: callout[1] as CalloutSeverity,
        children: splitBlocks(rel, inner, lineNo + 1, diagnostics),
      });
      i = end;
      continue;
    }
    add(line, lineNo);
  }
  flush();
  return blocks;
}

function findCalloutEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  let fence: string | undefined;
  for (let j = start + 1; j < lines.length; j++) {
    const line = lines[j];
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    const open = line.match(FENCE);
    if (open) fence = open[1];
    else if (CALLOUT_OPEN.test(line)) depth++;
    else if (CALLOUT_CLOSE.test(line)) {
      if (depth === 0) return j;
      depth--;
    }
  }
  return -1;
}

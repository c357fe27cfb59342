import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import { CODEBLOCK_CLOSE, CODEBLOCK_OPEN, parseCodeblock } from './codeblockTabs.js';
import { isDirectiveLine, parseDirectiveLine } from './directiveLine.js';
import type { Block, CalloutSeverity } from './types.js';

const CALLOUT_OPEN = /^ {0,3}:::(info|success|warning|error)\s*$/;
const CALLOUT_CLOSE = /^ {0,3}:::\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Walks a body's lines, gathering markdown runs between the dialect's constructs. */
class Splitter {
  readonly blocks: Block[] = [];
  private run: string[] = [];
  private runLine: number;
  private readonly lines: string[];

  constructor(
    private readonly rel: string,
    text: string,
    private readonly firstLine: number,
    private readonly diagnostics: Diagnostic[],
  ) {
    this.lines = text.split(/\r?\n/);
    this.runLine = firstLine;
  }

  private add(i: number) {
    if (!this.run.length) this.runLine = this.firstLine + i;
    this.run.push(this.lines[i]);
  }

  private flush() {
    if (this.run.some((l) => l.trim()))
      this.blocks.push({ type: 'markdown', line: this.runLine, text: this.run.join('\n') });
    this.run = [];
  }

  /** `<codeblock>` at line i: its tabs (or, unclosed, a diagnostic and plain markdown); the index of its last line. */
  private codeblock(i: number): number {
    const { lines, rel, diagnostics } = this;
    const lineNo = this.firstLine + i;
    const end = lines.findIndex((l, j) => j > i && CODEBLOCK_CLOSE.test(l));
    if (end < 0) {
      diagnostics.push(diagnose('codeblock-unclosed', { file: rel, line: lineNo, column: 1 }));
      this.add(i);
      return i;
    }
    this.flush();
    const block = parseCodeblock(rel, lines.slice(i, end + 1), lineNo, diagnostics);
    if (block) this.blocks.push(block);
    return end;
  }

  /** A callout at line i, its content split in turn; the index of its closing line. */
  private callout(i: number, severity: CalloutSeverity): number {
    const lineNo = this.firstLine + i;
    // Like any container, a callout left open is closed by the end of the document.
    const found = findCalloutEnd(this.lines, i);
    const end = found < 0 ? this.lines.length : found;
    this.flush();
    const inner = this.lines.slice(i + 1, end).join('\n');
    const children = splitBlocks(this.rel, inner, lineNo + 1, this.diagnostics);
    this.blocks.push({ type: 'callout', line: lineNo, severity, children });
    return end;
  }

  split(): Block[] {
    const { lines } = this;
    let fence: string | undefined;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (fence) {
        if (line.trim().startsWith(fence)) fence = undefined;
        this.add(i);
        continue;
      }
      const fenceOpen = line.match(FENCE);
      const callout = line.match(CALLOUT_OPEN);
      if (fenceOpen) {
        fence = fenceOpen[1];
        this.add(i);
      } else if (isDirectiveLine(line)) {
        this.flush();
        const block = parseDirectiveLine(this.rel, line, this.firstLine + i, this.diagnostics);
        if (block) this.blocks.push(block);
      } else if (CODEBLOCK_OPEN.test(line)) i = this.codeblock(i);
      else if (callout) i = this.callout(i, callout[1] as CalloutSeverity);
      else this.add(i);
    }
    this.flush();
    return this.blocks;
  }
}

/**
 * Splits a page body into markdown runs and the dialect's whole-line constructs (demo and
 * component directives, code tabs, callouts), keeping each piece's first file line.
 */
export function splitBlocks(rel: string, text: string, firstLine: number, diagnostics: Diagnostic[]): Block[] {
  return new Splitter(rel, text, firstLine, diagnostics).split();
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

import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import type { Block } from './types.js';

const DIRECTIVE = /^\{\{(.*)\}\}\s*$/;

export const isDirectiveLine = (line: string) => DIRECTIVE.test(line) && /^\{\{\s*"/.test(line);

/** `{{"demo": "Name.js", ...}}` or `{{"component": "modules/components/X.js"}}` on a whole line. */
export function parseDirectiveLine(
  rel: string,
  line: string,
  lineNo: number,
  diagnostics: Diagnostic[],
): Block | undefined {
  const inner = line.match(DIRECTIVE)![1];
  const at = { file: rel, line: lineNo, column: 1 };
  let value: unknown;
  try {
    value = JSON.parse(`{${inner}}`);
  } catch (cause) {
    diagnostics.push(diagnose('directive-json', at, { reason: (cause as Error).message }));
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.demo === 'string') {
    return { type: 'demo', line: lineNo, options: record as { demo: string } };
  }
  if (typeof record.component === 'string') {
    const { component, ...props } = record;
    return { type: 'component', line: lineNo, name: component as string, props };
  }
  diagnostics.push(diagnose('directive-json', at, { missing: true }));
  return undefined;
}

import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import { demoTestSettings } from '../../site/demoTest.js';
import type { Block } from './types.js';

const DIRECTIVE = /^\{\{(.*)\}\}\s*$/;

export const isDirectiveLine = (line: string) => DIRECTIVE.test(line) && /^\{\{\s*"/.test(line);

/** `{{"playground": "Button", "props": {…}, "hide": […]}}`: a live component with controls for its props. */
function playgroundBlock(
  record: Record<string, unknown>,
  lineNo: number,
  at: { file: string; line: number; column: number },
  diagnostics: Diagnostic[],
): Block | undefined {
  const { props = {}, hide = [] } = record;
  const object = typeof props === 'object' && props !== null && !Array.isArray(props);
  const names = Array.isArray(hide) && hide.every((h) => typeof h === 'string');
  if (!object || !names) {
    const reason = !object
      ? 'a playground\'s "props" must be an object'
      : 'a playground\'s "hide" must be an array of prop names';
    diagnostics.push(diagnose('directive-json', at, { reason }));
    return undefined;
  }
  return {
    type: 'playground',
    line: lineNo,
    component: record.playground as string,
    props: props as Record<string, unknown>,
    hide: hide as string[],
  };
}

/** `{{"demo": "Name.js", ...}}`, `{{"playground": "Button"}}` or `{{"component": "modules/components/X.js"}}` on a whole line. */
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
    // docs-test's settings are checked here, where their line is known; a bad one leaves the demo untested.
    if ('test' in record) {
      const test = demoTestSettings(record.test);
      if ('problem' in test) {
        diagnostics.push(diagnose('demo-test-setting', at, { problem: test.problem }));
        delete record.test;
      } else record.test = test.settings;
    }
    return { type: 'demo', line: lineNo, options: record as { demo: string } };
  }
  if (typeof record.playground === 'string') return playgroundBlock(record, lineNo, at, diagnostics);
  if (typeof record.component === 'string') {
    const { component, ...props } = record;
    return { type: 'component', line: lineNo, name: component as string, props };
  }
  diagnostics.push(diagnose('directive-json', at, { missing: true }));
  return undefined;
}

import matter from 'gray-matter';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { demoTestSettings, type DemoTestSettings } from '../site/demoTest.js';
import { unknownKeyHint } from '../site/didYouMean.js';
import { isWebUrl } from '../site/webUrl.js';

export const FRONT_MATTER_KEYS = [
  'productId',
  'title',
  'description',
  'components',
  'hooks',
  'githubLabel',
  'materialDesign',
  'waiAria',
  'unstyled',
  'packageName',
  'filename',
  'card',
  'search',
  'test',
] as const;

export interface FrontMatter {
  productId?: string;
  title?: string;
  description?: string;
  components: string[];
  hooks: string[];
  githubLabel?: string;
  materialDesign?: string;
  waiAria?: string;
  unstyled?: string;
  packageName?: string;
  /** `false` keeps the page out of the search index. */
  search?: boolean;
  /** docs-test's settings for every demo of the page (a directive's own come first). */
  test?: DemoTestSettings;
}

export interface FrontMatterResult {
  data: FrontMatter;
  /** 1-based line of each key in the file. */
  keyLines: Record<string, number>;
  body: string;
  /** 1-based file line where `body` starts. */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

/** Keys whose value becomes a link of the page: http(s) URLs only (never `javascript:`). */
const URL_KEYS = new Set(['waiAria', 'materialDesign']);

const EMPTY: FrontMatter = { components: [], hooks: [] };

/** Splits `a, b` lists, trimmed and sorted like the original docs. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();

/** Line of the first unbalanced quote: the place an "unterminated string" really starts. */
function unbalancedQuoteLine(lines: string[]): number | undefined {
  for (let i = 0; i < lines.length; i++) {
    const value = lines[i].replace(/^\s*[^:]*:\s*/, '');
    for (const q of ['"', "'"]) {
      if (value.startsWith(q) && (value.length === 1 || !value.trimEnd().endsWith(q))) return i;
    }
  }
  return undefined;
}

/** Where the YAML parser's error really is: its mark, or the line of an unbalanced quote. */
function yamlErrorAt(cause: unknown, yamlLines: string[]): { index: number; column: number; reason: string } {
  const e = cause as { reason?: string; mark?: { line: number; column: number }; message: string };
  let index = e.mark ? e.mark.line - 1 : 0;
  let column = e.mark ? e.mark.column + 1 : 1;
  if (/quoted scalar/.test(e.reason ?? '')) {
    const quoteLine = unbalancedQuoteLine(yamlLines);
    if (quoteLine !== undefined) [index, column] = [quoteLine, 1];
  }
  index = Math.min(Math.max(index, 0), Math.max(yamlLines.length - 1, 0));
  return { index, column, reason: e.reason ?? e.message };
}

/** The known keys' values, typed; an unknown key or a value of the wrong type is a diagnostic at its line. */
function typedFrontMatter(raw: Record<string, unknown>, keyLines: Record<string, number>, rel: string) {
  const diagnostics: Diagnostic[] = [];
  const data: FrontMatter = { components: [], hooks: [] };
  for (const [key, value] of Object.entries(raw)) {
    const at = { file: rel, line: keyLines[key] ?? 1, column: 1 };
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key)) {
      diagnostics.push(
        diagnose('front-matter-unknown-key', at, { key, suggestion: unknownKeyHint(key, FRONT_MATTER_KEYS) }),
      );
    } else if (key === 'card') {
      continue;
    } else if (key === 'test') {
      const test = demoTestSettings(value);
      if ('problem' in test) diagnostics.push(diagnose('demo-test-setting', at, { problem: test.problem }));
      else data.test = test.settings;
    } else if (key === 'search') {
      if (typeof value === 'boolean') data.search = value;
      else diagnostics.push(diagnose('front-matter-type', at, { key: 'search', problem: 'not-boolean' }));
    } else if (value === null || value === undefined) {
      diagnostics.push(diagnose('front-matter-type', at, { key, problem: 'empty' }));
    } else if (key === 'components' || key === 'hooks') {
      if (typeof value === 'string') data[key] = splitList(value);
      else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) data[key] = [...value].sort();
      else diagnostics.push(diagnose('front-matter-type', at, { key, problem: 'not-list' }));
    } else if (typeof value !== 'string') {
      diagnostics.push(diagnose('front-matter-type', at, { key, problem: 'not-string', value }));
    } else if (URL_KEYS.has(key) && !isWebUrl(value)) {
      diagnostics.push(diagnose('front-matter-type', at, { key, problem: 'not-url', value }));
    } else (data as unknown as Record<string, string>)[key] = value;
  }
  return { data, diagnostics };
}

/**
 * Parses YAML front matter with gray-matter, reporting problems at their line in the .md file
 * (BOM and CRLF aware), and checks the known keys' types.
 */
export function parseFrontMatter(rel: string, source: string): FrontMatterResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const lines = text.split(/\r?\n/);
  const none = (diagnostics: Diagnostic[] = [], rest = { body: text, bodyLine: 1 }): FrontMatterResult => ({
    data: { ...EMPTY },
    keyLines: {},
    ...rest,
    diagnostics,
  });
  if (lines[0]?.trimEnd() !== '---') return none();
  const close = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (close < 0) return none([diagnose('front-matter-unclosed', { file: rel, line: 1, column: 1 })]);
  const yamlLines = lines.slice(1, close);
  const rest = { body: lines.slice(close + 1).join('\n'), bodyLine: close + 2 };
  const at = (index: number, column = 1) => ({ file: rel, line: index + 2, column });
  const tab = yamlLines.findIndex((line) => /^[ ]*\t/.test(line));
  if (tab >= 0) return none([diagnose('yaml-syntax', at(tab), { tab: true })], rest);
  let raw: Record<string, unknown>;
  try {
    raw = (matter(['---', ...yamlLines, '---', ''].join('\n'), {}).data ?? {}) as Record<string, unknown>;
  } catch (cause) {
    const { index, column, reason } = yamlErrorAt(cause, yamlLines);
    return none([diagnose('yaml-syntax', at(index, column), { reason })], rest);
  }
  const keyLines: Record<string, number> = {};
  yamlLines.forEach((line, i) => {
    const key = line.match(/^([^\s:#][^:]*):/)?.[1];
    if (key && keyLines[key] === undefined) keyLines[key] = i + 2;
  });
  return { keyLines, ...rest, ...typedFrontMatter(raw, keyLines, rel) };
}

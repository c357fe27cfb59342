import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { diagnose, type Diagnostic, type Location } from '../errors/Diagnostic.js';
import { LineIndex } from './lineIndex.js';

/** A JSON file parsed with positions, so every value can be reported at its line and column. */
export interface JsonFile {
  rel: string;
  /** The source text (content hashes of the build cache). */
  text: string;
  tree?: Node;
  value: unknown;
  /** Syntax errors; when present `value` is undefined. */
  diagnostics: Diagnostic[];
  at(node: Node | undefined): Location;
}

const FRIENDLY: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected: 'Expected a property name in double quotes',
  ValueExpected: 'Expected a value',
  ColonExpected: 'Expected ":"',
  CommaExpected: 'Expected ","',
  CloseBraceExpected: 'Expected "}"',
  CloseBracketExpected: 'Expected "]"',
  EndOfFileExpected: 'Unexpected content after the end of the JSON value',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Unexpected end of number',
  InvalidUnicode: 'Invalid unicode escape',
  InvalidEscapeCharacter: 'Invalid escape character',
  InvalidCharacter: 'Invalid character in string',
};

/** Parses strict JSON (no comments, no trailing commas), reporting syntax errors at line:column. */
export function parseJsonFile(rel: string, text: string): JsonFile {
  const lines = new LineIndex(text);
  const at = (node: Node | undefined): Location => ({ file: rel, ...lines.position(node?.offset ?? 0) });
  const errors: ParseError[] = [];
  const body = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const tree = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const diagnostics: Diagnostic[] = [];
  const first = errors[0];
  if (first) {
    let offset = first.offset;
    let message = FRIENDLY[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error);
    const before = body.slice(0, offset).trimEnd();
    const isCloser = body[offset] === '}' || body[offset] === ']';
    if (
      isCloser &&
      before.endsWith(',') &&
      /ValueExpected|PropertyNameExpected/.test(printParseErrorCode(first.error))
    ) {
      offset = before.length - 1;
      message = 'Trailing comma';
    } else if (offset >= body.trimEnd().length) {
      message = `Unexpected end of file (${message.charAt(0).toLowerCase()}${message.slice(1)}): is the file truncated?`;
    }
    diagnostics.push(diagnose('json-syntax', { file: rel, ...lines.position(offset) }, { problem: message }));
  }
  return {
    rel,
    text,
    tree: first ? undefined : tree,
    value: first || !tree ? undefined : getNodeValue(tree),
    diagnostics,
    at,
  };
}

/** Child value node of an object node by key. */
export function propertyNode(node: Node | undefined, key: string): Node | undefined {
  if (!node || node.type !== 'object') return undefined;
  const prop = node.children?.find((p) => p.children?.[0]?.value === key);
  return prop?.children?.[1];
}

/** `[key, keyNode, valueNode]` for each property of an object node, in file order. */
export function properties(node: Node | undefined): Array<[string, Node, Node | undefined]> {
  if (!node || node.type !== 'object') return [];
  return (node.children ?? []).map((p) => [String(p.children?.[0]?.value), p.children![0], p.children?.[1]]);
}

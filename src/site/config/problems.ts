import { findNodeAtLocation, type Node } from 'jsonc-parser';
import type * as z from 'zod/mini';
import type { ConfigProblem } from '../../errors/catalogue/config.js';
import { compareDiagnostics, diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import { unknownKeyHint } from '../didYouMean.js';
import type { JsonFile } from '../jsonFile.js';
import { keysAt, type IssueParams } from './kinds.js';
import { CONFIG, type DocsConfig } from './schema.js';

type Issue = z.core.$ZodIssue;
type Path = Array<string | number>;

/** `products.acme.versions[0].text`, as the messages name a key. */
const nameOf = (path: Path) =>
  path.reduce<string>(
    (name, step) => (typeof step === 'number' ? `${name}[${step}]` : name ? `${name}.${step}` : step),
    '',
  );

/** The node of a key itself (not its value), for problems about the key. */
const keyNode = (file: JsonFile, path: Path, key: string): Node | undefined =>
  findNodeAtLocation(file.tree!, [...path, key])?.parent?.children?.[0];

/** A problem and the node it is at; `missing`: the object a required key is missing from. */
type Found = [at: Node | undefined, problem: ConfigProblem, missing?: Node];

/** What one zod issue says, as the catalogue's problems. */
function problemsOf(file: JsonFile, issue: Issue): Found[] {
  const path = issue.path.map((step) => (typeof step === 'number' ? step : String(step)));
  if (issue.code === 'invalid_union') {
    // `ads` is an object or false: an object's own problems, not "must be an object".
    const chosen = issue.errors.find((issues) =>
      issues.every((inner) => inner.path.length > 0 || !['invalid_type', 'invalid_value'].includes(inner.code)),
    );
    if (chosen) return chosen.flatMap((inner) => problemsOf(file, { ...inner, path: [...issue.path, ...inner.path] }));
  }
  const node = findNodeAtLocation(file.tree!, path);
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(CONFIG, path);
    return issue.keys.map((key) => [
      keyNode(file, path, key),
      { problem: 'unknown-key', name: nameOf([...path, key]), suggestion: unknownKeyHint(key, known) },
    ]);
  }
  if (issue.code === 'invalid_key') {
    const prefix = String(path[path.length - 1]);
    return [[keyNode(file, path.slice(0, -1), prefix), { problem: 'prefix', prefix }]];
  }
  const params = issue.code === 'custom' ? (issue.params as IssueParams | undefined) : undefined;
  if (params?.problem === 'check') {
    const { bad, known } = params as unknown as { bad: Array<[string, unknown]>; known: string[] };
    return bad.map(([name, value]) => [node, { problem: 'check', name, value, known }]);
  }
  if (params) return [[node, params as unknown as ConfigProblem]];
  // A product line without a name: titles end with it.
  if (path[0] === 'products' && path.length === 3 && path[2] === 'name' && !node)
    return [[findNodeAtLocation(file.tree!, path.slice(0, 2)), { problem: 'no-name', prefix: String(path[1]) }]];
  const problem: ConfigProblem = { problem: 'type', name: nameOf(path), expected: issue.message };
  if (node) return [[node, problem]];
  // A required key that is missing: at its object, which `missing` names.
  const object = findNodeAtLocation(file.tree!, path.slice(0, -1));
  return [[object, problem, object]];
}

/**
 * Every problem of docs.config.json, each as a `config-invalid` diagnostic at its line: syntax,
 * then everything the schema finds (types, unknown keys, product lines, values). None: the file
 * can be resolved.
 */
export const configProblems = (file: JsonFile | undefined): Diagnostic[] => checkConfig(file).problems;

/** The file resolved by the schema when it has no problem, else its problems (one parse either way). */
export function checkConfig(file: JsonFile | undefined): { config?: DocsConfig; problems: Diagnostic[] } {
  if (!file) return { config: CONFIG.parse({}), problems: [] };
  if (file.diagnostics.length) {
    const [syntax] = file.diagnostics;
    const problem: ConfigProblem = { problem: 'syntax', message: syntax.message, hint: syntax.hint };
    const at = { file: syntax.file, line: syntax.line, column: syntax.column };
    return { problems: [diagnose('config-invalid', at, problem)] };
  }
  if (!file.tree || file.tree.type !== 'object')
    return { problems: [diagnose('config-invalid', file.at(file.tree), { problem: 'not-object' })] };
  const result = CONFIG.safeParse(file.value);
  if (result.success) return { config: result.data, problems: [] };
  const found = result.error.issues.flatMap((issue) => problemsOf(file, issue));
  // A required key missing beside a key its object does not know: that one is the misspelling to name.
  const misspelt = new Set(found.map(([node, p]) => (p.problem === 'unknown-key' ? node?.parent?.parent : undefined)));
  const problems = found
    .filter(([, , missing]) => !missing || !misspelt.has(missing))
    .map(([node, problem]) => diagnose('config-invalid', file.at(node), problem))
    .sort(compareDiagnostics);
  return { problems };
}

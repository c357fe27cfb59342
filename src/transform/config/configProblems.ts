import type { Node } from 'jsonc-parser';
import type { ConfigProblem } from '../../errors/catalogue/config.js';
import { diagnose, type Diagnostic } from '../../errors/Diagnostic.js';
import { unknownKeyHint } from '../../site/didYouMean.js';
import { properties, propertyNode, type JsonFile } from '../../site/jsonFile.js';
import { CONFIG, EXAMPLE, isOfKind, PRODUCT, type Kind, type Shape } from './configSchema.js';

export const CHECK_NAMES = ['brokenLinks', 'brokenAnchors', 'orphanPages', 'unknownKeys', 'demoTypes'] as const;

const PREFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Collects the problems of one file, each at its node. */
function collector(file: JsonFile) {
  const found: Diagnostic[] = [];
  return {
    found,
    add: (node: Node | undefined, problem: ConfigProblem) =>
      found.push(diagnose('config-invalid', file.at(node), problem)),
  };
}
type Add = ReturnType<typeof collector>['add'];

/** Checks a value against its shape: types, and no key the shape does not know; every problem is added. */
function checkShape(
  add: Add,
  node: Node | undefined,
  value: unknown,
  shape: Shape | [Shape] | Kind,
  name: string,
): void {
  const kind: Kind = typeof shape === 'string' ? shape : Array.isArray(shape) ? 'array' : 'object';
  if (!isOfKind(value, kind)) return void add(node, { problem: 'type', name, expected: EXAMPLE[kind] });
  if (typeof shape === 'string') return;
  if (Array.isArray(shape)) {
    (value as unknown[]).forEach((item, i) => checkShape(add, node?.children?.[i], item, shape[0], `${name}[${i}]`));
    return;
  }
  const known = Object.keys(shape);
  for (const [key, keyNode, valueNode] of properties(node)) {
    const full = name ? `${name}.${key}` : key;
    if (!known.includes(key))
      add(keyNode, { problem: 'unknown-key', name: full, suggestion: unknownKeyHint(key, known) });
    else checkShape(add, valueNode, (value as Record<string, unknown>)[key], shape[key], full);
  }
}

/** The product lines: each prefix a URL folder, each line of its shape with a name. */
function checkProducts(add: Add, file: JsonFile, products: unknown): void {
  if (products === undefined || !isOfKind(products, 'object')) return;
  for (const [prefix, keyNode, valueNode] of properties(propertyNode(file.tree, 'products'))) {
    if (!PREFIX.test(prefix)) {
      add(keyNode, { problem: 'prefix', prefix });
      continue;
    }
    const entry = (products as Record<string, Record<string, unknown>>)[prefix];
    checkShape(add, valueNode, entry, PRODUCT, `products.${prefix}`);
    if (isOfKind(entry, 'object') && typeof entry.name !== 'string') add(valueNode, { problem: 'no-name', prefix });
  }
}

/**
 * The path of a base URL below its host's root (`/acme-kit/`), if it has one: every URL the build
 * emits is root-absolute, so such a site would be published without its styles and scripts.
 */
export function basePath(url: unknown): string | undefined {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  const { pathname } = new URL(url);
  return pathname === '/' ? undefined : pathname;
}

/** Values whose type is right but whose content is not: checks, editUrl, languages. */
function checkValues(add: Add, file: JsonFile, raw: Record<string, unknown>): void {
  const checks = isOfKind(raw.checks, 'object') ? (raw.checks as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(checks)) {
    if (!(CHECK_NAMES as readonly string[]).includes(name) || !['off', 'warn', 'error'].includes(String(value)))
      add(propertyNode(file.tree, 'checks'), { problem: 'check', name, value, known: CHECK_NAMES });
  }
  const base = basePath(raw.baseUrl);
  if (base) add(propertyNode(file.tree, 'baseUrl'), { problem: 'base-path', value: String(raw.baseUrl), path: base });
  if (typeof raw.editUrl === 'string' && !raw.editUrl.includes('{path}'))
    add(propertyNode(file.tree, 'editUrl'), { problem: 'edit-url' });
  const styles = isOfKind(raw.demos, 'object') ? (raw.demos as Record<string, unknown>).styles : undefined;
  if (Array.isArray(styles))
    styles.forEach((style, i) => {
      if (typeof style !== 'string' || !style)
        add(propertyNode(propertyNode(file.tree, 'demos'), 'styles')?.children?.[i], {
          problem: 'type',
          name: `demos.styles[${i}]`,
          expected: 'a stylesheet such as "@acme/ui/styles.css" or "styles/demos.css"',
        });
    });
  const languages = raw.languages;
  if (Array.isArray(languages) && !languages.every((l) => typeof l === 'string' && /^[a-z]{2}$/.test(l)))
    add(propertyNode(file.tree, 'languages'), { problem: 'languages' });
}

/**
 * Every problem of docs.config.json, each as a `config-invalid` diagnostic at its line: syntax,
 * the shape of every key, product lines, and values. None: the file can be resolved.
 */
export function configProblems(file: JsonFile | undefined): Diagnostic[] {
  if (!file) return [];
  const { found, add } = collector(file);
  if (file.diagnostics.length) {
    const [syntax] = file.diagnostics;
    add(undefined, { problem: 'syntax', message: syntax.message, hint: syntax.hint });
    found[0] = { ...found[0], file: syntax.file, line: syntax.line, column: syntax.column };
    return found;
  }
  if (!file.tree || file.tree.type !== 'object') {
    add(file.tree, { problem: 'not-object' });
    return found;
  }
  const raw = file.value as Record<string, unknown>;
  // `ads: false` turns ads off explicitly.
  checkShape(add, file.tree, raw, raw.ads === false ? { ...CONFIG, ads: 'boolean' } : CONFIG, '');
  checkProducts(add, file, raw.products);
  checkValues(add, file, raw);
  return found;
}

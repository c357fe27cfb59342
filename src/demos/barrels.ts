import fs from 'node:fs';

/** Where one name of a barrel comes from: the specifier the barrel writes for its module (to resolve as the bundler does), and its name there. */
export type BarrelExport = [specifier: string, name: string];

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DIRECTIVE = /^\s*['"]use (client|strict)['"];?/gm;
const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g;
const EXPORT_FROM = /\bexport\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\};?/g;
/** What a pure barrel may also hold: namespace re-exports, which the rewrite leaves alone. */
const NAMESPACE =
  /\b(import\s*\*\s*as\s+[\w$]+\s+from\s*(['"])[^'"]+\2|export\s*\*\s*(as\s+[\w$]+\s+)?from\s*(['"])[^'"]+\4);?/g;

/** `a`, `default as b`, `c as d`: [local or imported name, exported or bound name]. */
const specifiers = (list: string): Array<[string, string]> =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [from, to] = s.split(/\s+as\s+/);
      return [from.trim(), (to ?? from).trim()];
    });

/**
 * A package entry that only re-exports (a barrel, as bundlers emit them: `export { default as A }
 * from './A.mjs'`, or imports then one `export { a, b }` list): each exported name and where it
 * comes from. None when the module holds anything else (code whose effects must run).
 */
export function readBarrel(file: string): Map<string, BarrelExport> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const local = new Map<string, BarrelExport>();
  const exports = new Map<string, BarrelExport>();
  const code = text.replace(COMMENTS, '').replace(DIRECTIVE, '');
  for (const m of code.matchAll(IMPORT)) for (const [name, bound] of specifiers(m[1])) local.set(bound, [m[3], name]);
  for (const m of code.matchAll(EXPORT_FROM))
    for (const [name, exported] of specifiers(m[1])) exports.set(exported, [m[3], name]);
  const rest = code.replace(IMPORT, '').replace(EXPORT_FROM, '').replace(NAMESPACE, '');
  for (const m of rest.matchAll(EXPORT_LIST))
    for (const [name, exported] of specifiers(m[1])) {
      const from = local.get(name);
      if (from) exports.set(exported, from);
    }
  if (rest.replace(EXPORT_LIST, '').trim() || !exports.size) return undefined;
  return exports;
}

/** Whether a package says its modules have no side effects (`false`, or only its stylesheets have some). */
export function sideEffectFree(packageJson: { sideEffects?: unknown }): boolean {
  const { sideEffects } = packageJson;
  return (
    sideEffects === false ||
    (Array.isArray(sideEffects) && sideEffects.every((p) => typeof p === 'string' && /\.(css|scss|less)$/.test(p)))
  );
}

/** One named import statement of a module's source: where it is, its names, its specifier. */
export interface NamedImport {
  start: number;
  end: number;
  names: Array<[imported: string, bound: string]>;
  specifier: string;
}

/** The `import { a, b as c } from 'pkg'` statements of a module (type-only names leave a statement alone). */
export function namedImports(code: string): NamedImport[] {
  const found: NamedImport[] = [];
  for (const m of code.matchAll(/^[ \t]*import\s*\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\2[ \t]*;?/gm)) {
    const names = specifiers(m[1]);
    if (!names.length || names.some(([n]) => /^type\s/.test(n))) continue;
    found.push({ start: m.index, end: m.index + m[0].length, names, specifier: m[3] });
  }
  return found;
}

/**
 * Rewrites named imports from barrels to imports of the modules that define each name, on the
 * same line (line numbers stay). A statement is rewritten only when every name is found (in
 * `barrelOf`'s map: `[module, name]`, the module an absolute path the bundler resolves).
 */
export function rewriteBarrelImports(
  code: string,
  barrelOf: (specifier: string) => ReadonlyMap<string, [module: string, name: string]> | undefined,
): string | undefined {
  let out = '';
  let at = 0;
  for (const statement of namedImports(code)) {
    const barrel = barrelOf(statement.specifier);
    const sources = barrel && statement.names.map(([name]) => barrel.get(name));
    if (!sources || sources.some((s) => !s)) continue;
    const direct = statement.names.map(([, bound], i) => {
      const [file, name] = sources[i]!;
      const from = JSON.stringify(file);
      return name === 'default' ? `import ${bound} from ${from};` : `import { ${name} as ${bound} } from ${from};`;
    });
    // The same number of lines: what follows keeps its line numbers (diagnostics, source maps).
    const lines = code.slice(statement.start, statement.end).split('\n').length - 1;
    out += code.slice(at, statement.start) + direct.join(' ') + '\n'.repeat(lines);
    at = statement.end;
  }
  return at ? out + code.slice(at) : undefined;
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findComponents, type FoundComponent } from './findComponents.js';
import { docOf } from './jsdoc.js';
import { classesOf, refTarget, slotsOf } from './partsOf.js';
import { propsOf, type LibraryContext } from './propsOf.js';
import type { ExtractedComponent } from '../site/extractedApi.js';

const toPosix = (p: string) => p.split(path.sep).join('/');
const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);

/** The package an entry belongs to: its folder and name (the nearest package.json above it). */
function packageOf(entry: string): { dir: string; name?: string } | undefined {
  for (let dir = path.dirname(entry); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    try {
      return { dir, name: (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name };
    } catch {
      return { dir };
    }
  }
  return undefined;
}

/** Declarations that hold a component's props: its props type's own, and `<Name>Props` in its file. */
function propsContainers(component: FoundComponent): ts.Node[] {
  const symbols = [component.propsType?.aliasSymbol, component.propsType?.getSymbol()].filter(
    (s): s is ts.Symbol => !!s,
  );
  const own = symbols.flatMap((s) => s.getDeclarations() ?? []);
  const named = component.declaration
    .getSourceFile()
    .statements.filter(
      (s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === `${component.name}Props`,
    );
  return [...own, ...named].flatMap((d) =>
    ts.isTypeAliasDeclaration(d) && ts.isTypeLiteralNode(d.type) ? [d, d.type] : [d],
  );
}

/** What the extraction needs to know of a program's library: positions, own files, who owns which props. */
function libraryContext(
  program: ts.Program,
  root: string,
  entries: readonly string[],
  found: FoundComponent[],
): LibraryContext {
  const checker = program.getTypeChecker();
  const packages = entries
    .filter(inNodeModules)
    .map((e) => packageOf(e)?.dir)
    .filter((d): d is string => !!d);
  const owners = new Map<ts.Node, string>();
  for (const component of found)
    for (const c of propsContainers(component)) if (!owners.has(c)) owners.set(c, component.name);
  return {
    checker,
    at(node) {
      const named = (node as { name?: ts.Node }).name ?? node;
      const file = named.getSourceFile();
      const { line, character } = file.getLineAndCharacterOfPosition(named.getStart(file));
      return { file: toPosix(path.relative(root, file.fileName)), line: line + 1, column: character + 1 };
    },
    isOwn: (file) => !inNodeModules(file) || packages.some((dir) => path.normalize(file).startsWith(dir + path.sep)),
    ownerOf: (container) => owners.get(container),
  };
}

/** The import line of a component: from its entry's package, else from the entry's path (relative to the root). */
function importLine(root: string, entry: string, name: string): string {
  const from =
    packageOf(entry)?.name ??
    toPosix(path.relative(root, entry))
      .replace(/\.(d\.)?tsx?$/, '')
      .replace(/\/index$/, '');
  return `import { ${name} } from '${from}';`;
}

/** Every component the entries export (the first entry that exports a name wins), extracted; `only` limits which are. */
export function extractComponents(
  program: ts.Program,
  root: string,
  entries: readonly string[],
  only?: (name: string) => boolean,
): { names: string[]; components: ExtractedComponent[] } {
  const checker = program.getTypeChecker();
  const byName = new Map<string, { found: FoundComponent; entry: string }>();
  const exported = new Map<string, ts.Symbol>();
  for (const entry of entries) {
    const file = program.getSourceFile(entry);
    if (!file) continue;
    const module = checker.getSymbolAtLocation(file);
    for (const symbol of module ? checker.getExportsOfModule(module) : [])
      if (!exported.has(symbol.getName())) exported.set(symbol.getName(), symbol);
    for (const found of findComponents(checker, file))
      if (!byName.has(found.name)) byName.set(found.name, { found, entry });
  }
  const ctx = libraryContext(
    program,
    root,
    entries,
    [...byName.values()].map((v) => v.found),
  );
  const components: ExtractedComponent[] = [];
  for (const [name, { found, entry }] of byName) {
    if (only && !only(name)) continue;
    const { props, inheritance, files } = propsOf(ctx, found);
    files.add(path.normalize(found.declaration.getSourceFile().fileName));
    const ref = refTarget(checker, found);
    const own = new Set(props.map((p) => p.name));
    components.push({
      name,
      description: docOf(checker, found.symbol).description,
      at: ctx.at(found.declaration),
      props,
      ...(inheritance ? { inheritance } : {}),
      ...(ref ? { forwardsRefTo: ref } : {}),
      slots: slotsOf(checker, found, own),
      classes: classesOf(checker, found, own, exported),
      imports: [importLine(root, entry, name)],
      files: [...files]
        .filter((f) => !/[\\/]typescript[\\/]lib[\\/]/.test(f))
        .map((f) => toPosix(path.relative(root, f)))
        .sort(),
    });
  }
  return { names: [...byName.keys()], components };
}

import path from 'node:path';
import ts = require('typescript');
import { containerOf, isCompilerLib, isPlatform, memberValue, ownFiles, packageOf, within } from './library.js';
import { asComponent, findComponents, membersOf, type FoundComponent, type KnownComponent } from './findComponents.js';
import { docOf, statedInheritance, statedParent } from './jsdoc.js';
import { domAttributes } from './domAttributes.js';
import { styleSystem } from './styleSystem.js';
import { asHook, extractHook, type FoundHook } from './hooksOf.js';
import { unresolvedOf } from './unresolved.js';
import { classesOf, refTarget, slotsOf } from './partsOf.js';
import { propsOf, type LibraryContext } from './propsOf.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { toPosix } from '../site/safePath.js';

/**
 * Declarations that hold a component's props: its props type's own, and `<Name>Props` in its file;
 * never React's (a component typed `FC<HTMLAttributes<…>>` does not own every element's attributes).
 */
function propsContainers(checker: ts.TypeChecker, component: FoundComponent): ts.Node[] {
  const type = component.propsType;
  // A member's props are often written in place, in its parent's file (Primer's `ActionList.Item`): its type literals too.
  const member = component.name.includes('.');
  const here = component.declaration.getSourceFile();
  // Or in the value it is, declared elsewhere (antd's `Dragger: typeof Dragger`, `{ height?: number }` in Dragger's type).
  const value = member ? memberValue(checker, component.declaration) : undefined;
  const literals =
    member && type?.isIntersection()
      ? type.types.filter(
          (t) =>
            t.getSymbol()?.getName() === '__type' &&
            t
              .getSymbol()!
              .getDeclarations()
              ?.every((d) => d.getSourceFile() === here || (value && within(d, value))),
        )
      : [];
  const symbols = [type?.aliasSymbol, type?.getSymbol(), ...literals.map((t) => t.getSymbol())].filter(
    (s): s is ts.Symbol => !!s,
  );
  const own = symbols.flatMap((s) => s.getDeclarations() ?? []).filter((d) => !isPlatform(d.getSourceFile().fileName));
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

/** What a caller knows from the last extraction: which components still hold, and the declarations each owned. */
export interface Reuse {
  /** Whether the last extraction of `name` holds: its files did not change and it is still declared in `file`. */
  holds(name: string, file: string): boolean;
  /** The keys of the declarations that held its props (see `containerKey`). */
  containers(name: string): readonly string[];
  /** The members the last extraction found on a component that still holds (`ActionList.Item`), and their files. */
  members(name: string): ReadonlyArray<{ name: string; file: string }>;
}

/** The file a node is in, relative to the root. */
const fileOf = (root: string, node: ts.Node) => toPosix(path.relative(root, node.getSourceFile().fileName));

/** A props declaration's key, the same in every process while its file does not change. */
const containerKey = (root: string, node: ts.Node) => `${fileOf(root, node)}:${node.pos}`;

/** An exported component, classified (or known from the last extraction), and the entry that exports it. */
type Exported = { found: FoundComponent | KnownComponent; entry: string };

/** An exported hook, and the entry that exports it (hooks are few and cheap: always extracted afresh). */
type ExportedHook = { hook: FoundHook; entry: string };

/** The name a props declaration goes by: its interface's or type alias's (a type literal's nearest named parent). */
function declaredName(container: ts.Node): string | undefined {
  for (let node: ts.Node | undefined = container; node; node = node.parent)
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
  return undefined;
}

/** What follows a component's name in the name of its props declarations (`ButtonProps`, `ButtonOwnProps`, `ButtonTypeMap`). */
const PROPS_SUFFIX = /^(Own)?(Props|TypeMap)$/;

/** The package a file is in, as node_modules names it (`@restart/ui`); `''` for the library's own source. */
function packageName(file: string): string {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return '';
  return parts[at + 1]?.startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : (parts[at + 1] ?? '');
}

/** Whether a props declaration's name is a component's (`ButtonBaseOwnProps`, ButtonBase); a member's names joined (`ActionListItemProps`). */
const namedFor = (name: string, component: string) => {
  const prefix = component.replace('.', '');
  return name.startsWith(prefix) && PROPS_SUFFIX.test(name.slice(prefix.length));
};

/**
 * Which documented component a props declaration belongs to: the one it is named for in its own
 * package, if that one takes it (React Bootstrap's `FormCheckInputProps` is FormCheck.Input's,
 * though InputGroup.Radio takes it too); else the first whose props type it is (`owners`, by its
 * key: Primer's Table.Pagination takes a `PaginationProps` of its own, not Pagination's); else a
 * member that takes it, named so by its own name (Primer's PageHeader.TitleArea, its
 * `TitleAreaProps`); else the one it is named for (`ButtonBaseOwnProps` is ButtonBase's;
 * `SwitchBaseProps` is not Switch's;
 * @restart/ui's `NavItemProps`, which React Bootstrap's NavLink takes, is not React Bootstrap's
 * NavItem's); else the one component its file declares. `homes`: each component's declaration file.
 */
function propsOwner(
  homes: ReadonlyMap<string, string>,
  owners: ReadonlyMap<string, string>,
  fileOwners: ReadonlyMap<string, string>,
  takes: (component: string, container: ts.Node) => boolean,
): (key: string, container: ts.Node) => string | undefined {
  const components = [...homes.keys()];
  const known = new Map<string, string | undefined>();
  return (key, container) => {
    if (known.has(key)) return known.get(key);
    const name = declaredName(container);
    const file = path.normalize(container.getSourceFile().fileName);
    const samePackage = (n: string) => packageName(homes.get(n)!) === packageName(file);
    const named = name && components.find((n) => namedFor(name, n) && samePackage(n));
    // A member named so by its own name: PageHeader.TitleArea's `TitleAreaProps`; antd's
    // FloatButton.BackTop's `BackTopProps`, which the deprecated BackTop does not take.
    const member = () =>
      name &&
      components.find(
        (n) =>
          n.includes('.') && namedFor(name, n.slice(n.lastIndexOf('.') + 1)) && samePackage(n) && takes(n, container),
      );
    const owner =
      (named && takes(named, container) ? named : owners.get(key)) || member() || named || fileOwners.get(file);
    known.set(key, owner);
    return owner;
  };
}

/** Whether a component's props include one a declaration (an interface, a type literal) declares. */
const takesFrom =
  (checker: ts.TypeChecker, propsTypesOf: (component: string) => readonly ts.Type[]) =>
  (component: string, container: ts.Node): boolean =>
    propsTypesOf(component).some((type) =>
      checker
        .getPropertiesOfType(type)
        .some((prop) => prop.getDeclarations()?.some((d) => containerOf(d) === container)),
    );

/** Each documented component's declaration file. */
const homesOf = (byName: ReadonlyMap<string, Exported>): Map<string, string> =>
  new Map(
    [...byName].map(
      ([name, { found }]) =>
        [name, path.normalize('known' in found ? found.file : found.declaration.getSourceFile().fileName)] as const,
    ),
  );

/**
 * The files that declare exactly one documented component, and that component; members
 * (`ActionList.Item`) aside, whose parent's file may declare them too.
 */
function fileOwners(homes: ReadonlyMap<string, string>): Map<string, string> {
  const byFile = new Map<string, string[]>();
  for (const [name, file] of homes) if (!name.includes('.')) byFile.set(file, [...(byFile.get(file) ?? []), name]);
  return new Map([...byFile].filter(([, names]) => names.length === 1).map(([file, [name]]) => [file, name]));
}

/** A documented component's props types; one the caller knew (not classified) is classified when asked. */
function propsTypesOf(
  checker: ts.TypeChecker,
  byName: ReadonlyMap<string, Exported>,
  exported: ReadonlyMap<string, ts.Symbol>,
): (component: string) => readonly ts.Type[] {
  const known = new Map<string, readonly ts.Type[]>();
  return (name) => {
    const found = byName.get(name)?.found;
    if (found && !('known' in found)) return found.propsTypes ?? [];
    if (!known.has(name)) {
      const symbol = exported.get(name);
      const again = symbol && asComponent(checker, symbol);
      known.set(name, (again && !('known' in again) && again.propsTypes) || []);
    }
    return known.get(name)!;
  };
}

/** What the extraction needs to know of a program's library: positions, own files, who owns which props. */
function libraryContext(
  program: ts.Program,
  root: string,
  entries: readonly string[],
  ownerOf: (key: string, container: ts.Node) => string | undefined,
  propsTypesOf: (component: string) => readonly ts.Type[],
  components: ReadonlySet<string>,
): LibraryContext {
  const checker = program.getTypeChecker();
  return {
    checker,
    at(node) {
      const named = (node as { name?: ts.Node }).name ?? node;
      const file = named.getSourceFile();
      const { line, character } = file.getLineAndCharacterOfPosition(named.getStart(file));
      return { file: fileOf(root, named), line: line + 1, column: character + 1 };
    },
    isOwn: ownFiles(entries),
    ownerOf: (container) => ownerOf(containerKey(root, container), container),
    propsTypesOf,
    components,
    ...domAttributes(program),
    ...styleSystem(program),
  };
}

/** What an entry's components are imported from: its package, else its path (relative to the root). */
const importSource = (root: string, entry: string): string =>
  packageOf(entry)?.name ??
  toPosix(path.relative(root, entry))
    .replace(/\.(d\.)?tsx?$/, '')
    .replace(/\/index$/, '');

/**
 * Whether a member is a value the entries export by name: under its parent's and its own name
 * joined (React Bootstrap's `Card.Body` and `CardBody`, Mantine's `Popover.Target` and
 * `PopoverTarget`), or with the same declaration or type; their types are read once, when first asked.
 */
function namedComponents(
  checker: ts.TypeChecker,
  exported: ReadonlyMap<string, ts.Symbol>,
): (name: string, declaration: ts.Declaration, type: () => ts.Type) => boolean {
  let declarations: Set<ts.Declaration> | undefined;
  let types: Set<ts.Type> | undefined;
  return (name, declaration, type) => {
    const same = exported.get(name);
    if (
      same &&
      (same.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(same) : same).flags & ts.SymbolFlags.Value
    )
      return true;
    if (!declarations || !types) {
      const values = [...exported.values()]
        .filter((e) => /^[A-Z]/.test(e.getName()))
        .map((e) => (e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e))
        .filter((v) => v.valueDeclaration && v.flags & ts.SymbolFlags.Value && !(v.flags & ts.SymbolFlags.Module));
      declarations = new Set(values.map((v) => v.valueDeclaration!));
      types = new Set(values.map((v) => checker.getTypeOfSymbolAtLocation(v, v.valueDeclaration!)));
    }
    return declarations.has(declaration) || types.has(type());
  };
}

/** Every component the entries export (the first entry that exports a name wins): those `reuse` holds by name only. */
function foundComponents(
  program: ts.Program,
  root: string,
  entries: readonly string[],
  reuse?: Reuse,
): { byName: Map<string, Exported>; exported: Map<string, ts.Symbol>; hooks: Map<string, ExportedHook> } {
  const checker = program.getTypeChecker();
  const byName = new Map<string, Exported>();
  const exported = new Map<string, ts.Symbol>();
  const hooks = new Map<string, ExportedHook>();
  const isKnown = reuse && ((name: string, d: ts.Declaration) => reuse.holds(name, fileOf(root, d)));
  const modules: Array<{ entry: string; symbols: ts.Symbol[] }> = [];
  for (const entry of entries) {
    const file = program.getSourceFile(entry);
    if (!file) continue;
    const module = checker.getSymbolAtLocation(file);
    const symbols = module ? checker.getExportsOfModule(module) : [];
    modules.push({ entry, symbols });
    for (const symbol of symbols) {
      if (exported.has(symbol.getName())) continue;
      exported.set(symbol.getName(), symbol);
      const hook = asHook(checker, symbol);
      if (hook) hooks.set(hook.name, { hook, entry });
    }
    for (const found of findComponents(checker, file, isKnown))
      if (!byName.has(found.name)) byName.set(found.name, { found, entry });
  }
  // Members (`Dialog.Root`, `ActionList.Item`), once every entry's exports are known: those of a
  // component that still holds as the last extraction found them.
  const isNamed = namedComponents(checker, exported);
  for (const { entry, symbols } of modules)
    for (const symbol of symbols) {
      const parent = byName.get(symbol.getName());
      if (parent && parent.entry !== entry) continue;
      const members =
        parent && 'known' in parent.found
          ? reuse!.members(symbol.getName()).map(({ name, file }): KnownComponent => ({
              name,
              known: true,
              file: path.resolve(root, file),
            }))
          : membersOf(checker, symbol, isNamed, isKnown);
      for (const member of members) if (!byName.has(member.name)) byName.set(member.name, { found: member, entry });
    }
  return { byName, exported, hooks };
}

/** One component, extracted through the checker; `from` is what its import line imports it from. */
function extractOne(
  ctx: LibraryContext,
  root: string,
  found: FoundComponent,
  { from, entry }: { from: string; entry: string },
  exported: Map<string, ts.Symbol>,
): ExtractedComponent {
  const { checker } = ctx;
  const { props, inheritance, styleProps, files } = propsOf(ctx, found);
  files.add(path.normalize(found.declaration.getSourceFile().fileName));
  const description = docOf(checker, found.symbol).description;
  // The library's own word for where its props go, over the types' (MUI's Select renders an OutlinedInput
  // by default; its props type takes the three variants' inputs).
  const stated = statedInheritance(description, found.name, ctx.components);
  // Whether the one it names is documented changes only with what the entries export.
  if (statedParent(description)) files.add(path.normalize(entry));
  for (const c of propsContainers(checker, found)) files.add(path.normalize(c.getSourceFile().fileName));
  const ref = refTarget(checker, found);
  const own = new Set(props.map((p) => p.name));
  return {
    name: found.name,
    description,
    at: ctx.at(found.declaration),
    props,
    ...(stated ? { inheritance: stated } : inheritance ? { inheritance } : {}),
    ...(styleProps ? { styleProps } : {}),
    ...(ref ? { forwardsRefTo: ref } : {}),
    slots: slotsOf(checker, found, own),
    classes: classesOf(checker, found, own, exported),
    imports: [`import { ${found.name.split('.')[0]} } from '${from}';`],
    files: relativeFiles(root, files),
    ...unresolvedOf(ctx, found),
  };
}

/** The files an API comes from, root-relative and sorted (TypeScript's own lib left out): its cache key. */
const relativeFiles = (root: string, files: Iterable<string>): string[] =>
  [...files]
    .filter((f) => !isCompilerLib(f))
    .map((f) => toPosix(path.relative(root, path.normalize(f))))
    .sort();

/**
 * Every component the entries export, in order (`names`), and those extracted afresh: all but
 * those `reuse` says still hold, which are not even classified (their type is the checker's
 * costliest question). `containers` are the keys of each component's props declarations.
 */
export function extractComponents(
  program: ts.Program,
  root: string,
  entries: readonly string[],
  reuse?: Reuse,
): { names: string[]; components: ExtractedComponent[]; containers: Record<string, string[]> } {
  const { byName, exported, hooks } = foundComponents(program, root, entries, reuse);
  const checker = program.getTypeChecker();
  const containers: Record<string, string[]> = {};
  const owners = new Map<string, string>();
  for (const [name, { found }] of byName) {
    containers[name] =
      'known' in found
        ? [...reuse!.containers(name)]
        : propsContainers(checker, found).map((c) => containerKey(root, c));
    for (const key of containers[name]) if (!owners.has(key)) owners.set(key, name);
  }
  const homes = homesOf(byName);
  const typesOf = propsTypesOf(checker, byName, exported);
  const ownerOf = propsOwner(homes, owners, fileOwners(homes), takesFrom(checker, typesOf));
  const ctx = libraryContext(program, root, entries, ownerOf, typesOf, new Set(byName.keys()));
  // One package.json lookup per entry, not per component.
  const sources = new Map(entries.map((entry) => [entry, importSource(root, entry)]));
  const components = [...byName.values()].flatMap(({ found, entry }) =>
    'known' in found ? [] : [extractOne(ctx, root, found, { from: sources.get(entry)!, entry }, exported)],
  );
  for (const { hook, entry } of hooks.values()) {
    const api = extractHook(ctx, hook, sources.get(entry)!);
    components.push({ ...api, files: relativeFiles(root, api.files) });
  }
  return { names: [...byName.keys(), ...hooks.keys()], components, containers };
}

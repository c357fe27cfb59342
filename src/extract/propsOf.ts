import path from 'node:path';
import ts = require('typescript');
import { codeDefaults } from './defaults.js';
import type { FoundComponent } from './findComponents.js';
import { docOf, isHidden, paramDocs, tagOf } from './jsdoc.js';
import { describeType, parametersOf } from './typeText.js';
import type { ExtractedProp, Inheritance, SourceAt } from '../site/extractedApi.js';

/** What the extraction knows of the library: where a node is, whose a file is, who owns a props declaration. */
export interface LibraryContext {
  checker: ts.TypeChecker;
  at(node: ts.Node): SourceAt;
  /** Whether a file is the library's own (not another package's declarations, React's included). */
  isOwn(file: string): boolean;
  /** The documented component whose props a declaration (an interface, a type literal) declares. */
  ownerOf(container: ts.Node): string | undefined;
}

/** The props a page lists, and what they say about the rest. */
export interface PropsOf {
  props: ExtractedProp[];
  /** Props of another package (DOM attributes from React's types), not listed one by one. */
  external: ts.Symbol[];
  inheritance?: Inheritance;
  /** Every file the props come from. */
  files: Set<string>;
}

/** The interface or type literal a prop is declared in. */
const containerOf = (decl: ts.Node) =>
  ts.isInterfaceDeclaration(decl.parent) || ts.isTypeLiteralNode(decl.parent) ? decl.parent : undefined;

const ELEMENT_TAGS: Record<string, string> = {
  HTMLAnchorElement: 'a',
  HTMLHeadingElement: 'h1',
  HTMLImageElement: 'img',
  HTMLLIElement: 'li',
  HTMLOListElement: 'ol',
  HTMLParagraphElement: 'p',
  HTMLTableCellElement: 'td',
  HTMLTableRowElement: 'tr',
  HTMLUListElement: 'ul',
  SVGSVGElement: 'svg',
};

/** The tag of an element interface: `HTMLButtonElement` → `button`. */
export const tagOfElement = (element: string): string =>
  ELEMENT_TAGS[element] ?? (element.replace(/^HTML|^SVG|Element$/g, '').toLowerCase() || 'element');

/** The element React's attribute props are for: the `<…Element>` their handlers name (`onClick` of a button). */
function elementOf(checker: ts.TypeChecker, external: readonly ts.Symbol[], at: ts.Node): string | undefined {
  for (const prop of [...external].sort(
    (a, b) => Number(b.getName() === 'onClick') - Number(a.getName() === 'onClick'),
  )) {
    const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at));
    const m = text.match(/\b((?:HTML|SVG)\w*Element)\b/);
    if (m) return tagOfElement(m[1]);
  }
  return undefined;
}

/** The members a union type node writes, following an alias (`size?: Size` where `type Size = 'sm' | 'md'`). */
function unionMembers(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): string[] {
  if (ts.isUnionTypeNode(node)) return node.types.map((t) => t.getText());
  if (ts.isParenthesizedTypeNode(node)) return unionMembers(checker, node.type, depth);
  if (ts.isTypeReferenceNode(node) && depth < 3) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const alias = target?.getDeclarations()?.find(ts.isTypeAliasDeclaration);
    if (alias) return unionMembers(checker, alias.type, depth + 1);
  }
  return [];
}

/** One listed prop, from its symbol and JSDoc; the default from `@default`, else from the code. */
function listedProp(
  ctx: LibraryContext,
  prop: ts.Symbol,
  component: FoundComponent,
  defaults: Map<string, string>,
): ExtractedProp {
  const { checker } = ctx;
  const doc = docOf(checker, prop);
  const decl = prop.getDeclarations()?.[0];
  const optional = !!(prop.flags & ts.SymbolFlags.Optional);
  const type = checker.getTypeOfSymbolAtLocation(prop, component.declaration);
  const params = paramDocs(doc);
  const names = parametersOf(type);
  const deprecated = tagOf(doc, 'deprecated');
  const written = decl && ts.isPropertySignature(decl) && decl.type ? unionMembers(checker, decl.type) : [];
  const fallback = defaults.get(prop.getName());
  const value = tagOf(doc, 'default') ?? fallback;
  return {
    name: prop.getName(),
    type: describeType(checker, type, component.declaration, optional, written),
    ...(names.length && params.size
      ? { params: names.map((name) => ({ name, description: params.get(name) ?? '' })) }
      : {}),
    ...(value !== undefined ? { default: value } : {}),
    required: !optional,
    ...(deprecated !== undefined ? { deprecated } : {}),
    description: doc.description,
    at: ctx.at(decl ?? component.declaration),
  };
}

/**
 * A component's props, through the checker (extended and intersected types, Omit/Pick,
 * generics): its own are listed (those `@ignore` or `@internal` hide aside); those of another
 * documented component or of another package (a DOM element's, from React's types) are not, and
 * say what the page's inheritance line names.
 */
export function propsOf(ctx: LibraryContext, component: FoundComponent): PropsOf {
  const { checker } = ctx;
  const files = new Set<string>();
  if (!component.propsType) return { props: [], external: [], files };
  const defaults = codeDefaults(checker, component);
  const props: ExtractedProp[] = [];
  const external: ts.Symbol[] = [];
  let fromComponent: string | undefined;
  for (const prop of checker.getPropertiesOfType(component.propsType)) {
    const decls = prop.getDeclarations() ?? [];
    for (const d of decls) files.add(path.normalize(d.getSourceFile().fileName));
    if (decls.length && decls.every((d) => !ctx.isOwn(d.getSourceFile().fileName))) {
      external.push(prop);
      continue;
    }
    const owner = decls
      .map((d) => containerOf(d))
      .map((c) => c && ctx.ownerOf(c))
      .find(Boolean);
    if (owner && owner !== component.name) {
      fromComponent ??= owner;
      continue;
    }
    if (isHidden(docOf(checker, prop))) continue;
    props.push(listedProp(ctx, prop, component, defaults));
    for (const file of typeFiles(checker.getTypeOfSymbolAtLocation(prop, component.declaration))) files.add(file);
  }
  props.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const element = elementOf(checker, external, component.declaration) ?? polymorphicElement(props);
  const inheritance: Inheritance | undefined = fromComponent
    ? { component: fromComponent }
    : element
      ? { element }
      : undefined;
  return { props, external, files, ...(inheritance ? { inheritance } : {}) };
}

/** The files a type's names are declared in (its alias, its symbol, a union's members'): its text depends on them. */
function typeFiles(type: ts.Type): string[] {
  const types = type.isUnion() ? [type, ...type.types] : [type];
  return types
    .flatMap((t) => [...(t.aliasSymbol?.getDeclarations() ?? []), ...(t.getSymbol()?.getDeclarations() ?? [])])
    .map((d) => path.normalize(d.getSourceFile().fileName));
}

/** A polymorphic component's default element: its `component` or `as` prop's default tag (`'div'`). */
function polymorphicElement(props: readonly ExtractedProp[]): string | undefined {
  const prop = props.find((p) => p.name === 'component' || p.name === 'as');
  return prop?.default?.match(/^['"]([a-z][\w-]*)['"]$/)?.[1];
}

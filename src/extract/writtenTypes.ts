import ts = require('typescript');

/** React's own types, shown by their names (not PropTypes' `node`, `element`, `elementType`). */
export const REACT_TYPES = new Set(['ReactNode', 'ReactElement', 'ElementType']);

/**
 * `T & X`, T a type parameter, is X: T is inferred from the value, which must be X (react-bootstrap's
 * `as?: As` meeting `as?: keyof JSX.IntrinsicElements` makes `As & 'a' | As & 'abbr' | ...`).
 */
function withoutTypeParameter(type: ts.Type): ts.Type {
  if (!type.isIntersection()) return type;
  const rest = type.types.filter((part) => !(part.flags & ts.TypeFlags.TypeParameter));
  return rest.length === 1 && rest.length < type.types.length ? rest[0] : type;
}

/**
 * The members a union was written with, which the checker keeps to print it (`AriaRole | undefined`,
 * not AriaRole's 70 strings; csstype's `Property.Color`, not 200 colour names). Not in TypeScript's
 * public API: a union the checker made without it has none.
 */
export function writtenUnion(type: ts.Type): ts.UnionType | undefined {
  const origin = (type as { origin?: ts.Type }).origin;
  return type.isUnion() && origin?.isUnion() ? origin : undefined;
}

const membersOf = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);

/**
 * Of the types a prop's declarations write, where interfaces that declare it meet, the one every
 * other takes, when the prop's type is that one spread by meeting them: each member of the prop's
 * type is one of its members, or meets one, and each of its members is there (Primer's `children: ReactElement[] | ReactElement`
 * meeting PropsWithChildren's `ReactNode` is 18 members to the checker, `ReactElement & string | …`).
 */
export function narrowestWritten(
  checker: ts.TypeChecker,
  type: ts.Type,
  nodes: readonly ts.TypeNode[],
): ts.Type | undefined {
  if (nodes.length < 2) return undefined;
  const types = nodes.map((node) => checker.getTypeFromTypeNode(node));
  const narrowest = types.find((t) => types.every((other) => checker.isTypeAssignableTo(t, other)));
  if (!narrowest || narrowest === type) return undefined;
  const members = membersOf(type).filter((t) => !(t.flags & ts.TypeFlags.Undefined));
  const parts = new Set(members.flatMap((t) => (t.isIntersection() ? [t, ...t.types] : [t])));
  const written = new Set(membersOf(narrowest).filter((t) => !(t.flags & ts.TypeFlags.Undefined)));
  const spread =
    [...written].every((t) => parts.has(t)) &&
    members.every((t) => written.has(t) || (t.isIntersection() && t.types.some((part) => written.has(part))));
  return spread ? narrowest : undefined;
}

/** A type's values: its members, each without a type parameter it meets, `undefined` left out. */
const valuesOf = (type: ts.Type): Set<ts.Type> =>
  new Set(
    membersOf(type)
      .map(withoutTypeParameter)
      .filter((t) => !(t.flags & ts.TypeFlags.Undefined)),
  );

const sameValues = (a: ReadonlySet<ts.Type>, b: ReadonlySet<ts.Type>) =>
  a.size === b.size && [...a].every((t) => b.has(t));

/** The `keyof X` a type node writes, through `| undefined`, parentheses and aliases. */
function keyofOf(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): ts.TypeNode | undefined {
  if (ts.isParenthesizedTypeNode(node)) return keyofOf(checker, node.type, depth);
  if (ts.isTypeOperatorNode(node)) return node.operator === ts.SyntaxKind.KeyOfKeyword ? node : undefined;
  if (ts.isUnionTypeNode(node)) {
    const defined = node.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
    return defined.length === 1 ? keyofOf(checker, defined[0], depth) : undefined;
  }
  const alias = ts.isTypeReferenceNode(node) && depth < 3 ? aliasOf(checker, node) : undefined;
  return alias && keyofOf(checker, alias.type, depth + 1);
}

/** The type alias a reference names (through an import), if it names one. */
export function aliasOf(checker: ts.TypeChecker, node: ts.TypeReferenceNode): ts.TypeAliasDeclaration | undefined {
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target?.getDeclarations()?.find(ts.isTypeAliasDeclaration);
}

/**
 * The types a union type node writes, in order: an alias it names (`size?: Size` where `type Size = 'sm' | 'md'`)
 * and a member that names a union of its own (Popper's `Placement`, three unions) are their members, in place.
 */
export function writtenMembers(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): ts.Type[] {
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((t) => {
      // A union named whole (`ReactNode`) stands where it is written, and so do its members.
      const type = checker.getTypeFromTypeNode(t);
      const inner = writtenMembers(checker, t, depth);
      return [type, ...(inner.length ? inner : type.isUnion() ? type.types : [])];
    });
  if (ts.isParenthesizedTypeNode(node)) return writtenMembers(checker, node.type, depth);
  if (depth >= 5) return [];
  // Named directly or through `import('…').Name` (React Bootstrap's `Placement`, @restart/ui's, Popper's).
  const alias = ts.isTypeReferenceNode(node)
    ? aliasOf(checker, node)
    : ts.isImportTypeNode(node)
      ? checker.getTypeFromTypeNode(node).aliasSymbol?.getDeclarations()?.find(ts.isTypeAliasDeclaration)
      : undefined;
  return alias ? writtenMembers(checker, alias.type, depth + 1) : [];
}

/**
 * The `keyof X` a declaration of the prop writes, when a type parameter met it: its values are the
 * prop's, which would otherwise list 175 tag names. `nodes`: the types the prop's declarations write.
 */
export function keyofWritten(
  checker: ts.TypeChecker,
  type: ts.Type,
  nodes: readonly ts.TypeNode[],
): string | undefined {
  if (!membersOf(type).some((t) => withoutTypeParameter(t) !== t)) return undefined;
  const values = valuesOf(type);
  for (const node of nodes) {
    const keyof = keyofOf(checker, node);
    if (keyof && sameValues(valuesOf(checker.getTypeFromTypeNode(node)), values)) return keyof.getText();
  }
  return undefined;
}

/** React's own union types the nodes write (through unions and a type parameter's constraint), with their values. */
function reactUnionsIn(checker: ts.TypeChecker, nodes: readonly ts.TypeNode[]): Array<[string, Set<ts.Type>]> {
  const found: Array<[string, Set<ts.Type>]> = [];
  const visit = (node: ts.TypeNode, depth: number): void => {
    if (ts.isParenthesizedTypeNode(node)) return visit(node.type, depth);
    if (ts.isUnionTypeNode(node)) return node.types.forEach((t) => visit(t, depth));
    const type = checker.getTypeFromTypeNode(node);
    const constraint = type.getSymbol()?.getDeclarations()?.find(ts.isTypeParameterDeclaration)?.constraint;
    if (type.flags & ts.TypeFlags.TypeParameter)
      return constraint && depth < 3 ? visit(constraint, depth + 1) : undefined;
    const name = type.aliasSymbol?.getName() ?? '';
    if (REACT_TYPES.has(name) && type.isUnion()) found.push([name, valuesOf(type)]);
  };
  for (const node of nodes) visit(node, 0);
  return found;
}

/**
 * A union's members to show, with the React types the declarations write named once each: in a
 * union, `React.ElementType` is spread into its 175 tag names and components (`linkAs?:
 * React.ElementType` is `ElementType | undefined`; Primer's `leadingVisual?: React.ElementType |
 * React.ReactElement | null`); named only where all its values are the prop's, so an instantiated
 * generic is described as it is. Each member is shown without a type parameter it meets.
 */
export function namedMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  members: readonly ts.Type[],
  nodes: readonly ts.TypeNode[],
): Array<ts.Type | string> {
  const present = valuesOf(type);
  const nameOf = new Map<ts.Type, string>();
  for (const [name, values] of reactUnionsIn(checker, nodes))
    if ([...values].every((v) => present.has(v))) for (const v of values) if (!nameOf.has(v)) nameOf.set(v, name);
  const shown = new Set<ts.Type | string>();
  for (const member of members.map(withoutTypeParameter)) shown.add(nameOf.get(member) ?? member);
  return [...shown];
}

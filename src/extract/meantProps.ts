import ts = require('typescript');

/**
 * The props a type's authors mean where a string index signature (`[other: string]: any`) made
 * TypeScript's `Omit` keep none: `keyof` such a type is `string`, so `Omit<T, K>` is only the index
 * signature. React Bootstrap's Offcanvas extends `Omit<ModalProps, …>` of @restart/ui, whose
 * ModalProps has one: to the checker it has 6 props, not `show`, `onHide` and the other 20 its
 * docs list. Here `Omit<T, K>` is T's named props without K, through interfaces, their bases,
 * intersections and aliases, added to the checker's props. Undefined when nothing was lost (the checker's props stand).
 */
export function meantProps(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] | undefined {
  if (!checker.getIndexInfoOfType(type, ts.IndexKind.String)) return undefined;
  const props = checker.getPropertiesOfType(type);
  const known = new Set(props.map((p) => p.getName()));
  const lost = propsOf(checker, type, 0).filter((p) => !known.has(p.getName()));
  return lost.length ? [...props, ...lost] : undefined;
}

/** The type arguments of an `Omit<T, K>` the type is, or its alias is declared as (`type P = Omit<Q, 'show'>`). */
function omitArguments(checker: ts.TypeChecker, type: ts.Type): readonly ts.Type[] | undefined {
  if (type.aliasSymbol?.getName() === 'Omit') return type.aliasTypeArguments;
  const declared = type.aliasSymbol?.getDeclarations()?.find(ts.isTypeAliasDeclaration)?.type;
  if (!declared || !ts.isTypeReferenceNode(declared) || declared.typeName.getText() !== 'Omit') return undefined;
  return declared.typeArguments?.map((node) => checker.getTypeFromTypeNode(node));
}

/** The string literal names a `K` of `Omit<T, K>` lists. */
const namesOf = (keys: ts.Type): Set<string> =>
  new Set((keys.isUnion() ? keys.types : [keys]).flatMap((k) => (k.isStringLiteral() ? [k.value] : [])));

/** Props by name, the later ones (an interface's own) replacing the earlier (its bases'). */
const merged = (lists: readonly ts.Symbol[][]): ts.Symbol[] => [
  ...new Map(lists.flat().map((p) => [p.getName(), p] as const)).values(),
];

function propsOf(checker: ts.TypeChecker, type: ts.Type, depth: number): ts.Symbol[] {
  if (depth > 6) return checker.getPropertiesOfType(type);
  const omit = omitArguments(checker, type);
  // Only an Omit of a type with the signature lost props; any other is the checker's to resolve.
  if (omit?.length === 2 && checker.getIndexInfoOfType(omit[0], ts.IndexKind.String)) {
    const omitted = namesOf(omit[1]);
    return propsOf(checker, omit[0], depth + 1).filter((p) => !omitted.has(p.getName()));
  }
  if (type.isIntersection()) return merged(type.types.map((t) => propsOf(checker, t, depth + 1)));
  // A non-generic interface: its bases' props, then its own.
  if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface) {
    const own = [...(type.getSymbol()?.members?.values() ?? [])].filter(
      (s) => s.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method),
    );
    const bases = checker.getBaseTypes(type as ts.InterfaceType).map((b) => propsOf(checker, b, depth + 1));
    return merged([...bases, own]);
  }
  return checker.getPropertiesOfType(type);
}

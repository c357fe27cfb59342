import ts = require('typescript');

/**
 * Whether a prop is declared with a type parameter (`as?: E` of a polymorphic component, Primer's
 * `ForwardRefComponent<'button', …>`): the component's own, whatever element attribute its
 * instance (`'button'`, which `<link as>` takes) would pass for.
 */
export const typedByParameter = (checker: ts.TypeChecker, decl: ts.Declaration): boolean =>
  ts.isPropertySignature(decl) &&
  !!decl.type &&
  ts.isTypeReferenceNode(decl.type) &&
  !!(checker.getTypeFromTypeNode(decl.type).flags & ts.TypeFlags.TypeParameter);

/**
 * The tags a polymorphic `as` or `component` prop, typed by a type parameter, was instantiated
 * with (`as?: E` with E `'div'`): the element it renders by default, while it takes any element
 * type. Undefined for any other prop.
 */
export function instanceTags(checker: ts.TypeChecker, prop: ts.Symbol, type: ts.Type): string[] | undefined {
  if (prop.getName() !== 'as' && prop.getName() !== 'component') return undefined;
  const decl = prop.getDeclarations()?.[0];
  if (!decl || !typedByParameter(checker, decl)) return undefined;
  const members = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & ts.TypeFlags.Undefined));
  return members.length && members.every((t) => t.isStringLiteral())
    ? members.map((t) => (t as ts.StringLiteralType).value)
    : undefined;
}

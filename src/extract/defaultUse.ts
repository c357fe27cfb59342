import ts = require('typescript');

/** How many props a props type requires. */
const requiredCount = (checker: ts.TypeChecker, type: ts.Type) =>
  checker.getPropertiesOfType(type).filter((p) => !(p.flags & ts.SymbolFlags.Optional)).length;

/**
 * The call signature a component is used through when no prop picks another: the one whose props
 * require the fewest, the first of those (ButtonBase's without `href` or `component`); none for one.
 */
export function defaultSignature(checker: ts.TypeChecker, types: readonly ts.Type[]): ts.Type | undefined {
  const known = types.filter((type) => !deferred(type));
  if (types.length < 2 || !known.length) return undefined;
  const required = known.map((type) => requiredCount(checker, type));
  return known[required.indexOf(Math.min(...required))];
}

/**
 * Whether a props type is deferred on a type parameter (a polymorphic signature's `{ component: C }
 * & OverrideProps<M, C>`): the checker cannot list its props, so it is no signature's default.
 */
export const deferred = (type: ts.Type) =>
  (type.isIntersection() ? type.types : [type]).some((t) => t.flags & ts.TypeFlags.Conditional);

/**
 * The member of a component's one props union that applies when no prop picks another: the only
 * one that requires fewer props than every other (React Bootstrap's FormLabel without `column`,
 * which takes Col's props); none where two tie (Primer's ActionBar needs `aria-label` or `aria-labelledby`).
 */
function defaultMember(checker: ts.TypeChecker, types: readonly ts.Type[]): ts.Type | undefined {
  const [type] = types;
  if (types.length !== 1 || !type.isUnion()) return undefined;
  const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  const required = members.map((member) => requiredCount(checker, member));
  const fewest = Math.min(...required);
  return required.filter((n) => n === fewest).length === 1 ? members[required.indexOf(fewest)] : undefined;
}

/**
 * Of the props a component takes from elsewhere, those it takes as used by default: props only
 * another member of its props union takes are not (FormLabel's Col props need `column`).
 */
export function takenByDefault<T extends { prop: ts.Symbol }>(
  checker: ts.TypeChecker,
  types: readonly ts.Type[],
  all: readonly T[],
): readonly T[] {
  const member = defaultMember(checker, types) ?? defaultSignature(checker, types);
  if (!member) return all;
  // Taken from the same declaration: ListItem's `li` has a `tabIndex` too, not ButtonBase's.
  return all.filter(({ prop }) => {
    const decls = checker.getPropertyOfType(member, prop.getName())?.getDeclarations() ?? [];
    return prop.getDeclarations()?.some((d) => decls.includes(d));
  });
}

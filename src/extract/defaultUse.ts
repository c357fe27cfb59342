import ts = require('typescript');

/** How many props a props type requires. */
const requiredCount = (checker: ts.TypeChecker, type: ts.Type) =>
  checker.getPropertiesOfType(type).filter((p) => !(p.flags & ts.SymbolFlags.Optional)).length;

/**
 * The call signature a component is used through when no prop picks another: the one whose props
 * require the fewest, the first of those (ButtonBase's without `href` or `component`); none for one.
 */
export function defaultSignature(checker: ts.TypeChecker, types: readonly ts.Type[]): ts.Type | undefined {
  if (types.length < 2) return undefined;
  const required = types.map((type) => requiredCount(checker, type));
  return types[required.indexOf(Math.min(...required))];
}

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
  const member = defaultMember(checker, types);
  return member ? all.filter(({ prop }) => checker.getPropertyOfType(member, prop.getName())) : all;
}

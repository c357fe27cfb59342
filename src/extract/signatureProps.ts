import ts = require('typescript');
import { meantProps } from './meantProps.js';
import { deferred } from './defaultUse.js';

// A component's props as each of its call signatures takes them (overloads, polymorphic generics).

/**
 * A prop of a component, as its call signatures take it (`others`: the same name in the other
 * signatures; `optionalIn`: the symbols of those that leave it optional; `absent`: a signature has no such prop).
 */
export type SignatureProp = {
  prop: ts.Symbol;
  required: boolean;
  others?: ts.Symbol[];
  optionalIn?: ts.Symbol[];
  absent?: true;
};

/**
 * A props type's props as far as they can be known without its type arguments: a conditional type
 * TypeScript defers on a type parameter (`DistributiveOmit<ComponentPropsWithRef<As> & OwnProps,
 * 'as'>` of a polymorphic component) is read as the type it checks, whose own props it keeps; one
 * that checks the parameter itself (Mantine's `PolymorphicComponentProps<C, ButtonProps>`, `C
 * extends React.ElementType ? … : …`) as the props both its branches have (its constraint, their union).
 */
function propsOfType(checker: ts.TypeChecker, type: ts.Type, depth = 0): TypeProps {
  const members = type.isIntersection() ? type.types : [type];
  if (depth > 2 || !deferred(type))
    return { props: meantProps(checker, type) ?? checker.getPropertiesOfType(type), branches: [], partial: false };
  const byName = new Map<string, ts.Symbol>();
  const branches: ts.Symbol[] = [];
  for (const member of members) {
    const checked = member.flags & ts.TypeFlags.Conditional && (member as ts.ConditionalType).checkType;
    const object = checked && checked.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection);
    const constraint = checked && !object && checker.getBaseConstraintOfType(member);
    if (constraint && constraint !== member) {
      const both = propsOfType(checker, constraint, depth + 1);
      branches.push(...both.props, ...both.branches);
    }
    const found = !checked
      ? { props: checker.getPropertiesOfType(member), branches: [], partial: false }
      : object
        ? propsOfType(checker, checked, depth + 1)
        : undefined;
    for (const prop of found?.props ?? []) byName.set(prop.getName(), prop);
    branches.push(...(found?.branches ?? []));
  }
  return { props: [...byName.values()], branches, partial: true };
}

/** Whether a prop's declarations write that it takes no value (`as?: never`): an overload that forbids it. */
const forbidden = (prop: ts.Symbol): boolean =>
  !!prop.getDeclarations()?.length &&
  prop.getDeclarations()!.every((d) => ts.isPropertySignature(d) && d.type?.kind === ts.SyntaxKind.NeverKeyword);

/** A props type's props, and those only both branches of a conditional type on a type parameter have (they yield to the others). */
type TypeProps = {
  props: ts.Symbol[];
  branches: ts.Symbol[];
  /** Read without its type arguments (a deferred conditional type): a prop it lacks may still be there. */
  partial: boolean;
};

/**
 * Every prop of a component's call signatures, by name: required only when every signature
 * requires it, a signature read without its type arguments aside (it may not show the prop:
 * Primer's polymorphic `<As>` signature and Token's `text`); one both branches of a conditional
 * type have is taken only where no signature declares the name itself (its type is both
 * branches' union: Primer's Heading's `as`, whose own declaration says `HeadingLevels`).
 */
export function signatureProps(checker: ts.TypeChecker, types: readonly ts.Type[]): SignatureProp[] {
  const byName = new Map<string, SignatureProp>();
  const found = types.map((type) => propsOfType(checker, type));
  const declared = new Set(found.flatMap(({ props }) => props.map((p) => p.getName())));
  const known = found.flatMap(({ props, branches, partial }) => {
    const all = [...props, ...branches.filter((p) => !declared.has(p.getName()))];
    for (const prop of all) {
      const required = !(prop.flags & ts.SymbolFlags.Optional);
      let seen = byName.get(prop.getName());
      if (seen) {
        seen.required &&= required;
        // `as?: never` in one overload says "not here": the prop is what another overload takes.
        if (forbidden(seen.prop) && !forbidden(prop)) seen.prop = prop;
        else if (!forbidden(prop)) (seen.others ??= []).push(prop);
      } else byName.set(prop.getName(), (seen = { prop, required }));
      if (!required) (seen.optionalIn ??= []).push(prop);
    }
    return partial ? [] : [new Set(all.map((p) => p.getName()))];
  });
  for (const [name, seen] of byName)
    if (known.some((here) => !here.has(name))) Object.assign(seen, { required: false, absent: true });
  return [...byName.values()];
}

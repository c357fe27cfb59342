import ts = require('typescript');
import { interfacesNamed, reactTypes, writtenNames } from './library.js';

/** A type's members, a union's each, without `undefined` and `null`. */
const members = (type: ts.Type) =>
  (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
/** A choice of words (`'none' | 'small' | 'full'`): an API of its own, not a pass-through of an attribute any string fits. */
const literalsOnly = (type: ts.Type) => {
  const choices = members(type);
  return choices.length > 0 && choices.every((t) => t.isStringLiteral());
};
const takesAnyString = (type: ts.Type) => members(type).some((t) => !!(t.flags & ts.TypeFlags.String));
/** React's handler type a prop is written as (`ReactEventHandler<HTMLInputElement>`), whatever its element. */
const handlerAlias = (type: ts.Type) => {
  const [only, ...more] = members(type);
  return !more.length && only?.aliasSymbol && /EventHandler$/.test(only.aliasSymbol.name)
    ? only.aliasSymbol
    : undefined;
};

/** What a program's React types say of elements' attributes. */
export interface DomAttributes {
  /**
   * Whether a prop is an attribute of some element React's JSX types know: one of that name whose
   * type takes the prop's (`className?: string`), or a handler of React's same kind for another
   * element (`onResize`, which React's types once gave every element); React Bootstrap's Placeholder
   * `size?: 'xs' | 'sm' | 'lg'` is its own, not `<input size>`'s number, and so is Radix Themes'
   * `radius?: 'none' | 'full'` (SVG's `radius` takes any string), while `type?: 'button' | 'submit'`
   * is `<button type>`'s.
   * `key` and `ref` are React's whatever their type (React takes them before a component sees its props).
   */
  isDomAttribute(prop: ts.Symbol): boolean;
  /**
   * Whether a props declaration (an interface, a type literal) copies elements' attributes: three
   * in four of the members it writes are named as one. Another package's own copy of them (React
   * Aria's `GlobalDOMAttributes`) holds some React's installed types may not know yet (`inert`,
   * `onTransitionCancel`): the element's too. Radix's `ContextMenuProps` (`open`, `dir`, `children`,
   * `onOpenChange`, `modal`) is not one.
   */
  mirrorsDom(container: ts.Node): boolean;
}

/** The elements are read from React's types once; each name's attribute types, and each declaration's answer, once. */
export function domAttributes(program: ts.Program): DomAttributes {
  const checker = program.getTypeChecker();
  let elements: ts.Type[] | undefined;
  const attributeTypes = new Map<string, ts.Type[]>();
  const typesOf = (name: string): ts.Type[] => {
    elements ??= reactTypes(program)
      .flatMap((f) => interfacesNamed(f, 'IntrinsicElements'))
      .map((d) => checker.getTypeAtLocation(d.name));
    if (!attributeTypes.has(name)) {
      const types = new Set<ts.Type>();
      for (const element of elements)
        for (const tag of checker.getPropertiesOfType(element)) {
          const attribute = checker.getTypeOfSymbol(tag).getProperty(name);
          if (attribute) types.add(checker.getTypeOfSymbol(attribute));
        }
      attributeTypes.set(name, [...types]);
    }
    return attributeTypes.get(name)!;
  };
  const mirrors = new Map<ts.Node, boolean>();
  return {
    isDomAttribute(prop) {
      const name = prop.getName();
      if (name === 'key' || name === 'ref') return true;
      const type = checker.getTypeOfSymbol(prop);
      const chosen = literalsOnly(type);
      // A handler of another element's event (an emitter's copy of older React types: `<input onResize>`,
      // which React's types now give `<video>` alone) is still the DOM's, not the component's.
      const handler = handlerAlias(type);
      return typesOf(name).some(
        (attribute) =>
          (checker.isTypeAssignableTo(type, attribute) && !(chosen && takesAnyString(attribute))) ||
          (!!handler && handlerAlias(attribute) === handler),
      );
    },
    mirrorsDom(container) {
      let known = mirrors.get(container);
      if (known === undefined) {
        // Its own members, as written (not those it extends: rc-menu's `MenuItemGroupProps` extends `<li>`'s).
        const names =
          ts.isInterfaceDeclaration(container) || ts.isTypeLiteralNode(container) ? writtenNames(container) : [];
        known = names.length > 0 && names.filter((name) => typesOf(name).length > 0).length >= 0.75 * names.length;
        mirrors.set(container, known);
      }
      return known;
    },
  };
}

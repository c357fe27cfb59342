import ts = require('typescript');
import { isPlatform } from './library.js';

export type ComponentKind = 'function' | 'forwardRef' | 'memo' | 'class';

/** An export of an entry whose type is a React component. */
export interface FoundComponent {
  name: string;
  /** The export's own symbol (aliases resolved): its JSDoc is the component's description. */
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  kind: ComponentKind;
  /** The type of its props (for a generic component, in terms of its type parameters); none: it takes none. */
  propsType?: ts.Type;
  /** Its props in each of its call signatures (overloads, `OverridableComponent`), `propsType` first. */
  propsTypes?: ts.Type[];
}

/** What a React component may return (ReactNode's own members), by the name of their type. */
const REACT_RESULTS = new Set(['Element', 'ReactElement', 'ReactNode', 'ReactPortal']);

/** Whether a function's result is a React node: JSX, an element, a portal, or one with more (`JSX.Element & { muiName }`); a function returning a plain `string` is not a component. */
function returnsReactNode(type: ts.Type): boolean {
  const members = type.isUnionOrIntersection() ? type.types : [type];
  return members.some((t) => REACT_RESULTS.has((t.aliasSymbol ?? t.getSymbol())?.getName() ?? ''));
}

/** What kind of component a callable type is: React's exotic components by their interface, plain functions otherwise. */
function kindOf(type: ts.Type): ComponentKind {
  const name = type.getSymbol()?.getName() ?? type.aliasSymbol?.getName() ?? '';
  if (name === 'ForwardRefExoticComponent') return 'forwardRef';
  if (name === 'MemoExoticComponent' || name === 'NamedExoticComponent') return 'memo';
  return 'function';
}

/**
 * Whether a type is one of React's contexts (`React.Context<T>`): since React 19 a context renders
 * as its provider, so it is callable like a component; its page would list no props. A docs site
 * documents it as the context it is, not as a component.
 */
function isContext(type: ts.Type): boolean {
  const symbol = type.getSymbol();
  return (
    symbol?.getName() === 'Context' && !!symbol.getDeclarations()?.some((d) => isPlatform(d.getSourceFile().fileName))
  );
}

/** A class component's props: the type of its instances' `props`. */
function classProps(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type | undefined {
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  const props = instance.getProperty('props');
  return instance.getProperty('render') && props ? checker.getTypeOfSymbol(props) : undefined;
}

/**
 * The signatures a value is rendered through: its call signatures that return a React node, and
 * its construct signatures whose instances render (`JSXElementConstructor`, a union of both).
 */
function renderSignatures(type: ts.Type): readonly ts.Signature[] {
  return (type.isUnion() ? type.types : [type]).flatMap((t) => [
    ...t.getCallSignatures().filter((s) => returnsReactNode(s.getReturnType())),
    ...t.getConstructSignatures().filter((s) => s.getReturnType().getProperty('render')),
  ]);
}

/** A callable's props: the type of each render signature's first parameter ([]: it takes none; undefined: not a component). */
function callableProps(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type[] | undefined {
  const signatures = renderSignatures(type);
  if (!signatures.length) return undefined;
  return signatures.flatMap((signature) => {
    const [param] = signature.getParameters();
    return param ? [checker.getTypeOfSymbolAtLocation(param, at)] : [];
  });
}

/** An export the caller knows to be a component already (a cached one whose files did not change): not classified again. */
export interface KnownComponent {
  name: string;
  known: true;
  /** The file that declares it. */
  file: string;
}

/** Whether an export, declared by `declaration`, is a component the caller knows already. */
export type IsKnown = (name: string, declaration: ts.Declaration) => boolean;

/**
 * One export, if it is a component: PascalCase, and a function, `forwardRef`, `memo`, class or
 * callable returning a React node. Telling needs its type, the checker's costliest question.
 */
export function asComponent(
  checker: ts.TypeChecker,
  exported: ts.Symbol,
  isKnown?: IsKnown,
  name = exported.getName(),
): FoundComponent | KnownComponent | undefined {
  if (!/^[A-Z]/.test(name.slice(name.lastIndexOf('.') + 1))) return undefined;
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration || !(symbol.flags & ts.SymbolFlags.Value)) return undefined;
  if (isKnown?.(name, declaration)) return { name, known: true, file: declaration.getSourceFile().fileName };
  if (symbol.flags & ts.SymbolFlags.Class) {
    const propsType = classProps(checker, symbol);
    return propsType && { name, symbol, declaration, kind: 'class', propsType, propsTypes: [propsType] };
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (isContext(type)) return undefined;
  const propsTypes = callableProps(checker, type, declaration);
  if (propsTypes === undefined) return undefined;
  const [propsType] = propsTypes;
  return { name, symbol, declaration, kind: kindOf(type), ...(propsType ? { propsType, propsTypes } : {}) };
}

/**
 * The value a member stands for: the component a property holds (`Item: typeof MenuItem`, whose
 * declaration has the code's defaults), else the property itself (a `forwardRef` value's type is React's).
 */
function memberValue(checker: ts.TypeChecker, member: ts.Symbol): ts.Symbol {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  const held = declaration && checker.getTypeOfSymbolAtLocation(member, declaration).getSymbol();
  const at = held?.valueDeclaration;
  if (!held || !at || isPlatform(at.getSourceFile().fileName)) return member;
  if (!(held.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class))) return member;
  // An arrow function's JSDoc is its variable's (`/** … */ const Separator = () => …`).
  const variable = ts.isVariableDeclaration(at.parent) ? checker.getSymbolAtLocation(at.parent.name) : undefined;
  return variable ?? held;
}

/**
 * The components an export holds as members, named `Parent.Member`: a namespace's exports
 * (`export * as Dialog`: `Dialog.Root`), or a component's or object's capitalised properties
 * (`Object.assign(ActionList, { Item })`: `ActionList.Item`); not a context's (`Provider`). One the
 * entries export under its own name as well (React Bootstrap's `Card.Body`, `CardBody`) is
 * documented there only: `isNamed` tells, by that name (`CardBody`), its declaration or its type.
 */
export function membersOf(
  checker: ts.TypeChecker,
  exported: ts.Symbol,
  isNamed: (name: string, declaration: ts.Declaration, type: () => ts.Type) => boolean,
  isKnown?: IsKnown,
): Array<FoundComponent | KnownComponent> {
  const parent = exported.getName();
  if (!/^[A-Z]/.test(parent)) return [];
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let members: ts.Symbol[] = [];
  if (symbol.flags & ts.SymbolFlags.Module) members = checker.getExportsOfModule(symbol);
  else if (declaration && symbol.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    if (!isContext(type)) members = checker.getPropertiesOfType(type);
  }
  return members
    .filter((m) => /^[A-Z]/.test(m.getName()))
    .flatMap((m) => {
      const value = m.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(m) : memberValue(checker, m);
      const at = value.valueDeclaration ?? value.declarations?.[0];
      if (!at || isNamed(`${parent}${m.getName()}`, at, () => checker.getTypeOfSymbolAtLocation(value, at))) return [];
      const found = asComponent(checker, value, isKnown, `${parent}.${m.getName()}`);
      return found ? [found] : [];
    });
}

/** The components an entry module exports, in name order; those `isKnown` says the caller knows are not classified. */
export function findComponents(
  checker: ts.TypeChecker,
  entry: ts.SourceFile,
  isKnown?: IsKnown,
): Array<FoundComponent | KnownComponent> {
  const module = checker.getSymbolAtLocation(entry);
  if (!module) return [];
  return checker
    .getExportsOfModule(module)
    .map((exported) => asComponent(checker, exported, isKnown))
    .filter((c): c is FoundComponent | KnownComponent => !!c)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

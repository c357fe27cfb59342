import path from 'node:path';
import ts = require('typescript');
import { packagesAbove } from '../load/packages.js';

const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);
/** Whether a file is one of TypeScript's own `lib.*.d.ts`. */
export const isCompilerLib = (file: string) => /[\\/]typescript[\\/]lib[\\/]/.test(file);

/** React's and the platform's types (`@types/*`, TypeScript's lib): their props are a DOM element's attributes. */
export const isPlatform = (file: string) => /[\\/]node_modules[\\/]@types[\\/]/.test(file) || isCompilerLib(file);

/** The interfaces of a name a declaration file declares, in any namespace (`JSX.IntrinsicElements`, `React.CSSProperties`). */
export function interfacesNamed(node: ts.Node, name: string): ts.InterfaceDeclaration[] {
  if (ts.isInterfaceDeclaration(node)) return node.name.text === name ? [node] : [];
  const found: ts.InterfaceDeclaration[] = [];
  if (ts.isSourceFile(node) || ts.isModuleDeclaration(node) || ts.isModuleBlock(node))
    ts.forEachChild(node, (child) => void found.push(...interfacesNamed(child, name)));
  return found;
}

/** The interface or type literal a prop is declared in. */
export const containerOf = (decl: ts.Node): ts.InterfaceDeclaration | ts.TypeLiteralNode | undefined =>
  ts.isInterfaceDeclaration(decl.parent) || ts.isTypeLiteralNode(decl.parent) ? decl.parent : undefined;

/**
 * A declaration, or a mapped type, that gives a component this many props was not written as its
 * API: a style system (Chakra UI's), or an element's attributes an emitter wrote out whole.
 */
export const WHOLESALE = 100;

/** The names of the members a declaration writes itself (not those it extends). */
export const writtenNames = (container: ts.InterfaceDeclaration | ts.TypeLiteralNode): string[] =>
  container.members.flatMap((m) =>
    m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : [],
  );

/** Whether a file is React's own types (`@types/react`'s index). */
export const isReactTypes = (file: string) => /[\\/]@types[\\/]react[\\/]index\.d\.ts$/.test(file);

/** React's own types (`@types/react`'s index), whose interfaces say what elements and styles take. */
export const reactTypes = (program: ts.Program): ts.SourceFile[] =>
  program.getSourceFiles().filter((f) => isReactTypes(f.fileName));

/**
 * Whether a declaration is a property of a custom element's class (`class RelativeTimeElement
 * extends HTMLElement { get tense(): Tense }`): what a web component's React wrapper
 * (`@lit-labs/react`'s `createComponent`, Primer's RelativeTime) takes as props. Its methods
 * (`connectedCallback`) are the element's life cycle, not props.
 */
export function isElementProperty(checker: ts.TypeChecker, decl: ts.Declaration): boolean {
  const accessor = ts.isGetAccessorDeclaration(decl) || ts.isSetAccessorDeclaration(decl);
  if (!(accessor || ts.isPropertyDeclaration(decl)) || !ts.isClassDeclaration(decl.parent)) return false;
  const symbol = decl.parent.name && checker.getSymbolAtLocation(decl.parent.name);
  const pending = symbol ? [checker.getDeclaredTypeOfSymbol(symbol)] : [];
  for (let depth = 0; pending.length && depth < 16; depth++) {
    const type = pending.pop()!;
    const base = type.getSymbol();
    if (
      base?.getName() === 'HTMLElement' &&
      base.getDeclarations()?.some((d) => isPlatform(d.getSourceFile().fileName))
    )
      return true;
    if (type.isClassOrInterface()) pending.push(...(checker.getBaseTypes(type) ?? []));
  }
  return false;
}

/** The package a file belongs to: its folder and name (the nearest package.json above it). */
export function packageOf(file: string): { dir: string; name?: string } | undefined {
  const nearest = packagesAbove(path.dirname(file)).next().value;
  return nearest && { dir: nearest.dir, name: nearest.json?.name };
}

/**
 * Whether a file is the library's own: outside node_modules, or in the package of an entry that
 * is (a published package's declarations). Others' files (React's types, the DOM's) are not
 * documented: their props are inherited, their JSDoc never read.
 */
export function ownFiles(entries: readonly string[]): (file: string) => boolean {
  const packages = entries
    .filter(inNodeModules)
    .map((e) => packageOf(e)?.dir)
    .filter((d): d is string => !!d);
  return (file) =>
    !isCompilerLib(file) &&
    (!inNodeModules(file) || packages.some((dir) => path.normalize(file).startsWith(dir + path.sep)));
}

/** The declaration of the value a member's type names (antd's Upload's `Dragger: typeof Dragger`: Dragger's own). */
export function memberValue(checker: ts.TypeChecker, declaration: ts.Declaration): ts.Declaration | undefined {
  const type = ts.isPropertySignature(declaration) ? declaration.type : undefined;
  if (!type || !ts.isTypeQueryNode(type)) return undefined;
  const symbol = checker.getSymbolAtLocation(type.exprName);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target?.valueDeclaration;
}

/** Whether a node is written inside another. */
export const within = (node: ts.Node, outer: ts.Node): boolean =>
  node.getSourceFile() === outer.getSourceFile() && node.pos >= outer.pos && node.end <= outer.end;

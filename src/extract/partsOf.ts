import ts = require('typescript');
import type { FoundComponent } from './findComponents.js';
import { docOf, tagOf } from './jsdoc.js';
import type { ExtractedComponent } from '../site/extractedApi.js';

/** A prop's type without `undefined`, for reading its keys. */
function definedType(checker: ts.TypeChecker, prop: ts.Symbol, at: ts.Node): ts.Type {
  return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, at));
}

/** The keys of a type, each with its JSDoc. */
function keysOf(checker: ts.TypeChecker, type: ts.Type) {
  return checker.getPropertiesOfType(type).map((key) => ({ name: key.getName(), doc: docOf(checker, key) }));
}

/** The slots: the keys of its own `slots` prop (`own`: the props its page lists), each with its default from `@default`. */
export function slotsOf(
  checker: ts.TypeChecker,
  component: FoundComponent,
  own: ReadonlySet<string>,
): ExtractedComponent['slots'] {
  const slots = own.has('slots') ? component.propsType?.getProperty('slots') : undefined;
  if (!slots) return [];
  return keysOf(checker, definedType(checker, slots, component.declaration)).map(({ name, doc }) => {
    const fallback = tagOf(doc, 'default');
    return {
      name,
      description: doc.description,
      ...(fallback ? { default: fallback.replace(/^['"]|['"]$/g, '') } : {}),
    };
  });
}

/** String values of an exported `<component>Classes` object literal in a module (`{ root: 'BaseButton-root' }`). */
function classNamesIn(file: ts.SourceFile, component: string): Map<string, string> {
  const wanted = `${component[0].toLowerCase()}${component.slice(1)}Classes`;
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== wanted || !d.initializer) continue;
      const init =
        ts.isAsExpression(d.initializer) || ts.isSatisfiesExpression(d.initializer)
          ? d.initializer.expression
          : d.initializer;
      if (!ts.isObjectLiteralExpression(init)) continue;
      for (const p of init.properties)
        if (
          ts.isPropertyAssignment(p) &&
          ts.isStringLiteralLike(p.initializer) &&
          (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
        )
          names.set(p.name.text, p.initializer.text);
    }
  }
  return names;
}

/**
 * The CSS classes: the keys of its own `classes` prop (or of an exported `<Component>Classes`
 * interface), with their JSDoc; each class name from the module's `<component>Classes` object
 * when it writes them out, else the key.
 */
export function classesOf(
  checker: ts.TypeChecker,
  component: FoundComponent,
  own: ReadonlySet<string>,
  exported: ReadonlyMap<string, ts.Symbol>,
): ExtractedComponent['classes'] {
  const prop = own.has('classes') ? component.propsType?.getProperty('classes') : undefined;
  const iface = exported.get(`${component.name}Classes`);
  const type = prop
    ? definedType(checker, prop, component.declaration)
    : iface && iface.flags & ts.SymbolFlags.Interface
      ? checker.getDeclaredTypeOfSymbol(iface)
      : undefined;
  if (!type) return [];
  const names = classNamesIn(component.declaration.getSourceFile(), component.name);
  return keysOf(checker, type).map(({ name, doc }) => ({
    key: name,
    className: names.get(name) ?? name,
    description: doc.description,
  }));
}

/** The element a forwarded ref reaches: the element its `ref` prop's type names (`Ref<HTMLButtonElement>`). */
export function refTarget(checker: ts.TypeChecker, component: FoundComponent): string | undefined {
  if (component.kind !== 'forwardRef' && component.kind !== 'memo') return undefined;
  const ref = component.propsType?.getProperty('ref');
  if (!ref) return undefined;
  return checker
    .typeToString(checker.getTypeOfSymbolAtLocation(ref, component.declaration))
    .match(/\b((?:HTML|SVG)\w*Element)\b/)?.[1];
}

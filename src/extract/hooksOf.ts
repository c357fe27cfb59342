import ts = require('typescript');
import { destructured, implementation, type FunctionLike } from './defaults.js';
import { docOf, paramDocs, tagOf, type Doc } from './jsdoc.js';
import { listedProp, type LibraryContext } from './propsOf.js';
import { describeType } from './typeText.js';
import type { ExtractedComponent, ExtractedProp } from '../site/extractedApi.js';

/** An exported hook: a function whose name is `use` and a capital (`useToggle`). */
export interface FoundHook {
  name: string;
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  signature: ts.Signature;
}

/** An export, if it is a hook: named `use…`, a function. */
export function asHook(checker: ts.TypeChecker, exported: ts.Symbol): FoundHook | undefined {
  const name = exported.getName();
  if (!/^use[A-Z0-9]/.test(name)) return undefined;
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration || !(symbol.flags & ts.SymbolFlags.Value)) return undefined;
  const [signature] = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
  return signature && { name, symbol, declaration, signature };
}

/** An object type whose fields a table lists (not a function, an array, a primitive or a React node). */
function fieldsOf(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] | undefined {
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length || checker.isArrayLikeType(type))
    return undefined;
  const props = checker.getPropertiesOfType(type);
  return props.length ? props : undefined;
}

/** Each field of an object type, listed as a prop is (JSDoc, `@default`, destructuring defaults). */
const fieldRows = (
  ctx: LibraryContext,
  fields: readonly ts.Symbol[],
  at: ts.Node,
  defaults: ReadonlyMap<string, string> = new Map(),
): ExtractedProp[] =>
  fields
    .map((prop) => listedProp(ctx, { prop, required: !(prop.flags & ts.SymbolFlags.Optional) }, at, defaults))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/**
 * A destructured parameter's name as its declaration writes it (`{ containerRef, preventScroll }`),
 * where TypeScript's own is its position (`__0`), which no reader would pass.
 */
const patternText = (pattern: ts.BindingPattern): string =>
  pattern
    .getText()
    .replace(/\s+/g, ' ')
    .replace(/,\s*([}\]])/, ' $1');

/** A positional parameter: its type, whether it may be left out, its default in the code, its `@param` text. */
function parameterRow(
  ctx: LibraryContext,
  hook: FoundHook,
  param: ts.Symbol,
  fn: FunctionLike | undefined,
  doc: Doc,
): ExtractedProp {
  const { checker } = ctx;
  const decl = param.valueDeclaration as ts.ParameterDeclaration | undefined;
  const written = fn?.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === param.getName());
  const initializer = written?.initializer ?? decl?.initializer;
  const optional = !!(decl?.questionToken || initializer);
  const type = checker.getTypeOfSymbolAtLocation(param, hook.declaration);
  return {
    name: decl && !ts.isIdentifier(decl.name) ? patternText(decl.name) : param.getName(),
    type: describeType(checker, type, hook.declaration, optional),
    ...(initializer ? { default: initializer.getText() } : {}),
    required: !optional && !decl?.dotDotDotToken,
    description: paramDocs(doc).get(param.getName()) ?? '',
    at: ctx.at(decl ?? hook.declaration),
    // A hook the library re-exports from another package (React's `useLayoutEffect`): its JSDoc is theirs.
    ...(decl && !ctx.isOwn(decl.getSourceFile().fileName) ? { foreign: true as const } : {}),
  };
}

/**
 * A hook's API: its parameters (the fields of its one options object, as MUI's hook pages list
 * them, else each parameter), and what it returns (the fields of an object, else its type).
 */
export function extractHook(ctx: LibraryContext, hook: FoundHook, from: string): ExtractedComponent {
  const { checker } = ctx;
  const params = hook.signature.getParameters();
  const only = params.length === 1 ? checker.getTypeOfSymbolAtLocation(params[0], hook.declaration) : undefined;
  const options = only && fieldsOf(checker, checker.getNonNullableType(only));
  const fn = implementation(checker, hook.declaration);
  // The options object's destructuring defaults, read as a component's props' are.
  const defaults = fn ? destructured(fn) : new Map<string, string>();
  const result = hook.signature.getReturnType();
  const fields = fieldsOf(checker, result);
  const doc = docOf(checker, hook.symbol);
  return {
    kind: 'hook',
    name: hook.name,
    description: doc.description,
    at: ctx.at(hook.declaration),
    props: options
      ? fieldRows(ctx, options, hook.declaration, defaults)
      : params.map((p) => parameterRow(ctx, hook, p, fn, doc)),
    returnValue: fields ? fieldRows(ctx, fields, hook.declaration) : [],
    ...(fields || result.flags & ts.TypeFlags.Void
      ? {}
      : {
          returns: {
            type: describeType(checker, result, hook.declaration, false),
            description: tagOf(doc, 'returns') ?? '',
          },
        }),
    slots: [],
    classes: [],
    imports: [`import { ${hook.name} } from '${from}';`],
    // Absolute here; the caller makes them root-relative, as a component's.
    files: [
      ...new Set(
        [hook.declaration, ...[...(options ?? []), ...(fields ?? [])].flatMap((s) => s.getDeclarations() ?? [])].map(
          (d) => d.getSourceFile().fileName,
        ),
      ),
    ],
  };
}

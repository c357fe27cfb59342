import ts = require('typescript');
import { isPlatform } from './library.js';
import { keyofWritten, namedMembers, narrowestWritten, REACT_TYPES, writtenUnion } from './writtenTypes.js';

/** How the API JSON names a type: its kind, and (HTML) its text when the kind alone says too little. */
export interface TypeDescription {
  name: string;
  description?: string;
}

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** A type parameter's constraint as its declaration writes it (`C extends React.ElementType` reads `React.ElementType`). */
function constraintOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  if (!(type.flags & ts.TypeFlags.TypeParameter)) return undefined;
  const constraint = checker.getBaseConstraintOfType(type);
  return constraint && constraint !== type && !(constraint.flags & ts.TypeFlags.Unknown) ? constraint : undefined;
}

/** A type as a reader writes it; a type parameter as the constraint its declaration names. */
export function typeText(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string {
  const declared = type.getSymbol()?.getDeclarations()?.find(ts.isTypeParameterDeclaration)?.constraint;
  if (declared && type.flags & ts.TypeFlags.TypeParameter) return declared.getText();
  const constraint = constraintOf(checker, type);
  return constraint ? typeText(checker, constraint, at) : checker.typeToString(type, at, FLAGS);
}

/** The escapes a type's text needs in HTML (and `|`, which would split a markdown table's cell). */
const escapeType = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '&#124;');

/**
 * A union's members in the order its declaration writes them (the checker orders them by when
 * each type was first made), `undefined` left out for an optional prop; `true | false` is one
 * `bool`. `written` is the declaration's member types in order, when it is a union.
 */
function membersOf(
  type: ts.Type,
  optional: boolean,
  written: readonly ts.Type[],
): { members: ts.Type[]; bool: boolean } {
  const all = (type.isUnion() ? type.types : [type]).filter((t) => !(optional && t.flags & ts.TypeFlags.Undefined));
  const booleans = all.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
  const bool = booleans.length === 2;
  const members = bool ? [...all.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral)), booleans[0]] : all;
  // Where each type is written, looked up once per member (a rank computed in the comparator made a 10,000-member union quadratic).
  const writtenAt = new Map<ts.Type, number>();
  written.forEach((t, i) => {
    if (!writtenAt.has(t)) writtenAt.set(t, i);
  });
  // `bool` is where `true` or `false` is first written.
  const rank = (t: ts.Type) =>
    Math.min(...(bool && t === booleans[0] ? booleans : [t]).map((member) => writtenAt.get(member) ?? written.length));
  return {
    members: members
      .map((t, i) => ({ t, i, rank: rank(t) }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map(({ t }) => t),
    bool,
  };
}

/**
 * A union React's or the platform's types name (`ComponentType<P>`, `Ref<T>`, `AriaRole`): its name
 * says more than its members; not one of literals only, which list its values (`ScrollBehavior`).
 */
const reactAlias = (type: ts.Type) =>
  type.isUnion() &&
  !type.types.every((t) => t.flags & (ts.TypeFlags.Literal | ts.TypeFlags.BooleanLiteral)) &&
  !!type.aliasSymbol?.getDeclarations()?.every((d) => isPlatform(d.getSourceFile().fileName));

/** More members than a reader scans in a table's cell: such a union is shown as written, where the checker kept how. */
const LONG_UNION = 30;
/** The length of a union's text past which its alias, when a fraction of it, says it better. */
const LONG_TEXT = 1000;

/** The HTML of a union's members, one a line, as today's API pages show them. */
const unionHtml = (texts: string[]) => texts.map(escapeType).join('<br>&#124;&nbsp;');

/**
 * What an API page shows of a prop's type, as TypeScript writes it: `boolean`, `string`,
 * `number`, `ReactNode`, `ReactElement`, `ElementType`; or a kind with the text: `func` (its
 * signature), `enum` (literal members listed), `union`, `custom` (the type's own text).
 * `nodes`: the types the prop's declarations write.
 */
export function describeType(
  checker: ts.TypeChecker,
  declared: ts.Type,
  at: ts.Node,
  optional: boolean,
  written: readonly ts.Type[] = [],
  nodes: readonly ts.TypeNode[] = [],
): TypeDescription {
  const type = narrowestWritten(checker, declared, nodes) ?? constraintOf(checker, declared) ?? declared;
  const alias = type.aliasSymbol?.getName() ?? '';
  if (REACT_TYPES.has(alias)) return { name: alias };
  const keyof = keyofWritten(checker, type, nodes);
  if (keyof) return { name: 'custom', description: escapeType(keyof) };
  const expanded = membersOf(type, optional, written);
  const named = namedMembers(checker, type, expanded.members, nodes);
  const union = writtenUnion(type);
  const origin = union && (named.length > LONG_UNION || union.types.some(reactAlias)) ? union : undefined;
  const { members, bool } = origin ? membersOf(origin, optional, written) : expanded;
  const shown = origin ? namedMembers(checker, origin, members, nodes) : named;
  // Any string after the literals it stands beside, as MUI's docs write `'primary' | … | string`.
  const entries = [...shown.filter((t) => !anyOf(t)), ...shown.filter((t) => anyOf(t))];
  if (!entries.length) return { name: 'custom', description: escapeType(typeText(checker, type, at)) };
  if (entries.length === 1)
    return typeof entries[0] === 'string' ? { name: entries[0] } : single(checker, entries[0], at, bool, optional);
  const literal = entries.every(
    (t) =>
      typeof t !== 'string' &&
      t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral),
  );
  const texts = entries.map((t) =>
    typeof t === 'string'
      ? t
      : bool && t.flags & ts.TypeFlags.BooleanLiteral
        ? 'boolean'
        : REACT_TYPES.has(t.aliasSymbol?.getName() ?? '')
          ? t.aliasSymbol!.getName()
          : (anyOf(t) ?? typeText(checker, t, at)),
  );
  // Once each: `string` and `string & {}` read alike, and overloads repeat a callback's type.
  const unique = [...new Set(texts)];
  if (unique.length === 1)
    return typeof entries[0] === 'string' ? { name: entries[0] } : single(checker, entries[0], at, bool, optional);
  const html = unionHtml(unique);
  // A union whose members read as pages of text (Chakra UI's `ConditionalValue<'sm' | 'md'>`, whose
  // object member has a key per condition: 10 KB) reads as its alias does, where that is a fraction of it.
  const text = html.length > LONG_TEXT ? typeText(checker, type, at) : undefined;
  const whole = text && escapeType(optional ? text.replace(/ \| undefined$/, '') : text);
  if (whole && whole.length <= html.length / 4) return { name: 'custom', description: whole };
  return { name: literal && !bool ? 'enum' : 'union', description: html };
}

/**
 * `string & {}` (or `number & {}`): any string, written so that an editor still offers the union's
 * literals (csstype, MUI, Mantine); the primitive's name, else undefined.
 */
function anyOf(type: ts.Type | string): string | undefined {
  if (typeof type === 'string' || !type.isIntersection() || type.types.length !== 2) return undefined;
  const empty = (t: ts.Type) =>
    t.flags & ts.TypeFlags.Object && !t.getProperties().length && !t.getCallSignatures().length;
  const primitive = type.types.find((t) => t.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
  return primitive && type.types.some(empty)
    ? primitive.flags & ts.TypeFlags.String
      ? 'string'
      : 'number'
    : undefined;
}

/** A type that is not a union (after `undefined`): by its kind, else its text. */
function single(
  checker: ts.TypeChecker,
  member: ts.Type,
  at: ts.Node,
  bool: boolean,
  optional: boolean,
): TypeDescription {
  const type = constraintOf(checker, member) ?? member;
  // A type parameter constrained to a union reads as that union (`Multiple extends boolean | undefined`: boolean).
  if (type !== member && type.isUnion()) return describeType(checker, type, at, optional);
  if (type.isLiteral()) return { name: 'enum', description: unionHtml([typeText(checker, type, at)]) };
  const name = type.aliasSymbol?.getName() ?? type.getSymbol()?.getName() ?? '';
  if (bool || type.flags & ts.TypeFlags.Boolean) return { name: 'boolean' };
  if (type.flags & ts.TypeFlags.String) return { name: 'string' };
  if (type.flags & ts.TypeFlags.Number) return { name: 'number' };
  if (REACT_TYPES.has(name)) return { name };
  if (type.getCallSignatures().length && !type.getProperties().length)
    return { name: 'func', description: escapeType(checker.typeToString(type, at, FLAGS)) };
  return { name: 'custom', description: unionHtml([typeText(checker, type, at)]) };
}

/** A callback's parameters (none when the type is not a function). */
export function parametersOf(type: ts.Type): string[] {
  const callable = (type.isUnion() ? type.types : [type]).find((t) => t.getCallSignatures().length);
  return callable
    ? callable
        .getCallSignatures()[0]
        .getParameters()
        .map((p) => p.getName())
    : [];
}

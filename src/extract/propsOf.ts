import path from 'node:path';
import ts = require('typescript');
import { codeDefaults } from './defaults.js';
import type { FoundComponent } from './findComponents.js';
import { docOf, isHidden, paramDocs, tagOf } from './jsdoc.js';
import {
  containerOf,
  isCompilerLib,
  isElementProperty,
  isPlatform,
  isReactTypes,
  WHOLESALE,
  writtenNames,
} from './library.js';
import type { DomAttributes } from './domAttributes.js';
import type { StyleSystem } from './styleSystem.js';
import { meantProps } from './meantProps.js';
import { copySource } from './copySource.js';
import { instanceTags, typedByParameter } from './polymorphic.js';
import { describeType, parametersOf } from './typeText.js';
import { writtenMembers } from './writtenTypes.js';
import { anyElementKind } from '../site/apiNames.js';
import { takenByDefault } from './defaultUse.js';
import { elementOf } from './elements.js';
import { signatureProps, type SignatureProp } from './signatureProps.js';
import type { ExtractedProp, Inheritance, SourceAt } from '../site/extractedApi.js';

/** What the extraction knows of the library: where a node is, whose a file is, who owns a props declaration. */
export interface LibraryContext extends DomAttributes, StyleSystem {
  checker: ts.TypeChecker;
  at(node: ts.Node): SourceAt;
  /** Whether a file is the library's own (not another package's declarations, React's included). */
  isOwn(file: string): boolean;
  /** The documented component whose props a declaration (an interface, a type literal) declares. */
  ownerOf(container: ts.Node): string | undefined;
  /** A documented component's props, in each of its call signatures. */
  propsTypesOf(component: string): readonly ts.Type[];
  /** The documented components, by name. */
  components: ReadonlySet<string>;
}

type MappedLinks = { links?: { mappedType?: { declaration?: ts.Node }; syntheticOrigin?: ts.Symbol } };

/**
 * The file of the mapped type a declarationless prop comes from (`{ [K in Keys]?: … }`), by
 * TypeScript's own links; through `Omit`/`Pick` (TypeScript's lib) to the props they copy.
 */
function mappedFile(prop: ts.Symbol): string | undefined {
  for (let symbol: ts.Symbol | undefined = prop, depth = 0; symbol && depth < 8; depth++) {
    const decl = symbol.getDeclarations()?.[0];
    if (decl) return decl.getSourceFile().fileName;
    const links: MappedLinks['links'] = (symbol as MappedLinks).links;
    const file = links?.mappedType?.declaration?.getSourceFile().fileName;
    if (file && !isCompilerLib(file)) return file;
    symbol = links?.syntheticOrigin;
  }
  return undefined;
}

/**
 * Whose a prop is, as the library's authors mean it: the component's own (declared in its props
 * types, or redeclared there), another documented component's (its props type), or left to the
 * inheritance line: React's DOM attributes, props a mapped type of another package makes (a
 * style-props system), and undocumented pass-through props of a shared type (`className`,
 * `style`: DOM attributes' names and types). A documented prop of a shared type, the library's or another
 * package's (the hook a component is built on), is listed; so is an undocumented one that no element
 * has with its type, the library's (Primer's `block`) or another package's (`@primer/behaviors`' `align`,
 * antd's `rc-menu` props): the component takes it, and no inheritance line would name it.
 */
function originOf(
  ctx: LibraryContext,
  prop: ts.Symbol,
  component: string,
): 'own' | 'shared' | 'external' | { from: string } | { system: string } {
  const decls = prop.getDeclarations() ?? [];
  const owners = decls.map((d) => containerOf(d)).map((c) => c && ctx.ownerOf(c));
  // The declaration emitter may write an element's attributes out in the component's own file (React
  // Bootstrap's `Form.Switch`: `Omit<FormCheckProps, 'type'>` inlined, 300 members, no JSDoc): still the element's.
  if (owners.includes(component)) return copiesDom(ctx, prop, decls, component) ? 'external' : 'own';
  const system = ctx.styleSystemOf(prop);
  if (system) return { system };
  if (!decls.length) {
    const file = mappedFile(prop);
    return file && !ctx.isOwn(file) && !isCompilerLib(file) ? 'external' : 'own';
  }
  const from = owners.find((o): o is string => !!o);
  if (from) return { from };
  // React's own props that no element has (a provider's `value: T`) are the component's to list.
  if (decls.every((d) => isPlatform(d.getSourceFile().fileName)))
    return decls.every((d) => isReactTypes(d.getSourceFile().fileName)) && !ctx.isDomAttribute(prop)
      ? 'shared'
      : 'external';
  if (docOf(ctx.checker, prop).description || decls.some((d) => isElementProperty(ctx.checker, d))) return 'shared';
  // A class's methods (a custom element's `connectedCallback`) are its life cycle, not props.
  if (decls.every((d) => ts.isMethodDeclaration(d))) return 'external';
  const foreign = decls.filter((d) => !ctx.isOwn(d.getSourceFile().fileName)).map(containerOf);
  if (foreign.length === decls.length && foreign.every((c) => c && ctx.mirrorsDom(c))) return 'external';
  return decls.some((d) => typedByParameter(ctx.checker, d)) || !ctx.isDomAttribute(prop) ? 'shared' : 'external';
}

/**
 * A declaration's container when it copies the DOM's attributes whole (100 members or more: what
 * an emitter writes out, not a props interface an author writes).
 */
const wholesaleCopy = (ctx: LibraryContext, decl: ts.Declaration) => {
  const container = containerOf(decl);
  return container && writtenNames(container).length >= WHOLESALE && ctx.mirrorsDom(container) ? container : undefined;
};

/**
 * An undocumented element attribute (by name and type) in a component's own wholesale copies, unless
 * the library's own props the copy was written from declare it themselves (copySource).
 */
const copiesDom = (ctx: LibraryContext, prop: ts.Symbol, decls: readonly ts.Declaration[], component: string) =>
  decls.every((d) => {
    const copy = wholesaleCopy(ctx, d);
    return copy && !copySource(ctx, copy, component).names.has(prop.getName());
  }) &&
  !docOf(ctx.checker, prop).description &&
  ctx.isDomAttribute(prop);

/** The files of the props a component's own wholesale copy declaring this prop was written from (none for any other prop). */
const copiedFrom = (ctx: LibraryContext, prop: ts.Symbol, component: string): readonly string[] =>
  (prop.getDeclarations() ?? []).flatMap((d) => {
    const copy = wholesaleCopy(ctx, d);
    return copy && ctx.ownerOf(copy) === component ? copySource(ctx, copy, component).files : [];
  });

/**
 * The component an inheritance line names: of those the inherited props are declared by, the one
 * that has most of them (Drawer, whose props include Modal's, for a SwipeableDrawer); the first
 * of a tie.
 */
function parentOf(
  ctx: LibraryContext,
  all: ReadonlyArray<{ prop: ts.Symbol; from: string }>,
  types: readonly ts.Type[],
): string | undefined {
  const inherited = takenByDefault(ctx.checker, types, all);
  let best: { name: string; has: number } | undefined;
  for (const name of new Set(inherited.map((i) => i.from))) {
    const has = inherited.filter(({ prop, from }) => from === name || hasSameProp(ctx, name, prop)).length;
    if (!best || has > best.has) best = { name, has };
  }
  return best?.name;
}

const parents = new WeakMap<LibraryContext, Map<string, string | undefined>>();
/** Each component's parent as worked out so far: by `propsOf` for its own page, or by `parentNameOf` when asked first. */
const parentsIn = (ctx: LibraryContext) => parents.get(ctx) ?? parents.set(ctx, new Map()).get(ctx)!;

/**
 * The component another's inheritance line names, read once: where two take each other's props
 * (Primer's Button and ButtonBase), a prop they share stays in both tables, as neither lists it for the other.
 */
function parentNameOf(ctx: LibraryContext, component: string): string | undefined {
  const known = parentsIn(ctx);
  if (!known.has(component)) {
    const inherited = propsEntries(ctx, component, ctx.propsTypesOf(component)).flatMap(({ prop }) => {
      const origin = originOf(ctx, prop, component);
      return typeof origin === 'object' && 'from' in origin ? [{ prop, from: origin.from }] : [];
    });
    known.set(component, parentOf(ctx, inherited, ctx.propsTypesOf(component)));
  }
  return known.get(component);
}

/** Whether a documented component has a prop from the same declaration (a shared prop its page lists). */
function hasSameProp(ctx: LibraryContext, component: string, prop: ts.Symbol): boolean {
  const decls = new Set(prop.getDeclarations());
  const name = prop.getName();
  return ctx
    .propsTypesOf(component)
    .some((t) =>
      (t.getProperty(name) ?? meantProps(ctx.checker, t)?.find((p) => p.getName() === name))
        ?.getDeclarations()
        ?.some((d) => decls.has(d)),
    );
}

const BOOLEAN_OR_UNDEFINED = ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined;

/**
 * A prop's type: its first signature's, or `boolean` where the signatures split it into `true` and
 * `false` (MUI 5's `ListItem`: `button: true` renders a ButtonBase, `button?: false` an `li`).
 */
function propType(checker: ts.TypeChecker, { prop, others = [] }: SignatureProp, at: ts.Node): ts.Type {
  const types = [prop, ...others].map((p) => checker.getTypeOfSymbolAtLocation(p, at));
  if (types.every((t) => t === types[0])) return types[0];
  const members = types.flatMap((t) => (t.isUnion() ? t.types : [t]));
  const split = members.every((t) => t.flags & BOOLEAN_OR_UNDEFINED);
  return split && members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral) ? checker.getBooleanType() : types[0];
}

/**
 * A prop as the component's own props declare it, where only another signature sees that
 * declaration: MUI's generic `component` signature sees Stepper's `classes` as CommonProps' alone,
 * its default signature as StepperOwnProps' too (Stepper's own classes, not its parent Paper's);
 * required when every signature that sees its own declaration requires it (Accordion's `children`,
 * which that generic signature sees as Paper's, optional).
 */
function ownFirst(ctx: LibraryContext, entry: SignatureProp, component: string): SignatureProp {
  const owns = (p: ts.Symbol) =>
    p.getDeclarations()?.some((d) => {
      const container = containerOf(d);
      return !!container && ctx.ownerOf(container) === component;
    });
  const own = !owns(entry.prop) && entry.others?.find(owns);
  if (!own) return entry;
  const required = !entry.absent && !entry.optionalIn?.some(owns);
  return { ...entry, prop: own, required, others: [entry.prop, ...entry.others!.filter((o) => o !== own)] };
}

/** A component's props, as its call signatures and its own props declarations take them. */
const propsEntries = (ctx: LibraryContext, component: string, types: readonly ts.Type[]) =>
  signatureProps(ctx.checker, types).map((entry) => ownFirst(ctx, entry, component));

/** The props a page lists, and what they say about the rest. */
export interface PropsOf {
  props: ExtractedProp[];
  /** Props of another package (DOM attributes from React's types), not listed one by one. */
  external: ts.Symbol[];
  inheritance?: Inheritance;
  /** The style systems whose props it takes, not listed one by one (`SystemProperties`). */
  styleProps?: string[];
  /** Every file the props come from. */
  files: Set<string>;
}

/** The types a prop's declarations write (more than one where interfaces that declare it meet). */
const writtenTypes = (prop: ts.Symbol): ts.TypeNode[] =>
  (prop.getDeclarations() ?? []).flatMap((d) => (ts.isPropertySignature(d) && d.type ? [d.type] : []));

/** One listed prop, from its symbol and JSDoc; the default from `@default`, else from the code. */
export function listedProp(
  ctx: LibraryContext,
  entry: SignatureProp,
  declaration: ts.Node,
  defaults: ReadonlyMap<string, string>,
): ExtractedProp {
  const { checker } = ctx;
  const { prop, required } = entry;
  const doc = docOf(checker, prop);
  const decl = prop.getDeclarations()?.[0];
  const own = prop.getDeclarations()?.find((d) => ctx.isOwn(d.getSourceFile().fileName));
  const optional = !!(prop.flags & ts.SymbolFlags.Optional);
  const type = propType(checker, entry, declaration);
  const params = paramDocs(doc);
  const names = parametersOf(type);
  const deprecated = tagOf(doc, 'deprecated');
  const written = decl && ts.isPropertySignature(decl) && decl.type ? writtenMembers(checker, decl.type) : [];
  // A polymorphic `as?: E` instantiated with `'div'`: any element type, `'div'` by default.
  const tags = instanceTags(checker, prop, type);
  const fallback = defaults.get(prop.getName());
  const tagged = tagOf(doc, 'default');
  const value = tagged ?? fallback ?? (tags?.length === 1 ? `'${tags[0]}'` : undefined);
  const tag = decl && ts.getJSDocTags(decl).find((t) => t.tagName.text === 'default');
  const conflict = tagged !== undefined && fallback !== undefined && !sameValue(tagged, fallback) && tag;
  return {
    name: prop.getName(),
    type: tags
      ? { name: 'ElementType' }
      : describeType(checker, type, declaration, optional, written, writtenTypes(prop)),
    ...(names.length && params.size
      ? { params: names.map((name) => ({ name, description: params.get(name) ?? '' })) }
      : {}),
    ...(value !== undefined ? { default: value } : {}),
    required,
    ...(deprecated !== undefined ? { deprecated } : {}),
    description: doc.description,
    // Where the library writes it, where it does (Primer's Banner redeclares React's `className`).
    at: ctx.at(own ?? decl ?? declaration),
    ...(decl && !own ? { foreign: true as const } : {}),
    ...(conflict ? { defaultConflict: { code: fallback, at: ctx.at(conflict) } } : {}),
  };
}

/** Whether two defaults are one value as code writes it (quotes and spacing aside: `'a'` and `"a"`). */
const sameValue = (a: string, b: string) => {
  const norm = (v: string) => v.replace(/\s+/g, '').replace(/"/g, "'");
  return norm(a) === norm(b);
};

/**
 * A component's props, through the checker (extended and intersected types, Omit/Pick,
 * generics): its own are listed (those `@ignore` or `@internal` hide aside); those of another
 * documented component or of another package (a DOM element's, from React's types) are not, and
 * say what the page's inheritance line names.
 */
export function propsOf(ctx: LibraryContext, component: FoundComponent): PropsOf {
  const { checker } = ctx;
  const files = new Set<string>();
  if (!component.propsTypes?.length) return { props: [], external: [], files };
  const external: ts.Symbol[] = [];
  const inherited: Array<{ prop: ts.Symbol; from: string }> = [];
  const systems = new Set<string>();
  const listed: Array<{ entry: SignatureProp; shared: boolean }> = [];
  for (const entry of propsEntries(ctx, component.name, component.propsTypes)) {
    for (const d of entry.prop.getDeclarations() ?? []) files.add(path.normalize(d.getSourceFile().fileName));
    const origin = originOf(ctx, entry.prop, component.name);
    for (const file of copiedFrom(ctx, entry.prop, component.name)) files.add(file);
    if (origin === 'external') external.push(entry.prop);
    else if (typeof origin === 'object' && 'system' in origin) systems.add(origin.system);
    else if (typeof origin === 'object') inherited.push({ prop: entry.prop, from: origin.from });
    else if (!isHidden(docOf(checker, entry.prop), entry.prop.getName()))
      listed.push({ entry, shared: origin === 'shared' });
  }
  const fromComponent = parentOf(ctx, inherited, component.propsTypes);
  // Its props types are the ones parentNameOf would read (ctx.propsTypesOf): the same answer, not worked out again.
  parentsIn(ctx).set(component.name, fromComponent);
  const defaults = codeDefaults(checker, component);
  const props = listed
    .filter(
      ({ entry, shared }) =>
        !(
          shared &&
          fromComponent &&
          hasSameProp(ctx, fromComponent, entry.prop) &&
          parentNameOf(ctx, fromComponent) !== component.name
        ),
    )
    .flatMap(({ entry }) => {
      const type = propType(checker, entry, component.declaration);
      for (const file of typeFiles(type)) files.add(file);
      // `target?: never` in every overload (or Mantine's `classNames` of a part without styles): no prop to pass.
      if ((type.isUnion() ? type.types : [type]).every((t) => t.flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined)))
        return [];
      return [listedProp(ctx, entry, component.declaration, defaults)];
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // A polymorphic component's default tag says more than props every HTML element has.
  const attributesOf = elementOf(checker, external, component.declaration, component.propsTypes);
  const element =
    attributesOf && !anyElementKind(attributesOf) ? attributesOf : (polymorphicElement(props) ?? attributesOf);
  const inheritance: Inheritance | undefined = fromComponent
    ? { component: fromComponent }
    : element
      ? { element }
      : undefined;
  const styleProps = [...systems].sort();
  return {
    props,
    external,
    files,
    ...(inheritance ? { inheritance } : {}),
    ...(styleProps.length ? { styleProps } : {}),
  };
}

/** The files a type's names are declared in (its alias, its symbol, a union's members'): its text depends on them. */
function typeFiles(type: ts.Type): string[] {
  const types = type.isUnion() ? [type, ...type.types] : [type];
  return types
    .flatMap((t) => [...(t.aliasSymbol?.getDeclarations() ?? []), ...(t.getSymbol()?.getDeclarations() ?? [])])
    .map((d) => path.normalize(d.getSourceFile().fileName));
}

/** A polymorphic component's default element: its `component` or `as` prop's default tag (`'div'`). */
function polymorphicElement(props: readonly ExtractedProp[]): string | undefined {
  const prop = props.find((p) => p.name === 'component' || p.name === 'as');
  return prop?.default?.match(/^['"]([a-z][\w-]*)['"]$/)?.[1];
}

import ts = require('typescript');
import { containerOf, interfacesNamed, isCompilerLib, reactTypes, WHOLESALE, writtenNames } from './library.js';

type Links = { links?: { mappedType?: ts.Type & { declaration?: ts.MappedTypeNode }; syntheticOrigin?: ts.Symbol } };

/** What a program says of style props (its React types' `CSSProperties`). */
export interface StyleSystem {
  /**
   * The style system a prop comes from, by the name of the declaration that makes it, or
   * undefined: a declaration of 100 members or more, half of them named as CSS properties (Chakra
   * UI's `SystemProperties`: `color`, `paddingInline`, `bg`), or a mapped type that gives 100 keys
   * or more one template (Chakra's `[K in keyof Conditions]?: Nested<P>`: `_hover`, `2xl`). A
   * library documents its style props once, not on every component's page (Chakra's, MUI's
   * "system props"); a component's own props, however many, are neither (a copy such as `Pick`
   * reads each key's own type).
   */
  styleSystemOf(prop: ts.Symbol): string | undefined;
}

/** The name a props declaration goes by: an interface's, or the alias of a type literal. */
const nameOf = (container: ts.InterfaceDeclaration | ts.TypeLiteralNode) =>
  ts.isInterfaceDeclaration(container)
    ? container.name.text
    : ts.isTypeAliasDeclaration(container.parent)
      ? container.parent.name.text
      : undefined;

/** Whether a mapped type gives its keys one template, rather than copying each key's type (`T[P]`). */
function oneTemplate(node: ts.MappedTypeNode): boolean {
  const key = node.typeParameter.name.text;
  let copies = false;
  const visit = (n: ts.Node): void => {
    if (ts.isIndexedAccessTypeNode(n) && ts.isTypeReferenceNode(n.indexType) && n.indexType.typeName.getText() === key)
      copies = true;
    else ts.forEachChild(n, visit);
  };
  if (node.type) visit(node.type);
  return !copies;
}

export function styleSystem(program: ts.Program): StyleSystem {
  const checker = program.getTypeChecker();
  let cssNames: Set<string> | undefined;
  const isCssName = (name: string) =>
    (cssNames ??= new Set(
      reactTypes(program)
        .flatMap((f) => interfacesNamed(f, 'CSSProperties'))
        .flatMap((d) => checker.getPropertiesOfType(checker.getTypeAtLocation(d.name)).map((p) => p.getName())),
    )).has(name);
  const containers = new Map<ts.Node, boolean>();
  const isSystemContainer = (container: ts.InterfaceDeclaration | ts.TypeLiteralNode) => {
    let known = containers.get(container);
    if (known === undefined) {
      const names = writtenNames(container);
      known = names.length >= WHOLESALE && names.filter(isCssName).length >= names.length / 2;
      containers.set(container, known);
    }
    return known;
  };
  const mapped = new Map<ts.Type, boolean>();
  const isSystemMap = (type: ts.Type & { declaration?: ts.MappedTypeNode }) => {
    let known = mapped.get(type);
    if (known === undefined) {
      const node = type.declaration;
      known =
        !!node &&
        !isCompilerLib(node.getSourceFile().fileName) &&
        oneTemplate(node) &&
        checker.getPropertiesOfType(type).length >= WHOLESALE;
      mapped.set(type, known);
    }
    return known;
  };
  return {
    styleSystemOf(prop) {
      const decls = prop.getDeclarations() ?? [];
      const container = decls.length ? containerOf(decls[0]) : undefined;
      const name = container && nameOf(container);
      if (container && isSystemContainer(container)) return name ?? 'style props';
      // Through the copies (`Omit`, `Pick`) to the mapped type that made it.
      for (let symbol: ts.Symbol | undefined = prop, depth = 0; symbol && depth < 8; depth++) {
        const { mappedType, syntheticOrigin }: NonNullable<Links['links']> = (symbol as Links).links ?? {};
        if (mappedType && isSystemMap(mappedType)) return name ?? mappedType.aliasSymbol?.getName() ?? 'style props';
        symbol = syntheticOrigin;
      }
      return undefined;
    },
  };
}

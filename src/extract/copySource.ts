import ts = require('typescript');
import { containerOf, WHOLESALE, writtenNames } from './library.js';
import type { LibraryContext } from './propsOf.js';

/** Members no element has that a copy must share with another component's props to be read as a copy of them. */
const SHARED_OWN_MEMBERS = 3;

const sources = new WeakMap<ts.Node, ReadonlySet<string>>();

/**
 * The props a wholesale copy of the library's own props was written from declare themselves
 * (React Bootstrap's `Form.Switch`: `Omit<FormCheckProps, 'type'>`, which the declaration emitter
 * writes out whole in Form.d.ts, 300 members without JSDoc). The source is another documented
 * component's props that hold every member of the copy no element has (`inline`, `isValid`,
 * `feedback`...); those of its props the library declares in a props declaration of its own, not a
 * copy, are the library's: `disabled`, which FormCheckProps writes, is FormCheck's, not `<input disabled>`.
 */
export function copiedOwnProps(
  ctx: LibraryContext,
  copy: ts.InterfaceDeclaration | ts.TypeLiteralNode,
  component: string,
): ReadonlySet<string> {
  let names = sources.get(copy);
  if (names) return names;
  const { checker } = ctx;
  const own = copy.members.flatMap((member) => {
    const symbol = member.name && checker.getSymbolAtLocation(member.name);
    return symbol && !ctx.isDomAttribute(symbol) ? [symbol.getName()] : [];
  });
  const found = new Set<string>();
  for (const other of own.length >= SHARED_OWN_MEMBERS ? ctx.components : [])
    for (const type of other === component ? [] : ctx.propsTypesOf(other)) {
      const props = checker.getPropertiesOfType(type);
      const held = new Set(props.map((p) => p.getName()));
      if (!own.every((name) => held.has(name))) continue;
      for (const prop of props) {
        const container = prop.getDeclarations()?.map(containerOf)[0];
        const declared = container && container !== copy && ctx.isOwn(container.getSourceFile().fileName);
        if (declared && writtenNames(container).length < WHOLESALE) found.add(prop.getName());
      }
    }
  sources.set(copy, (names = found));
  return names;
}

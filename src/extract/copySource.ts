import path from 'node:path';
import ts = require('typescript');
import { containerOf, WHOLESALE, writtenNames } from './library.js';
import type { LibraryContext } from './propsOf.js';

/** Members no element has that a copy must share with another component's props to be read as a copy of them. */
const SHARED_OWN_MEMBERS = 3;

/** What a wholesale copy was written from: the props its source declares itself, and the files they are declared in. */
export interface CopySource {
  names: ReadonlySet<string>;
  /** The source's props' files: the copy's page depends on them (the extraction's cache key). */
  files: readonly string[];
}

/** Each extraction's answers, by copy and component (a file docs-dev parsed once may outlive the program it was read in). */
const sources = new WeakMap<LibraryContext, Map<string, CopySource>>();

/**
 * The props a wholesale copy of the library's own props was written from declare themselves
 * (React Bootstrap's `Form.Switch`: `Omit<FormCheckProps, 'type'>`, which the declaration emitter
 * writes out whole in Form.d.ts, 300 members without JSDoc). The source is another documented
 * component's props that hold every member of the copy no element has (`inline`, `isValid`,
 * `feedback`...); those of its props the library declares in a props declaration of its own, not a
 * copy, are the library's: `disabled`, which FormCheckProps writes, is FormCheck's, not `<input disabled>`.
 */
export function copySource(
  ctx: LibraryContext,
  copy: ts.InterfaceDeclaration | ts.TypeLiteralNode,
  component: string,
): CopySource {
  const known = sources.get(ctx) ?? sources.set(ctx, new Map()).get(ctx)!;
  const key = `${copy.getSourceFile().fileName}:${copy.pos}:${component}`;
  const kept = known.get(key);
  if (kept) return kept;
  const { checker } = ctx;
  const own = copy.members.flatMap((member) => {
    const symbol = member.name && checker.getSymbolAtLocation(member.name);
    return symbol && !ctx.isDomAttribute(symbol) ? [symbol.getName()] : [];
  });
  const names = new Set<string>();
  const files = new Set<string>();
  for (const other of own.length >= SHARED_OWN_MEMBERS ? ctx.components : [])
    for (const type of other === component ? [] : ctx.propsTypesOf(other)) {
      const props = checker.getPropertiesOfType(type);
      const held = new Set(props.map((p) => p.getName()));
      if (!own.every((name) => held.has(name))) continue;
      for (const prop of props) {
        const decls = prop.getDeclarations() ?? [];
        for (const d of decls) files.add(path.normalize(d.getSourceFile().fileName));
        const container = decls.map(containerOf)[0];
        const declared = container && container !== copy && ctx.isOwn(container.getSourceFile().fileName);
        if (declared && writtenNames(container).length < WHOLESALE) names.add(prop.getName());
      }
    }
  const found = { names, files: [...files] };
  known.set(key, found);
  return found;
}

import ts = require('typescript');
import type { ExtractedComponent } from '../site/extractedApi.js';
import type { FoundComponent } from './findComponents.js';
import { isPlatform } from './library.js';
import type { LibraryContext } from './propsOf.js';

/** A type a component's props are made of that TypeScript cannot find (its props read as none), where it is named. */
export function unresolvedOf(ctx: LibraryContext, found: FoundComponent): Pick<ExtractedComponent, 'unresolved'> {
  if (!found.propsTypes?.some((t) => t.flags & ts.TypeFlags.Any)) return {};
  const unresolved = unresolvedName(ctx.checker, found.declaration);
  return unresolved ? { unresolved: { name: unresolved.name, at: ctx.at(unresolved.node) } } : {};
}

/**
 * The name that makes a component's props type unresolvable, and where it is written: a type
 * TypeScript cannot find (a package's types that no longer export it: Primer 38's Octicon takes
 * `IconProps` from an `@primer/octicons-react` that has none) is `any`, and an intersection with
 * `any` is `any`, so the props would read as none. Followed through the type aliases and
 * interfaces the declaration names (CircleBadge.Icon's props are Octicon's).
 */
function unresolvedName(
  checker: ts.TypeChecker,
  declaration: ts.Node,
): { name: string; node: ts.TypeReferenceNode } | undefined {
  const seen = new Set<ts.Node>();
  const search = (node: ts.Node, depth: number): { name: string; node: ts.TypeReferenceNode } | undefined => {
    if (seen.has(node) || depth > 8) return undefined;
    seen.add(node);
    if (ts.isTypeReferenceNode(node) && checker.getTypeFromTypeNode(node).flags & ts.TypeFlags.Any) {
      const symbol = checker.getSymbolAtLocation(node.typeName);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declarations = target?.getDeclarations() ?? [];
      if (!declarations.length) return { name: node.typeName.getText(), node };
      for (const d of declarations) {
        if (isPlatform(d.getSourceFile().fileName)) continue;
        const found = search(d, depth + 1);
        if (found) return found;
      }
    }
    return ts.forEachChild(node, (child) => search(child, depth));
  };
  return search(declaration, 0);
}

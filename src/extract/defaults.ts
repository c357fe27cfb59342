import ts = require('typescript');
import type { FoundComponent } from './findComponents.js';

export type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node);

/**
 * The function that renders a component: itself, or what `forwardRef(…)` and `memo(…)` wrap
 * (through identifiers to their declarations).
 */
export function implementation(
  checker: ts.TypeChecker,
  node: ts.Node | undefined,
  depth = 0,
): FunctionLike | undefined {
  if (!node || depth > 5) return undefined;
  if (isFunctionLike(node)) return node;
  if (ts.isVariableDeclaration(node)) return implementation(checker, node.initializer, depth + 1);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return implementation(checker, node.expression, depth + 1);
  if (ts.isCallExpression(node)) return implementation(checker, node.arguments[0], depth + 1);
  if (ts.isIdentifier(node)) {
    const symbol = checker.getSymbolAtLocation(node);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return implementation(checker, target?.valueDeclaration, depth + 1);
  }
  return undefined;
}

/** Defaults written in an object binding pattern: `{ size = 'md', …rest }`. */
function bindingDefaults(pattern: ts.ObjectBindingPattern, into: Map<string, string>): void {
  for (const element of pattern.elements) {
    if (!element.initializer || element.dotDotDotToken) continue;
    const name = element.propertyName ?? element.name;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) into.set(name.text, element.initializer.getText());
  }
}

/** Destructuring defaults of the props: in the first parameter, or in `const { … } = props` at the top of the body. */
export function destructured(fn: FunctionLike): Map<string, string> {
  const out = new Map<string, string>();
  const [param] = fn.parameters;
  if (!param) return out;
  if (ts.isObjectBindingPattern(param.name)) bindingDefaults(param.name, out);
  else if (ts.isIdentifier(param.name) && fn.body && ts.isBlock(fn.body)) {
    const props = param.name.text;
    for (const statement of fn.body.statements)
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          if (
            ts.isObjectBindingPattern(d.name) &&
            d.initializer &&
            ts.isIdentifier(d.initializer) &&
            d.initializer.text === props
          )
            bindingDefaults(d.name, out);
  }
  return out;
}

/** `defaultProps`: a class's static property, or `Component.defaultProps = {…}` in its file. */
function defaultProps(component: FoundComponent): Map<string, string> {
  const out = new Map<string, string>();
  const read = (value: ts.Expression | undefined) => {
    if (value && ts.isObjectLiteralExpression(value))
      for (const p of value.properties)
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          out.set(p.name.text, p.initializer.getText());
  };
  const { declaration, name } = component;
  if (ts.isClassDeclaration(declaration))
    for (const member of declaration.members)
      if (ts.isPropertyDeclaration(member) && member.name.getText() === 'defaultProps') read(member.initializer);
  for (const statement of declaration.getSourceFile().statements) {
    const e = ts.isExpressionStatement(statement) ? statement.expression : undefined;
    if (
      e &&
      ts.isBinaryExpression(e) &&
      e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      e.left.getText() === `${name}.defaultProps`
    )
      read(e.right);
  }
  return out;
}

/** The defaults a component's code gives its props (its JSDoc's `@default` wins over these). */
export function codeDefaults(checker: ts.TypeChecker, component: FoundComponent): Map<string, string> {
  const fn = implementation(checker, component.declaration);
  return new Map([...defaultProps(component), ...(fn ? destructured(fn) : [])]);
}

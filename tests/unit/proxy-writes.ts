import ts from 'typescript';

/**
 * The valtio proxies of flows/model and flows/platform: only applyChanges and the form actions
 * write them.
 */
const PROXIES = ['registrationState', 'userState', 'togglesState', 'formState'];
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

/** The identifier an access chain starts from: `userState` of `userState.funding[0].x`. */
function rootOf(node: ts.Node): string | undefined {
  let current = node;
  while (
    ts.isPropertyAccessExpression(current) ||
    ts.isElementAccessExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current.text : undefined;
}

const isProxyPath = (node: ts.Node) => PROXIES.includes(rootOf(node) ?? '');

const isAssignment = (kind: ts.SyntaxKind) =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/**
 * Every write to a state proxy in one file, as `line: text`: an assignment (=, +=, ??= ...)
 * or ++/-- to a path under a proxy, `delete` of one, a mutating array method called on one,
 * or Object.assign into one.
 */
export function proxyWrites(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${line + 1}: ${node.getText().split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      isAssignment(node.operatorToken.kind) &&
      isProxyPath(node.left) &&
      !ts.isIdentifier(node.left)
    ) {
      report(node);
    } else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken ||
        node.operator === ts.SyntaxKind.MinusMinusToken) &&
      isProxyPath(node.operand) &&
      !ts.isIdentifier(node.operand)
    ) {
      report(node);
    } else if (ts.isDeleteExpression(node) && isProxyPath(node.expression)) {
      report(node);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (
        ts.isPropertyAccessExpression(callee) &&
        MUTATING_METHODS.has(callee.name.text) &&
        isProxyPath(callee.expression)
      ) {
        report(node);
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.getText() === 'Object.assign' &&
        node.arguments[0] !== undefined &&
        isProxyPath(node.arguments[0])
      ) {
        report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

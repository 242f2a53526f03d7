import ts from 'typescript';

const isEffectHook = (callee: ts.Expression) =>
  /^(React\.)?use(Layout)?Effect$/.test(callee.getText());

/** The step action a node names: `phone.sendPin` of `stepActions.phone.sendPin(...)`. */
function stepActionOf(node: ts.Node): string | undefined {
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const chain: string[] = [];
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current)) {
    chain.unshift(current.name.text);
    current = current.expression;
  }
  return ts.isIdentifier(current) && current.text === 'stepActions' ? chain.join('.') : undefined;
}

/**
 * Every step action a file calls from inside a React effect, as `line: action`: a step's work on
 * entering it belongs in the registry's onEnter or a rule's effects, not in a mount effect.
 */
export function effectActions(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const inside = (node: ts.Node) => {
    const action = ts.isCallExpression(node) ? stepActionOf(node.expression) : undefined;
    if (action) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${action}`);
    }
    ts.forEachChild(node, inside);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isEffectHook(node.expression)) {
      for (const argument of node.arguments) inside(argument);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

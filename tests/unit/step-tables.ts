import ts from 'typescript';

/**
 * Where a file lists steps by name, as `line: text`: an object literal with at least three
 * keys that are step names, an array of at least three step names, or a type keyed by the step
 * types (`Record<NextStep, ...>`, `Set<QuestionName>`). The step registry is the one table of
 * steps; anything else that lists them is a second table to keep in step with it.
 */
export function stepTables(fileName: string, text: string, names: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${line + 1}: ${node.getText().split('\n')[0]}`);
  };
  const keyName = (name: ts.PropertyName) =>
    ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.filter(
        (property) =>
          property.name !== undefined && names.has(keyName(property.name as ts.PropertyName) ?? ''),
      );
      if (keys.length >= 3) report(node);
    } else if (ts.isArrayLiteralExpression(node)) {
      const steps = node.elements.filter(
        (element) => ts.isStringLiteral(element) && names.has(element.text),
      );
      if (steps.length >= 3) report(node);
    } else if (
      ts.isTypeReferenceNode(node) &&
      /^(Record|Set|Map|ReadonlySet|ReadonlyMap)$/.test(node.typeName.getText()) &&
      node.typeArguments?.some((argument) => /\b(NextStep|QuestionName)\b/.test(argument.getText()))
    ) {
      report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

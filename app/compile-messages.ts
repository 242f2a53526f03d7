import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** A catalogue module: vocabulary/messages/<area>.<locale>.ts. */
const CATALOGUE = /[\\/]vocabulary[\\/]messages[\\/][\w-]+\.[a-z]{2}\.ts$/;

/**
 * A message as the browser gets it: a text without values stays the text, so the first screen
 * reads it with no runtime; one with values becomes Lingui's compiled tokens.
 */
export const compiledMessage = (message: string): unknown => {
  const tokens = compileMessage(message);
  return tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
};

/**
 * Compiles the ICU messages of the catalogue modules at build time (docs/decisions/120):
 * every string value of their object literals is replaced by its compiled form, so no parser
 * reaches the browser and a malformed message fails the build, not a family's page.
 */
export function compileMessages(): Plugin {
  return {
    name: 'compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0]!)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
          const { initializer } = node;
          let compiled: unknown;
          try {
            compiled = compiledMessage(initializer.text);
          } catch (error) {
            throw new Error(`${id}: message ${node.name.getText()} is not valid ICU: ${error}`);
          }
          edits.push({
            start: initializer.getStart(),
            end: initializer.getEnd(),
            text: JSON.stringify(compiled),
          });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const edit of edits.reverse()) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}

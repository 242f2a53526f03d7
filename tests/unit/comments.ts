import ts from 'typescript';

/** Every comment of one file, with its line: JSX comments and trailing comments included. */
export function comments(fileName: string, text: string): { line: number; text: string }[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const { line } = source.getLineAndCharacterOfPosition(range.pos);
      seen.set(range.pos, { line: line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // getChildren includes tokens (a closing brace carries a JSX comment's trivia).
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

// "issue 13", "issues 13 and 14", "Issue 11's", "PR #12", or a bare "#25". Quoted text is left
// out first, so a comment may quote what a person types ("Post Office Box #7").
const ISSUE_REFERENCE = /\b(?:issues?|pr|pull request)\s*#?\d+|(?:^|[\s([,;])#\d+\b/i;
const LOOSE = new RegExp(ISSUE_REFERENCE.source, 'im');
const QUOTED = /"[^"\n]*"|`[^`\n]*`|“[^”\n]*”/g;

const mentions = (text: string) => ISSUE_REFERENCE.test(text.replace(QUOTED, '""'));
/** A comment's words without its markers, lines joined: "issue" and its number may be split. */
const words = (comment: string) =>
  comment
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\/\*+|\*+\/?)?/, '').replace(/\*\/\s*$/, ''))
    .join(' ');

/** Comments that point at a tracker's issue or pull-request number, as `line: text`. */
export function issueReferences(fileName: string, text: string): string[] {
  // Parsing is the cost: only a file whose text could hold a reference is parsed.
  if (!LOOSE.test(words(text))) return [];
  return comments(fileName, text).flatMap((comment) => {
    if (!mentions(words(comment.text))) return [];
    const lines = comment.text
      .split('\n')
      .map((line, index) => ({ line: comment.line + index, text: line.trim() }));
    const named = lines.filter((line) => mentions(line.text));
    return (named.length > 0 ? named : lines.slice(0, 1)).map(
      (line) => `${line.line}: ${line.text}`,
    );
  });
}

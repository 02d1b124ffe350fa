import { syntaxTree } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';

/**
 * Syntax errors of the custom CSS, from the CSS parser's error nodes, so a missing brace or
 * semicolon is marked where it is rather than found out after publishing. What the ERP's
 * sanitiser drops is shown by the publish diff, from the ERP's own answer.
 */
export function cssSyntaxDiagnostics(view: EditorView): Diagnostic[] {
  const found: Diagnostic[] = [];
  syntaxTree(view.state).iterate({
    enter: (node) => {
      if (!node.type.isError) return;
      const line = view.state.doc.lineAt(node.from);
      const to = Math.max(node.to, Math.min(node.from + 1, line.to));
      found.push({ from: node.from, to, severity: 'error', message: `CSS syntax error on line ${line.number}` });
    },
  });
  return found;
}

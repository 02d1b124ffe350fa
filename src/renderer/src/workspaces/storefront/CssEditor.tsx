import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { Input } from '@mantine/core';
import { tags } from '@lezer/highlight';
import { useEffect, useId, useRef } from 'react';
import { cssSyntaxDiagnostics } from './css-lint';

/** Token colours from Mantine's "-text" variables, which keep their contrast in light and dark. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.definitionKeyword, tags.modifier], color: 'var(--mantine-color-violet-text)' },
  { tag: [tags.propertyName], color: 'var(--mantine-color-blue-text)' },
  { tag: [tags.number, tags.unit, tags.color, tags.atom], color: 'var(--mantine-color-teal-text)' },
  { tag: [tags.string], color: 'var(--mantine-color-red-text)' },
  { tag: [tags.comment], color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' },
  { tag: [tags.className, tags.tagName, tags.labelName], color: 'var(--mantine-color-orange-text)' },
]);

const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    fontSize: '13px',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'var(--mantine-font-family-monospace)', caretColor: 'var(--mantine-color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-scroller': { minHeight: '180px', maxHeight: '320px', overflow: 'auto' },
});

/** The custom CSS in CodeMirror: CSS highlighting, line numbers, syntax errors marked as typed. */
export function CssEditor({ value, onChange, label, error }: { value: string; onChange: (css: string) => void; label: string; error?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          css(),
          syntaxHighlighting(highlight),
          linter(cssSyntaxDiagnostics, { delay: 300 }),
          lintGutter(),
          theme,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            // The error's id names nothing while there is none; the description is always there.
            'aria-describedby': `${descriptionId} ${errorId}`,
            'aria-multiline': 'true',
            'data-testid': 'css-editor',
          }),
          EditorView.updateListener.of((u) => u.docChanged && latest.current(u.state.doc.toString())),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns the text once created; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelId, descriptionId, errorId]);

  // A restored or reloaded branding replaces the text; typing does not come back through here.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return (
    // The editor is a contenteditable, which a <label for> cannot name: the label is a plain
    // element the editor names itself by (aria-labelledby), and a click on it focuses the editor.
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => view.current?.focus() }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      error={error}
      description="Syntax errors are marked as you type. Publishing shows any line the ERP did not keep."
    >
      <div ref={host} />
    </Input.Wrapper>
  );
}

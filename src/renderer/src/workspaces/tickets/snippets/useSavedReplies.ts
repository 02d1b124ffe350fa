import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { insertAt, unfilledSentence, type FilledSnippet } from '@shared/domain/snippets';

/**
 * Saved replies in the reply box: the picker opens on the caret (or selection) of the box, and the
 * filled snippet goes there, the rest of the reply kept, the caret after it (row 326).
 */
export function useSavedReplies(box: RefObject<HTMLTextAreaElement | null>, body: string, setBody: (body: string) => void) {
  const [picking, setPicking] = useState(false);
  const [unfilled, setUnfilled] = useState<string | null>(null);
  const at = useRef({ start: body.length, end: body.length });
  const caret = useRef<number | null>(null);

  // Once the box shows the new text, the caret goes after the insertion (focus returns to the box as the picker closes).
  useLayoutEffect(() => {
    const el = box.current;
    if (caret.current === null || !el || el.value !== body) return;
    el.setSelectionRange(caret.current, caret.current);
    el.focus({ preventScroll: true });
    caret.current = null;
  }, [body, box, picking]);

  return {
    picking,
    unfilled,
    open: () => {
      const el = box.current;
      at.current = el ? { start: el.selectionStart, end: el.selectionEnd } : { start: body.length, end: body.length };
      setPicking(true);
    },
    close: () => setPicking(false),
    dismiss: () => setUnfilled(null),
    insert: (filled: FilledSnippet) => {
      const inserted = insertAt(body, at.current.start, at.current.end, filled.text);
      at.current = { start: inserted.caret, end: inserted.caret };
      caret.current = inserted.caret;
      setUnfilled(unfilledSentence(filled.unfilled));
      setBody(inserted.text);
      setPicking(false);
    },
  };
}

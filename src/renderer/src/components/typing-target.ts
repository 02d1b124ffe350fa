/**
 * Whether a focused element takes typed text: a text input of any kind, a textarea, a select or
 * contenteditable. A checkbox, radio or switch (an input of type checkbox with role switch),
 * button, range or file input does not: keys pressed there are not typing, so shortcuts and
 * scans must still reach the app. Shortcuts and the scanner decide "typing in a field" by this
 * one rule. DOM-free, so it is unit tested; callers pass the element.
 */
export interface FocusedElement {
  tagName: string;
  /** The input's type ("text", "checkbox"...); other elements have none. */
  type?: string;
  isContentEditable?: boolean;
  disabled?: boolean;
}

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

export function takesText(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return !element.disabled;
  if (tag !== 'INPUT') return false;
  return !element.disabled && !NOT_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
}

const CONTROL_KEYS = /^(space|enter|arrow(up|down|left|right)|↑ \/ ↓)$/i;

/**
 * Whether the focused element keeps a shortcut's keys ("alt+D", "Space") for itself: every key
 * in a field that takes text, and Space, Enter and the arrows on a checkbox, radio or switch
 * (they tick and move there). Any other shortcut, Alt+D right after Space ticked a row say,
 * goes to the app.
 */
export function keepsKeyOf(element: FocusedElement | null | undefined, keys: string): boolean {
  if (!element) return false;
  if (takesText(element)) return true;
  const toggle = element.tagName.toUpperCase() === 'INPUT' && (element.type === 'checkbox' || element.type === 'radio');
  return toggle && CONTROL_KEYS.test(keys);
}

import { describe, expect, it } from 'vitest';
import { keepsKeyOf, takesText } from '../../../src/renderer/src/components/typing-target';

const input = (type: string, over: object = {}) => ({ tagName: 'INPUT', type, ...over });

describe('what counts as typing in a field', () => {
  it('is a text input of any kind, a textarea, a select or contenteditable', () => {
    for (const type of ['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date']) expect(takesText(input(type))).toBe(true);
    expect(takesText({ tagName: 'TEXTAREA' })).toBe(true);
    expect(takesText({ tagName: 'SELECT' })).toBe(true);
    expect(takesText({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is not a checkbox, radio, switch, button, range or a disabled field', () => {
    for (const type of ['checkbox', 'radio', 'button', 'submit', 'range', 'file', 'color']) expect(takesText(input(type))).toBe(false);
    expect(takesText({ tagName: 'BUTTON' })).toBe(false);
    expect(takesText({ tagName: 'TD' })).toBe(false);
    expect(takesText(input('text', { disabled: true }))).toBe(false);
    expect(takesText(null)).toBe(false);
  });
});

describe('which shortcuts a focused element keeps', () => {
  it('lets Alt+D through from a checkbox, radio or switch just ticked with Space', () => {
    // A switch is an input of type checkbox with role switch.
    for (const toggle of [input('checkbox'), input('radio'), input('checkbox', { role: 'switch' })]) {
      expect(keepsKeyOf(toggle, 'alt+D')).toBe(false);
      expect(keepsKeyOf(toggle, 'mod+Enter')).toBe(false);
      expect(keepsKeyOf(toggle, 'Space')).toBe(true);
      expect(keepsKeyOf(toggle, 'ArrowDown')).toBe(true);
    }
  });

  it('keeps every key in a text field, and none on a button', () => {
    expect(keepsKeyOf(input('text'), 'alt+D')).toBe(true);
    expect(keepsKeyOf({ tagName: 'TEXTAREA' }, 'alt+P')).toBe(true);
    expect(keepsKeyOf({ tagName: 'BUTTON' }, 'alt+D')).toBe(false);
    expect(keepsKeyOf({ tagName: 'BUTTON' }, 'Space')).toBe(false);
  });
});

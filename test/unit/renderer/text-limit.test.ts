import { describe, expect, it } from 'vitest';
import { limitShown, textLimit } from '../../../src/renderer/src/components/text-limit';

describe('a text field limit, shown rather than cut', () => {
  it('counts the characters, outer spaces left out, as they would be sent', () => {
    expect(textLimit('  Ola, terrace ', 50, 'The customer reference')).toEqual({ count: '12 of at most 50 characters', near: false, tooLong: null });
  });

  it('names the field, the limit and the length of a text that is too long', () => {
    const limit = textLimit('x'.repeat(87), 50, 'The customer reference');
    expect(limit.tooLong).toBe('The customer reference is at most 50 characters; this one has 87');
    expect(limit.near).toBe(true);
  });

  it('takes a text of exactly the limit, and is near from four fifths of it', () => {
    expect(textLimit('x'.repeat(50), 50, 'Title').tooLong).toBeNull();
    expect(textLimit('x'.repeat(39), 50, 'Title').near).toBe(false);
    expect(textLimit('x'.repeat(40), 50, 'Title').near).toBe(true);
  });

  it('counts outer spaces of a text sent as typed, such as a password', () => {
    expect(textLimit(' secret ', 7, 'The password', { keepSpaces: true }).tooLong).toBe('The password is at most 7 characters; this one has 8');
    expect(textLimit(' secret ', 7, 'The password').tooLong).toBeNull();
  });

  it('writes the figures in the number format, as the screens write every figure', () => {
    expect(textLimit('x'.repeat(1030), 1000, 'The signature').tooLong).toBe('The signature is at most 1,000 characters; this one has 1,030');
  });

  it("shows a field's own description with the count near the limit, and the limit's message before the server's", () => {
    const near = textLimit('x'.repeat(45), 50, 'The name');
    expect(limitShown(near, 'Taken', 'As shown on the left')).toEqual({ description: 'As shown on the left · 45 of at most 50 characters', error: 'Taken' });
    expect(limitShown(textLimit('x'.repeat(51), 50, 'The name'), 'Taken')).toEqual({
      description: '51 of at most 50 characters',
      error: 'The name is at most 50 characters; this one has 51',
    });
    expect(limitShown(textLimit('short', 50, 'The name'), undefined)).toEqual({ description: undefined, error: undefined });
  });
});

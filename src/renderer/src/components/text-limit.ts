import { quantity } from './format';

/**
 * A text field's length limit, shown rather than enforced by cutting: a browser's `maxLength`
 * drops what is pasted past it without a word, so what the user typed would be silently changed.
 * The field counts its characters as they are typed, says at once when there are too many and by
 * how much, and the form waits until the text fits.
 */
export interface TextLimit {
  /** "12 of at most 50 characters", for the field's description. */
  count: string;
  /** Four fifths of the limit or more: where a long field starts showing its count. */
  near: boolean;
  /** Why the text cannot be sent as it is, naming the field; null when it fits. */
  tooLong: string | null;
}

/**
 * `keepSpaces`: the text is sent as typed (a password), so its outer spaces count too; otherwise
 * they are trimmed, as the contracts trim before they count.
 */
export function textLimit(text: string, max: number, label: string, { keepSpaces = false } = {}): TextLimit {
  const length = (keepSpaces ? text : text.trim()).length;
  // Written as the screens write every figure: "1,030" in en-US, "1 030" in nb-NO.
  const [typed, most] = [quantity(String(length), 0), quantity(String(max), 0)];
  return {
    count: `${typed} of at most ${most} characters`,
    near: length >= max * 0.8,
    tooLong: length > max ? `${label} is at most ${most} characters; this one has ${typed}` : null,
  };
}

/**
 * What a field shows of its limit: the count near it (after the field's own description, if any)
 * and the limit's message past it, else the server's error for the field.
 */
export function limitShown<E>(limit: TextLimit, serverError: E | undefined, description?: string): { description?: string; error?: string | E } {
  const shownDescription = [description, limit.near ? limit.count : undefined].filter(Boolean).join(' · ');
  return { description: shownDescription || undefined, error: limit.tooLong ?? serverError };
}

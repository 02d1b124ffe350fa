/**
 * Saved replies (snippets): a title and a text with placeholders, filled for a ticket when an
 * agent inserts one into a reply. Placeholders are a name in braces, `{ticket.number}`
 * (docs/api-assumptions.md row 326).
 */

/** Every placeholder the app fills, with the words the editor's help shows for it. */
export const SNIPPET_PLACEHOLDERS = {
  'customer.name': "the customer's name",
  'contact.name': "the contact's name",
  'ticket.number': 'the ticket number',
  'ticket.title': "the ticket's title",
  'agent.signature': 'your signature (set in Saved replies)',
} as const;
export type SnippetPlaceholder = keyof typeof SNIPPET_PLACEHOLDERS;

/** What a placeholder is filled with; null (or blank) when the ticket has no such value. */
export type SnippetValues = Record<SnippetPlaceholder, string | null>;

export interface UnfilledPlaceholder {
  /** As written in the snippet, braces included: `{ticket.numbr}`. */
  placeholder: string;
  /** `unknown`: no such placeholder; `empty`: a known one the ticket (or the settings) has no value for. */
  reason: 'unknown' | 'empty';
}

export interface FilledSnippet {
  text: string;
  /** Placeholders left as written, each once, in the order they first appear. */
  unfilled: UnfilledPlaceholder[];
}

/** A name in braces: letters, digits, dots, dashes and underscores, no spaces (so `{ }` in prose stays prose). */
const PLACEHOLDER = /\{([A-Za-z][\w.-]*)\}/g;

const isKnown = (name: string): name is SnippetPlaceholder => Object.prototype.hasOwnProperty.call(SNIPPET_PLACEHOLDERS, name);

/**
 * The snippet's text with each placeholder replaced by its value. A placeholder the app does not
 * know, or one without a value, stays in the text as written and is reported, so the agent sees
 * it and nothing is dropped.
 */
export function fillSnippet(body: string, values: SnippetValues): FilledSnippet {
  const unfilled: UnfilledPlaceholder[] = [];
  const report = (placeholder: string, reason: UnfilledPlaceholder['reason']) => {
    if (!unfilled.some((u) => u.placeholder === placeholder)) unfilled.push({ placeholder, reason });
  };
  const text = body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isKnown(name)) return (report(whole, 'unknown'), whole);
    const value = values[name];
    if (value === null || value.trim() === '') return (report(whole, 'empty'), whole);
    return value;
  });
  return { text, unfilled };
}

/** Every placeholder a snippet's text names that the app does not know (for the editor's warning). */
export function unknownPlaceholders(body: string): string[] {
  return fillSnippet(body, Object.fromEntries(Object.keys(SNIPPET_PLACEHOLDERS).map((k) => [k, 'x'])) as SnippetValues).unfilled.map((u) => u.placeholder);
}

/** One sentence about what was left unfilled; null when everything was filled. */
export function unfilledSentence(unfilled: readonly UnfilledPlaceholder[]): string | null {
  if (unfilled.length === 0) return null;
  const list = (names: string[]) => names.join(', ');
  const unknown = unfilled.filter((u) => u.reason === 'unknown').map((u) => u.placeholder);
  const empty = unfilled.filter((u) => u.reason === 'empty').map((u) => u.placeholder);
  const parts = [
    unknown.length > 0 && `${list(unknown)} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} Quartermaster knows`,
    empty.length > 0 && `${list(empty)} ${empty.length === 1 ? 'has' : 'have'} no value for this ticket`,
  ].filter(Boolean);
  return `Left in the reply as written: ${parts.join('; ')}.`;
}

export interface Insertion {
  text: string;
  /** Where the caret goes: just after the inserted text. */
  caret: number;
}

/**
 * `insertion` put in place of the selection `[start, end)` of `text` (at the caret when they are
 * equal); the text around it is kept as it was. Positions out of range are clamped.
 */
export function insertAt(text: string, start: number, end: number, insertion: string): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insertion + text.slice(to), caret: from + insertion.length };
}

/** Titles are compared as a person reads them: case, surrounding and repeated spaces do not count. */
export function snippetTitleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Whether every word typed appears in the snippet's title or text. */
export function snippetMatches(snippet: { title: string; body: string }, search: string): boolean {
  const text = `${snippet.title}\n${snippet.body}`.toLocaleLowerCase('en');
  return search
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

import { describe, expect, it } from 'vitest';
import {
  fillSnippet,
  insertAt,
  snippetMatches,
  snippetTitleKey,
  unfilledSentence,
  unknownPlaceholders,
  type SnippetValues,
} from '../../../src/shared/domain/snippets';

const values: SnippetValues = {
  'customer.name': 'Tromsø Expedition Club',
  'contact.name': 'Lars Berg',
  'ticket.number': 'TCK-100301',
  'ticket.title': 'Stove leaks fuel',
  'agent.signature': 'Anna\nSupport team',
};

describe('filling a saved reply for a ticket', () => {
  it('replaces every known placeholder, each time it appears', () => {
    const filled = fillSnippet(
      'Hello {contact.name} of {customer.name},\nabout {ticket.number} ({ticket.title}) and {ticket.number} again.\n{agent.signature}',
      values,
    );
    expect(filled.text).toBe('Hello Lars Berg of Tromsø Expedition Club,\nabout TCK-100301 (Stove leaks fuel) and TCK-100301 again.\nAnna\nSupport team');
    expect(filled.unfilled).toEqual([]);
  });

  it('leaves an unknown placeholder in the text as written and reports it once', () => {
    const filled = fillSnippet('Dear {contact.nmae}, see {order.number} and {contact.nmae}.', values);
    expect(filled.text).toBe('Dear {contact.nmae}, see {order.number} and {contact.nmae}.');
    expect(filled.unfilled).toEqual([
      { placeholder: '{contact.nmae}', reason: 'unknown' },
      { placeholder: '{order.number}', reason: 'unknown' },
    ]);
  });

  it('leaves a known placeholder without a value visible and says it had none', () => {
    const filled = fillSnippet('Hi {contact.name}, {ticket.number}. {agent.signature}', { ...values, 'contact.name': null, 'agent.signature': '  ' });
    expect(filled.text).toBe('Hi {contact.name}, TCK-100301. {agent.signature}');
    expect(unfilledSentence(filled.unfilled)).toBe('Left in the reply as written: {contact.name}, {agent.signature} have no value for this ticket.');
  });

  it('keeps braces that are prose, not placeholders', () => {
    expect(fillSnippet('Use { and } freely: {1} {not a placeholder} {}', values)).toEqual({
      text: 'Use { and } freely: {1} {not a placeholder} {}',
      unfilled: [],
    });
  });

  it('does not read placeholders inside a filled value', () => {
    expect(fillSnippet('{ticket.title}', { ...values, 'ticket.title': 'Broken {agent.signature}' }).text).toBe('Broken {agent.signature}');
  });

  it('names both kinds in one sentence, and nothing when all was filled', () => {
    expect(unfilledSentence(fillSnippet('{x.y} {contact.name}', { ...values, 'contact.name': null }).unfilled)).toBe(
      'Left in the reply as written: {x.y} is not a placeholder Quartermaster knows; {contact.name} has no value for this ticket.',
    );
    expect(unfilledSentence([])).toBeNull();
  });

  it('lists the unknown placeholders of a text for the editor, whatever the ticket', () => {
    expect(unknownPlaceholders('{customer.name} {custmer.name} {agent.signature} {ticket.id}')).toEqual(['{custmer.name}', '{ticket.id}']);
  });
});

describe('inserting at the cursor', () => {
  it('puts the text at the caret, keeping what is before and after, and moves the caret after it', () => {
    expect(insertAt('Hello world', 6, 6, 'dear ')).toEqual({ text: 'Hello dear world', caret: 11 });
  });

  it('replaces a selection', () => {
    expect(insertAt('Hello XXX world', 6, 9, 'dear')).toEqual({ text: 'Hello dear world', caret: 10 });
  });

  it('clamps positions beyond the text', () => {
    expect(insertAt('abc', 10, 12, 'd')).toEqual({ text: 'abcd', caret: 4 });
    expect(insertAt('abc', -3, 1, 'x')).toEqual({ text: 'xbc', caret: 1 });
  });
});

describe('titles and search', () => {
  it('compares titles without case or extra spaces', () => {
    expect(snippetTitleKey('  Refund   Policy ')).toBe(snippetTitleKey('refund policy'));
    expect(snippetTitleKey('Refund policy')).not.toBe(snippetTitleKey('Refund policies'));
  });

  it('matches every typed word in the title or the text', () => {
    const s = { title: 'Refund policy', body: 'Refunds take 14 days.' };
    expect(snippetMatches(s, 'ref 14')).toBe(true);
    expect(snippetMatches(s, 'refund shipping')).toBe(false);
    expect(snippetMatches(s, '   ')).toBe(true);
  });
});

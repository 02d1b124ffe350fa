import { describe, expect, it } from 'vitest';
import { ftsQuery } from '../../../src/main/services/shared/records/records-table';

describe('ftsQuery: typed text as an FTS5 query', () => {
  it('makes each word a quoted prefix term, all required', () => {
    expect(ftsQuery('PO-000 acme')).toBe('"PO-000"* AND "acme"*');
  });

  it('doubles quotes and drops words without a letter or digit, so no text is a syntax error', () => {
    expect(ftsQuery('say "hi" - *')).toBe('"say"* AND """hi"""*');
    expect(ftsQuery(' -- * ')).toBeNull();
  });
});

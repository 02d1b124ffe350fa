import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/main/store/database';
import type { AppError } from '../../../src/shared/errors';
import { migrateSchema, SCHEMA } from '../../../src/main/store/schema';
import { SnippetStore } from '../../../src/main/store/snippets';
import { storeRows } from './database-rows';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-snippets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const refund = { title: 'Refund policy', body: 'Hello {contact.name}, refunds take 14 days.' };

describe('the saved replies store', () => {
  it('adds the snippets table to a database of the version before it, keeping its rows', async () => {
    const stepsBefore = 6; // the snippets table is step 7
    const old = new DatabaseSync(join(dir, DATABASE_FILE));
    migrateSchema(old, SCHEMA.slice(0, stepsBefore));
    old.prepare('INSERT INTO records (store, key, value_json) VALUES (?, ?, ?)').run('drafts', 'k', '{"text":"kept"}');
    expect(() => old.prepare('SELECT 1 FROM snippets').get()).toThrow(/no such table/);
    old.close();

    const snippets = new SnippetStore(dir);
    expect(snippets.list()).toEqual([]);
    snippets.create(refund);
    await snippets.close();
    const upgraded = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(upgraded.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA.length });
    expect(upgraded.prepare('SELECT title, title_key FROM snippets').all()).toEqual([{ title: 'Refund policy', title_key: 'refund policy' }]);
    upgraded.close();
    expect(storeRows(dir, 'drafts')).toEqual([['k', { text: 'kept' }]]);
  });

  it('keeps created, changed and removed snippets across a restart, listed by title', async () => {
    const first = new SnippetStore(dir);
    const b = first.create({ title: 'b shipping', body: 'Shipped.' }, new Date('2026-11-01T10:00:00Z'));
    const a = first.create(refund, new Date('2026-11-01T10:00:01Z'));
    const gone = first.create({ title: 'Old', body: 'Outdated.' });
    first.update(b.id, { title: 'Shipping', body: 'Shipped on {ticket.number}.' }, new Date('2026-11-02T08:00:00Z'));
    expect(first.delete(gone.id)).toBe(true);
    expect(first.delete(gone.id)).toBe(false);
    await first.close();

    const reopened = new SnippetStore(dir);
    expect(reopened.list().map((s) => [s.id, s.title, s.body])).toEqual([
      [a.id, 'Refund policy', refund.body],
      [b.id, 'Shipping', 'Shipped on {ticket.number}.'],
    ]);
    expect(reopened.get(b.id)).toMatchObject({ createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z' });
    await reopened.close();
  });

  it('refuses a second snippet of the same title, however it is written, naming the field', async () => {
    const snippets = new SnippetStore(dir);
    const kept = snippets.create(refund);
    expect(() => snippets.create({ title: '  refund   POLICY ', body: 'Other.' })).toThrow('A saved reply with this title already exists');
    const refusal = (() => {
      try {
        snippets.create({ title: 'REFUND POLICY', body: 'x' });
      } catch (err) {
        return err as AppError;
      }
    })();
    expect(refusal?.fieldErrors).toEqual([expect.objectContaining({ field: 'title', code: 'Snippet.TitleTaken', label: 'Title' })]);
    const other = snippets.create({ title: 'Other', body: 'x' });
    expect(() => snippets.update(other.id, { title: 'refund policy', body: 'x' })).toThrow('already exists');
    // Its own title, written another way, is no clash.
    expect(snippets.update(kept.id, { title: 'Refund Policy', body: 'y' }).title).toBe('Refund Policy');
    expect(snippets.list()).toHaveLength(2);
    await snippets.close();
  });

  it('says a snippet removed meanwhile is gone instead of bringing it back', async () => {
    const snippets = new SnippetStore(dir);
    const s = snippets.create(refund);
    snippets.delete(s.id);
    expect(() => snippets.update(s.id, refund)).toThrow('This saved reply is no longer here');
    expect(snippets.list()).toEqual([]);
    await snippets.close();
  });

  it('keeps the agent signature as a setting, empty until set', async () => {
    const first = new SnippetStore(dir);
    expect(first.signature).toBe('');
    first.setSignature('Anna Admin\nSupport, Nordic Outdoor');
    await first.close();
    const reopened = new SnippetStore(dir);
    expect(reopened.signature).toBe('Anna Admin\nSupport, Nordic Outdoor');
    await reopened.close();
  });

  it('adds several in one transaction: none when one title is taken', async () => {
    const snippets = new SnippetStore(dir);
    snippets.create(refund);
    expect(() => snippets.addAll([{ title: 'New one', body: 'x' }, refund])).toThrow();
    expect(snippets.list().map((s) => s.title)).toEqual(['Refund policy']);
    await snippets.close();
  });
});

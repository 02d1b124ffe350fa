import { randomUUID } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import type { Snippet, SnippetFields } from '@shared/contract/snippets';
import { snippetTitleKey } from '@shared/domain/snippets';
import { AppError, invalidInput } from '@shared/errors';
import { Database } from './database';

/**
 * The agents' saved replies, rows of the `snippets` table of the folder's database (row 325),
 * and the agent's signature, a row of `settings`. Every change is committed with an fsync before
 * it returns. A title is taken once, compared as a person reads it (`snippetTitleKey`).
 */
const SIGNATURE_KEY = 'snippets.signature';

interface SnippetRow {
  id: string;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

const toSnippet = (row: SnippetRow): Snippet => ({ id: row.id, title: row.title, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at });

export class SnippetStore {
  private readonly db: Database;
  private readonly insert: StatementSync;

  constructor(dataDir: string) {
    this.db = Database.open(dataDir);
    this.insert = this.db.sql.prepare('INSERT INTO snippets (id, title, title_key, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  }

  /** By title, as a person sorts them. */
  list(): Snippet[] {
    const rows = this.db.sql.prepare('SELECT id, title, body, created_at, updated_at FROM snippets').all() as unknown as SnippetRow[];
    return rows.map(toSnippet).sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  get(id: string): Snippet | null {
    const row = this.db.sql.prepare('SELECT id, title, body, created_at, updated_at FROM snippets WHERE id = ?').get(id) as SnippetRow | undefined;
    return row ? toSnippet(row) : null;
  }

  /** The snippet holding this title (as compared), if any. */
  withTitle(title: string): Snippet | null {
    const row = this.db.sql.prepare('SELECT id, title, body, created_at, updated_at FROM snippets WHERE title_key = ?').get(snippetTitleKey(title)) as
      SnippetRow | undefined;
    return row ? toSnippet(row) : null;
  }

  create(fields: SnippetFields, now: Date = new Date()): Snippet {
    this.refuseTakenTitle(fields.title, null);
    const at = now.toISOString();
    const snippet: Snippet = { id: randomUUID(), title: fields.title.trim(), body: fields.body, createdAt: at, updatedAt: at };
    this.db.transaction(() => this.add(snippet), { sync: true });
    return snippet;
  }

  update(id: string, fields: SnippetFields, now: Date = new Date()): Snippet {
    const current = this.get(id);
    if (!current) throw new AppError({ kind: 'notFound', title: 'This saved reply is no longer here', detail: 'It was removed, perhaps in another window.' });
    this.refuseTakenTitle(fields.title, id);
    const updated: Snippet = { ...current, title: fields.title.trim(), body: fields.body, updatedAt: now.toISOString() };
    this.db.transaction(
      () =>
        this.db.sql
          .prepare('UPDATE snippets SET title = ?, title_key = ?, body = ?, updated_at = ? WHERE id = ?')
          .run(updated.title, snippetTitleKey(updated.title), updated.body, updated.updatedAt, id),
      { sync: true },
    );
    return updated;
  }

  delete(id: string): boolean {
    return this.db.transaction(() => Number(this.db.sql.prepare('DELETE FROM snippets WHERE id = ?').run(id).changes) > 0, { sync: true });
  }

  /** Several new snippets in one transaction: all are kept, or none (their titles must be free). */
  addAll(snippets: readonly SnippetFields[], now: Date = new Date()): Snippet[] {
    const at = now.toISOString();
    const added = snippets.map((s): Snippet => ({ id: randomUUID(), title: s.title.trim(), body: s.body, createdAt: at, updatedAt: at }));
    this.db.transaction(() => added.forEach((s) => this.add(s)), { sync: true });
    return added;
  }

  get signature(): string {
    const row = this.db.sql.prepare('SELECT value_json FROM settings WHERE key = ?').get(SIGNATURE_KEY) as { value_json: string } | undefined;
    return row ? (JSON.parse(row.value_json) as string) : '';
  }

  setSignature(signature: string): void {
    this.db.transaction(
      () =>
        this.db.sql
          .prepare('INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json')
          .run(SIGNATURE_KEY, JSON.stringify(signature)),
      { sync: true },
    );
  }

  close(): Promise<void> {
    return this.db.close();
  }

  private add(s: Snippet): void {
    this.insert.run(s.id, s.title, snippetTitleKey(s.title), s.body, s.createdAt, s.updatedAt);
  }

  private refuseTakenTitle(title: string, ownId: string | null): void {
    const holder = this.withTitle(title);
    if (holder && holder.id !== ownId) {
      throw invalidInput(
        'A saved reply with this title already exists',
        [{ field: 'title', code: 'Snippet.TitleTaken', message: `“${holder.title}” is already a saved reply: choose another title, or edit that one.` }],
        { title: 'Title' },
      );
    }
  }
}

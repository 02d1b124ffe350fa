import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErpTicket } from '../../../src/main/erp/preview/tickets';
import { ReplicaTable } from '../../../src/main/services/tickets/replica-table';
import { Database, DATABASE_FILE } from '../../../src/main/store/database';
import { migrateSchema, SCHEMA } from '../../../src/main/store/schema';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-deadline-range-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ticket = (n: number, slaResponseDue: string | null, slaResolutionDue: string | null): ErpTicket =>
  ({ ticketNumber: `TCK-${n}`, title: `Ticket ${n}`, status: 'Resolved', slaResponseDue, slaResolutionDue }) as ErpTicket;

const tickets = [
  ticket(1, '2026-10-01T08:00:00Z', '2026-10-03T08:00:00Z'), // both long before
  ticket(2, '2026-10-01T08:00:00Z', '2026-11-20T08:00:00Z'), // resolution after
  ticket(3, '2026-11-20T09:00:00+01:00', null), // response only, with an offset: 08:00 UTC
  ticket(4, null, null), // no SLA
  ticket(5, '2026-11-20T08:30:00+01:00', null), // 07:30 UTC: before, though its text sorts after
];
const since = new Date('2026-11-20T08:00:00Z');
const numbers = (found: ErpTicket[]) => found.map((t) => t.ticketNumber).sort();

describe('the SLA history candidates of the tickets replica', () => {
  it('are the tickets with a due time at or after the instant, offsets compared as instants', async () => {
    const db = Database.open(dir);
    const table = new ReplicaTable(db, 'p');
    await table.apply({ upserts: tickets });
    expect(numbers(table.withDeadlinesSince(since))).toEqual(['TCK-2', 'TCK-3']);
    // Another connection's tickets are not its candidates.
    await new ReplicaTable(db, 'other').apply({ upserts: [ticket(9, '2026-11-25T08:00:00Z', null)] });
    expect(numbers(table.withDeadlinesSince(since))).toEqual(['TCK-2', 'TCK-3']);
    await db.close();
  });

  it('are found in a replica stored before the due times had their column, once the schema step ran', async () => {
    const stepsBefore = 7; // the due-time column is step 8
    const old = new DatabaseSync(join(dir, DATABASE_FILE));
    migrateSchema(old, SCHEMA.slice(0, stepsBefore));
    const insertJson = old.prepare('INSERT INTO replica_ticket_json (profile_id, ticket_number, ticket_json) VALUES (?, ?, ?)');
    const insertRow = old.prepare(
      `INSERT INTO replica_tickets (profile_id, ticket_number, status_lc, priority_lc, type_lc, closed, finished, created_key, modified_key, due_key,
       flagged_breached, number_lc, title_lc, contact_lc) VALUES (?, ?, 'resolved', '', '', 1, 1, 0, 0, 0, 0, ?, '', '')`,
    );
    for (const t of tickets) {
      insertJson.run('p', t.ticketNumber, JSON.stringify(t));
      insertRow.run('p', t.ticketNumber, t.ticketNumber.toLowerCase());
    }
    old.close();

    const db = Database.open(dir);
    expect(numbers(new ReplicaTable(db, 'p').withDeadlinesSince(since))).toEqual(['TCK-2', 'TCK-3']);
    const plan = db.sql.prepare(`EXPLAIN QUERY PLAN SELECT ticket_number FROM replica_tickets WHERE profile_id = 'p' AND last_due_key >= 0`).all() as {
      detail: string;
    }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING (COVERING )?INDEX replica_tickets_by_last_due/);
    await db.close();
  });
});

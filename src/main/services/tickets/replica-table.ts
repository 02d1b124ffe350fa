import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { ticketViews } from '@shared/contract/tickets';
import { isFinished, nextDeadline } from '@shared/domain/sla';
import type { ErpTicket, TicketQuery } from '../../erp/preview/tickets';
import type { Database } from '../../store/database';
import { readReplicaState, upsertRow, writeReplicaState } from '../../store/replica-rows';
import type { Watermark } from './watermark';

/** What the replica's rows mean; a new number makes every stored replica be read again (row 315). */
export const TICKET_REPLICA_VERSION = 1;
const RESOURCE = 'tickets';

export type TicketSort = 'nextDeadline' | 'newest' | 'recentlyChanged' | 'ticketNumber';
type TicketView = (typeof ticketViews)[number];

export interface ReplicaState {
  version: number;
  /** Which ERP the rows came from (base address and tenant): another one is never mixed in. */
  source: string;
  watermark: Watermark;
  /** This machine's clock at the last completed sync: how long deletions went unread. */
  syncedAt: string;
}

export interface TicketSelection {
  query: Omit<TicketQuery, 'modifiedSince'>;
  view: TicketView;
  now: Date;
  windowMinutes: number;
}

export interface QueueCounts {
  queueCode: string;
  open: number;
  breachingSoon: number;
  breached: number;
}

/** Stands for a missing instant: after every real one (a deadline) or before (created, modified). */
const LAST = Number.MAX_SAFE_INTEGER;
const ms = (instant: string | null | undefined, missing: number): number => {
  const n = instant ? Date.parse(instant) : NaN;
  return Number.isNaN(n) ? missing : n;
};
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const CLOSED = ['resolved', 'closed', 'cancelled'];

/** The columns of one ticket: what lists filter and sort on. */
function columnsOf(t: ErpTicket): Record<string, SQLInputValue> {
  return {
    ticket_number: t.ticketNumber,
    status_lc: lower(t.status),
    priority_lc: lower(t.priority),
    type_lc: lower(t.type),
    customer_number: t.customerNumber ?? null,
    queue_code: t.queueCode ?? null,
    // `open` of the list filter (row 116) compares case-insensitively; the SLA's `isFinished` exactly.
    closed: CLOSED.includes(lower(t.status)) ? 1 : 0,
    finished: isFinished(t.status) ? 1 : 0,
    created_key: ms(t.createdDate, -LAST),
    modified_key: ms(t.modifiedDate, -LAST),
    due_key: ms(nextDeadline(t)?.due, LAST),
    last_due_key: Math.max(ms(t.slaResponseDue, -LAST), ms(t.slaResolutionDue, -LAST)),
    flagged_breached: t.slaResponseBreached === true || t.slaResolutionBreached === true ? 1 : 0,
    number_lc: lower(t.ticketNumber),
    title_lc: lower(t.title),
    contact_lc: lower(t.contactName),
  };
}
const COLUMNS = Object.keys(columnsOf({ ticketNumber: '', status: '' } as ErpTicket));

/**
 * SLA states of `slaOf` (shared/domain/sla) written over the stored due instants, so a view is
 * a WHERE clause at any `now`: a ticket is breached when the ERP flags it or its soonest unmet
 * deadline has passed; the soonest unmet deadline is stored, so "passed" needs no other column.
 */
const BREACHED = '(flagged_breached = 1 OR due_key <= :now)';
const SOON = `(NOT ${BREACHED} AND due_key < ${LAST} AND (due_key - :now) / 60000 < :window)`;
const VIEWS: Record<TicketView, string> = {
  all: '1',
  breached: BREACHED,
  breachingSoon: SOON,
};

/** Equal keys by ticket number; missing instants last, as the in-memory sort put them. */
const ORDERS: Record<TicketSort, string> = {
  nextDeadline: 't.due_key, t.ticket_number',
  newest: 't.created_key DESC, t.ticket_number',
  recentlyChanged: 't.modified_key DESC, t.ticket_number',
  ticketNumber: 't.ticket_number',
};
const JOINED = 'replica_tickets t JOIN replica_ticket_json j ON j.profile_id = t.profile_id AND j.ticket_number = t.ticket_number';

/**
 * One connection's tickets in the local database (row 315): rows keyed by ticket number, and
 * the state the next sync resumes from. Reads are single queries with a LIMIT; writes go
 * through the database's group commit, a sync's rows and its watermark in one transaction.
 */
export class ReplicaTable {
  private readonly upsert: StatementSync;
  private readonly upsertJson: StatementSync;

  constructor(
    private readonly db: Database,
    private readonly profileId: string,
  ) {
    this.upsert = upsertRow(db, 'replica_tickets', 'ticket_number', COLUMNS);
    this.upsertJson = upsertRow(db, 'replica_ticket_json', 'ticket_number', ['ticket_number', 'ticket_json']);
  }

  state(): ReplicaState | null {
    const row = readReplicaState(this.db, this.profileId, RESOURCE);
    if (!row) return null;
    return { version: row.version, source: row.source, watermark: JSON.parse(row.watermark_json) as Watermark, syncedAt: row.synced_at };
  }

  /** Forgets every row and the state: the next writes begin a full read. */
  clear(): Promise<void> {
    return this.db.write(
      () => {
        this.db.sql.prepare('DELETE FROM replica_state WHERE profile_id = ? AND resource = ?').run(this.profileId, RESOURCE);
        this.db.sql.prepare('DELETE FROM replica_tickets WHERE profile_id = ?').run(this.profileId);
        this.db.sql.prepare('DELETE FROM replica_ticket_json WHERE profile_id = ?').run(this.profileId);
      },
      { sync: false },
    );
  }

  /** Rows in, rows out and (when given) the new state, in one transaction. */
  apply(change: { upserts: readonly ErpTicket[]; removed?: readonly string[]; state?: ReplicaState }): Promise<void> {
    return this.db.write(
      () => {
        for (const t of change.upserts) {
          this.upsert.run({ profile_id: this.profileId, ...columnsOf(t) });
          this.upsertJson.run({ profile_id: this.profileId, ticket_number: t.ticketNumber, ticket_json: JSON.stringify(t) });
        }
        for (const table of ['replica_tickets', 'replica_ticket_json']) {
          const remove = this.db.sql.prepare(`DELETE FROM ${table} WHERE profile_id = ? AND ticket_number = ?`);
          for (const n of change.removed ?? []) remove.run(this.profileId, n);
        }
        const s = change.state;
        if (s)
          writeReplicaState(this.db, this.profileId, RESOURCE, {
            version: s.version,
            source: s.source,
            watermark_json: JSON.stringify(s.watermark),
            synced_at: s.syncedAt,
          });
      },
      { sync: false },
    );
  }

  get(ticketNumber: string): ErpTicket | undefined {
    const row = this.db.sql
      .prepare('SELECT ticket_json FROM replica_ticket_json WHERE profile_id = ? AND ticket_number = ?')
      .get(this.profileId, ticketNumber) as { ticket_json: string } | undefined;
    return row ? (JSON.parse(row.ticket_json) as ErpTicket) : undefined;
  }

  count(): number {
    return Number((this.db.sql.prepare('SELECT count(*) AS n FROM replica_tickets WHERE profile_id = ?').get(this.profileId) as { n: number }).n);
  }

  /** A page of the matching tickets in that order, and how many match. */
  page(selection: TicketSelection, sort: TicketSort, offset: number, limit: number): { tickets: ErpTicket[]; totalCount: number } {
    const { where, params } = this.where(selection);
    const total = this.db.sql.prepare(`SELECT count(*) AS n FROM replica_tickets t WHERE ${where}`).get(params) as { n: number };
    const rows = this.db.sql
      .prepare(`SELECT j.ticket_json FROM ${JOINED} WHERE ${where} ORDER BY ${ORDERS[sort]} LIMIT :limit OFFSET :offset`)
      .all({ ...params, limit, offset }) as { ticket_json: string }[];
    return { tickets: rows.map((r) => JSON.parse(r.ticket_json) as ErpTicket), totalCount: Number(total.n) };
  }

  /** Open tickets per queue, with how many are breaching soon and breached at `now`. */
  queueCounts(now: Date, windowMinutes: number): QueueCounts[] {
    return this.db.sql
      .prepare(
        `SELECT queue_code AS queueCode, count(*) AS open, sum(${SOON}) AS breachingSoon, sum(${BREACHED}) AS breached
         FROM replica_tickets WHERE profile_id = :profile AND finished = 0 AND queue_code IS NOT NULL AND queue_code <> ''
         GROUP BY queue_code`,
      )
      .all({ profile: this.profileId, now: now.getTime(), window: windowMinutes })
      .map((r) => {
        const c = r as unknown as QueueCounts;
        return { queueCode: c.queueCode, open: Number(c.open), breachingSoon: Number(c.breachingSoon), breached: Number(c.breached) };
      });
  }

  /**
   * Unfinished tickets of those queues whose soonest unmet deadline falls before `until`: the only
   * ones a deadline alert can be about (a passed or near deadline is always the soonest unmet one).
   */
  deadlinesBefore(queueCodes: readonly string[], until: Date): ErpTicket[] {
    if (queueCodes.length === 0) return [];
    const rows = this.db.sql
      .prepare(
        `SELECT j.ticket_json FROM ${JOINED} WHERE t.profile_id = ? AND t.finished = 0 AND t.due_key < ?
         AND t.queue_code IN (${queueCodes.map(() => '?').join(', ')})`,
      )
      .all(this.profileId, until.getTime(), ...queueCodes) as { ticket_json: string }[];
    return rows.map((r) => JSON.parse(r.ticket_json) as ErpTicket);
  }

  /** Every queue code of the stored tickets. */
  queueCodes(): string[] {
    return (
      this.db.sql
        .prepare(`SELECT DISTINCT queue_code AS code FROM replica_tickets WHERE profile_id = ? AND queue_code IS NOT NULL AND queue_code <> ''`)
        .all(this.profileId) as { code: string }[]
    ).map((r) => r.code);
  }

  /**
   * Tickets with a response or resolution due time at or after `since`: the SLA history's
   * candidates (row 346), an index range over the latest due time of each.
   */
  withDeadlinesSince(since: Date): ErpTicket[] {
    const rows = this.db.sql
      .prepare(`SELECT j.ticket_json FROM ${JOINED} WHERE t.profile_id = ? AND t.last_due_key >= ?`)
      .all(this.profileId, since.getTime()) as { ticket_json: string }[];
    return rows.map((r) => JSON.parse(r.ticket_json) as ErpTicket);
  }

  /** The filters of `matchesTicketQuery` (row 116) and the SLA view, as one WHERE clause. */
  private where(s: TicketSelection): { where: string; params: Record<string, SQLInputValue> } {
    const q = s.query;
    const clauses = ['t.profile_id = :profile', VIEWS[s.view]];
    const params: Record<string, SQLInputValue> = { profile: this.profileId };
    if (s.view !== 'all') params.now = s.now.getTime();
    if (s.view === 'breachingSoon') params.window = s.windowMinutes;
    const exact = (column: string, name: string, value: string | undefined) => {
      if (!value) return;
      clauses.push(`${column} = :${name}`);
      params[name] = value;
    };
    exact('status_lc', 'status', q.status?.toLowerCase());
    exact('type_lc', 'type', q.type?.toLowerCase());
    exact('priority_lc', 'priority', q.priority?.toLowerCase());
    exact('customer_number', 'customer', q.customerNumber);
    exact('t.queue_code', 'queue', q.queueCode);
    if (q.open !== undefined) clauses.push(`closed = ${q.open ? 0 : 1}`);
    if (q.search) {
      clauses.push('(instr(number_lc, :needle) > 0 OR instr(title_lc, :needle) > 0 OR instr(contact_lc, :needle) > 0)');
      params.needle = q.search.toLowerCase();
    }
    return { where: clauses.join(' AND '), params };
  }
}

import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RETENTION, ActivityLog, LEGACY_ACTIVITY_FILE, redact, type ActivityEntry } from '../../../src/main/store/activity-log';
import { DATABASE_FILE } from '../../../src/main/store/database';

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  time: '2026-11-22T10:00:00.000Z',
  profileId: 'p1',
  profileName: 'Production',
  operation: 'warehouse.bookAdjustment',
  summary: 'Adjust +1 of ITEM-1',
  idempotencyKey: 'k-1',
  outcome: 'ok',
  status: 201,
  reference: 'tx-1',
  detail: null,
  ...over,
});

describe('redact', () => {
  it('masks API keys, bearer tokens and token-like fields', () => {
    expect(redact('key svc_live_sk_abcDEF123_xyz used')).toBe('key [redacted] used');
    expect(redact('Authorization: Bearer eyJhbGciOi.abc.def')).toBe('Authorization: [redacted]');
    expect(redact('{"refresh_token":"r-123","name":"x"}')).toBe('{"refresh_token":"[redacted]","name":"x"}');
    expect(redact('nothing secret here')).toBe('nothing secret here');
  });
});

describe('ActivityLog', () => {
  it('appends entries, lists them newest first and finds them by any field', () => {
    const log = new ActivityLog(mkdtempSync(join(tmpdir(), 'qm-activity-')));
    log.append(entry({ summary: 'first', reference: 'PO-1001' }));
    log.append(entry({ summary: 'second', outcome: 'error', detail: 'Inventory.InsufficientStock' }));
    expect(log.list().map((e) => e.summary)).toEqual(['second', 'first']);
    expect(log.list({ search: 'po-1001' }).map((e) => e.summary)).toEqual(['first']);
    expect(log.list({ search: 'insufficient' })).toHaveLength(1);
    expect(log.list({ limit: 1 })).toHaveLength(1);
  });

  it('never writes a secret to disk, even when one slips into a detail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-activity-'));
    const log = new ActivityLog(dir);
    log.append(entry({ detail: 'sent with X-Api-Key svc_test_sk_SECRETSECRET123' }));
    const onDisk = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'latin1') : '');
    expect(onDisk(DATABASE_FILE) + onDisk(`${DATABASE_FILE}-wal`)).toContain('Adjust +1 of ITEM-1');
    expect(onDisk(DATABASE_FILE) + onDisk(`${DATABASE_FILE}-wal`)).not.toContain('SECRETSECRET');
    expect(log.list()[0]!.detail).toContain('[redacted]');
  });

  it('searches the values of the fields, never their names', () => {
    const log = new ActivityLog(mkdtempSync(join(tmpdir(), 'qm-activity-')));
    log.append(entry({ summary: 'Adjust +1 of ITEM-1' }));
    log.append(entry({ operation: 'tickets.update', summary: 'Set status of TCK-7 to Resolved' }));
    log.append(entry({ summary: '100% of ITEM_2', status: 409, outcome: 'error' }));
    expect(log.list({ search: 'status' }).map((e) => e.summary)).toEqual(['Set status of TCK-7 to Resolved']);
    expect(log.list({ search: 'outcome' })).toEqual([]);
    expect(log.list({ search: '409' }).map((e) => e.status)).toEqual([409]);
    // LIKE's wildcards in a search are plain characters.
    expect(log.list({ search: '0%' }).map((e) => e.summary)).toEqual(['100% of ITEM_2']);
    expect(log.list({ search: 'M_2' })).toHaveLength(1);
    expect(log.list({ search: 'M_1' })).toEqual([]);
  });

  it('keeps 90 days and at most its row count, dropping the oldest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-activity-'));
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    const day = 24 * 60 * 60 * 1000;
    const log = new ActivityLog(dir, { now: () => now });
    log.append(entry({ summary: 'too old', time: new Date(now - 91 * day).toISOString() }));
    for (const n of [1, 2, 3, 4]) log.append(entry({ summary: `recent ${n}`, time: new Date(now - n * day).toISOString() }));
    await log.close();
    expect(ACTIVITY_RETENTION).toEqual({ days: 90, rows: 100_000 });

    const reopened = new ActivityLog(dir, { now: () => now, retention: { days: 90, rows: 3 } });
    expect(reopened.list().map((e) => e.summary)).toEqual(['recent 4', 'recent 3', 'recent 2']);
    await reopened.close();
  });

  it('moves the log file of earlier versions in once, in its order, and renames it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-activity-'));
    const fixture = join(import.meta.dirname, 'legacy-files', LEGACY_ACTIVITY_FILE);
    copyFileSync(fixture, join(dir, LEGACY_ACTIVITY_FILE));
    const log = new ActivityLog(dir, { now: () => Date.parse('2026-03-03T00:00:00.000Z') });
    expect(log.list().map((e) => e.idempotencyKey)).toEqual(['k-3', 'k-2', 'k-1']);
    expect(log.list({ search: 'insufficient' })[0]).toMatchObject({ outcome: 'error', status: 409, reference: null });
    await log.close();
    expect(existsSync(join(dir, LEGACY_ACTIVITY_FILE))).toBe(false);
    expect(readFileSync(join(dir, `${LEGACY_ACTIVITY_FILE}.migrated`))).toEqual(readFileSync(fixture));
    expect(new ActivityLog(dir, { now: () => Date.parse('2026-03-03T00:00:00.000Z') }).list()).toHaveLength(3);
  });
});

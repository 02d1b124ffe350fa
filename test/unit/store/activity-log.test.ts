import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActivityLog, redact, type ActivityEntry } from '../../../src/main/store/activity-log';

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
    const raw = readFileSync(join(dir, 'activity.jsonl'), 'utf8');
    expect(raw).not.toContain('SECRETSECRET');
    expect(log.list()[0]!.detail).toContain('[redacted]');
  });
});

import { describe, expect, it } from 'vitest';
import { asOfText } from '../../../src/renderer/src/components/AsOfNotice';
import { recently } from '../../../src/renderer/src/components/format';
import { asOfOf, OFFLINE_RETRY_MS, oldestAsOf, refetchIntervalOf } from '../../../src/renderer/src/api/offline-retry';
import { formatRecent } from '../../../src/shared/domain/time';
import { appCalls } from '../../../src/shared/contract/app';
import { mediaCalls } from '../../../src/shared/contract/media';
import { ticketCalls } from '../../../src/shared/contract/tickets';

const query = (data: unknown) => ({ state: { data } });

describe('the "as of" notice of lists answered from a local copy', () => {
  it('says offline with the last sync, the time alone when it was today', () => {
    const now = new Date('2026-11-26T16:00:00Z');
    const utc = { locale: 'en-GB', timeZone: 'UTC', now };
    expect(formatRecent('2026-11-26T14:32:05Z', utc)).toBe('14:32');
    expect(formatRecent('2026-11-25T14:32:05Z', utc)).toBe('25 Nov 2026, 14:32');
    // Today is the display zone's: 23:30 UTC on the 25th is already the 26th in Oslo.
    expect(formatRecent('2026-11-25T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Oslo', now })).toBe('00:30');
    const asOf = new Date(Date.now() - 60_000).toISOString();
    expect(asOfText(asOf)).toBe(`Offline: as of ${recently(asOf)}`);
  });

  it('is carried by every list that may answer from a replica as one optional instant', () => {
    const at = '2026-11-26T14:32:05.000Z';
    const outputs = [
      [ticketCalls['tickets.list'].output, { items: [], totalCount: 0, page: 1, pageSize: 25, watermark: 'w' }],
      [ticketCalls['tickets.queues'].output, { queues: [], computedAt: 'x' }],
      [appCalls['app.findRecords'].output, { records: [] }],
      [mediaCalls['media.library'].output, { items: [], totalCount: 0, page: 1, pageSize: 25, hasNextPage: false }],
      [mediaCalls['media.folders'].output, { folders: [] }],
    ] as const;
    for (const [schema, live] of outputs) {
      expect((schema.parse(live) as { asOf?: string }).asOf).toBeUndefined();
      expect((schema.parse({ ...live, asOf: at }) as { asOf?: string }).asOf).toBe(at);
      expect(() => schema.parse({ ...live, asOf: '14:32' })).toThrow();
    }
  });
});

describe('asking again while offline', () => {
  it('asks every list answered "as of" again at one rhythm, and a live one only as its screen says', () => {
    const offline = query({ items: [], asOf: '2026-11-26T14:32:05.000Z' });
    const live = query({ items: [] });
    expect(refetchIntervalOf(undefined)(offline)).toBe(OFFLINE_RETRY_MS);
    expect(refetchIntervalOf(60_000)(offline)).toBe(OFFLINE_RETRY_MS);
    expect(refetchIntervalOf(() => 5_000)(offline)).toBe(OFFLINE_RETRY_MS);
    expect(refetchIntervalOf(undefined)(live)).toBe(false);
    expect(refetchIntervalOf(60_000)(live)).toBe(60_000);
    expect(refetchIntervalOf(() => 5_000)(live)).toBe(5_000);
    expect(refetchIntervalOf(undefined)(query(undefined))).toBe(false);
  });

  it('takes the oldest "as of" among pages and answers shown together', () => {
    const pages = { pages: [{ asOf: '2026-11-26T14:32:00Z' }, { asOf: '2026-11-26T09:00:00+02:00' }, {}] };
    expect(asOfOf(pages)).toBe('2026-11-26T09:00:00+02:00');
    expect(asOfOf({ pages: [{}, {}] })).toBeUndefined();
    expect(refetchIntervalOf(false)(query(pages))).toBe(OFFLINE_RETRY_MS);
    expect(oldestAsOf(undefined, '2026-11-26T14:32:00Z', null)).toBe('2026-11-26T14:32:00Z');
    expect(oldestAsOf(undefined, null)).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EtagCache } from '../../../src/main/erp/etag-cache';
import { client, startStub } from './stub';

/** A records server with weak ETags and If-None-Match, like the ERP's single-record GETs. */
async function recordServer(records: Map<string, Record<string, unknown>>) {
  return startStub((app) => {
    app.get('/preview/items/:n', async (req, reply) => {
      const item = records.get((req.params as { n: string }).n);
      if (!item) return reply.code(404).send({ title: 'Not found', status: 404, errors: [{ code: 'Item.NotFound' }] });
      const etag = `W/"${createHash('sha1').update(JSON.stringify(item)).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
      return reply.header('etag', etag).send(item);
    });
  });
}

describe('ETag revalidation', () => {
  it('answers an unchanged record from the cache with zero body bytes, and sees changes', async () => {
    const records = new Map([['A1', { itemNumber: 'A1', name: 'Bolt', salesPrice: '1.50', modifiedDate: '2025-01-01T00:00:00' }]]);
    const stub = await recordServer(records);
    const erp = await client(stub.url);
    const first = await erp.preview.items.get('A1');
    const bytesAfterFirst = erp.stats().bodyBytesReceived;
    expect(bytesAfterFirst).toBeGreaterThan(0);

    const again = await erp.preview.items.get('A1');
    expect(again).toEqual(first);
    expect(again.modifiedDate).toBe('2025-01-01T00:00:00Z');
    expect(erp.stats().bodyBytesReceived).toBe(bytesAfterFirst);
    expect(erp.stats().notModified).toBe(1);
    expect(stub.seen[1]!.headers['if-none-match']).toMatch(/^W\/"/);

    records.set('A1', { ...records.get('A1')!, name: 'Bolt M8' });
    expect((await erp.preview.items.get('A1')).name).toBe('Bolt M8');
    expect(erp.stats().notModified).toBe(1);
  });

  it('hands out a fresh object on every hit, so a caller cannot corrupt the cache', async () => {
    const stub = await recordServer(new Map([['A1', { itemNumber: 'A1', name: 'Bolt' }]]));
    const erp = await client(stub.url);
    const a = await erp.preview.items.get('A1');
    a.name = 'changed by a screen';
    expect((await erp.preview.items.get('A1')).name).toBe('Bolt');
  });

  it('keeps cached records apart per profile', async () => {
    const stub = await recordServer(new Map([['A1', { itemNumber: 'A1' }]]));
    const erp = await client(stub.url);
    const other = await client(stub.url, { profileId: 'other' });
    await erp.preview.items.get('A1');
    await other.preview.items.get('A1');
    await other.close();
    expect(stub.seen[1]!.headers['if-none-match']).toBeUndefined();
  });
});

describe('EtagCache bounds', () => {
  it('evicts least recently used entries beyond maxEntries', () => {
    const cache = new EtagCache({ maxEntries: 2 });
    cache.set('a', 'e1', 'A');
    cache.set('b', 'e2', 'B');
    cache.get('a'); // a is now more recent than b
    cache.set('c', 'e3', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.etag).toBe('e1');
    expect(cache.size.entries).toBe(2);
  });

  it('evicts by bytes and never keeps a body larger than the whole budget', () => {
    const cache = new EtagCache({ maxBytes: 10 });
    cache.set('a', 'e', '12345');
    cache.set('b', 'e', '12345');
    cache.set('c', 'e', '123');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size.bytes).toBe(8);
    cache.set('huge', 'e', '12345678901');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.bytes).toBe(8);
  });

  it('replacing an entry does not count its bytes twice', () => {
    const cache = new EtagCache({ maxBytes: 100 });
    cache.set('a', 'e1', 'x'.repeat(40));
    cache.set('a', 'e2', 'y'.repeat(30));
    expect(cache.size).toEqual({ entries: 1, bytes: 30 });
  });

  it('a body too large for the budget also forgets the older entry of its key', () => {
    const cache = new EtagCache({ maxBytes: 10 });
    cache.set('a', 'e1', '12345');
    cache.set('a', 'e2', '12345678901');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

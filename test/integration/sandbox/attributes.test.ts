import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { GTIN_ATTRIBUTE, seededGtin } from '../../../src/sandbox/seed/attributes';
import { gtinKind } from '../../../src/shared/domain/barcode';
import { client, codes, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

const numbers = (body: { items: { itemNumber: string }[] }) => body.items.map((i) => i.itemNumber);

describe('attribute definitions and the items attribute filter (rows 322, 323)', () => {
  it('lists the definitions, the GTIN attribute among them, and searches them', async () => {
    const all = await client(sb).get('/attributes');
    expect(all.status).toBe(200);
    expect(all.body.items.map((a: { code: string }) => a.code)).toContain(GTIN_ATTRIBUTE);
    const found = await client(sb).get('/attributes?search=ean');
    expect(found.body).toMatchObject({ totalCount: 1, items: [{ code: 'GTIN', dataType: 'Text', pattern: '\\d{8}|\\d{12,14}' }] });
  });

  it('finds exactly the item carrying a GTIN, by code and value', async () => {
    const gtin = seededGtin('FV-10062')!;
    expect(gtinKind(gtin)).toBe('GTIN-13');
    const res = await client(sb).get(`/items?attribute=${encodeURIComponent(`GTIN:${gtin}`)}`);
    expect(res.status).toBe(200);
    expect(numbers(res.body)).toEqual(['FV-10062']);
    const lower = await client(sb).get(`/items?attribute=${encodeURIComponent(`gtin:${gtin}`)}`);
    expect(numbers(lower.body)).toEqual(['FV-10062']);
  });

  it('compares the value exactly: the 14-digit form of a stored GTIN-13 is another value', async () => {
    const gtin = seededGtin('FV-10062')!;
    const res = await client(sb).get(`/items?attribute=${encodeURIComponent(`GTIN:0${gtin}`)}`);
    expect(res.body.totalCount).toBe(0);
  });

  it('gives a good share of the catalogue a GTIN with a valid check digit, each one distinct', async () => {
    const api = client(sb);
    const carrying = [
      ...(await api.get('/items?attribute=GTIN&pageSize=200')).body.items,
      ...(await api.get('/items?attribute=GTIN&pageSize=200&page=2')).body.items,
    ];
    const all = (await api.get('/items?pageSize=1')).body.totalCount as number;
    expect(carrying.length).toBeGreaterThan(all * 0.6);
    expect(carrying.length).toBeLessThan(all);
    const gtins = carrying.map((i: { itemNumber: string }) => seededGtin(i.itemNumber));
    expect(gtins.every((g: string | null) => g !== null && gtinKind(g) === 'GTIN-13')).toBe(true);
    expect(new Set(gtins).size).toBe(gtins.length);
  });

  it('refuses an attribute that is not defined, naming the filter', async () => {
    const res = await client(sb).get('/items?attribute=BARCODE:123');
    expect(res.status).toBe(400);
    expect(codes(res)).toContain('Item.UnknownAttribute');
    expect(res.body.errors[0]).toMatchObject({ field: 'attribute', detail: "No attribute 'BARCODE' is defined." });
  });

  it('combines with the other filters', async () => {
    const gtin = seededGtin('FV-10062')!;
    const res = await client(sb).get(`/items?search=zzz-none&attribute=${encodeURIComponent(`GTIN:${gtin}`)}`);
    expect(res.body.totalCount).toBe(0);
  });
});

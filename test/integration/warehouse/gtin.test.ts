import { describe, expect, it } from 'vitest';
import { findItemByGtin, findItemByScan } from '../../../src/main/services/shared/gtin';
import { seededGtin } from '../../../src/sandbox/seed/attributes';
import { GS } from '../../../src/shared/domain/gs1';
import type { AppError } from '../../../src/shared/errors';
import { useSandbox } from '../erp/sandbox';

/** Items found by the GTIN kept in an item attribute (docs/api-assumptions.md 322, 323), against the sandbox over HTTP. */
const full = useSandbox({ scale: 1 });
const bare = useSandbox({ scale: 1, leaveOut: ['item-attributes.read'] });

const today = '2026-11-26';
const gtin13 = seededGtin('FV-10062')!;
const gtin14 = `0${gtin13}`;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as AppError,
  );

describe('finding an item by its GTIN', () => {
  it('finds the item whose attribute holds the GTIN-13 form of a 14-digit label GTIN, in 3 calls', async () => {
    const erp = await full.client();
    const calls = full.sandbox().recordTraffic();
    expect((await findItemByGtin(erp, 'GTIN', gtin14)).itemNumber).toBe('FV-10062');
    expect(calls.byRoute()).toEqual({ 'GET /preview/attributes': 1, 'GET /preview/items': 2 });
    calls.stop();
    expect((await findItemByGtin(erp, 'gtin', gtin13)).itemNumber).toBe('FV-10062');
  });

  it('says which GTIN and attribute matched nothing', async () => {
    const erp = await full.client();
    const error = await failure(findItemByGtin(erp, 'GTIN', '09506000134352'));
    expect(error.data).toMatchObject({ kind: 'notFound', code: 'Gtin.NoItem', detail: 'No item carries GTIN 09506000134352 (attribute GTIN).' });
  });

  it('refuses an attribute the ERP does not define, pointing at the connection setting', async () => {
    const erp = await full.client();
    const error = await failure(findItemByGtin(erp, 'EAN', gtin14));
    expect(error.data).toMatchObject({ code: 'Gtin.AttributeMissing', title: 'No attribute EAN on this ERP' });
  });

  it('is off, with the reason, on a server without attributes, and not asked again', async () => {
    const erp = await bare.client();
    const error = await failure(findItemByGtin(erp, 'GTIN', gtin14));
    expect(error.data).toMatchObject({ kind: 'notOffered', title: 'This ERP does not offer item attributes, so items cannot be found by GTIN.' });
    const calls = bare.sandbox().recordTraffic();
    expect((await failure(findItemByGtin(erp, 'GTIN', gtin14))).kind).toBe('notOffered');
    expect(calls.count()).toBe(0);
    calls.stop();
  });
});

describe('finding an item by a scan', () => {
  it('opens the item of a DataMatrix label, with its batch and expiry', async () => {
    const erp = await full.client();
    const found = await findItemByScan(erp, 'GTIN', `]d201${gtin14}17271231${GS}10B-77${GS}21S1`, today);
    expect(found.item.itemNumber).toBe('FV-10062');
    expect(found.label).toMatchObject({ batch: 'B-77', expiry: '2027-12-31', serial: 'S1' });
    expect(found.warnings).toEqual([]);
  });

  it('passes on an expired label as a warning, and finds the item of a Digital Link', async () => {
    const erp = await full.client();
    const found = await findItemByScan(erp, 'GTIN', `https://id.example.com/01/${gtin14}/10/OLD?17=250101`, today);
    expect(found.item.itemNumber).toBe('FV-10062');
    expect(found.warnings).toEqual(['The label’s expiry date 2025-01-01 (AI 17) has already passed: the goods are expired.']);
  });

  it('finds the item of a plain EAN-13 barcode', async () => {
    const erp = await full.client();
    expect((await findItemByScan(erp, 'GTIN', gtin13, today)).item.itemNumber).toBe('FV-10062');
  });

  it('refuses a label with a bad check digit without asking the ERP', async () => {
    const erp = await full.client();
    const wrong = gtin14.slice(0, -1) + String((Number(gtin14.at(-1)) + 1) % 10);
    const error = await failure(findItemByScan(erp, 'GTIN', `]C101${wrong}`, today));
    expect(error.data).toMatchObject({ kind: 'validation', code: 'Gs1.badCheckDigit' });
    expect(error.data.detail).toContain(`AI (01) GTIN ${wrong} has check digit`);
  });

  it('refuses an SSCC label, which names no item', async () => {
    const erp = await full.client();
    const error = await failure(findItemByScan(erp, 'GTIN', ']C100106141411234567897', today));
    expect(error.data.detail).toBe('This label names no item: it carries the SSCC 106141411234567897 of a logistic unit, but no GTIN (AI 01 or 02).');
  });

  it('refuses what is neither a GS1 label nor a GTIN', async () => {
    const erp = await full.client();
    const error = await failure(findItemByScan(erp, 'GTIN', 'XYZ-1', today));
    expect(error.data).toMatchObject({ code: 'Gs1.NotGs1', detail: 'XYZ-1 is not a GS1 label and not a GTIN.' });
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shared/contract/purchasing';
import { newDraft, type LineDraft } from '../../../src/renderer/src/workspaces/purchasing/receipt-check';
import { isLabelScan } from '../../../src/shared/domain/gs1';
import { applyScan, labelOffOrder, nextField, unitOfLabel, type ScanContext } from '../../../src/renderer/src/workspaces/purchasing/receipt-scan';

const line = (lineNumber: number, itemNumber: string, over: Partial<OrderLine> = {}): OrderLine => ({
  lineNumber,
  itemNumber,
  itemName: 'Thing',
  quantity: '155',
  receivedQuantity: '0',
  remainingQuantity: '155',
  unit: 'PCS',
  unitPrice: '1.00',
  lineTotal: '155.00',
  expectedDate: null,
  promisedDate: null,
  trackingType: 'None',
  decimalPlaces: 0,
  status: 'Confirmed',
  ...over,
});

const lines = [
  line(1, 'FV-1'),
  line(2, 'FV-2', { trackingType: 'Batch' }),
  line(3, 'FV-3', { trackingType: 'Serial', remainingQuantity: '3' }),
  line(4, 'FV-3', { trackingType: 'Serial', remainingQuantity: '2' }),
  line(5, 'FV-5', { remainingQuantity: '2' }),
  line(6, 'FV-5', { remainingQuantity: '4' }),
  line(7, 'FV-7', { remainingQuantity: '0' }),
];

function context(start: 'remainder' | 'zero', blocked: number[] = []): { ctx: ScanContext; drafts: Record<string, LineDraft> } {
  const open = lines.filter((l) => l.remainingQuantity !== '0');
  const fresh = (n: number) =>
    newDraft(
      lines.find((l) => l.lineNumber === n)!,
      null,
      start,
    );
  return {
    ctx: { orderNumber: 'PO-1', lines, open, blocked: new Set(blocked), fresh },
    drafts: Object.fromEntries(open.map((l) => [l.lineNumber, fresh(l.lineNumber)])),
  };
}

function taken(result: ReturnType<typeof applyScan>) {
  if (!result.taken) throw new Error(`not taken: ${result.notice}`);
  return result;
}

describe('a scan in the Receive dialog', () => {
  it('adds one unit to a typed quantity instead of setting the remainder', () => {
    const { ctx, drafts } = context('remainder');
    drafts[1] = { ...drafts[1]!, quantity: '10' };
    const once = taken(applyScan(ctx, drafts, { itemNumber: 'fv-1' }));
    expect(once.drafts[1]!.quantity).toBe('11');
    const twice = taken(applyScan(ctx, once.drafts, { itemNumber: 'FV-1' }));
    expect(twice.drafts[1]!.quantity).toBe('12');
  });

  it('counts from zero when lines start at zero, and a label can add its count', () => {
    const { ctx, drafts } = context('zero');
    expect(drafts[1]).toMatchObject({ include: false, quantity: '0' });
    const first = taken(applyScan(ctx, drafts, { itemNumber: 'FV-1' }));
    expect(first.drafts[1]).toMatchObject({ include: true, quantity: '1' });
    expect(taken(applyScan(ctx, first.drafts, { itemNumber: 'FV-1', quantity: '12' })).drafts[1]!.quantity).toBe('13');
  });

  it('ticks an unticked line at what remains, then says a further scan added nothing', () => {
    const { ctx, drafts } = context('remainder');
    drafts[1] = { ...drafts[1]!, include: false };
    const first = taken(applyScan(ctx, drafts, { itemNumber: 'FV-1' }));
    expect(first.drafts[1]).toMatchObject({ include: true, quantity: '155' });
    expect(first.notice).toBeNull();
    const again = taken(applyScan(ctx, first.drafts, { itemNumber: 'FV-1' }));
    expect(again.drafts[1]!.quantity).toBe('155');
    expect(again.notice).toBe('Line 1 already takes all 155 remaining: the scan added nothing.');
  });

  it('goes to the next line of the same item once the first holds all it can take', () => {
    const { ctx, drafts } = context('zero');
    let state = drafts;
    const landed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = taken(applyScan(ctx, state, { itemNumber: 'FV-5' }));
      landed.push(r.lineNumber);
      state = r.drafts;
    }
    expect(landed).toEqual([5, 5, 6, 6]);
    expect([state[5]!.quantity, state[6]!.quantity]).toEqual(['2', '2']);
  });

  it('counts a serial-tracked line by its serials and refuses a serial scanned twice, naming it', () => {
    const { ctx, drafts } = context('zero');
    const item = taken(applyScan(ctx, drafts, { itemNumber: 'FV-3' }));
    expect(item).toMatchObject({ lineNumber: 3, focus: 'serials' });
    expect(item.drafts[3]).toMatchObject({ include: true, quantity: '0' });
    const one = taken(applyScan(ctx, item.drafts, { itemNumber: 'FV-3', serial: 'SN-1' }));
    const two = taken(applyScan(ctx, one.drafts, { itemNumber: 'FV-3', serial: 'SN-2' }));
    expect(two.drafts[3]).toMatchObject({ serials: 'SN-1\nSN-2', quantity: '2' });
    const twice = applyScan(ctx, two.drafts, { itemNumber: 'FV-3', serial: 'SN-1' });
    expect(twice).toEqual({ taken: false, lineNumber: 3, notice: 'Serial number SN-1 is already scanned on line 3: it was not added again.' });
  });

  it('keeps a typed serial quantity above the serials scanned so far', () => {
    const { ctx, drafts } = context('remainder');
    expect(taken(applyScan(ctx, drafts, { itemNumber: 'FV-3', serial: 'SN-9' })).drafts[3]).toMatchObject({ quantity: '3', serials: 'SN-9' });
  });

  it('fills batch and expiry from a label into empty fields and refuses a second batch on the line', () => {
    const { ctx, drafts } = context('zero');
    const first = taken(applyScan(ctx, drafts, { itemNumber: 'FV-2', batch: 'B-1', expiry: '2027-05-31' }));
    expect(first.drafts[2]).toMatchObject({ quantity: '1', batchNumber: 'B-1', expiryDate: '2027-05-31' });
    const other = applyScan(ctx, first.drafts, { itemNumber: 'FV-2', batch: 'B-2' });
    expect(other).toMatchObject({ taken: false, notice: 'Line 2 already has batch B-1; batch B-2 needs a receipt of its own.' });
  });

  it('says why a scan finds no line to take it', () => {
    const { ctx, drafts } = context('remainder', [1]);
    expect(applyScan(ctx, drafts, { itemNumber: 'NOPE' })).toMatchObject({ taken: false, notice: 'NOPE is not on PO-1: nothing was taken in.' });
    expect(applyScan(ctx, drafts, { itemNumber: 'FV-7' })).toMatchObject({ notice: 'FV-7 is on line 7, which has nothing left to receive.' });
    expect(applyScan(ctx, drafts, { itemNumber: 'FV-1' })).toMatchObject({ notice: expect.stringContaining('resume it first') });
  });
});

describe('where the cursor goes after a scan', () => {
  it('is the line’s next empty field: quantity, batch, expiry, serials', () => {
    const blank: LineDraft = { include: true, quantity: '', locationCode: null, batchNumber: '', expiryDate: '', serials: '' };
    const batch = lines[1]!;
    expect(nextField(batch, blank)).toBe('quantity');
    expect(nextField(batch, { ...blank, quantity: '1' })).toBe('batchNumber');
    expect(nextField(batch, { ...blank, quantity: '1', batchNumber: 'B' })).toBe('expiryDate');
    expect(nextField(batch, { ...blank, quantity: '1', batchNumber: 'B', expiryDate: '2027-01-01' })).toBe('quantity');
    expect(nextField(lines[2]!, { ...blank, quantity: '1' })).toBe('serials');
  });
});

describe('labels at receipt', () => {
  it('reads GS1 labels and GTINs as labels, item numbers on the order as they are', () => {
    expect(isLabelScan(']C10107090012000627', lines)).toBe(true);
    expect(isLabelScan('(01)07090012000627(30)12', lines)).toBe(true);
    expect(isLabelScan('4006381333931', lines)).toBe(true);
    expect(isLabelScan('FV-1', lines)).toBe(false);
    // An item number that happens to pass a GTIN check digit is the item on the order.
    expect(isLabelScan('4006381333931', [...lines, line(8, '4006381333931')])).toBe(false);
  });

  it('turns what a label says into the unit the scan adds, one when it carries no count', () => {
    const label = { itemNumber: 'FV-2', gtin: '07090012000627', batchNumber: 'L-1', expiryDate: '2031-12-31', serialNumber: null, count: '12', warnings: [] };
    expect(unitOfLabel(label)).toEqual({ itemNumber: 'FV-2', quantity: '12', batch: 'L-1', expiry: '2031-12-31', gtin: '07090012000627' });
    expect(unitOfLabel({ ...label, gtin: null, count: null, batchNumber: null, expiryDate: null })).toEqual({ itemNumber: 'FV-2' });
    const { ctx, drafts } = context('zero');
    const result = applyScan(ctx, drafts, unitOfLabel(label));
    expect(result.taken && result.drafts[2]).toMatchObject({ quantity: '12', batchNumber: 'L-1', expiryDate: '2031-12-31', include: true });
  });

  it('keeps on the line the first GTIN scanned onto it, for the labels printed after the receipt', () => {
    const { ctx, drafts } = context('zero');
    const first = taken(applyScan(ctx, drafts, { itemNumber: 'FV-1', gtin: '07090012000627' }));
    expect(first.drafts[1]!.gtin).toBe('07090012000627');
    const carton = taken(applyScan(ctx, first.drafts, { itemNumber: 'FV-1', gtin: '17090012000624', quantity: '6' }));
    expect(carton.drafts[1]).toMatchObject({ quantity: '7', gtin: '07090012000627' });
    expect(taken(applyScan(ctx, drafts, { itemNumber: 'FV-1' })).drafts[1]!.gtin).toBeUndefined();
  });
});

describe('a label scanned on the order screen with the Receive dialog closed', () => {
  const order = { orderNumber: 'PO-100061', status: 'PartiallyReceived', lines };
  it('goes to the open order when one of its lines holds the item', () => {
    expect(labelOffOrder('label', order, 'fv-2')).toBeNull();
    expect(labelOffOrder('gtin', order, 'FV-3')).toBeNull();
  });
  it('says why when no order is open, or the open order does not hold the item', () => {
    expect(labelOffOrder('label', null, null)).toBe('A GS1 label: open the purchase order to receive it.');
    expect(labelOffOrder('gtin', null, null)).toBe('A GTIN: open the purchase order to receive it.');
    expect(labelOffOrder('label', order, 'FV-10247')).toBe('This is a GS1 label of FV-10247, which is not on PO-100061.');
    expect(labelOffOrder('gtin', order, 'FV-10247')).toBe('This is a GTIN of FV-10247, which is not on PO-100061.');
    expect(labelOffOrder('label', { ...order, status: 'Closed' }, 'FV-2')).toBe(
      'This is a GS1 label of FV-2, but PO-100061 is Closed: nothing can be received on it.',
    );
  });
});

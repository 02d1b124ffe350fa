import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, ReceiveResult } from '../../../src/shared/contract/purchasing';
import { newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => h?.core.close());

describe('the order lifecycle', () => {
  it('goes Draft -> Sent -> Confirmed -> PartiallyReceived -> Received, with each line edit merge-patched', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const draft = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber, quantity: '10' }],
    });
    expect(draft.status).toBe('Draft');
    // A blank price comes from the supplier's price list.
    const { items } = await h.call<{ items: { itemNumber: string; unitPrice: string }[] }>('purchasing.supplierItems', { supplierNumber });
    expect(draft.lines[0]!.unitPrice).toBe(items.find((i) => i.itemNumber === itemNumber)!.unitPrice);

    const sent = await h.call<OrderDetail>('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber, sendEmail: true });
    expect(sent).toMatchObject({ status: 'Sent' });
    expect(sent.emailSentTo).toBeTruthy();

    const edited = await h.call<OrderDetail>('purchasing.editLines', {
      orderNumber: draft.orderNumber,
      lines: [{ lineNumber: 1, quantity: '12', promisedDate: '2031-01-15' }],
    });
    expect(edited.lines[0]).toMatchObject({ quantity: '12', promisedDate: '2031-01-15', expectedDate: draft.lines[0]!.expectedDate });

    const confirmed = await h.call<OrderDetail>('purchasing.confirm', {
      operationId: newOperationId(),
      orderNumber: draft.orderNumber,
      promisedDeliveryDate: '2031-01-20',
    });
    expect(confirmed).toMatchObject({ status: 'Confirmed', promisedDeliveryDate: '2031-01-20' });

    const partial = await h.call<ReceiveResult>('purchasing.receive', {
      orderNumber: draft.orderNumber,
      lines: [{ lineNumber: 1, operationId: newOperationId(), quantity: '5' }],
    });
    expect(partial.results[0]).toMatchObject({ outcome: 'received' });
    expect(partial.order).toMatchObject({ status: 'PartiallyReceived', lines: [{ receivedQuantity: '5', remainingQuantity: '7' }] });

    const rest = await h.call<ReceiveResult>('purchasing.receive', {
      orderNumber: draft.orderNumber,
      lines: [{ lineNumber: 1, operationId: newOperationId(), quantity: '7' }],
    });
    expect(rest.order).toMatchObject({ status: 'Received', lines: [{ remainingQuantity: '0' }] });

    const log = await h.call<{ entries: { summary: string }[] }>('activity.list', { search: draft.orderNumber });
    expect(log.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([`Receive 5 of ${itemNumber} on ${draft.orderNumber} line 1`, `Send ${draft.orderNumber} and e-mail the PDF to the supplier`]),
    );
  });

  it('closes an order with a remainder, settling it without the outstanding quantity', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const draft = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [{ itemNumber, quantity: '8' }],
    });
    await h.call('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    await h.call('purchasing.confirm', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    await h.call('purchasing.receive', { orderNumber: draft.orderNumber, lines: [{ lineNumber: 1, operationId: newOperationId(), quantity: '3' }] });
    const closed = await h.call<OrderDetail>('purchasing.close', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    expect(closed).toMatchObject({ status: 'Closed', lines: [{ receivedQuantity: '3', remainingQuantity: '0', status: 'Closed' }] });
    const again = await h.raw('purchasing.receive', {
      orderNumber: draft.orderNumber,
      lines: [{ lineNumber: 1, operationId: newOperationId(), quantity: '1' }],
    });
    expect(again).toMatchObject({ ok: true, value: { results: [{ outcome: 'failed', error: { code: 'PurchaseOrder.InvalidStatus' } }] } });
  });

  it('creates an order once even when the same create is sent twice', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const input = { operationId: newOperationId(), supplierNumber, warehouseCode: 'OSL', lines: [{ itemNumber, quantity: '2', unitPrice: '9.50' }] };
    const first = await h.call<OrderDetail>('purchasing.create', input);
    const second = await h.call<OrderDetail>('purchasing.create', input);
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(first.lines[0]!.unitPrice).toBe('9.50');
  });

  it('shows the atomic per-line errors at the lines they concern', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const result = await h.raw('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [
        { itemNumber, quantity: '1' },
        { itemNumber: 'NO-SUCH-ITEM', quantity: '1' },
        { itemNumber, quantity: '1.5' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.error.fieldErrors.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['lines[1].itemNumber', 'lines[2].quantity']));
    expect(fields).not.toContain('lines[0].itemNumber');
    // As the form numbers them, from 1, and in words without identifiers.
    expect(result.error.fieldErrors.map((f) => f.label)).toEqual(expect.arrayContaining(['line 2, Item', 'line 3, Quantity']));
    expect(result.error.fieldErrors.find((f) => f.field === 'lines[2].quantity')!.message).toMatch(/^Quantity allows at most 0 decimal/);
    expect(JSON.stringify([result.error.detail, result.error.fieldErrors.map((f) => [f.label, f.message])])).not.toMatch(/lines\[|itemNumber|'quantity'/);
  });

  it('refuses bad input before it reaches the ERP, naming the line', async () => {
    const result = await h.raw('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber: '',
      warehouseCode: 'OSL',
      lines: [{ itemNumber: 'X', quantity: '0' }],
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (result.ok) return;
    expect(result.error.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'supplierNumber', message: 'Choose a supplier' }),
        expect.objectContaining({ field: 'lines[0].quantity', message: 'The quantity must be greater than zero' }),
      ]),
    );
  });

  it('names the line of a refused line edit', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const draft = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [
        { itemNumber, quantity: '4' },
        { itemNumber, quantity: '4' },
      ],
    });
    await h.call('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    await h.call('purchasing.confirm', { operationId: newOperationId(), orderNumber: draft.orderNumber });
    await h.call('purchasing.receive', { orderNumber: draft.orderNumber, lines: [{ lineNumber: 2, operationId: newOperationId(), quantity: '3' }] });
    const result = await h.raw('purchasing.editLines', {
      orderNumber: draft.orderNumber,
      lines: [
        { lineNumber: 1, quantity: '5' },
        { lineNumber: 2, quantity: '2' },
      ],
    });
    expect(result).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'lines[1].quantity', label: 'line 2, Quantity' }] } });
    // Only line 2 changed: the request's first edit, but the dialog's line 2.
    const alone = await h.raw('purchasing.editLines', { orderNumber: draft.orderNumber, lines: [{ lineNumber: 2, quantity: '2' }] });
    expect(alone).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'lines[0].quantity', label: 'line 2, Quantity' }] } });
  });
});

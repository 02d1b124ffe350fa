import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, ReceiveResult } from '../../../src/shared/contract/purchasing';
import { confirmedOrder, newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => {
  await h?.clearFaults();
  await h?.core.close();
});

const receive = (orderNumber: string, lines: object[]) => h.call<ReceiveResult>('purchasing.receive', { orderNumber, lines });
const receiptPath = (orderNumber: string, line: number) => `/preview/purchase-orders/${orderNumber}/lines/${line}/receive`;

describe('receiving line by line', () => {
  it('refuses an over-receipt with the quantity still outstanding', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '4' }]);
    const { results, order } = await receive(po.orderNumber, [{ lineNumber: 1, operationId: newOperationId(), quantity: '5' }]);
    expect(results[0]).toMatchObject({ outcome: 'failed', error: { code: 'PurchaseOrderLine.OverReceipt' } });
    expect((results[0]!.error as { detail: string }).detail).toMatch(/Only 4 .* remain on line 1; cannot receive 5/);
    expect(order).toMatchObject({ status: 'Confirmed' });
  });

  it('receives a serial-tracked line with one serial number per unit and refuses duplicates before sending', async () => {
    const { itemNumber, supplierNumber } = await purchasable('Serial');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '2' }]);
    const before = (await h.ledger({ pathPrefix: receiptPath(po.orderNumber, 1) })).length;
    const dup = await receive(po.orderNumber, [{ lineNumber: 1, operationId: newOperationId(), quantity: '2', serialNumbers: ['SN-A', 'SN-A'] }]);
    expect(dup.results[0]).toMatchObject({
      outcome: 'failed',
      error: { title: 'Serial number SN-A is listed twice', fieldErrors: [{ field: 'serialNumbers' }] },
    });
    expect(await h.ledger({ pathPrefix: receiptPath(po.orderNumber, 1) })).toHaveLength(before);

    const tooFew = await receive(po.orderNumber, [{ lineNumber: 1, operationId: newOperationId(), quantity: '2', serialNumbers: ['SN-ONLY'] }]);
    expect(tooFew.results[0]).toMatchObject({ outcome: 'failed', error: { code: 'PurchaseOrderLine.SerialNumbersMismatch' } });

    const serials = [`SN-${po.orderNumber}-1`, `SN-${po.orderNumber}-2`];
    const ok = await receive(po.orderNumber, [{ lineNumber: 1, operationId: newOperationId(), quantity: '2', serialNumbers: serials }]);
    expect(ok.results[0]).toMatchObject({ outcome: 'received' });
    expect(ok.results[0]!.transactionIds).toHaveLength(2);
    expect(ok.order).toMatchObject({ status: 'Received' });
  });

  it('receives a batch-tracked line only with batch number and expiry', async () => {
    const { itemNumber, supplierNumber } = await purchasable('Batch');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '10' }]);
    const bare = await receive(po.orderNumber, [{ lineNumber: 1, operationId: newOperationId(), quantity: '4' }]);
    expect(bare.results[0]!.error).toMatchObject({
      kind: 'validation',
      fieldErrors: expect.arrayContaining([expect.objectContaining({ field: 'batchNumber' }), expect.objectContaining({ field: 'expiryDate' })]),
    });
    const ok = await receive(po.orderNumber, [
      { lineNumber: 1, operationId: newOperationId(), quantity: '4', batchNumber: `B-${po.orderNumber}`, expiryDate: '2031-06-30', locationCode: undefined },
    ]);
    expect(ok.results[0]).toMatchObject({ outcome: 'received' });
    expect(ok.order).toMatchObject({ status: 'PartiallyReceived', lines: [{ receivedQuantity: '4', remainingQuantity: '6' }] });
  });

  it('receives several lines in one go; a failing line does not hide the others', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const po = await confirmedOrder(h, supplierNumber, [
      { itemNumber, quantity: '3' },
      { itemNumber, quantity: '3' },
      { itemNumber, quantity: '3' },
    ]);
    const { results, order } = await receive(po.orderNumber, [
      { lineNumber: 1, operationId: newOperationId(), quantity: '3' },
      { lineNumber: 2, operationId: newOperationId(), quantity: '9' },
      { lineNumber: 3, operationId: newOperationId(), quantity: '1' },
    ]);
    expect(results.map((r) => [r.lineNumber, r.outcome])).toEqual([
      [1, 'received'],
      [2, 'failed'],
      [3, 'received'],
    ]);
    expect(order).toMatchObject({ status: 'PartiallyReceived' });
    expect(order!.lines.map((l) => l.receivedQuantity)).toEqual(['3', '0', '1']);
  });
});

describe('exactly once', () => {
  it('a receipt whose answer is dropped is retried with its key and books stock once, as the ledger proves', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '6' }]);
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: receiptPath(po.orderNumber, 1), method: 'POST', count: 1 }]);
    const operationId = newOperationId();
    const { results, order } = await receive(po.orderNumber, [{ lineNumber: 1, operationId, quantity: '2' }]);
    await h.clearFaults();
    expect(results[0]).toMatchObject({ outcome: 'replayed' });
    expect(order!.lines[0]).toMatchObject({ receivedQuantity: '2', remainingQuantity: '4' });
    const booked = await h.ledger({ pathPrefix: receiptPath(po.orderNumber, 1) });
    expect(booked).toHaveLength(1);

    // The same prepared receipt sent again (a second click) is recognised too.
    const again = await receive(po.orderNumber, [{ lineNumber: 1, operationId, quantity: '2' }]);
    expect(again.results[0]).toMatchObject({ outcome: 'replayed' });
    expect(again.order!.lines[0]).toMatchObject({ receivedQuantity: '2' });
    expect(await h.ledger({ pathPrefix: receiptPath(po.orderNumber, 1) })).toHaveLength(1);
  });

  it('a receipt interrupted by a restart is resumed from the journal and books once', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '5' }]);
    const path = receiptPath(po.orderNumber, 1);
    // The first attempt is booked but its answer is lost; every retry of the first run is then
    // turned away (429) until it gives up, so the outcome stays unknown, as if the app had stopped.
    await h.faults([
      { kind: 'latency', latencyMs: 1500, pathPrefix: path, method: 'POST', count: 1 },
      { kind: 'drop-after-commit', pathPrefix: path, method: 'POST', count: 1 },
    ]);
    const first = await startPurchasing();
    const operationId = newOperationId();
    const sending = first.call<ReceiveResult>('purchasing.receive', { orderNumber: po.orderNumber, lines: [{ lineNumber: 1, operationId, quantity: '5' }] });
    // Only once the first attempt is held in the sandbox may every later one be turned away.
    await h.faultFired('latency', path);
    await h.faults([{ kind: 'rate-limit', pathPrefix: path, method: 'POST', count: 100 }]);
    const lost = await sending;
    await h.clearFaults();
    expect(lost.results[0]).toMatchObject({ outcome: 'unknown', error: { kind: 'rateLimited' } });
    expect(lost.order!.pendingReceipts).toMatchObject([{ operationId, lineNumber: 1, quantity: '5' }]);

    // A fresh receipt of the same line is held back until the unanswered one is settled.
    const blocked = await first.call<ReceiveResult>('purchasing.receive', {
      orderNumber: po.orderNumber,
      lines: [{ lineNumber: 1, operationId: newOperationId(), quantity: '5' }],
    });
    expect(blocked.results[0]).toMatchObject({ outcome: 'failed', error: { kind: 'conflict', title: 'An earlier receipt of line 1 is still unconfirmed' } });

    // The app stops without a goodbye; a new app core on the same data folder finishes what was
    // left unanswered on its own (its outbox resends with the original key) and books nothing twice.
    const second = await startPurchasing(first.dataDir);
    await vi.waitFor(async () => expect((await second.call<OrderDetail>('purchasing.order', { orderNumber: po.orderNumber })).pendingReceipts).toEqual([]), {
      timeout: 20_000,
      interval: 100,
    });
    const reopened = await second.call<OrderDetail>('purchasing.order', { orderNumber: po.orderNumber });
    expect(reopened).toMatchObject({ status: 'Received', lines: [{ receivedQuantity: '5' }] });
    const booked = await h.ledger({ pathPrefix: path });
    expect(booked.filter((e) => e.status === 201 || e.status === 200)).toHaveLength(1);
  }, 60_000);
});

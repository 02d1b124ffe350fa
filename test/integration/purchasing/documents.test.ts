import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile } from '../../../src/shared/contract/labels';
import type { OrderDetail } from '../../../src/shared/contract/purchasing';
import { amountText, dayText, quantityText, unitPriceText } from '../../../src/shared/domain/figures';
import { pdfText } from '../../support/pdf-text';
import { confirmedOrder, newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';
import type { ReceiveResult } from '../../../src/shared/contract/purchasing';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => h?.core.close());

const bytesOf = (file: DocumentFile) => new Uint8Array(Buffer.from(file.pdfBase64, 'base64'));

describe('the purchase order as PDF', () => {
  it.each(['en-GB', 'de-DE'])('writes every line, the total and the terms as the order screen does (%s)', async (locale) => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const order = await h.call<OrderDetail>('purchasing.create', {
      operationId: newOperationId(),
      supplierNumber,
      warehouseCode: 'OSL',
      lines: [
        { itemNumber, quantity: '1234' },
        { itemNumber, quantity: '7' },
      ],
    });
    const file = await h.call<DocumentFile>('purchasing.orderPdf', { orderNumber: order.orderNumber, locale });
    expect(file.fileName).toBe(`purchase-order-${order.orderNumber}.pdf`);
    const pages = await pdfText(bytesOf(file));
    const text = pages.flat();
    const currency = order.currencyCode;
    expect(currency, 'the order carries its currency').toBeTruthy();
    expect(text[0]).toBe(`Purchase order ${order.orderNumber}`);
    expect(text).toContain(order.supplierName);
    expect(text).toContain(dayText(order.orderDate, locale));
    expect(order.lines).toHaveLength(2);
    for (const line of order.lines) {
      const cells = [
        String(line.lineNumber),
        line.itemNumber,
        quantityText(line.quantity, line.decimalPlaces, locale),
        unitPriceText(line.unitPrice, currency, locale),
        amountText(line.lineTotal, currency, locale),
      ];
      const at = text.indexOf(cells[0]!, text.indexOf('Total') + 1);
      expect(text.slice(at, at + 8), `line ${line.lineNumber}`).toEqual(expect.arrayContaining(cells));
    }
    // The quantity is written in the number format asked for: 1,234 in en-GB, 1.234 in de-DE.
    expect(text).toContain(locale === 'de-DE' ? '1.234' : '1,234');
    const total = amountText(order.totalAmount, currency, locale);
    expect(total.endsWith(` ${currency}`)).toBe(true);
    expect(text.slice(-3, -1)).toEqual(['Total', total]);
    expect(text.at(-1)).toBe(`Purchase order ${order.orderNumber} · Page 1 of 1`);
  });

  it('runs over pages with the table header repeated, and every line once', async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const lines = Array.from({ length: 70 }, (_, i) => ({ itemNumber, quantity: String(i + 1) }));
    const order = await h.call<OrderDetail>('purchasing.create', { operationId: newOperationId(), supplierNumber, warehouseCode: 'OSL', lines });
    const pages = await pdfText(bytesOf(await h.call<DocumentFile>('purchasing.orderPdf', { orderNumber: order.orderNumber, locale: 'en-GB' })));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Unit price');
    const quantities = pages.flat().filter((t) => /^\d+$/.test(t));
    for (const line of order.lines) expect(quantities).toContain(quantityText(line.quantity, line.decimalPlaces, 'en-GB'));
    expect(pages.at(-1)!.at(-1)).toBe(`Purchase order ${order.orderNumber} · Page ${pages.length} of ${pages.length}`);
  });

  it('refuses a number format that is no language tag, naming the field', async () => {
    const error = await h.raw('purchasing.orderPdf', { orderNumber: 'PO-1', locale: 'not a locale!' });
    expect(JSON.stringify(error)).toContain('Number format: a language tag such as en-GB');
  });
});

describe('the receiving slip as PDF', () => {
  it('lists what was just received with batch, expiry and location, and what remains open', async () => {
    const { itemNumber, supplierNumber } = await purchasable('Batch');
    const po = await confirmedOrder(h, supplierNumber, [{ itemNumber, quantity: '10' }]);
    const line = { lineNumber: 1, quantity: '4', batchNumber: `B-${po.orderNumber}`, expiryDate: '2031-06-30' };
    const received = await h.call<ReceiveResult>('purchasing.receive', { orderNumber: po.orderNumber, lines: [{ ...line, operationId: newOperationId() }] });
    expect(received.results[0]).toMatchObject({ outcome: 'received' });
    const locale = 'en-GB';
    const file = await h.call<DocumentFile>('purchasing.receivingSlipPdf', { orderNumber: po.orderNumber, receivedOn: '2026-11-26', lines: [line], locale });
    expect(file.fileName).toBe(`receiving-slip-${po.orderNumber}.pdf`);
    const text = (await pdfText(bytesOf(file))).flat();
    const orderLine = received.order!.lines[0]!;
    expect(text[0]).toBe(`Receiving slip ${po.orderNumber}`);
    expect(text).toContain(dayText('2026-11-26', locale));
    const at = text.indexOf(itemNumber);
    expect(text.slice(at - 1, at + 6)).toEqual([
      '1',
      itemNumber,
      orderLine.itemName,
      `${quantityText('4', orderLine.decimalPlaces, locale)} ${orderLine.unit}`,
      `B-${po.orderNumber}`,
      dayText('2031-06-30', locale),
      quantityText(orderLine.remainingQuantity, orderLine.decimalPlaces, locale),
    ]);
    expect(orderLine.remainingQuantity).toBe('6');
  });
});

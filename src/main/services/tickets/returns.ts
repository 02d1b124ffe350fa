import type { ReturnDetail, ReturnResult, ReturnRow, ReturnableOrder, createReturnInputSchema, receiveReturnInputSchema } from '@shared/contract/returns';
import { compare, sub, sum } from '@shared/domain/decimal';
import type { z } from 'zod';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpReturn, ReturnWrite } from '../../erp/preview/returns';
import type { StoredProfile } from '../../store/profiles';
import { attachFields, renameFields, type FieldsByCode } from '../shared/field-errors';
import { itemFactsOf } from '../shared/item-facts';
import { pendingPosts } from '../shared/pending-writes';

/**
 * Returns raised from a ticket: created linked to it (the ERP issues or reuses the RMA number),
 * approved and received. Each carries the screen's operationId, so the idempotency journal
 * sends a repeat, a lost answer or a resumed write with the same key and the ERP books it once.
 */

const returnFieldsByCode: FieldsByCode = {
  'SalesOrder.NotFound': 'orderNumber',
  'SalesReturn.NoDeliveredLines': 'lines',
  'SalesReturn.TicketCustomerMismatch': 'orderNumber',
  'Ticket.Closed': 'ticketNumber',
  'Warehouse.NotFound': 'warehouseCode',
  'WarehouseLocation.NotFound': 'locationCode',
};

export function toReturnRow(r: ErpReturn): ReturnRow {
  return {
    returnNumber: r.returnNumber,
    status: r.status,
    orderNumber: r.orderNumber ?? null,
    ticketNumber: r.ticketNumber ?? null,
    rmaNumber: r.rmaNumber ?? null,
    reason: r.reason ?? null,
    returnDate: r.returnDate ?? null,
    receivedDate: r.receivedDate ?? null,
    currencyCode: r.currencyCode ?? null,
    totalAmount: r.totalAmount ?? null,
  };
}

/** When an approve or receive of this return was sent and never answered. */
function pendingSince(client: ErpClient, profile: StoredProfile, returnNumber: string): string | null {
  const path = `/returns/${encodeURIComponent(returnNumber)}/`;
  return pendingPosts(client, profile).find((e) => e.path.includes(path))?.createdAt ?? null;
}

export async function toReturnDetail(client: ErpClient, profile: StoredProfile, r: ErpReturn): Promise<ReturnDetail> {
  const items = await itemFactsOf(
    client,
    (r.lines ?? []).map((l) => l.itemNumber),
  );
  return {
    ...toReturnRow(r),
    customerNumber: r.customerNumber ?? null,
    customerName: r.customerName ?? null,
    warehouseCode: r.warehouseCode ?? null,
    approvedAt: r.approvedAt ?? null,
    totalVat: r.totalVat ?? null,
    externalNotes: r.externalNotes ?? null,
    lines: (r.lines ?? []).map((l) => ({
      lineNumber: l.lineNumber,
      orderLineNumber: l.orderLineNumber ?? null,
      itemNumber: l.itemNumber ?? null,
      itemName: l.itemName ?? null,
      quantity: l.quantity ?? null,
      unit: l.unit ?? null,
      unitPrice: l.unitPrice ?? null,
      lineTotal: l.lineTotal ?? null,
      condition: l.condition ?? null,
      notes: l.notes ?? null,
      trackingType: (l.itemNumber && items.get(l.itemNumber)?.trackingType) || null,
    })),
    approveOffer: client.preview.returns.approveOffer(),
    receiveOffer: client.preview.returns.receiveOffer(),
    pendingSince: pendingSince(client, profile, r.returnNumber),
  };
}

export async function returnsOfTicket(client: ErpClient, profile: StoredProfile, ticketNumber: string): Promise<{ returns: ReturnDetail[] }> {
  const found = await collect(client.preview.returns.all({ ticketNumber }));
  return { returns: await Promise.all(found.map((r) => toReturnDetail(client, profile, r))) };
}

/** What each delivered line can still be returned: delivered less the order's other returns that are not cancelled (row 118). */
export async function returnableOrder(client: ErpClient, orderNumber: string): Promise<ReturnableOrder> {
  const [order, returns] = await Promise.all([client.preview.salesOrders.get(orderNumber), collect(client.preview.returns.all({ orderNumber }))]);
  const counting = returns.filter((r) => r.status !== 'Cancelled').flatMap((r) => r.lines ?? []);
  const items = await itemFactsOf(
    client,
    order.lines.map((l) => l.itemNumber),
  );
  return {
    orderNumber: order.orderNumber,
    customerNumber: order.customerNumber ?? null,
    currencyCode: order.currencyCode ?? null,
    warehouseCode: order.warehouseCode ?? null,
    lines: order.lines.map((l) => {
      const delivered = l.deliveredQuantity ?? '0';
      const alreadyReturned = sum(counting.filter((r) => r.orderLineNumber === l.lineNumber).map((r) => r.quantity ?? '0'));
      const left = sub(delivered, alreadyReturned);
      return {
        orderLineNumber: l.lineNumber,
        itemNumber: l.itemNumber,
        itemName: l.itemName ?? null,
        unit: l.unit ?? null,
        decimalPlaces: items.get(l.itemNumber)?.decimalPlaces ?? null,
        trackingType: items.get(l.itemNumber)?.trackingType ?? null,
        orderedQuantity: l.quantity ?? null,
        deliveredQuantity: l.deliveredQuantity ?? null,
        alreadyReturned,
        returnableQuantity: compare(left, '0') > 0 ? left : '0',
      };
    }),
  };
}

const createLineLabels: Record<string, string> = { quantity: 'Quantity to return', condition: 'Condition', notes: 'Note', orderLineNumber: 'Order line' };
const receiveLineLabels: Record<string, string> = { serialNumbers: 'Serial numbers', batchNumber: 'Batch number', condition: 'Condition', lineNumber: 'Line' };

/**
 * The ERP names `lines[i].quantity`; the message names the field as the screen labels it, on
 * the line the screen shows (`where` says which, from the i-th line sent).
 */
function lineLabels(error: unknown, labels: Record<string, string>, where: (index: number) => string | null): unknown {
  return renameFields(error, (f) => {
    const m = /^lines\[(\d+)\]\.(\w+)/.exec(f.field);
    const line = m ? where(Number(m[1])) : null;
    if (!m || !line) return null;
    return { field: f.field, message: `${labels[m[2]!] ?? m[2]} ${line}: ${f.message}` };
  });
}

async function result(client: ErpClient, profile: StoredProfile, w: ReturnWrite, done: ReturnResult['outcome']): Promise<ReturnResult> {
  return { return: await toReturnDetail(client, profile, w.value), outcome: w.replayed ? 'replayed' : done, transactionIds: w.transactionIds };
}

export async function createReturn(client: ErpClient, profile: StoredProfile, input: z.output<typeof createReturnInputSchema>): Promise<ReturnResult> {
  const { operationId, ...body } = input;
  describeWrite(`Return of ${body.orderNumber} for ${body.ticketNumber} (${body.lines.length} line${body.lines.length === 1 ? '' : 's'}, ${body.reason})`);
  const w = await client.preview.returns.create(body, { operationId }).catch((error: unknown) => {
    throw lineLabels(attachFields(error, returnFieldsByCode), createLineLabels, (i) =>
      body.lines[i] ? `on order line ${body.lines[i].orderLineNumber}` : null,
    );
  });
  return result(client, profile, w, 'created');
}

export async function approveReturn(client: ErpClient, profile: StoredProfile, input: { operationId: string; returnNumber: string }): Promise<ReturnResult> {
  describeWrite(`Approve return ${input.returnNumber}`);
  return result(client, profile, await client.preview.returns.approve(input.returnNumber, { operationId: input.operationId }), 'approved');
}

export async function receiveReturn(client: ErpClient, profile: StoredProfile, input: z.output<typeof receiveReturnInputSchema>): Promise<ReturnResult> {
  const { operationId, returnNumber, ...body } = input;
  describeWrite(`Receive return ${returnNumber} back into stock`);
  const w = await client.preview.returns.receive(returnNumber, body, { operationId }).catch((error: unknown) => {
    throw lineLabels(attachFields(error, returnFieldsByCode), receiveLineLabels, (i) =>
      body.lines?.[i] ? `of return line ${body.lines[i].lineNumber}` : null,
    );
  });
  return result(client, profile, w, 'received');
}

import { lineEditLabels, type LineEdit, type NewOrder, type OrderDetail } from '@shared/contract/purchasing';
import { fieldLabel } from '@shared/domain/field-labels';
import { AppError } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import type { CreatePurchaseOrderInput, PurchaseOrderDetail } from '../../erp/preview/purchase-orders';
import type { StoredProfile } from '../../store/profiles';
import { unchangedSinceEditBegan } from './line-edits';
import { supplierEmailOf, toOrderDetail } from './orders';
import { pendingReceipts } from './receiving';

/**
 * The order's way through the state table: create (Draft), send (Sent), edit lines and
 * confirm (Confirmed), close (Closed). Receiving lives in receiving.ts.
 */

async function detail(client: ErpClient, profile: StoredProfile, po: PurchaseOrderDetail): Promise<OrderDetail> {
  return toOrderDetail(client, po, pendingReceipts(client, profile, po.orderNumber), await supplierEmailOf(client, po.supplierNumber));
}

export async function readOrder(client: ErpClient, profile: StoredProfile, orderNumber: string): Promise<OrderDetail> {
  return detail(client, profile, await client.preview.purchaseOrders.get(orderNumber));
}

/** The state changes carry the dialog's operation id as their key: pressed again after a lost answer, the ERP replays. */
export async function sendOrder(client: ErpClient, profile: StoredProfile, orderNumber: string, sendEmail: boolean, operationId: string): Promise<OrderDetail> {
  describeWrite(sendEmail ? `Send ${orderNumber} and e-mail the PDF to the supplier` : `Send ${orderNumber}`);
  return detail(
    client,
    profile,
    await client.preview.purchaseOrders.send(orderNumber, sendEmail ? { sendEmail: true } : {}, { operationId: `purchasing.send:${operationId}` }),
  );
}

/** Only the fields that are present go into each line's merge patch; null clears a date. */
export async function editLines(client: ErpClient, profile: StoredProfile, orderNumber: string, edits: LineEdit[]): Promise<OrderDetail> {
  await unchangedSinceEditBegan(client, orderNumber, edits);
  let last: PurchaseOrderDetail | null = null;
  for (const [index, { lineNumber, was: _was, ...fields }] of edits.entries()) {
    const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(patch).length === 0) continue;
    describeWrite(
      `Change line ${lineNumber} of ${orderNumber}: ${Object.entries(patch)
        .map(([k, v]) => `${k} ${v ?? 'cleared'}`)
        .join(', ')}`,
    );
    try {
      last = await client.preview.purchaseOrders.patchLine(orderNumber, lineNumber, patch);
    } catch (error) {
      // The field is placed at this change (lines[index], as in the request); its label names the
      // order's own line number, the one the dialog shows.
      if (error instanceof AppError && error.fieldErrors.length > 0) {
        const fieldErrors = error.fieldErrors.map((f) => ({
          ...f,
          field: `lines[${index}].${f.field}`,
          label: `line ${lineNumber}, ${fieldLabel(`lines[].${f.field}`, lineEditLabels)}`,
        }));
        throw new AppError({ ...error.data, fieldErrors });
      }
      throw error;
    }
  }
  return last ? detail(client, profile, last) : readOrder(client, profile, orderNumber);
}

export async function confirmOrder(
  client: ErpClient,
  profile: StoredProfile,
  orderNumber: string,
  operationId: string,
  promisedDeliveryDate?: string,
): Promise<OrderDetail> {
  describeWrite(`Confirm ${orderNumber}${promisedDeliveryDate ? ` for delivery on ${promisedDeliveryDate}` : ''}`);
  const body = promisedDeliveryDate ? { promisedDeliveryDate } : {};
  return detail(client, profile, await client.preview.purchaseOrders.confirm(orderNumber, body, { operationId: `purchasing.confirm:${operationId}` }));
}

export async function closeOrder(client: ErpClient, profile: StoredProfile, orderNumber: string, operationId: string): Promise<OrderDetail> {
  describeWrite(`Close ${orderNumber} without waiting for the outstanding quantity`);
  return detail(client, profile, await client.preview.purchaseOrders.close(orderNumber, { operationId: `purchasing.close:${operationId}` }));
}

/** Before anything was received; the operation id keeps the key, so a retry replays instead of repeating. */
export async function cancelOrder(client: ErpClient, profile: StoredProfile, orderNumber: string, operationId: string): Promise<OrderDetail> {
  describeWrite(`Cancel ${orderNumber}`);
  return detail(client, profile, await client.preview.purchaseOrders.cancel(orderNumber, { operationId: `purchasing.cancel:${operationId}` }));
}

/** The ERP validates the whole order atomically and names each bad field as lines[i].field. */
/**
 * The expected delivery date an order is created with: the one given, else the latest of its
 * lines' (docs/api-assumptions.md row 320). Left out, the ERP would take the supplier's lead time
 * from today, which can fall before a line's own date and show the order overdue while every
 * line is still on time.
 */
export function headerExpectedDate(order: Pick<NewOrder, 'expectedDeliveryDate' | 'lines'>): string | undefined {
  if (order.expectedDeliveryDate) return order.expectedDeliveryDate;
  const dates = order.lines.map((l) => l.expectedDate).filter((d): d is string => !!d);
  // ISO dates sort as text.
  return dates.length ? dates.reduce((latest, d) => (d > latest ? d : latest)) : undefined;
}

export function createBody(order: Omit<NewOrder, 'operationId'>): CreatePurchaseOrderInput {
  const expectedDeliveryDate = headerExpectedDate(order);
  return {
    supplierNumber: order.supplierNumber,
    warehouseCode: order.warehouseCode,
    ...(expectedDeliveryDate ? { expectedDeliveryDate } : {}),
    ...(order.supplierReference ? { supplierReference: order.supplierReference } : {}),
    lines: order.lines.map((l) => ({
      itemNumber: l.itemNumber,
      quantity: l.quantity,
      ...(l.unit ? { unit: l.unit } : {}),
      // Left out, the supplier's price list sets the price.
      ...(l.unitPrice ? { unitPrice: l.unitPrice } : {}),
      ...(l.expectedDate ? { expectedDate: l.expectedDate } : {}),
    })),
  };
}

export async function createOrder(client: ErpClient, profile: StoredProfile, order: NewOrder): Promise<OrderDetail> {
  describeWrite(`Create a purchase order for supplier ${order.supplierNumber} with ${order.lines.length} line(s) into ${order.warehouseCode}`);
  const created = await client.preview.purchaseOrders.create(createBody(order), { operationId: order.operationId });
  return detail(client, profile, created);
}

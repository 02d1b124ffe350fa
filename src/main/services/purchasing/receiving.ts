import { receiptLabels, type PendingReceipt, type ReceiptLine, type ReceiptOutcome, type ReceiveResult } from '@shared/contract/purchasing';
import { AppError, toErrorData, withFieldLabels, type AppErrorData } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { receiveTarget, type PurchaseOrderDetail, type ReceiveInput } from '../../erp/preview/purchase-orders';
import type { StoredProfile } from '../../store/profiles';
import { pendingPosts } from '../shared/pending-writes';
import { supplierEmailOf, toOrderDetail } from './orders';

/**
 * Receiving books stock and cannot be undone, so every line receipt carries an operationId the
 * screen created when it prepared the receipt. The ERP client's idempotency journal turns that id
 * into one Idempotency-Key, kept on disk until the ERP's answer arrives: a retry after a lost
 * answer, a second click or a restart in between all reach the ERP with the same key, and the
 * ERP replays its first answer instead of booking again.
 */

interface PendingEntry extends PendingReceipt {
  orderNumber: string;
  body: ReceiveInput;
}

function quantityOf(body: unknown): string | null {
  const q = body && typeof body === 'object' ? (body as { quantity?: unknown }).quantity : undefined;
  return typeof q === 'string' ? q : null;
}

/** Receipts of this connection that were sent and never answered, oldest first. */
function pendingEntries(client: ErpClient, profile: StoredProfile, orderNumber?: string): PendingEntry[] {
  return pendingPosts(client, profile).flatMap((e) => {
    const target = receiveTarget(e.path);
    if (!target || (orderNumber !== undefined && target.orderNumber !== orderNumber)) return [];
    return [{ ...target, operationId: e.operationId, quantity: quantityOf(e.body), sentAt: e.createdAt, body: e.body as ReceiveInput }];
  });
}

export function pendingReceipts(client: ErpClient, profile: StoredProfile, orderNumber: string): PendingReceipt[] {
  return pendingEntries(client, profile, orderNumber).map(({ operationId, lineNumber, quantity, sentAt }) => ({ operationId, lineNumber, quantity, sentAt }));
}

function receiptBody(line: ReceiptLine): ReceiveInput {
  return {
    quantity: line.quantity,
    ...(line.locationCode ? { locationCode: line.locationCode } : {}),
    ...(line.batchNumber ? { batchNumber: line.batchNumber } : {}),
    ...(line.expiryDate ? { expiryDate: line.expiryDate } : {}),
    ...(line.serialNumbers && line.serialNumbers.length > 0 ? { serialNumbers: line.serialNumbers } : {}),
  };
}

/** A line's refusal travels inside the result, past the dispatcher: it names its fields as the dialog does here. */
function receiptError(error: unknown): AppErrorData {
  return withFieldLabels(toErrorData(error), receiptLabels);
}

/** Refusals that need no round trip: one serial number per unit, each only once. */
export function localProblem(line: ReceiptLine): AppErrorData | null {
  const serials = line.serialNumbers ?? [];
  const duplicate = serials.find((s, i) => serials.indexOf(s) !== i);
  if (duplicate) {
    return receiptError(
      new AppError({
        kind: 'validation',
        title: `Serial number ${duplicate} is listed twice`,
        detail: 'Each unit has its own serial number; scan or type every serial number once.',
        fieldErrors: [{ field: 'serialNumbers', message: `Serial number ${duplicate} is listed twice.` }],
      }),
    );
  }
  return null;
}

interface Attempt {
  orderNumber: string;
  lineNumber: number;
  operationId: string;
  itemNumber: string | null;
  body: ReceiveInput;
}

/** Sends one line receipt and says what became of it; never throws, so one line cannot hide the others. */
async function attempt(client: ErpClient, a: Attempt): Promise<{ outcome: ReceiptOutcome; order: PurchaseOrderDetail | null }> {
  const base = { lineNumber: a.lineNumber, operationId: a.operationId, itemNumber: a.itemNumber, quantity: a.body.quantity };
  describeWrite(`Receive ${a.body.quantity} of ${a.itemNumber ?? 'the item'} on ${a.orderNumber} line ${a.lineNumber}`);
  try {
    const result = await client.preview.purchaseOrders.receiveLine(a.orderNumber, a.lineNumber, a.body, { operationId: a.operationId });
    return {
      outcome: { ...base, outcome: result.replayed ? 'replayed' : 'received', transactionIds: result.transactionIds, error: null },
      order: result.order,
    };
  } catch (error) {
    // Still pending in the journal means no definitive answer came (answer lost, 5xx, 429): it may have been booked.
    const open = client.pendingWrites().some((e) => e.operationId === a.operationId);
    return { outcome: { ...base, outcome: open ? 'unknown' : 'failed', transactionIds: [], error: receiptError(error) }, order: null };
  }
}

async function finish(
  client: ErpClient,
  profile: StoredProfile,
  orderNumber: string,
  results: ReceiptOutcome[],
  last: PurchaseOrderDetail | null,
): Promise<ReceiveResult> {
  // The order as it is now (status PartiallyReceived or Received shows at once); a failed read keeps the last answer.
  const current = await client.preview.purchaseOrders.get(orderNumber).catch(() => last);
  const order = current
    ? await toOrderDetail(client, current, pendingReceipts(client, profile, orderNumber), await supplierEmailOf(client, current.supplierNumber))
    : null;
  return { order, results };
}

export async function receive(client: ErpClient, profile: StoredProfile, orderNumber: string, lines: ReceiptLine[]): Promise<ReceiveResult> {
  const current = await client.preview.purchaseOrders.get(orderNumber);
  const itemOf = new Map(current.lines.map((l) => [l.lineNumber, l.itemNumber]));
  const pending = pendingEntries(client, profile, orderNumber);
  const results: ReceiptOutcome[] = [];
  let last: PurchaseOrderDetail | null = current;
  for (const line of lines) {
    const itemNumber = itemOf.get(line.lineNumber) ?? null;
    const refusal = localProblem(line) ?? unresolvedReceipt(pending, line);
    if (refusal) {
      results.push({
        lineNumber: line.lineNumber,
        operationId: line.operationId,
        itemNumber,
        quantity: line.quantity,
        outcome: 'failed',
        transactionIds: [],
        error: refusal,
      });
      continue;
    }
    const sent = await attempt(client, { orderNumber, lineNumber: line.lineNumber, operationId: line.operationId, itemNumber, body: receiptBody(line) });
    results.push(sent.outcome);
    last = sent.order ?? last;
  }
  return finish(client, profile, orderNumber, results, last);
}

/** A different receipt of the same line still awaiting its answer must be settled first, or stock could be booked twice. */
function unresolvedReceipt(pending: PendingEntry[], line: ReceiptLine): AppErrorData | null {
  const open = pending.find((p) => p.lineNumber === line.lineNumber && p.operationId !== line.operationId);
  if (!open) return null;
  return toErrorData(
    new AppError({
      kind: 'conflict',
      title: `An earlier receipt of line ${line.lineNumber} is still unconfirmed`,
      detail: `A receipt of ${open.quantity ?? 'some units'} was sent at ${open.sentAt} but its answer never arrived. Resume it first; it will not be booked twice.`,
    }),
  );
}

/** Resends every unanswered receipt of the order with its original key; the ERP books each at most once. */
export async function resumeReceipts(client: ErpClient, profile: StoredProfile, orderNumber: string): Promise<ReceiveResult> {
  const pending = pendingEntries(client, profile, orderNumber);
  const current = await client.preview.purchaseOrders.get(orderNumber).catch(() => null);
  const itemOf = new Map((current?.lines ?? []).map((l) => [l.lineNumber, l.itemNumber]));
  const results: ReceiptOutcome[] = [];
  let last = current;
  for (const p of pending) {
    const sent = await attempt(client, {
      orderNumber,
      lineNumber: p.lineNumber,
      operationId: p.operationId,
      itemNumber: itemOf.get(p.lineNumber) ?? null,
      body: p.body,
    });
    results.push(sent.outcome);
    last = sent.order ?? last;
  }
  return finish(client, profile, orderNumber, results, last);
}

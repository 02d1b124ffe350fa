import type { LineEdit, LineEditBase } from '@shared/contract/purchasing';
import { compare, isDecimalString } from '@shared/domain/decimal';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { PurchaseOrderLine } from '../../erp/preview/purchase-orders';

type Field = keyof LineEditBase;
const fields: Field[] = ['quantity', 'expectedDate', 'promisedDate'];
const fieldNames: Record<Field, string> = { quantity: 'quantity', expectedDate: 'expected date', promisedDate: 'promised date' };

/** Two values of a field are the same when equal as decimals (quantities) or as text; empty is null. */
function same(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = a || null;
  const y = b || null;
  if (x !== null && y !== null && isDecimalString(x) && isDecimalString(y)) return compare(x, y) === 0;
  return x === y;
}

/** "line 2 quantity", for each field the user changed that a colleague changed too since. */
export function collisions(edits: readonly LineEdit[], lines: readonly PurchaseOrderLine[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    if (!edit.was) continue;
    const now = lines.find((l) => l.lineNumber === edit.lineNumber);
    for (const field of fields) {
      if (edit[field] === undefined || !(field in edit.was)) continue;
      const current = now ? (now[field] ?? null) : null;
      // The same value set by both is no collision: nothing of the colleague's is lost.
      if (!same(edit.was[field], current) && !same(edit[field], current)) found.push(`line ${edit.lineNumber} ${fieldNames[field]}`);
    }
  }
  return found;
}

/**
 * The ERP's line PATCH takes no If-Match (docs/api-assumptions.md row 267), so an edit is checked
 * here first: the order is read again (ETag-revalidated) and each field the user changed must
 * still hold the value the user started from. A colleague's change to another field goes through
 * untouched (only changed fields are patched); one to the same field refuses the whole edit.
 */
export async function unchangedSinceEditBegan(client: ErpClient, orderNumber: string, edits: readonly LineEdit[]): Promise<void> {
  if (!edits.some((e) => e.was)) return;
  const order = await client.preview.purchaseOrders.get(orderNumber);
  const changed = collisions(edits, order.lines);
  if (changed.length === 0) return;
  const code = 'PurchaseOrder.Modified';
  throw new AppError({
    kind: 'conflict',
    code,
    codes: [code],
    title: 'This order was changed meanwhile',
    detail: `Someone else changed ${changed.join(', ')} of ${orderNumber} after you began. Nothing was saved; your values are still in the form.`,
  });
}

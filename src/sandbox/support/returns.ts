import { Decimal } from '../rules/decimals';
import { book } from '../stock';
import type { InventoryTransaction, Store } from '../store';
import { addComment } from './tickets';
import type { ReturnCondition, SalesReturn, Ticket } from './types';

/** Return bookkeeping shared by the endpoints and the seed (rows 118-119). */
export function nextReturnNumber(store: Store): string {
  let number: string;
  do number = `RET-${++store.support.sequences.salesReturn}`;
  while (store.support.returns.has(number));
  return number;
}

export function nextRmaNumber(store: Store): string {
  return `RMA-${++store.support.sequences.rma}`;
}

export interface ReceivedLine {
  lineNumber: number;
  condition?: ReturnCondition | null;
  serialNumbers?: string[];
  batchNumber?: string | null;
}

/** Books every line back to stock as a Return transaction and marks the return Received. */
export function receiveReturn(
  store: Store,
  r: SalesReturn,
  locationCode: string,
  received: readonly ReceivedLine[],
  now: number,
  newId: () => string,
): InventoryTransaction[] {
  const transactions: InventoryTransaction[] = [];
  for (const line of r.lines) {
    const given = received.find((g) => g.lineNumber === line.lineNumber);
    if (given?.condition) line.condition = given.condition;
    const common = {
      itemNumber: line.itemNumber,
      warehouseCode: r.warehouseCode,
      locationCode,
      transactionType: 'Return',
      referenceType: 'SalesReturn',
      referenceId: r.returnNumber,
      notes: line.condition ? `Returned ${line.condition}` : 'Returned',
      at: now,
    };
    if (given?.serialNumbers && given.serialNumbers.length > 0) {
      for (const serialNumber of given.serialNumbers)
        transactions.push(book(store, { ...common, serialNumber, quantity: new Decimal(1), transactionId: newId() }));
    } else {
      transactions.push(book(store, { ...common, batchNumber: given?.batchNumber ?? null, quantity: new Decimal(line.quantity), transactionId: newId() }));
    }
  }
  r.status = 'Received';
  r.receivedDate = new Date(now).toISOString().slice(0, 10);
  r.modifiedDate = now;
  return transactions;
}

/** An internal System note on the ticket a return belongs to. */
export function noteOnTicket(store: Store, r: SalesReturn, text: string, id: string, now: number): void {
  const ticket: Ticket | undefined = r.ticketNumber ? store.support.tickets.get(r.ticketNumber) : undefined;
  if (ticket) addComment(ticket, { id, authorType: 'System', authorName: null, body: text, isInternal: true }, now);
}

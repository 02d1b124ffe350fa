import { randomUUID } from 'node:crypto';
import type { Api, Ctx, WriteResult } from '../api';
import { Decimal, readDecimal } from '../rules/decimals';
import { readEnum, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { isoDate, parseDate, ts } from '../rules/timestamps';
import { isObject, matchesSearch, readBody, readInteger, readString, requireString } from '../rules/validate';
import { readQuantity } from '../sales/configure';
import type { SalesOrder } from '../sales/types';
import { serialInStock } from '../stock';
import { batchKey, type Store } from '../store';
import { netUnitPrice, returnableQuantity, returnLineTotal, returnTotals } from '../support/documents';
import { nextReturnNumber, nextRmaNumber, noteOnTicket, receiveReturn, type ReceivedLine } from '../support/returns';
import { isFinal } from '../support/tickets';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATUSES, type ReturnLine, type ReturnStatus, type SalesReturn, type Ticket } from '../support/types';
import { byKey, changedSince, link, locationIn, lookup, modifiedSince } from './common';

/**
 * Customer returns (returns:read / returns:write), rows 117-119: create atomically (whole order
 * at returnable quantities when lines are omitted), approve, receive back to stock as Return
 * transactions, cancel, delete a draft. A return linked to a ticket notes itself on the thread.
 */
function returnDto(r: SalesReturn, store: Store, base: string) {
  const totals = returnTotals(r);
  return {
    returnNumber: r.returnNumber,
    status: r.status,
    reason: r.reason,
    orderNumber: r.orderNumber,
    customerNumber: r.customerNumber,
    customerName: store.customers.get(r.customerNumber)?.name ?? null,
    ticketNumber: r.ticketNumber,
    rmaNumber: r.rmaNumber,
    warehouseCode: r.warehouseCode,
    currencyCode: r.currencyCode,
    returnDate: r.returnDate,
    approvedAt: ts(r.approvedAt),
    receivedDate: r.receivedDate,
    externalNotes: r.externalNotes,
    internalNotes: r.internalNotes,
    totalAmount: totals.totalAmount,
    totalVat: totals.totalVat,
    lines: r.lines.map((l) => ({
      lineNumber: l.lineNumber,
      orderLineNumber: l.orderLineNumber,
      itemNumber: l.itemNumber,
      itemName: store.items.get(l.itemNumber)?.name ?? null,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxPercent: l.taxPercent,
      lineTotal: returnLineTotal(l),
      condition: l.condition,
      notes: l.notes,
    })),
    createdDate: ts(r.createdDate),
    modifiedDate: ts(r.modifiedDate),
    links: link(base, 'returns', r.returnNumber),
  };
}

const returnByKey = (store: Store, n: string): SalesReturn => lookup(store.support.returns, n, 'SalesReturn');

function readLines(store: Store, order: SalesOrder, raw: unknown, errors: ErrorList): ReturnLine[] {
  const lineOf = (orderLineNumber: number, quantity: Decimal, condition: ReturnLine['condition'], notes: string | null, i: number): ReturnLine => {
    const l = order.lines.find((x) => x.lineNumber === orderLineNumber) as SalesOrder['lines'][number];
    return {
      lineNumber: i + 1,
      orderLineNumber,
      itemNumber: l.itemNumber,
      quantity: quantity.toFixed(),
      unit: l.unit,
      unitPrice: netUnitPrice(l.unitPrice, l.discountPercent),
      taxPercent: l.taxPercent,
      condition,
      notes,
    };
  };
  if (raw === undefined || raw === null) {
    const returnable = order.lines.map((l) => ({ l, q: returnableQuantity(store, order, l.lineNumber) })).filter(({ q }) => q.gt(0));
    if (returnable.length === 0)
      errors.add('lines', 'SalesReturn.NoDeliveredLines', `Order ${order.orderNumber} has nothing delivered that is not already being returned.`);
    return returnable.map(({ l, q }, i) => lineOf(l.lineNumber, q, null, null, i));
  }
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.add('lines', 'Validation.InvalidArray', "'lines' must be a non-empty array, or omitted to return the whole order.");
    return [];
  }
  const asked = new Map<number, Decimal>();
  return raw.flatMap((entry: unknown, i): ReturnLine[] => {
    const at = (f: string) => `lines[${i}].${f}`;
    if (!isObject(entry)) {
      errors.add(`lines[${i}]`, 'Validation.InvalidObject', `lines[${i}] must be an object.`);
      return [];
    }
    const number = errors.try(() => readInteger(entry.orderLineNumber, at('orderLineNumber'), { min: 1 }));
    if (number === undefined) return [];
    const orderLine = order.lines.find((l) => l.lineNumber === number);
    if (!orderLine) {
      errors.add(at('orderLineNumber'), 'SalesOrderLine.NotFound', `Order ${order.orderNumber} has no line ${number}.`);
      return [];
    }
    const item = store.items.get(orderLine.itemNumber);
    const quantity = errors.try(() => {
      if (entry.quantity === undefined || entry.quantity === null)
        throw problem.invalid(at('quantity'), 'Validation.Required', `'${at('quantity')}' is required.`);
      return item ? readQuantity(entry.quantity, item, at('quantity')) : readDecimal(entry.quantity, at('quantity'));
    });
    const condition = errors.try(() => (entry.condition == null ? null : readEnum(entry.condition, RETURN_CONDITIONS, at('condition'))));
    const notes = errors.try(() => readString(entry, 'notes', { max: 500, label: at('notes') }));
    if (!quantity || condition === undefined || notes === undefined) return [];
    const total = (asked.get(number) ?? new Decimal(0)).plus(quantity);
    asked.set(number, total);
    const returnable = returnableQuantity(store, order, number);
    if (total.gt(returnable)) {
      errors.add(
        at('quantity'),
        'SalesReturn.QuantityExceedsDelivered',
        `Line ${number} of order ${order.orderNumber} has ${returnable.toFixed()} ${orderLine.unit} delivered and not yet returned; ${total.toFixed()} asked.`,
      );
      return [];
    }
    return [lineOf(number, quantity, condition, notes, i)];
  });
}

/** Links the ticket and settles the RMA number (row 118). */
function readTicket(store: Store, body: Record<string, unknown>, customerNumber: string | undefined, errors: ErrorList): Ticket | null {
  const n = errors.try(() => readString(body, 'ticketNumber', { max: 50 }));
  if (!n) return null;
  const ticket = errors.try(() => lookup(store.support.tickets, n, 'Ticket', 'ticketNumber'));
  if (!ticket) return null;
  if (isFinal(ticket.status)) errors.add('ticketNumber', 'Ticket.Closed', `Ticket ${n} is ${ticket.status}.`);
  if (customerNumber && ticket.customerNumber && ticket.customerNumber !== customerNumber) {
    errors.add(
      'ticketNumber',
      'SalesReturn.TicketCustomerMismatch',
      `Ticket ${n} belongs to customer ${ticket.customerNumber}, the order to ${customerNumber}.`,
    );
  }
  return ticket;
}

function create(c: Ctx): WriteResult {
  const { store, now } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const orderNumber = errors.try(() => requireString(body, 'orderNumber'));
  const order = orderNumber ? store.sales.salesOrders.get(orderNumber) : undefined;
  if (orderNumber && (!order || order.status === 'Draft')) errors.add('orderNumber', 'SalesOrder.NotFound', `Sales order '${orderNumber}' was not found.`);
  const reason = errors.try(() => {
    if (body.reason === undefined || body.reason === null) throw problem.invalid('reason', 'Validation.Required', "'reason' is required.");
    return readEnum(body.reason, RETURN_REASONS, 'reason');
  });
  const warehouseCode = errors.try(() => readString(body, 'warehouseCode'));
  if (warehouseCode) errors.try(() => lookup(store.warehouses, warehouseCode, 'Warehouse', 'warehouseCode'));
  const returnDate = errors.try(() => (body.returnDate == null ? isoDate(now) : parseDate(body.returnDate, 'returnDate')));
  const externalNotes = errors.try(() => readString(body, 'externalNotes', { max: 2000 }));
  const internalNotes = errors.try(() => readString(body, 'internalNotes', { max: 2000 }));
  const askedRma = errors.try(() => readString(body, 'rmaNumber', { max: 50 }));
  const ticket = readTicket(store, body, order && order.status !== 'Draft' ? order.customerNumber : undefined, errors);
  if (ticket && askedRma && ticket.rmaNumber && askedRma !== ticket.rmaNumber) {
    errors.add('rmaNumber', 'SalesReturn.RmaMismatch', `Ticket ${ticket.ticketNumber} already carries RMA ${ticket.rmaNumber}.`);
  }
  const lines = order && order.status !== 'Draft' ? readLines(store, order, body.lines, errors) : [];
  errors.throwIfAny();
  if (!order || !reason || !returnDate) throw new Error('unreachable');
  const rmaNumber = askedRma ?? ticket?.rmaNumber ?? (ticket ? nextRmaNumber(store) : null);
  const r: SalesReturn = {
    returnNumber: nextReturnNumber(store),
    orderNumber: order.orderNumber,
    customerNumber: order.customerNumber,
    ticketNumber: ticket?.ticketNumber ?? null,
    rmaNumber,
    reason,
    status: 'Draft',
    warehouseCode: warehouseCode ?? order.warehouseCode,
    currencyCode: order.currencyCode,
    returnDate,
    approvedAt: null,
    receivedDate: null,
    externalNotes: externalNotes ?? null,
    internalNotes: internalNotes ?? null,
    lines,
    createdDate: now,
    modifiedDate: null,
  };
  store.support.returns.set(r.returnNumber, r);
  if (ticket) {
    if (ticket.rmaNumber === null) ticket.rmaNumber = rmaNumber;
    noteOnTicket(store, r, `Return ${r.returnNumber} created for order ${r.orderNumber}, RMA ${rmaNumber ?? '-'}.`, randomUUID(), now);
  }
  const dto = returnDto(r, store, c.base);
  return { status: 201, body: dto, location: dto.links.self, resourceRef: `returns/${r.returnNumber}`, effect: `created Draft with ${lines.length} line(s)` };
}

function requireStatus(r: SalesReturn, allowed: readonly ReturnStatus[], action: string): void {
  if (!allowed.includes(r.status))
    throw problem.conflict('SalesReturn.InvalidStatus', `Return ${r.returnNumber} is ${r.status}; only ${allowed.join(' or ')} can be ${action}.`);
}

function transition(action: string, allowed: readonly ReturnStatus[], apply: (r: SalesReturn, now: number) => void) {
  return (c: Ctx): WriteResult => {
    const r = returnByKey(c.store, c.params.returnNumber ?? '');
    readBody(c.body, { optional: true });
    requireStatus(r, allowed, action);
    apply(r, c.now);
    r.modifiedDate = c.now;
    return { status: 200, body: returnDto(r, c.store, c.base), resourceRef: `returns/${r.returnNumber}`, effect: action };
  };
}

function readReceivedLines(store: Store, r: SalesReturn, raw: unknown, errors: ErrorList): ReceivedLine[] {
  const entries = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : null;
  if (entries === null) {
    errors.add('lines', 'Validation.InvalidArray', "'lines' must be an array.");
    return [];
  }
  const given = entries.flatMap((entry: unknown, i): (ReceivedLine & { i: number })[] => {
    const at = (f: string) => `lines[${i}].${f}`;
    if (!isObject(entry)) {
      errors.add(`lines[${i}]`, 'Validation.InvalidObject', `lines[${i}] must be an object.`);
      return [];
    }
    const lineNumber = errors.try(() => readInteger(entry.lineNumber, at('lineNumber'), { min: 1 }));
    if (lineNumber !== undefined && !r.lines.some((l) => l.lineNumber === lineNumber))
      errors.add(at('lineNumber'), 'SalesReturnLine.NotFound', `Return ${r.returnNumber} has no line ${lineNumber}.`);
    const condition = errors.try(() => (entry.condition == null ? null : readEnum(entry.condition, RETURN_CONDITIONS, at('condition'))));
    const serials = entry.serialNumbers;
    if (serials !== undefined && serials !== null && (!Array.isArray(serials) || serials.some((s) => typeof s !== 'string' || s.trim() === ''))) {
      errors.add(at('serialNumbers'), 'Validation.InvalidArray', `'${at('serialNumbers')}' must be an array of serial numbers.`);
    }
    const batchNumber = errors.try(() => readString(entry, 'batchNumber', { label: at('batchNumber') }));
    return lineNumber === undefined
      ? []
      : [{ i, lineNumber, condition: condition ?? null, serialNumbers: Array.isArray(serials) ? (serials as string[]) : [], batchNumber: batchNumber ?? null }];
  });
  // Tracked goods come back under their numbers; a unit is one serial, so a number given twice is refused, never booked twice (row 126).
  const seenSerials = new Set<string>();
  r.lines.forEach((line) => {
    const item = store.items.get(line.itemNumber);
    const g = given.find((x) => x.lineNumber === line.lineNumber);
    const field = (f: string) => (g ? `lines[${g.i}].${f}` : 'lines');
    if (item?.trackingType === 'Serial') {
      const serials = g?.serialNumbers ?? [];
      for (const s of serials) {
        const key = `${line.itemNumber}|${s}`;
        if (seenSerials.has(key))
          errors.add(field('serialNumbers'), 'SalesReturnLine.DuplicateSerialNumber', `Serial number ${s} of item ${line.itemNumber} is given more than once.`);
        seenSerials.add(key);
      }
      if (!new Decimal(serials.length).eq(line.quantity))
        errors.add(
          field('serialNumbers'),
          'SalesReturnLine.SerialNumbersRequired',
          `Line ${line.lineNumber} returns ${line.quantity} serial-numbered units; give exactly that many serial numbers.`,
        );
      for (const s of serials)
        if (serialInStock(store, line.itemNumber, s))
          errors.add(field('serialNumbers'), 'Inventory.SerialAlreadyInStock', `Serial number ${s} is already in stock.`);
    }
    if (item?.trackingType === 'Batch') {
      if (!g?.batchNumber)
        errors.add(
          field('batchNumber'),
          'SalesReturnLine.BatchRequired',
          `Line ${line.lineNumber} is batch-tracked; give the batch number the goods came from.`,
        );
      else if (!store.batches.has(batchKey(line.itemNumber, g.batchNumber)))
        errors.add(field('batchNumber'), 'Batch.NotFound', `Batch ${g.batchNumber} of item ${line.itemNumber} does not exist.`);
    }
  });
  return given;
}

function receive(c: Ctx): WriteResult {
  const { store, now } = c;
  const r = returnByKey(store, c.params.returnNumber ?? '');
  const body = readBody(c.body, { optional: true });
  requireStatus(r, ['Approved'], 'received');
  const warehouse = lookup(store.warehouses, r.warehouseCode, 'Warehouse');
  const errors = new ErrorList();
  const locationCode = errors.try(() => {
    const asked = readString(body, 'locationCode');
    return asked ? locationIn(warehouse, asked, 'locationCode') : warehouse.defaultLocationCode;
  });
  const received = readReceivedLines(store, r, body.lines, errors);
  errors.throwIfAny();
  const transactions = receiveReturn(store, r, locationCode as string, received, now, randomUUID);
  noteOnTicket(store, r, `Return ${r.returnNumber} received into ${r.warehouseCode}.`, randomUUID(), now);
  return {
    status: 200,
    body: returnDto(r, store, c.base),
    headers: { 'X-Transaction-Id': transactions.map((t) => t.transactionId).join(',') },
    resourceRef: `returns/${r.returnNumber}`,
    effect: `received ${transactions.length} booking(s)`,
  };
}

export function registerReturns(api: Api): void {
  api.get('/preview/returns', 'returns:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, RETURN_STATUSES, 'status');
    const since = modifiedSince(query);
    const rows = [...store.support.returns.values()]
      .filter(
        (r) =>
          (status === undefined || r.status === status) &&
          (query.orderNumber === undefined || r.orderNumber === query.orderNumber) &&
          (query.customerNumber === undefined || r.customerNumber === query.customerNumber) &&
          (query.ticketNumber === undefined || r.ticketNumber === query.ticketNumber) &&
          matchesSearch(query.search, r.returnNumber, r.rmaNumber) &&
          changedSince(since, r.modifiedDate, r.createdDate),
      )
      .sort(byKey((r) => r.returnNumber));
    return { body: toPage(rows, paging, (r) => returnDto(r, store, base)) };
  });

  api.get('/preview/returns/:returnNumber', 'returns:read', ({ store, params, base }) => ({
    body: returnDto(returnByKey(store, params.returnNumber ?? ''), store, base),
    etag: true,
  }));

  api.post('/preview/returns', 'returns:write', create);
  api.post(
    '/preview/returns/:returnNumber/approve',
    'returns:write',
    transition('approved', ['Draft'], (r, now) => {
      r.status = 'Approved';
      r.approvedAt = now;
    }),
    { optional: 'return.approve' },
  );
  api.post(
    '/preview/returns/:returnNumber/cancel',
    'returns:write',
    transition('cancelled', ['Draft', 'Approved'], (r) => {
      r.status = 'Cancelled';
    }),
  );
  api.post('/preview/returns/:returnNumber/receive', 'returns:write', receive, { optional: 'return.receive' });
  api.delete('/preview/returns/:returnNumber', 'returns:write', (c) => {
    const r = returnByKey(c.store, c.params.returnNumber ?? '');
    requireStatus(r, ['Draft'], 'deleted');
    c.store.support.returns.delete(r.returnNumber);
    c.store.deletions.push({ entityType: 'SalesReturn', key: r.returnNumber, deletedDate: c.now });
    return { status: 204, body: null, resourceRef: `returns/${r.returnNumber}`, effect: 'deleted draft' };
  });
}

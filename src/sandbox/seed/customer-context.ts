import { Decimal, money, qty } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import { priceBookOf, priceCustomerOf, vatPercentFor } from '../sales/documents';
import { newSalesOrder } from '../sales/ordering';
import { itemPrice } from '../sales/pricing';
import type { SalesOrder, SalesOrderLine, SalesOrderStatus } from '../sales/types';
import type { Customer, Item, Store } from '../store';
import { invoiceFigures, netUnitPrice } from '../support/documents';
import { nextReturnNumber, nextRmaNumber, receiveReturn } from '../support/returns';
import type { Invoice, ReturnReason, ReturnStatus, SalesReturn, Shipment, ShipmentLine, ShipmentStatus } from '../support/types';
import type { Prng } from './prng';

/**
 * What a support agent sees around a ticket's customer: extra sales orders for the support
 * customers, shipments matching every order's delivered quantities (some consolidated across
 * orders, some still in the warehouse), invoices in every payment state and returns in every
 * status. Rows 117-121 of docs/api-assumptions.md.
 */
const TERM_DAYS: Record<string, number> = { NET14: 14, NET30: 30, NET60: 60, PREPAID: 0 };
const OPEN_SHIPMENT_STATES: ShipmentStatus[] = ['Released', 'Picking', 'Packed', 'Booked', 'Hold', 'ReadyForPickup'];
const CARRIERS = ['BRING', 'BRING', 'POSTNORD', 'DHL', 'PICKUP'];

export interface SeedClock {
  anchor: number;
  /** Caps a seeded instant just before the anchor so nothing lies in the demo's future. */
  cap: (ms: number) => number;
  newId: () => string;
}

function trackingNumber(p: Prng, carrier: string): string | null {
  if (carrier === 'BRING') return `70707${p.int(1000000000, 9999999999)}`;
  if (carrier === 'POSTNORD') return `UA${p.int(100000000, 999999999)}SE`;
  if (carrier === 'DHL') return String(p.int(1000000000, 9999999999));
  return null;
}

function seedOrders(store: Store, p: Prng, customers: Customer[], items: Item[], clock: SeedClock): void {
  const book = priceBookOf(store);
  const plan: SalesOrderStatus[] = ['Closed', 'Released', 'Placed', 'Closed', 'Released'];
  customers.forEach((customer, k) => {
    for (let n = 0; n <= k % 3; n++) {
      const status = plan[(k + n) % plan.length] as SalesOrderStatus;
      const created = clock.anchor - p.int(status === 'Placed' ? 1 : 8, status === 'Closed' ? 150 : 40) * DAY_MS - p.int(0, 86_399) * 1000;
      const lines: SalesOrderLine[] = Array.from({ length: p.int(1, 3) }, (_, i) => {
        const item = items[(k * 17 + n * 7 + i * 3) % items.length] as Item;
        const quantity = item.decimalPlaces > 0 ? new Decimal(p.int(200, 3000)).div(100) : new Decimal(p.int(1, 10));
        const priced = itemPrice(book, item, priceCustomerOf(customer), quantity);
        const delivered =
          status === 'Closed' || (status === 'Released' && i === 0)
            ? quantity
            : status === 'Released' && i === 1
              ? quantity.div(2).toDecimalPlaces(item.decimalPlaces, Decimal.ROUND_DOWN)
              : new Decimal(0);
        return {
          lineNumber: i + 1,
          itemNumber: item.itemNumber,
          description: item.name,
          quantity: qty(quantity),
          deliveredQuantity: qty(delivered),
          unit: item.baseUnitCode ?? 'PCS',
          unitPrice: priced.unitPrice ?? '0.00',
          discountPercent: priced.discountPercent,
          taxPercent: vatPercentFor(store, customer, item.itemNumber),
          isManualPrice: false,
          configurationNumber: null,
        };
      });
      const order = newSalesOrder(
        store,
        customer,
        lines,
        { customerReference: p.chance(0.5) ? `PO ${p.int(1000, 9999)}` : null, requestedDeliveryDate: null, warehouseCode: 'OSL' },
        created,
        p.uuidV7(created),
      );
      order.status = status;
      order.plannedDeliveryDate = addDays(order.orderDate, p.int(2, 10));
      order.modifiedDate = clock.cap(created + p.int(1, 6) * DAY_MS);
      store.sales.salesOrders.set(order.orderNumber, order);
    }
  });
}

function newShipment(store: Store, p: Prng, order: SalesOrder, status: ShipmentStatus, lines: ShipmentLine[], clock: SeedClock): Shipment {
  const carrier = p.pick(CARRIERS);
  const shipped = status === 'Delivered' || status === 'InTransit' || status === 'PickedUp';
  const created = clock.cap(order.createdDate + p.int(1, 3) * DAY_MS);
  const shippedDate = shipped ? isoDate(created) : null;
  return {
    shipmentNumber: `SHP-${++store.support.sequences.shipment}`,
    customerNumber: order.customerNumber,
    warehouseCode: order.warehouseCode,
    status,
    shippingMethodCode: carrier,
    trackingNumber: shipped || status === 'Booked' ? trackingNumber(p, carrier) : null,
    plannedShipDate: order.plannedDeliveryDate ?? addDays(order.orderDate, 2),
    shippedDate,
    deliveredDate: status === 'Delivered' && shippedDate ? addDays(shippedDate, p.int(1, 4)) : null,
    totalWeightKg: new Decimal(p.int(5, 4000)).div(10).toFixed(1),
    lines,
    createdDate: created,
    modifiedDate: shipped ? clock.cap(created + p.int(1, 5) * DAY_MS) : null,
  };
}

const shippedLines = (order: SalesOrder): ShipmentLine[] =>
  order.lines
    .filter((l) => new Decimal(l.deliveredQuantity).gt(0))
    .map((l) => ({
      orderNumber: order.orderNumber,
      orderLineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      quantity: l.deliveredQuantity,
      pickedQuantity: l.deliveredQuantity,
      unit: l.unit,
    }));

/** Shipments add up to each order's delivered quantities; every fourth customer's orders travel together. */
function seedShipments(store: Store, p: Prng, clock: SeedClock): void {
  const orders = [...store.sales.salesOrders.values()]
    .filter((o) => o.status !== 'Draft' && o.status !== 'Cancelled')
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
  const byCustomer = new Map<string, SalesOrder[]>();
  for (const o of orders) byCustomer.set(o.customerNumber, [...(byCustomer.get(o.customerNumber) ?? []), o]);
  let k = 0;
  for (const list of byCustomer.values()) {
    const delivered = list.filter((o) => shippedLines(o).length > 0);
    const consolidate = k++ % 4 === 0 && delivered.length > 1;
    if (consolidate) {
      const first = delivered[0] as SalesOrder;
      const s = newShipment(store, p, first, 'Delivered', delivered.flatMap(shippedLines), clock);
      store.support.shipments.set(s.shipmentNumber, s);
    } else {
      for (const o of delivered) {
        const s = newShipment(store, p, o, o.createdDate > clock.anchor - 10 * DAY_MS ? 'InTransit' : 'Delivered', shippedLines(o), clock);
        store.support.shipments.set(s.shipmentNumber, s);
      }
    }
    for (const o of list.filter((x) => x.status === 'Released')) {
      const rest = o.lines
        .filter((l) => new Decimal(l.quantity).gt(l.deliveredQuantity))
        .map((l) => {
          const remaining = qty(new Decimal(l.quantity).minus(l.deliveredQuantity));
          return {
            orderNumber: o.orderNumber,
            orderLineNumber: l.lineNumber,
            itemNumber: l.itemNumber,
            quantity: remaining,
            pickedQuantity: '0',
            unit: l.unit,
          };
        });
      if (rest.length === 0) continue;
      const status = p.pick(OPEN_SHIPMENT_STATES);
      const s = newShipment(
        store,
        p,
        o,
        status,
        rest.map((l) => (status === 'Packed' || status === 'Booked' || status === 'ReadyForPickup' ? { ...l, pickedQuantity: l.quantity } : l)),
        clock,
      );
      store.support.shipments.set(s.shipmentNumber, s);
    }
  }
}

/** One invoice per order with delivered goods, in every payment state. */
function seedInvoices(store: Store, p: Prng, clock: SeedClock): void {
  const orders = [...store.sales.salesOrders.values()]
    .filter((o) => o.lines.some((l) => new Decimal(l.deliveredQuantity).gt(0)))
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
  let reductionDone = false;
  orders.forEach((o, i) => {
    const customer = store.customers.get(o.customerNumber) as Customer;
    const created = clock.cap(o.createdDate + p.int(2, 5) * DAY_MS);
    const invoiceDate = isoDate(created);
    const inv: Invoice = {
      invoiceNumber: `INV-${++store.support.sequences.invoice}`,
      type: 'Invoice',
      status: i % 11 === 10 ? 'Cancelled' : created > clock.anchor - 3 * DAY_MS ? 'Open' : 'Booked',
      customerNumber: o.customerNumber,
      orderNumber: o.orderNumber,
      currencyCode: o.currencyCode,
      invoiceDate,
      dueDate: addDays(invoiceDate, TERM_DAYS[o.paymentTermCode ?? 'NET30'] ?? 30),
      externalDocumentNumber: o.customerReference,
      comments: i % 6 === 0 ? 'Thank you for your order.' : null,
      paidAmount: '0.00',
      taxReductionAmount: '0.00',
      lines: o.lines
        .filter((l) => new Decimal(l.deliveredQuantity).gt(0))
        .map((l, n) => ({
          lineNumber: n + 1,
          itemNumber: l.itemNumber,
          description: l.description ?? l.itemNumber,
          quantity: l.deliveredQuantity,
          unit: l.unit,
          unitPrice: netUnitPrice(l.unitPrice, l.discountPercent),
          taxPercent: l.taxPercent,
        })),
      createdDate: created,
      modifiedDate: null,
    };
    const total = new Decimal(invoiceFigures(inv).totalAmount);
    if (inv.status === 'Booked') {
      if (!reductionDone && customer.countryCode === 'SE') {
        reductionDone = true;
        inv.taxReductionAmount = money(total.times(0.3));
        inv.paidAmount = money(total.minus(inv.taxReductionAmount));
      } else {
        const share = [1, 1, 0.5, 0, 1, 0.25][i % 6] as number;
        inv.paidAmount = money(total.times(share));
      }
      if (!new Decimal(inv.paidAmount).isZero()) inv.modifiedDate = clock.cap(created + p.int(3, 25) * DAY_MS);
    }
    store.support.invoices.set(inv.invoiceNumber, inv);
  });
}

const RETURN_PLAN: [ReturnStatus, ReturnReason][] = [
  ['Draft', 'Defective'],
  ['Approved', 'WrongItem'],
  ['Received', 'DamagedInTransit'],
  ['CreditNoted', 'CustomerRemorse'],
  ['Closed', 'Warranty'],
  ['Cancelled', 'Other'],
  ['Draft', 'QualityIssue'],
  ['Approved', 'OverDelivery'],
];

function seedReturns(store: Store, p: Prng, scale: number, clock: SeedClock): void {
  const candidates = [...store.sales.salesOrders.values()]
    .filter(
      (o) => o.status !== 'Draft' && o.lines.some((l) => new Decimal(l.deliveredQuantity).gte(1) && store.items.get(l.itemNumber)?.trackingType === 'None'),
    )
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
  const total = Math.min(candidates.length, RETURN_PLAN.length * scale);
  for (let i = 0; i < total; i++) {
    const order = candidates[(i * 5) % candidates.length] as SalesOrder;
    if ([...store.support.returns.values()].some((r) => r.orderNumber === order.orderNumber)) continue;
    const [status, reason] = RETURN_PLAN[i % RETURN_PLAN.length] as [ReturnStatus, ReturnReason];
    const line = order.lines.find((l) => new Decimal(l.deliveredQuantity).gte(1) && store.items.get(l.itemNumber)?.trackingType === 'None') as SalesOrderLine;
    const created = clock.cap(order.createdDate + p.int(5, 20) * DAY_MS);
    const r: SalesReturn = {
      returnNumber: nextReturnNumber(store),
      orderNumber: order.orderNumber,
      customerNumber: order.customerNumber,
      ticketNumber: null,
      rmaNumber: reason === 'Warranty' || reason === 'Defective' ? nextRmaNumber(store) : null,
      reason,
      status: 'Draft',
      warehouseCode: order.warehouseCode,
      currencyCode: order.currencyCode,
      returnDate: isoDate(created),
      approvedAt: null,
      receivedDate: null,
      externalNotes: p.chance(0.4) ? 'Customer keeps the original packaging.' : null,
      internalNotes: p.chance(0.3) ? 'Inspect before restocking.' : null,
      lines: [
        {
          lineNumber: 1,
          orderLineNumber: line.lineNumber,
          itemNumber: line.itemNumber,
          quantity: '1',
          unit: line.unit,
          unitPrice: netUnitPrice(line.unitPrice, line.discountPercent),
          taxPercent: line.taxPercent,
          condition: reason === 'CustomerRemorse' ? 'New' : null,
          notes: null,
        },
      ],
      createdDate: created,
      modifiedDate: null,
    };
    store.support.returns.set(r.returnNumber, r);
    if (status === 'Draft') continue;
    r.approvedAt = clock.cap(created + DAY_MS / 2);
    r.status = status === 'Cancelled' ? 'Cancelled' : 'Approved';
    r.modifiedDate = r.approvedAt;
    if (status === 'Cancelled' || status === 'Approved') continue;
    const warehouse = store.warehouses.get(r.warehouseCode);
    receiveReturn(
      store,
      r,
      warehouse?.defaultLocationCode ?? 'R-01',
      [{ lineNumber: 1, condition: r.lines[0]?.condition ?? 'Opened' }],
      clock.cap(created + 3 * DAY_MS),
      clock.newId,
    );
    if (status === 'CreditNoted' || status === 'Closed') {
      r.status = status;
      creditNote(store, r, clock.cap(created + 4 * DAY_MS));
    }
  }
}

/** A refunded credit note for a received return: negative quantities, Paid once refunded. */
function creditNote(store: Store, r: SalesReturn, at: number): void {
  const invoiceDate = isoDate(at);
  const inv: Invoice = {
    invoiceNumber: `INV-${++store.support.sequences.invoice}`,
    type: 'CreditNote',
    status: 'Booked',
    customerNumber: r.customerNumber,
    orderNumber: r.orderNumber,
    currencyCode: r.currencyCode,
    invoiceDate,
    dueDate: invoiceDate,
    externalDocumentNumber: r.returnNumber,
    comments: `Credit for return ${r.returnNumber}`,
    paidAmount: '0.00',
    taxReductionAmount: '0.00',
    lines: r.lines.map((l) => ({
      lineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      description: `Return ${r.returnNumber}`,
      quantity: qty(new Decimal(l.quantity).negated()),
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxPercent: l.taxPercent,
    })),
    createdDate: at,
    modifiedDate: r.status === 'Closed' ? at : null,
  };
  if (r.status === 'Closed') inv.paidAmount = invoiceFigures(inv).totalAmount;
  store.support.invoices.set(inv.invoiceNumber, inv);
}

export function seedCustomerContext(store: Store, p: Prng, scale: number, clock: SeedClock): Customer[] {
  const active = [...store.customers.values()].filter((c) => c.isActive).sort((a, b) => a.customerNumber.localeCompare(b.customerNumber));
  const supportCustomers = active.filter((_, i) => i % 3 === 0).slice(0, 24 * scale);
  const items = [...store.items.values()].filter(
    (i) =>
      i.isActive && i.trackingType === 'None' && !i.isConfigurable && i.salesPrice !== null && i.baseUnitCode !== null && !i.itemNumber.startsWith('FV-81'),
  );
  seedOrders(store, p, supportCustomers, items, clock);
  seedShipments(store, p, clock);
  seedInvoices(store, p, clock);
  seedReturns(store, p, scale, clock);
  return supportCustomers;
}

import { Decimal, qty } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import { closeOrder, receiveLine, refreshLineStatus } from '../purchasing';
import type { Item, PurchaseOrder, PurchaseOrderStatus, Store, Supplier, SupplierItem, Warehouse } from '../store';
import type { Prng } from './prng';

const PO_STATES: PurchaseOrderStatus[] = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled'];

export function seedPurchaseOrders(store: Store, p: Prng, scale: number, anchor: number, newId: () => string): void {
  const bySupplier = new Map<string, SupplierItem[]>();
  for (const si of store.supplierItems) {
    const list = bySupplier.get(si.supplierNumber) ?? [];
    list.push(si);
    bySupplier.set(si.supplierNumber, list);
  }
  const suppliers = [...store.suppliers.values()].filter((s) => s.isActive && (bySupplier.get(s.supplierNumber)?.length ?? 0) > 0);
  const total = 60 * scale;
  const orders: PurchaseOrder[] = [];
  for (let i = 0; i < total; i++) {
    const status = PO_STATES[i % PO_STATES.length] as PurchaseOrderStatus;
    const supplier = suppliers[(i * 5) % suppliers.length] as Supplier;
    const ageDays = status === 'Draft' ? p.int(0, 10) : status === 'Received' || status === 'Closed' || status === 'Cancelled' ? p.int(30, 200) : p.int(3, 45);
    const created = anchor - ageDays * DAY_MS - p.int(1, 20) * 3_600_000;
    const orderDate = isoDate(created);
    const expected = addDays(orderDate, supplier.leadTimeDays ?? 14);
    const candidates = bySupplier.get(supplier.supplierNumber) ?? [];
    const lineCount = Math.min(candidates.length, p.int(1, 5));
    const start = p.int(0, Math.max(0, candidates.length - 1));
    const po: PurchaseOrder = {
      id: newId(),
      orderNumber: `PO-${String(100001 + i)}`,
      supplierNumber: supplier.supplierNumber,
      supplierReference: status === 'Draft' || p.chance(0.4) ? null : `SO-${p.int(10000, 99999)}`,
      status: 'Draft',
      currencyCode: supplier.currencyCode,
      orderDate,
      expectedDeliveryDate: expected,
      promisedDeliveryDate: null,
      warehouseCode: p.chance(0.7) ? 'OSL' : p.pick(['BGN', 'TRD']),
      deliveryTermCode: p.pick(['FCA', 'DAP', 'DAP', 'EXW']),
      paymentTermCode: p.pick(['NET30', 'NET30', 'NET14', 'NET60']),
      shippingMethodCode: p.pick(['BRING', 'POSTNORD', 'DHL']),
      externalNotes: p.chance(0.2) ? 'Please label every carton with our PO number.' : null,
      isDropShipment: false,
      sentAt: null,
      confirmedAt: null,
      closedAt: null,
      emailSentTo: null,
      createdDate: created,
      modifiedDate: created,
      lines: [],
    };
    for (let l = 0; l < lineCount; l++) {
      const si = candidates[(start + l) % candidates.length] as SupplierItem;
      const item = store.items.get(si.itemNumber) as Item;
      const quantity = item.decimalPlaces > 0 ? new Decimal(p.int(1000, 30000)).div(100) : new Decimal(p.int(1, 40) * (item.trackingType === 'Serial' ? 1 : 5));
      po.lines.push({
        lineNumber: l + 1,
        itemNumber: si.itemNumber,
        description: null,
        quantity: qty(quantity),
        receivedQuantity: '0',
        unit: item.baseUnitCode ?? 'PCS',
        unitPrice: si.unitPrice,
        expectedDate: expected,
        promisedDate: null,
        status: 'Open',
      });
    }
    const at = (days: number) => Math.min(anchor - 60_000, created + days * DAY_MS);
    if (status !== 'Draft' && status !== 'Cancelled') {
      po.sentAt = at(0.1);
      if (supplier.email && p.chance(0.7)) po.emailSentTo = supplier.email;
    }
    if (status === 'PartiallyConfirmed' || status === 'Confirmed' || status === 'PartiallyReceived' || status === 'Received' || status === 'Closed') {
      const promised = addDays(expected, p.int(-2, 5));
      po.lines.forEach((line, n) => {
        if (status !== 'PartiallyConfirmed' || n === 0) line.promisedDate = promised;
      });
      if (status !== 'PartiallyConfirmed') {
        po.confirmedAt = at(1);
        po.promisedDeliveryDate = promised;
      }
    }
    po.status = status === 'PartiallyReceived' || status === 'Received' || status === 'Closed' ? 'Confirmed' : status;
    if (status === 'PartiallyReceived' || status === 'Received' || status === 'Closed') {
      const warehouse = store.warehouses.get(po.warehouseCode) as Warehouse;
      po.lines.forEach((line, n) => {
        const item = store.items.get(line.itemNumber) as Item;
        let amount = new Decimal(line.quantity);
        if (status !== 'Received' && n === 0) amount = item.decimalPlaces > 0 ? amount.div(2).toDecimalPlaces(item.decimalPlaces) : amount.div(2).floor();
        if (status === 'PartiallyReceived' && n > 0 && n % 2 === 1) amount = new Decimal(0);
        if (amount.lte(0)) return;
        const serials =
          item.trackingType === 'Serial'
            ? Array.from({ length: amount.toNumber() }, (_, s) => `SN${line.itemNumber.slice(3)}-P${po.orderNumber.slice(3)}${line.lineNumber}${s}`)
            : [];
        receiveLine(
          store,
          po,
          line,
          {
            quantity: amount,
            locationCode: warehouse.defaultLocationCode,
            batchNumber: item.trackingType === 'Batch' ? `B${po.orderNumber.slice(3)}-${line.lineNumber}` : null,
            expiryDate: item.trackingType === 'Batch' ? addDays(orderDate, 365) : null,
            serialNumbers: serials,
          },
          at(ageDays > 20 ? 15 : 2),
          newId,
        );
      });
      if (status === 'PartiallyReceived') po.status = 'PartiallyReceived';
    }
    if (status === 'Closed') closeOrder(po, at(25));
    for (const line of po.lines) refreshLineStatus(line);
    po.modifiedDate = Math.max(po.modifiedDate, po.sentAt ?? 0, po.confirmedAt ?? 0, po.closedAt ?? 0);
    orders.push(po);
  }
  for (const po of orders) store.purchaseOrders.set(po.orderNumber, po);
  store.sequences.purchaseOrder = 100000 + total;
}

import { randomUUID } from 'node:crypto';
import type { Api, Ctx, WriteResult } from '../api';
import {
  cancelOrder,
  CANCELLABLE,
  closeOrder,
  lineTotal,
  OPEN_STATES,
  orderTotal,
  RECEIVABLE,
  receiveLine,
  refreshLineStatus,
  remainingOf,
} from '../purchasing';
import { FX_TO_NOK } from '../seed/catalog';
import { checkDecimalPlaces, Decimal, qty, readDecimal, price } from '../rules/decimals';
import { enums, readEnumFilter } from '../rules/enums';
import { patchField, readMergePatch } from '../rules/merge-patch';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { addDays, isoDate, parseDate, ts } from '../rules/timestamps';
import { isObject, matchesSearch, readBody, readBoolean, readString, requireString, type Json } from '../rules/validate';
import { serialInStock } from '../stock';
import { batchKey, type NamedCode, type PurchaseOrder, type PurchaseOrderLine, type Store } from '../store';
import { byKey, changedSince, itemByKey, link, locationIn, lookup, modifiedSince, nameOf, warehouseByCode } from './common';
import { supplierByKey } from './suppliers';

/**
 * Purchase orders (purchase-orders:read / purchase-orders:write): atomic create with per-line
 * errors (`lines[2].itemNumber`), send, confirm, per-line receive that books stock, close and
 * merge-patch of header and lines. Every state change answers the order detail.
 */
const HEADER_PATCH_FIELDS = [
  'supplierReference',
  'expectedDeliveryDate',
  'promisedDeliveryDate',
  'externalNotes',
  'deliveryTermCode',
  'paymentTermCode',
  'shippingMethodCode',
  'warehouseCode',
  'currencyCode',
] as const;
const LINE_PATCH_FIELDS = ['quantity', 'unitPrice', 'expectedDate', 'promisedDate', 'description'] as const;

function listDto(po: PurchaseOrder, store: Store, base: string) {
  return {
    id: po.id,
    orderNumber: po.orderNumber,
    status: po.status,
    supplierNumber: po.supplierNumber,
    supplierName: store.suppliers.get(po.supplierNumber)?.name ?? null,
    supplierReference: po.supplierReference,
    orderDate: po.orderDate,
    expectedDeliveryDate: po.expectedDeliveryDate,
    promisedDeliveryDate: po.promisedDeliveryDate,
    currencyCode: po.currencyCode,
    totalAmount: orderTotal(po),
    warehouseCode: po.warehouseCode,
    lineCount: po.lines.length,
    createdDate: ts(po.createdDate),
    modifiedDate: ts(po.modifiedDate),
    links: link(base, 'purchase-orders', po.orderNumber),
  };
}

function lineDto(line: PurchaseOrderLine, store: Store) {
  const item = store.items.get(line.itemNumber);
  return {
    lineNumber: line.lineNumber,
    itemNumber: line.itemNumber,
    itemName: item?.name ?? null,
    description: line.description,
    quantity: line.quantity,
    receivedQuantity: line.receivedQuantity,
    remainingQuantity: qty(remainingOf(line)),
    unit: line.unit,
    unitPrice: line.unitPrice,
    lineTotal: lineTotal(line),
    expectedDate: line.expectedDate,
    promisedDate: line.promisedDate,
    trackingType: item?.trackingType ?? 'None',
    status: line.status,
  };
}

export function purchaseOrderDetail(po: PurchaseOrder, store: Store, base: string) {
  const warehouse = store.warehouses.get(po.warehouseCode);
  return {
    ...listDto(po, store, base),
    warehouseName: warehouse?.name ?? null,
    deliveryAddress: warehouse
      ? { name: `${store.tenant.name}, ${warehouse.name}`, street1: null, postalCode: null, city: null, countryCode: store.tenant.countryCode }
      : null,
    deliveryTermCode: po.deliveryTermCode,
    deliveryTermName: nameOf(store.deliveryTerms, po.deliveryTermCode),
    paymentTermCode: po.paymentTermCode,
    paymentTermName: nameOf(store.paymentTerms, po.paymentTermCode),
    shippingMethodCode: po.shippingMethodCode,
    shippingMethodName: nameOf(store.shippingMethods, po.shippingMethodCode),
    externalNotes: po.externalNotes,
    isDropShipment: po.isDropShipment,
    sentAt: ts(po.sentAt),
    confirmedAt: ts(po.confirmedAt),
    closedAt: ts(po.closedAt),
    emailSentTo: po.emailSentTo,
    lines: po.lines.map((l) => lineDto(l, store)),
  };
}

const poByKey = (store: Store, orderNumber: string): PurchaseOrder => lookup(store.purchaseOrders, orderNumber, 'Purchase Order');

function lineByNumber(po: PurchaseOrder, lineNumber: string): PurchaseOrderLine {
  const line = po.lines.find((l) => String(l.lineNumber) === lineNumber);
  if (!line) throw problem.notFound('PurchaseOrderLine.NotFound', `Purchase order ${po.orderNumber} has no line ${lineNumber}.`);
  return line;
}

function requireStatus(po: PurchaseOrder, allowed: readonly string[], action: string): void {
  if (!allowed.includes(po.status)) {
    throw problem.conflict('PurchaseOrder.InvalidStatus', `Purchase order ${po.orderNumber} is ${po.status}; ${action} needs ${allowed.join(' or ')}.`);
  }
}

function codeIn(list: NamedCode[], value: string | null, field: string, code: string): string | null {
  if (value !== null && !list.some((c) => c.code === value)) {
    throw problem.invalid(field, code, `'${value}' is not a known ${field}; valid codes: ${list.map((c) => c.code).join(', ')}.`);
  }
  return value;
}

function readCurrency(value: string | null, field: string): string | null {
  if (value !== null && FX_TO_NOK[value] === undefined) {
    throw problem.invalid(field, 'Currency.NotFound', `'${value}' is not a supported currency code (${Object.keys(FX_TO_NOK).join(', ')}).`);
  }
  return value;
}

function positiveQuantity(value: unknown, field: string, decimalPlaces: number, itemNumber: string): Decimal {
  if (value === undefined || value === null) throw problem.invalid(field, 'Validation.Required', `'${field}' is required.`);
  const d = readDecimal(value, field);
  if (d.lte(0)) throw problem.invalid(field, 'PurchaseOrderLine.QuantityMustBePositive', `'${field}' must be greater than zero.`);
  checkDecimalPlaces(d, decimalPlaces, field, itemNumber);
  return d;
}

function detailResult(c: Ctx, po: PurchaseOrder, effect: string, status = 200, extra: Partial<WriteResult> = {}): WriteResult {
  const body = purchaseOrderDetail(po, c.store, c.base);
  return { status, body, resourceRef: `purchase-orders/${po.orderNumber}`, effect, ...extra };
}

function createOrder(c: Ctx): WriteResult {
  const { store, now } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const supplierNumber = errors.try(() => requireString(body, 'supplierNumber'));
  const supplier = supplierNumber ? errors.try(() => supplierByKey(store, supplierNumber, 'supplierNumber')) : undefined;
  if (supplier && !supplier.isActive) errors.add('supplierNumber', 'Supplier.Inactive', `Supplier ${supplier.supplierNumber} is inactive.`);
  const orderNumber = errors.try(() => readString(body, 'orderNumber', { max: 20 }));
  if (orderNumber && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(orderNumber))
    errors.add('orderNumber', 'Validation.InvalidCode', "'orderNumber' may contain letters, digits, '.', '_' and '-'.");
  const currencyCode = errors.try(() => readCurrency(readString(body, 'currencyCode'), 'currencyCode'));
  const orderDate = errors.try(() => (body.orderDate == null ? isoDate(now) : parseDate(body.orderDate, 'orderDate')));
  const expected = errors.try(() => (body.expectedDeliveryDate == null ? null : parseDate(body.expectedDeliveryDate, 'expectedDeliveryDate')));
  const warehouseCode = errors.try(() => readString(body, 'warehouseCode') ?? 'OSL');
  if (warehouseCode) errors.try(() => warehouseByCode(store, warehouseCode, 'warehouseCode'));
  const deliveryTermCode = errors.try(() => codeIn(store.deliveryTerms, readString(body, 'deliveryTermCode'), 'deliveryTermCode', 'DeliveryTerm.NotFound'));
  const paymentTermCode = errors.try(() => codeIn(store.paymentTerms, readString(body, 'paymentTermCode'), 'paymentTermCode', 'PaymentTerm.NotFound'));
  const shippingMethodCode = errors.try(() =>
    codeIn(store.shippingMethods, readString(body, 'shippingMethodCode'), 'shippingMethodCode', 'ShippingMethod.NotFound'),
  );
  const supplierReference = errors.try(() => readString(body, 'supplierReference', { max: 50 }));
  const externalNotes = errors.try(() => readString(body, 'externalNotes', { max: 2000 }));
  if (body.lines !== undefined && body.lines !== null && !Array.isArray(body.lines))
    errors.add('lines', 'Validation.InvalidArray', "'lines' must be an array.");
  const rawLines: unknown[] = Array.isArray(body.lines) ? body.lines : [];
  const headerExpected = expected ?? (orderDate ? addDays(orderDate, supplier?.leadTimeDays ?? 14) : null);

  const lines: PurchaseOrderLine[] = [];
  rawLines.forEach((raw, i) => {
    const at = (field: string) => `lines[${i}].${field}`;
    if (!isObject(raw)) return errors.add(`lines[${i}]`, 'Validation.InvalidObject', `lines[${i}] must be an object.`);
    const line: Json = raw;
    const itemNumber = errors.try(() => requireString(line, 'itemNumber', { label: at('itemNumber') }));
    const item = itemNumber ? errors.try(() => itemByKey(store, itemNumber, at('itemNumber'))) : undefined;
    if (item && !item.isActive) errors.add(at('itemNumber'), 'Item.Inactive', `Item ${item.itemNumber} is inactive and cannot be purchased.`);
    const quantity = item ? errors.try(() => positiveQuantity(line.quantity, at('quantity'), item.decimalPlaces, item.itemNumber)) : undefined;
    const unit = errors.try(() => readString(line, 'unit', { label: at('unit') }));
    if (item && unit === null && item.baseUnitCode === null)
      errors.add(at('unit'), 'PurchaseOrderLine.UnitRequired', `Item ${item.itemNumber} has no base unit; send 'unit'.`);
    if (item && unit && item.baseUnitCode !== null && unit.toUpperCase() !== item.baseUnitCode) {
      errors.add(at('unit'), 'PurchaseOrderLine.UnitNotSupported', `Item ${item.itemNumber} is purchased in its base unit ${item.baseUnitCode}.`);
    }
    let unitPrice: string | undefined;
    if (line.unitPrice !== undefined && line.unitPrice !== null) {
      const p = errors.try(() => readDecimal(line.unitPrice, at('unitPrice')));
      if (p && p.lt(0)) errors.add(at('unitPrice'), 'PurchaseOrderLine.NegativePrice', "'unitPrice' cannot be negative.");
      else if (p) unitPrice = price(p);
    } else if (item && supplier) {
      const listed = store.supplierItems.find((si) => si.supplierNumber === supplier.supplierNumber && si.itemNumber === item.itemNumber);
      if (listed) unitPrice = listed.unitPrice;
      else
        errors.add(
          at('unitPrice'),
          'PurchaseOrderLine.PriceRequired',
          `Supplier ${supplier.supplierNumber} has no price for ${item.itemNumber}; send 'unitPrice'.`,
        );
    }
    const expectedDate = errors.try(() => (line.expectedDate == null ? headerExpected : parseDate(line.expectedDate, at('expectedDate'))));
    const description = errors.try(() => readString(line, 'description', { max: 500, label: at('description') }));
    if (item && quantity && unitPrice !== undefined) {
      lines.push({
        lineNumber: i + 1,
        itemNumber: item.itemNumber,
        description: description ?? null,
        quantity: qty(quantity),
        receivedQuantity: '0',
        unit: unit?.toUpperCase() ?? item.baseUnitCode ?? '',
        unitPrice,
        expectedDate: expectedDate ?? null,
        promisedDate: null,
        status: 'Open',
      });
    }
  });
  errors.throwIfAny();
  if (!supplier || !orderDate || !warehouseCode) throw new Error('unreachable');
  if (orderNumber && store.purchaseOrders.has(orderNumber)) {
    throw problem.conflict('PurchaseOrder.NumberInUse', `Purchase order number ${orderNumber} is already in use.`, 'orderNumber');
  }
  let number = orderNumber;
  while (!number || store.purchaseOrders.has(number)) number = `PO-${++store.sequences.purchaseOrder}`;
  const po: PurchaseOrder = {
    id: randomUUID(),
    orderNumber: number,
    supplierNumber: supplier.supplierNumber,
    supplierReference: supplierReference ?? null,
    status: 'Draft',
    currencyCode: currencyCode ?? supplier.currencyCode,
    orderDate,
    expectedDeliveryDate: headerExpected,
    promisedDeliveryDate: null,
    warehouseCode,
    deliveryTermCode: deliveryTermCode ?? null,
    paymentTermCode: paymentTermCode ?? null,
    shippingMethodCode: shippingMethodCode ?? null,
    externalNotes: externalNotes ?? null,
    isDropShipment: false,
    sentAt: null,
    confirmedAt: null,
    closedAt: null,
    emailSentTo: null,
    createdDate: now,
    modifiedDate: now,
    lines,
  };
  store.purchaseOrders.set(number, po);
  const result = detailResult(c, po, `created Draft with ${lines.length} line(s)`, 201);
  return { ...result, location: (result.body as { links: { self: string } }).links.self };
}

function receive(c: Ctx): WriteResult {
  const { store, now } = c;
  const po = poByKey(store, c.params.orderNumber ?? '');
  const line = lineByNumber(po, c.params.lineNumber ?? '');
  const body = readBody(c.body);
  requireStatus(po, RECEIVABLE, 'receiving');
  if (line.status === 'Closed') throw problem.conflict('PurchaseOrderLine.Closed', `Line ${line.lineNumber} is closed.`);
  const item = itemByKey(store, line.itemNumber);
  const quantity = positiveQuantity(body.quantity, 'quantity', item.decimalPlaces, item.itemNumber);
  const remaining = remainingOf(line);
  if (quantity.gt(remaining)) {
    throw problem.invalid(
      'quantity',
      'PurchaseOrderLine.OverReceipt',
      `Only ${qty(remaining)} ${line.unit} remain on line ${line.lineNumber}; cannot receive ${qty(quantity)}.`,
    );
  }
  const warehouse = warehouseByCode(store, po.warehouseCode);
  const locationCode = locationIn(warehouse, readString(body, 'locationCode') ?? warehouse.defaultLocationCode, 'locationCode');
  let batchNumber = readString(body, 'batchNumber', { max: 50 });
  let expiryDate = body.expiryDate == null ? null : parseDate(body.expiryDate, 'expiryDate');
  if (item.trackingType === 'Batch') {
    const errors = new ErrorList();
    if (!batchNumber) errors.add('batchNumber', 'PurchaseOrderLine.BatchRequired', `Item ${item.itemNumber} is batch-tracked: send batchNumber.`);
    if (!expiryDate) errors.add('expiryDate', 'PurchaseOrderLine.ExpiryDateRequired', `Item ${item.itemNumber} is batch-tracked: send expiryDate.`);
    errors.throwIfAny();
    const existing = store.batches.get(batchKey(item.itemNumber, batchNumber as string));
    if (existing && existing.expiryDate !== expiryDate) {
      throw problem.invalid('expiryDate', 'Batch.ExpiryMismatch', `Batch ${batchNumber} already exists with expiry ${existing.expiryDate ?? 'none'}.`);
    }
  } else if (batchNumber || expiryDate) {
    throw problem.invalid(batchNumber ? 'batchNumber' : 'expiryDate', 'PurchaseOrderLine.NotBatchTracked', `Item ${item.itemNumber} is not batch-tracked.`);
  }
  let serialNumbers: string[] = [];
  if (body.serialNumbers !== undefined && body.serialNumbers !== null) {
    if (!Array.isArray(body.serialNumbers) || body.serialNumbers.some((s) => typeof s !== 'string' || s.trim() === '')) {
      throw problem.invalid('serialNumbers', 'Validation.InvalidArray', "'serialNumbers' must be an array of non-empty strings.");
    }
    serialNumbers = body.serialNumbers as string[];
  }
  if (item.trackingType === 'Serial') {
    if (!quantity.isInteger() || !quantity.eq(serialNumbers.length)) {
      throw problem.invalid(
        'serialNumbers',
        'PurchaseOrderLine.SerialNumbersMismatch',
        `Receiving ${qty(quantity)} of serial-tracked ${item.itemNumber} needs exactly that many serialNumbers; got ${serialNumbers.length}.`,
      );
    }
    const duplicate = serialNumbers.find((s, i) => serialNumbers.indexOf(s) !== i);
    if (duplicate) throw problem.invalid('serialNumbers', 'PurchaseOrderLine.DuplicateSerialNumber', `Serial number ${duplicate} is listed twice.`);
    const inStock = serialNumbers.find((s) => serialInStock(store, item.itemNumber, s));
    if (inStock) throw problem.invalid('serialNumbers', 'Inventory.SerialAlreadyInStock', `Serial number ${inStock} is already in stock.`);
  } else if (serialNumbers.length > 0) {
    throw problem.invalid('serialNumbers', 'PurchaseOrderLine.NotSerialTracked', `Item ${item.itemNumber} is not serial-tracked.`);
  }
  if (item.trackingType !== 'Batch') [batchNumber, expiryDate] = [null, null];
  const posted = receiveLine(store, po, line, { quantity, locationCode, batchNumber, expiryDate, serialNumbers }, now);
  return detailResult(c, po, `receipt ${qty(quantity)} ${item.itemNumber} at ${po.warehouseCode}/${locationCode}`, 200, {
    headers: { 'X-Transaction-Id': posted.map((t) => t.transactionId).join(',') },
    resourceRef: `purchase-orders/${po.orderNumber}/lines/${line.lineNumber}`,
  });
}

function patchHeader(c: Ctx): WriteResult {
  const { store, now } = c;
  const po = poByKey(store, c.params.orderNumber ?? '');
  const patch = readMergePatch(c.body, HEADER_PATCH_FIELDS);
  requireStatus(po, OPEN_STATES, 'changing the order');
  const errors = new ErrorList();
  const text = (field: 'supplierReference' | 'externalNotes', max: number) =>
    patchField(patch, field, () => errors.try(() => (po[field] = readString(patch, field, { max }))));
  text('supplierReference', 50);
  text('externalNotes', 2000);
  const date = (field: 'expectedDeliveryDate' | 'promisedDeliveryDate') =>
    patchField(patch, field, (v) => errors.try(() => (po[field] = v === null ? null : parseDate(v, field))));
  date('expectedDeliveryDate');
  date('promisedDeliveryDate');
  const code = (field: 'deliveryTermCode' | 'paymentTermCode' | 'shippingMethodCode', list: NamedCode[], notFound: string) =>
    patchField(patch, field, () => errors.try(() => (po[field] = codeIn(list, readString(patch, field), field, notFound))));
  code('deliveryTermCode', store.deliveryTerms, 'DeliveryTerm.NotFound');
  code('paymentTermCode', store.paymentTerms, 'PaymentTerm.NotFound');
  code('shippingMethodCode', store.shippingMethods, 'ShippingMethod.NotFound');
  for (const field of ['warehouseCode', 'currencyCode'] as const) {
    patchField(patch, field, (v) =>
      errors.try(() => {
        if (po.status !== 'Draft' && v !== po[field])
          throw problem.conflict('PurchaseOrder.FieldLocked', `'${field}' can only change while the order is Draft.`, field);
        const value = requireString(patch, field);
        po[field] = field === 'warehouseCode' ? warehouseByCode(store, value, field).code : (readCurrency(value, field) as string);
      }),
    );
  }
  errors.throwIfAny();
  po.modifiedDate = now;
  return detailResult(c, po, `patched ${Object.keys(patch).join(', ') || 'nothing'}`);
}

function patchLine(c: Ctx): WriteResult {
  const { store, now } = c;
  const po = poByKey(store, c.params.orderNumber ?? '');
  const line = lineByNumber(po, c.params.lineNumber ?? '');
  const patch = readMergePatch(c.body, LINE_PATCH_FIELDS, { ignoreUnknown: true });
  requireStatus(po, OPEN_STATES, 'changing a line');
  if (line.status === 'Closed' || line.status === 'Received')
    throw problem.conflict('PurchaseOrderLine.InvalidStatus', `Line ${line.lineNumber} is ${line.status} and can no longer change.`);
  const item = itemByKey(store, line.itemNumber);
  const errors = new ErrorList();
  patchField(patch, 'quantity', (v) =>
    errors.try(() => {
      const q = positiveQuantity(v, 'quantity', item.decimalPlaces, item.itemNumber);
      if (q.lt(line.receivedQuantity))
        throw problem.invalid(
          'quantity',
          'PurchaseOrderLine.QuantityBelowReceived',
          `${line.receivedQuantity} were already received on line ${line.lineNumber}.`,
        );
      line.quantity = qty(q);
    }),
  );
  patchField(patch, 'unitPrice', (v) =>
    errors.try(() => {
      if (v === null) throw problem.invalid('unitPrice', 'Validation.Required', "'unitPrice' cannot be cleared.");
      const p = readDecimal(v, 'unitPrice');
      if (p.lt(0)) throw problem.invalid('unitPrice', 'PurchaseOrderLine.NegativePrice', "'unitPrice' cannot be negative.");
      line.unitPrice = price(p);
    }),
  );
  for (const field of ['expectedDate', 'promisedDate'] as const) {
    patchField(patch, field, (v) => errors.try(() => (line[field] = v === null ? null : parseDate(v, field))));
  }
  patchField(patch, 'description', () => errors.try(() => (line.description = readString(patch, 'description', { max: 500 }))));
  errors.throwIfAny();
  refreshLineStatus(line);
  // A supplier confirming some lines (promised dates) of a sent order leaves it PartiallyConfirmed.
  if ((po.status === 'Sent' || po.status === 'PartiallyConfirmed') && po.lines.some((l) => l.promisedDate !== null)) {
    po.status = po.lines.every((l) => l.promisedDate !== null || l.status === 'Closed') ? po.status : 'PartiallyConfirmed';
  }
  if (po.status === 'PartiallyReceived' && po.lines.every((l) => l.status === 'Received' || l.status === 'Closed')) po.status = 'Received';
  po.modifiedDate = now;
  return detailResult(c, po, `patched line ${line.lineNumber}: ${Object.keys(patch).join(', ') || 'nothing'}`, 200, {
    resourceRef: `purchase-orders/${po.orderNumber}/lines/${line.lineNumber}`,
  });
}

export function registerPurchaseOrders(api: Api): void {
  api.get('/preview/purchase-orders', 'purchase-orders:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, enums.purchaseOrderStatus, 'status');
    const from = query.orderDateFrom === undefined ? undefined : parseDate(query.orderDateFrom, 'orderDateFrom');
    const to = query.orderDateTo === undefined ? undefined : parseDate(query.orderDateTo, 'orderDateTo');
    const since = modifiedSince(query);
    const rows = [...store.purchaseOrders.values()]
      .filter(
        (po) =>
          (status === undefined || po.status === status) &&
          (query.supplierNumber === undefined || po.supplierNumber === query.supplierNumber) &&
          (from === undefined || po.orderDate >= from) &&
          (to === undefined || po.orderDate <= to) &&
          matchesSearch(query.search, po.orderNumber, po.supplierReference, store.suppliers.get(po.supplierNumber)?.name) &&
          changedSince(since, po.modifiedDate, po.createdDate),
      )
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || byKey<PurchaseOrder>((p) => p.orderNumber)(b, a));
    return { body: toPage(rows, paging, (po) => listDto(po, store, base)) };
  });

  api.get('/preview/purchase-orders/:orderNumber', 'purchase-orders:read', ({ store, params, base }) => ({
    body: purchaseOrderDetail(poByKey(store, params.orderNumber ?? ''), store, base),
    etag: true,
  }));

  api.post('/preview/purchase-orders', 'purchase-orders:write', createOrder);

  api.post('/preview/purchase-orders/:orderNumber/send', 'purchase-orders:write', (c) => {
    const po = poByKey(c.store, c.params.orderNumber ?? '');
    const sendEmail = readBoolean(readBody(c.body, { optional: true }).sendEmail, 'sendEmail', false);
    requireStatus(po, ['Draft'], 'sending');
    if (po.lines.length === 0) throw problem.conflict('PurchaseOrder.NoLines', `Purchase order ${po.orderNumber} has no lines to send.`);
    const supplier = supplierByKey(c.store, po.supplierNumber);
    if (sendEmail && !supplier.email) throw problem.invalid('sendEmail', 'Supplier.NoEmail', `Supplier ${supplier.supplierNumber} has no email address.`);
    po.status = 'Sent';
    po.sentAt = c.now;
    po.emailSentTo = sendEmail ? supplier.email : null;
    po.modifiedDate = c.now;
    return detailResult(c, po, sendEmail ? `sent, emailed to ${supplier.email}` : 'sent');
  });

  api.post('/preview/purchase-orders/:orderNumber/confirm', 'purchase-orders:write', (c) => {
    const po = poByKey(c.store, c.params.orderNumber ?? '');
    const body = readBody(c.body, { optional: true });
    const promised = body.promisedDeliveryDate == null ? null : parseDate(body.promisedDeliveryDate, 'promisedDeliveryDate');
    requireStatus(po, ['Sent', 'PartiallyConfirmed'], 'confirming');
    po.status = 'Confirmed';
    po.confirmedAt = c.now;
    if (promised) {
      po.promisedDeliveryDate = promised;
      for (const line of po.lines) line.promisedDate ??= promised;
    }
    po.modifiedDate = c.now;
    return detailResult(c, po, 'confirmed');
  });

  api.post('/preview/purchase-orders/:orderNumber/lines/:lineNumber/receive', 'purchase-orders:write', receive);

  api.post('/preview/purchase-orders/:orderNumber/close', 'purchase-orders:write', (c) => {
    const po = poByKey(c.store, c.params.orderNumber ?? '');
    readBody(c.body, { optional: true });
    requireStatus(po, OPEN_STATES, 'closing');
    closeOrder(po, c.now);
    return detailResult(c, po, 'closed');
  });

  // Not shown in the description (docs/api-assumptions.md 71): an order nothing was received
  // against can be cancelled; once goods arrived, close is the way to settle it.
  api.post(
    '/preview/purchase-orders/:orderNumber/cancel',
    'purchase-orders:write',
    (c) => {
      const po = poByKey(c.store, c.params.orderNumber ?? '');
      readBody(c.body, { optional: true });
      if (po.lines.some((l) => !new Decimal(l.receivedQuantity).isZero())) {
        throw problem.conflict('PurchaseOrder.HasReceipts', `Goods were already received on ${po.orderNumber}; close the order instead of cancelling it.`);
      }
      requireStatus(po, CANCELLABLE, 'cancelling');
      cancelOrder(po, c.now);
      return detailResult(c, po, 'cancelled');
    },
    { optional: 'purchase-order.cancel' },
  );

  api.patch('/preview/purchase-orders/:orderNumber', 'purchase-orders:write', patchHeader);
  api.patch('/preview/purchase-orders/:orderNumber/lines/:lineNumber', 'purchase-orders:write', patchLine);
}

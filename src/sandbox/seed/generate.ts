import { Decimal, money, price, qty } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import { applyCount, completeCount, countingSpanMs, generateCountLines, startCount, stockInWarehouse, type CountSpec } from '../counting';
import { closeOrder, receiveLine, refreshLineStatus } from '../purchasing';
import { book, onHandInWarehouse } from '../stock';
import { batchKey, itemWarehouseKey, type Channel, type InventoryCount, type Item, type ItemWarehouse, type PurchaseOrder, type PurchaseOrderStatus, type Store, type Supplier, type SupplierItem, type Warehouse } from '../store';
import { CATEGORIES, COMPANY, CUSTOMER_COUNTRIES, CUSTOMER_KINDS, CUSTOMER_PLACES, FAMILIES, FX_TO_NOK, STREETS, SUPPLIERS, UNITS } from './catalog';
import { Prng, streamSeed } from './prng';
import { emptySalesData } from '../sales/types';
import { seedSales } from './sales';
import { emptySupportData } from '../support/types';
import { seedSupport } from './tickets';
import { emptyMediaData } from '../media/types';
import { seedMedia } from './media';
import { seedStorefront } from './storefront';
import { emptyStorefrontData } from '../storefront/types';

/**
 * Deterministic demo company: the same seed, scale and anchor always give the same data.
 * Each part draws from its own PRNG stream so changing one part never reshuffles the others.
 * Dates hang off `anchor` (start of the seed's "today", UTC) so the demo always looks current.
 */
export interface SeedOptions {
  seed: number;
  scale: number;
  anchor: number;
}

const WAREHOUSES: { code: string; name: string; transport: number | null; zones: [string, string, number][] }[] = [
  { code: 'OSL', name: 'Oslo Alnabru Central Warehouse', transport: null, zones: [['A', 'Pick face', 24], ['B', 'Bulk racking', 16], ['C', 'Hazmat cage', 4], ['R', 'Receiving dock', 2]] },
  { code: 'BGN', name: 'Bergen Regional Warehouse', transport: 2, zones: [['A', 'Pick face', 12], ['B', 'Bulk racking', 6], ['R', 'Receiving dock', 1]] },
  { code: 'TRD', name: 'Trondheim Service Depot', transport: 3, zones: [['A', 'Pick face', 8], ['R', 'Receiving dock', 1]] },
];

function buildWarehouses(): Warehouse[] {
  return WAREHOUSES.map((w) => ({
    code: w.code,
    name: w.name,
    isActive: true,
    transportTimeDays: w.transport,
    defaultLocationCode: 'R-01',
    locations: w.zones.flatMap(([zone, name, n]) =>
      Array.from({ length: n }, (_, i) => ({ locationCode: `${zone}-${String(i + 1).padStart(2, '0')}`, zone, name: `${name} ${i + 1}` })),
    ),
  }));
}

export function generateStore({ seed, scale, anchor }: SeedOptions): Store {
  const rng = (purpose: string) => new Prng(streamSeed(seed, purpose));
  const ids = rng('ids');
  const newId = () => ids.uuid();
  const past = (p: Prng, maxDays: number, minDays = 1) => anchor - p.int(minDays * 24, maxDays * 24) * 3_600_000 - p.int(0, 3_599_999);

  const store: Store = {
    tenant: { id: rng('tenant').uuid(), name: COMPANY.name, baseCurrency: COMPANY.baseCurrency, countryCode: COMPANY.countryCode },
    anchor,
    warehouses: new Map(buildWarehouses().map((w) => [w.code, w])),
    items: new Map(),
    categories: CATEGORIES.map(([code, name]) => ({ code, name })),
    units: UNITS.map(([code, name]) => ({ code, name })),
    paymentTerms: [{ code: 'NET14', name: '14 days net' }, { code: 'NET30', name: '30 days net' }, { code: 'NET60', name: '60 days net' }, { code: 'PREPAID', name: 'Prepayment' }],
    deliveryTerms: [{ code: 'EXW', name: 'Ex Works' }, { code: 'FCA', name: 'Free Carrier' }, { code: 'DAP', name: 'Delivered at Place' }, { code: 'DDP', name: 'Delivered Duty Paid' }],
    shippingMethods: [{ code: 'BRING', name: 'Bring Cargo' }, { code: 'POSTNORD', name: 'PostNord Parcel' }, { code: 'DHL', name: 'DHL Freight' }, { code: 'PICKUP', name: 'Supplier pickup' }],
    customerGroups: [{ code: 'RETAIL', name: 'Retail stores' }, { code: 'CLUB', name: 'Clubs and associations' }, { code: 'GUIDE', name: 'Guides and schools' }, { code: 'PUBLIC', name: 'Public sector' }],
    suppliers: new Map(),
    supplierItems: [],
    agreements: [],
    itemWarehouses: new Map(),
    stock: new Map(),
    allocated: new Map(),
    averageCost: new Map(),
    stockModified: new Map(),
    batches: new Map(),
    transactions: [],
    transactionsById: new Map(),
    counts: new Map(),
    purchaseOrders: new Map(),
    channels: new Map(),
    publications: [],
    customers: new Map(),
    deletions: [],
    sessions: new Map(),
    sales: emptySalesData(),
    support: emptySupportData(),
    media: emptyMediaData(),
    storefront: emptyStorefrontData(),
    sequences: { purchaseOrder: 0, count: 0, customer: 0, created: 0 },
  };

  // Suppliers
  const sp = rng('suppliers');
  const supplierCount = SUPPLIERS.length * scale;
  /** Active suppliers by the item categories they make or carry. */
  const suppliersOf = new Map<string, Supplier[]>();
  for (let i = 0; i < supplierCount; i++) {
    const t = SUPPLIERS[i % SUPPLIERS.length] as (typeof SUPPLIERS)[number];
    const round = Math.floor(i / SUPPLIERS.length);
    const supplierNumber = `S${String(2001 + i)}`;
    const name = round === 0 ? t.name : `${t.name} ${round + 1}`;
    const created = past(sp, 1500, 300);
    const supplier: Supplier = {
      supplierNumber,
      name,
      email: t.email ? `orders@${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-(as|ab|ltd|oy|aps|gmbh|co)(-\d+)?$/, '$2')}.example` : null,
      currencyCode: t.currency,
      leadTimeDays: i % 7 === 4 ? null : sp.int(5, 35),
      isActive: i % SUPPLIERS.length !== 11,
      countryCode: t.country,
      createdDate: created,
      modifiedDate: sp.chance(0.5) ? created + sp.int(1, 200) * DAY_MS : null,
    };
    store.suppliers.set(supplierNumber, supplier);
    if (supplier.isActive) for (const category of t.categories) suppliersOf.set(category, [...(suppliersOf.get(category) ?? []), supplier]);
  }

  // Items, supplier items, agreements
  const ip = rng('items');
  const itemCount = 300 * scale;
  const combos = FAMILIES.flatMap((f) => f.names.flatMap((n) => f.variants.map((v) => ({ f, n, v }))));
  for (let i = 0; i < itemCount; i++) {
    const combo = combos[i % combos.length] as (typeof combos)[number];
    const { f } = combo;
    const series = Math.floor(i / combos.length);
    const itemNumber = `FV-${10001 + i}`;
    const created = past(ip, 900, 30);
    const list = ip.int(f.price[0], f.price[1]);
    const salesPrice = ip.chance(0.03) ? null : money(new Decimal(list).minus(ip.chance(0.5) ? '0.10' : '0'));
    const standardCost = price(new Decimal(list).times(ip.int(38, 58)).div(100));
    const replenishment = f.replenishment ?? (i % 13 === 7 ? 'Manufacture' : i % 11 === 3 ? 'Transfer' : 'Purchase');
    const name = `${combo.n}${combo.v === 'Standard' || combo.v === 'Configurable' ? '' : ` ${combo.v}`}${series > 0 ? ` (series ${series + 1})` : ''}`;
    const makers = suppliersOf.get(f.categoryCode) ?? [];
    const supplier = (replenishment === 'Purchase' || replenishment === 'Transfer') && makers.length > 0 ? makers[(i * 7 + series) % makers.length] : undefined;
    const item: Item = {
      itemNumber,
      name,
      description: ip.chance(0.8) ? `${combo.n} for Nordic conditions. ${f.tracking === 'Batch' ? 'Batch-tracked.' : f.tracking === 'Serial' ? 'Serial-numbered.' : ''}`.trim() : null,
      categoryCode: f.categoryCode,
      baseUnitCode: f.unit,
      salesPrice,
      standardCost,
      decimalPlaces: f.decimalPlaces,
      trackingType: f.tracking,
      isConfigurable: f.configurable ?? false,
      isActive: !(i % 47 === 46),
      primarySupplierNumber: supplier?.supplierNumber ?? null,
      replenishmentType: replenishment,
      createdDate: created,
      modifiedDate: ip.chance(0.7) ? Math.min(anchor - 60_000, created + ip.int(1, 400) * DAY_MS) : null,
    };
    store.items.set(itemNumber, item);
    if (!supplier) continue;

    // "No lead time anywhere": no agreement, no supplier-item or item-warehouse lead time, so planning falls back to 14 days.
    const noLeadTime = i % 37 === 5;
    const addSupplierItem = (s: Supplier, isPrimary: boolean) => {
      const unitPrice = price(new Decimal(standardCost).div(FX_TO_NOK[s.currencyCode] ?? '1').times(ip.int(92, 108)).div(100));
      const moq = f.decimalPlaces > 0 ? ip.pick([null, '10', '25.5', '50']) : ip.pick([null, null, '5', '10', '12', '24']);
      const multiple = f.decimalPlaces > 0 ? ip.pick([null, '0.5', '5']) : ip.pick([null, null, '6', '12', '4']);
      const row: SupplierItem = {
        supplierNumber: s.supplierNumber,
        itemNumber,
        supplierItemNumber: `${s.supplierNumber.slice(1)}-${ip.hex(6).toUpperCase()}`,
        unitPrice,
        currencyCode: s.currencyCode,
        leadTimeDays: noLeadTime || ip.chance(0.2) ? null : ip.int(3, 45),
        minOrderQuantity: moq,
        orderMultiple: multiple,
        isPrimary,
      };
      store.supplierItems.push(row);
      return row;
    };
    const primary = addSupplierItem(supplier, true);
    if (ip.chance(0.3)) {
      const other = makers[(i * 3 + 5) % makers.length] as Supplier;
      if (other.supplierNumber !== supplier.supplierNumber) addSupplierItem(other, false);
    }
    if (!noLeadTime && ip.chance(0.15)) {
      const active = ip.chance(0.8);
      store.agreements.push({
        agreementNumber: `PA-${String(store.agreements.length + 1).padStart(4, '0')}`,
        supplierNumber: supplier.supplierNumber,
        itemNumber,
        leadTimeDays: ip.chance(0.85) ? ip.int(2, 30) : null,
        unitPrice: price(new Decimal(primary.unitPrice).times(ip.int(85, 97)).div(100)),
        currencyCode: supplier.currencyCode,
        validFrom: addDays(isoDate(anchor), -ip.int(30, 300)),
        validTo: active ? addDays(isoDate(anchor), ip.int(30, 400)) : addDays(isoDate(anchor), -ip.int(1, 20)),
        isActive: active,
      });
    }
  }

  // Item-warehouse settings and opening stock
  const wp = rng('stock');
  const lotSizings = ['LotForLot', 'FixedReorderQuantity', 'FillToMax'] as const;
  const warehouses = [...store.warehouses.values()];
  const openingAt = anchor - 420 * DAY_MS;
  let batchSeq = 0;
  let serialSeq = 0;
  let index = 0;
  for (const item of store.items.values()) {
    const family = FAMILIES.find((f) => f.categoryCode === item.categoryCode && f.unit === item.baseUnitCode && f.tracking === item.trackingType) ?? FAMILIES[0];
    const noLeadTime = index % 37 === 5;
    const stockedIn = warehouses.filter((w, wi) => wi === 0 || (wi === 1 ? index % 5 < 2 : index % 4 === 1));
    for (const w of stockedIn) {
      const lotSizing = lotSizings[(index + w.code.length) % 3] as ItemWarehouse['lotSizing'];
      const unit = item.decimalPlaces > 0 ? 25 : 5;
      const min = wp.int(1, 6) * unit;
      const safety = wp.chance(0.5) ? String(wp.int(0, 3) * unit) : null;
      const settings: ItemWarehouse = {
        itemNumber: item.itemNumber,
        warehouseCode: w.code,
        isActive: !(index % 53 === 17),
        importance: wp.pick(['Critical', 'Standard', 'Standard', 'Standard', 'Accessory', 'SpecialOrder'] as const),
        leadTimeDays: noLeadTime || wp.chance(0.4) ? null : wp.int(3, 28),
        calculatedSafetyStock: safety === null && wp.chance(0.6) ? String(wp.int(1, 4) * unit) : null,
        minQuantity: String(min),
        maxQuantity: lotSizing === 'FillToMax' || wp.chance(0.3) ? String(min * wp.int(3, 6)) : null,
        safetyStock: safety,
        reorderQuantity: lotSizing === 'FixedReorderQuantity' || wp.chance(0.2) ? String(wp.int(1, 4) * unit * 2) : null,
        lotSizing,
        transferLeadTimeDays: item.replenishmentType === 'Transfer' && w.code !== 'OSL' && wp.chance(0.5) ? wp.int(1, 4) : null,
        modifiedDate: past(wp, 300),
      };
      store.itemWarehouses.set(itemWarehouseKey(item.itemNumber, w.code), settings);
      if (index % 29 === 13) continue; // stocked item that currently has no stock at all

      const pickLocations = w.locations.filter((l) => l.zone === (item.categoryCode === 'FUEL' && w.code === 'OSL' ? 'C' : 'A'));
      const bulkLocations = w.locations.filter((l) => l.zone === 'B');
      const location = (wp.pick(pickLocations.length > 0 ? pickLocations : w.locations)).locationCode;
      const bookOpening = (quantity: Decimal, locationCode: string, batchNumber: string | null, serialNumber: string | null) =>
        book(store, {
          itemNumber: item.itemNumber,
          warehouseCode: w.code,
          locationCode,
          batchNumber,
          serialNumber,
          quantity,
          transactionType: 'Adjustment',
          unitCost: new Decimal(item.standardCost),
          notes: 'Opening balance',
          at: openingAt + index * 1000,
          transactionId: newId(),
        });
      const amount = () => (item.decimalPlaces > 0 ? new Decimal(wp.int(500, 40000)).div(100) : new Decimal(wp.int(0, 120)));
      if (item.trackingType === 'Serial') {
        const n = wp.int(0, 5);
        for (let s = 0; s < n; s++) bookOpening(new Decimal(1), location, null, `SN${item.itemNumber.slice(3)}-${String(++serialSeq).padStart(6, '0')}`);
      } else if (item.trackingType === 'Batch') {
        const n = wp.int(1, 3);
        for (let b = 0; b < n; b++) {
          const batchNumber = `B${String(++batchSeq).padStart(6, '0')}`;
          const shelf = family?.shelfLifeDays ?? null;
          // Stock on hand at the opening balance was received before it.
          const received = addDays(isoDate(openingAt), -wp.int(1, 90));
          let expiryDate = shelf === null ? null : addDays(received, shelf);
          if (shelf !== null && batchSeq % 17 === 3) expiryDate = addDays(isoDate(anchor), -wp.int(1, 40)); // expired
          if (shelf !== null && batchSeq % 17 === 8) expiryDate = addDays(isoDate(anchor), wp.int(2, 25)); // expiring soon
          store.batches.set(batchKey(item.itemNumber, batchNumber), {
            itemNumber: item.itemNumber,
            batchNumber,
            supplierBatchNumber: wp.chance(0.7) ? `LOT-${wp.hex(5).toUpperCase()}` : null,
            supplierNumber: item.primarySupplierNumber,
            expiryDate,
            bestBeforeDate: expiryDate && item.categoryCode === 'FOOD' ? addDays(expiryDate, -30) : null,
            receivedDate: received,
            status: batchSeq % 41 === 9 ? 'Recalled' : batchSeq % 41 === 20 ? 'Quarantined' : batchSeq % 41 === 30 ? 'Blocked' : 'Released',
          });
          bookOpening(amount().plus(1), b === 0 ? location : (wp.pick(bulkLocations.length > 0 ? bulkLocations : w.locations)).locationCode, batchNumber, null);
        }
      } else {
        bookOpening(amount(), location, null, null);
        if (bulkLocations.length > 0 && wp.chance(0.3)) bookOpening(amount(), (wp.pick(bulkLocations)).locationCode, null, null);
      }
      if (wp.chance(0.35)) {
        const onHand = onHandInWarehouse(store, item.itemNumber, w.code);
        const allocated = Decimal.min(onHand, new Decimal(wp.int(1, 20)));
        if (allocated.gt(0)) store.allocated.set(itemWarehouseKey(item.itemNumber, w.code), qty(allocated));
      }
    }
    index++;
  }

  seedPurchaseOrders(store, rng('purchase-orders'), scale, anchor, newId);
  seedCounts(store, rng('counts'), seed, scale, anchor, newId);
  seedChannels(store, rng('channels'), anchor);
  seedCustomers(store, rng('customers'), scale, anchor);
  seedSales(store, rng('sales'), anchor);
  seedSupport(store, rng('support'), scale, anchor);
  seedMedia(store, rng('media'), anchor);
  seedStorefront(store, rng('storefront'), anchor);

  const dp = rng('deletions');
  for (let i = 0; i < 8 * scale; i++) {
    const customer = i % 2 === 0;
    store.deletions.push({
      entityType: customer ? 'Customer' : 'Item',
      key: customer ? `C0${String(9000 + i)}` : `FV-0${String(9000 + i)}`,
      deletedDate: past(dp, 90),
    });
  }
  store.deletions.sort((a, b) => a.deletedDate - b.deletedDate);
  return store;
}

const PO_STATES: PurchaseOrderStatus[] = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled'];

function seedPurchaseOrders(store: Store, p: Prng, scale: number, anchor: number, newId: () => string): void {
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
        const serials = item.trackingType === 'Serial' ? Array.from({ length: amount.toNumber() }, (_, s) => `SN${line.itemNumber.slice(3)}-P${po.orderNumber.slice(3)}${line.lineNumber}${s}`) : [];
        receiveLine(store, po, line, {
          quantity: amount,
          locationCode: warehouse.defaultLocationCode,
          batchNumber: item.trackingType === 'Batch' ? `B${po.orderNumber.slice(3)}-${line.lineNumber}` : null,
          expiryDate: item.trackingType === 'Batch' ? addDays(orderDate, 365) : null,
          serialNumbers: serials,
        }, at(ageDays > 20 ? 15 : 2), newId);
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

function seedCounts(store: Store, p: Prng, seed: number, scale: number, anchor: number, newId: () => string): void {
  const plan: [InventoryCount['status'], CountSpec['type']][] = [
    ['Draft', 'Location'], ['Draft', 'Category'], ['Draft', 'Impulse'],
    ['InProgress', 'Location'], ['InProgress', 'Random'], ['InProgress', 'Full'],
    ['Completed', 'Location'], ['Completed', 'Random'],
    ['Applied', 'Location'], ['Applied', 'Category'], ['Applied', 'Impulse'],
    ['Cancelled', 'Random'],
  ];
  const stockedItems = [...store.stock.entries()].filter(([, rows]) => rows.some((r) => r.warehouseCode === 'OSL')).map(([n]) => n);
  // Counts grow with the square root of the scale: they are heavy (lines per stock row) and
  // benchmarks need many items and orders more than many counts.
  const total = plan.length * Math.ceil(Math.sqrt(scale));
  const rowsOf = new Map([...store.warehouses.keys()].map((code) => [code, stockInWarehouse(store, code)]));
  for (let i = 0; i < total; i++) {
    const [status, planned] = plan[i % plan.length] as (typeof plan)[number];
    const type = planned === 'Full' && (scale > 2 || i >= plan.length) ? 'Location' : planned;
    const warehouse = i % plan.length === 5 ? 'TRD' : p.pick(['OSL', 'OSL', 'BGN']);
    const wh = store.warehouses.get(warehouse) as Warehouse;
    const countNumber = `CNT-${String(5001 + i)}`;
    const spec: CountSpec = {
      type,
      warehouseCode: warehouse,
      zoneFilter: type === 'Location' && p.chance(0.3) ? 'R' : null,
      locationCodeFilter: null,
      categoryCode: type === 'Category' ? p.pick(['FOOD', 'FUEL', 'SAFETY', 'NAVIGATION']) : null,
      randomSampleSize: type === 'Random' ? p.int(5, 15) : null,
      itemNumber: type === 'Impulse' ? (p.pick(stockedItems)) : null,
    };
    if (type === 'Location' && spec.zoneFilter === null) spec.locationCodeFilter = (p.pick(wh.locations.filter((l) => l.zone === 'A'))).locationCode;
    if (type === 'Impulse') spec.warehouseCode = 'OSL';
    // Planned in the morning of a working day (07:30 UTC), so counting happens during the day.
    const created = anchor - p.int(status === 'Applied' || status === 'Cancelled' ? 20 : 1, status === 'Applied' ? 120 : 15) * DAY_MS + 27_000_000;
    const count: InventoryCount = {
      countNumber,
      type,
      status: 'Draft',
      warehouseCode: spec.warehouseCode,
      description: `${type} count ${spec.zoneFilter ? `zone ${spec.zoneFilter}` : spec.locationCodeFilter ?? spec.categoryCode ?? spec.itemNumber ?? ''}`.trim(),
      blindCount: p.chance(0.75),
      zoneFilter: spec.zoneFilter,
      locationCodeFilter: spec.locationCodeFilter,
      categoryCode: spec.categoryCode,
      randomSampleSize: spec.randomSampleSize,
      itemNumber: spec.itemNumber,
      createdDate: created,
      modifiedDate: created,
      startedAt: null,
      completedAt: null,
      appliedAt: null,
      lines: generateCountLines(store, spec, seed, countNumber, rowsOf.get(spec.warehouseCode)),
    };
    const dpOf = (n: string) => store.items.get(n)?.decimalPlaces ?? 0;
    // Counting starts an hour after planning and takes its time: about two minutes a line.
    const startedAt = created + 3_600_000;
    if (status === 'InProgress') {
      startCount(count, startedAt);
      count.lines.forEach((line, n) => {
        if (n % 3 === 0) {
          line.countedQuantity = line.expectedQuantity;
          line.countedAt = startedAt + (n + 1) * 120_000;
        }
      });
    }
    if (status === 'Completed' || status === 'Applied') {
      startCount(count, startedAt);
      completeCount(count, 'seeded', seed, startedAt + countingSpanMs(count.lines.length), dpOf);
    }
    if (status === 'Applied') applyCount(store, count, (count.completedAt ?? startedAt) + p.int(1, 20) * 3_600_000, newId);
    if (status === 'Cancelled') {
      count.status = 'Cancelled';
      count.modifiedDate = created + 3_600_000;
    }
    store.counts.set(countNumber, count);
  }
  store.sequences.count = 5000 + total;
}

function seedChannels(store: Store, p: Prng, anchor: number): void {
  const channels: Channel[] = [
    { channelCode: 'B2B-NO', name: 'Fjellvind Forhandlerportal', type: 'B2B', currencyCode: 'NOK', defaultLanguage: 'nb', defaultPriceListCode: 'DEALER', defaultWarehouseCode: 'OSL', orderTypeCode: 'B2B', allowGuestPrices: false, isActive: true, storefrontDomain: 'b2b.demo.quartermaster.test', showPricesIncludingVat: false, createdDate: anchor - 700 * DAY_MS, modifiedDate: anchor - 30 * DAY_MS },
    { channelCode: 'B2C-NO', name: 'Fjellvind Nettbutikk', type: 'B2C', currencyCode: 'NOK', defaultLanguage: 'nb', defaultPriceListCode: 'RETAIL', defaultWarehouseCode: 'OSL', orderTypeCode: 'WEB', allowGuestPrices: true, isActive: true, storefrontDomain: 'shop.demo.quartermaster.test', showPricesIncludingVat: true, createdDate: anchor - 650 * DAY_MS, modifiedDate: null },
  ];
  for (const c of channels) store.channels.set(c.channelCode, c);
  let n = 0;
  for (const item of store.items.values()) {
    for (const c of channels) {
      if (!item.isActive || !p.chance(c.type === 'B2B' ? 0.85 : 0.6)) continue;
      const created = Math.max(item.createdDate, c.createdDate) + p.int(1, 30) * DAY_MS;
      store.publications.push({
        channelCode: c.channelCode,
        itemNumber: item.itemNumber,
        name: item.name,
        slug: `${item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${item.itemNumber.toLowerCase()}`,
        isActive: p.chance(0.95),
        isFeatured: p.chance(0.08),
        sortOrder: (n++ % 50) * 10,
        showStock: c.type === 'B2B' || p.chance(0.5),
        stockDisplayMode: c.type === 'B2B' ? 'ExactQuantity' : p.pick(['InStockOutOfStock', 'LeadTime', 'ExactQuantity'] as const),
        allowBackorder: p.pick([null, null, true, false]),
        // Texts, dates and slug history are filled by seedStorefront from its own stream.
        description: null,
        shortDescription: null,
        displayCategoryCode: null,
        metaTitle: null,
        metaDescription: null,
        publishDate: null,
        unpublishDate: null,
        previousSlugs: [],
        createdDate: Math.min(anchor - 60_000, created),
        modifiedDate: p.chance(0.3) ? Math.min(anchor - 60_000, created + p.int(1, 90) * DAY_MS) : null,
      });
    }
  }
}

function seedCustomers(store: Store, p: Prng, scale: number, anchor: number): void {
  const total = 80 * scale;
  for (let i = 0; i < total; i++) {
    const [place, countryCode] = CUSTOMER_PLACES[i % CUSTOMER_PLACES.length] as [string, string];
    const country = CUSTOMER_COUNTRIES[countryCode] ?? { currency: 'NOK', postalDigits: 4 };
    const kind = CUSTOMER_KINDS[(i * 7 + Math.floor(i / CUSTOMER_PLACES.length)) % CUSTOMER_KINDS.length] as string;
    const round = Math.floor(i / (CUSTOMER_PLACES.length * CUSTOMER_KINDS.length));
    const name = `${place} ${kind}${round > 0 ? ` ${round + 1}` : ''}`;
    const created = anchor - p.int(10, 1500) * DAY_MS - p.int(0, 86_399) * 1000;
    const customerNumber = `C${10001 + i}`;
    const org = String(p.int(810000000, 999999999));
    store.customers.set(customerNumber, {
      id: p.uuidV7(created),
      customerNumber,
      name,
      organizationNumber: org,
      vatNumber: countryCode === 'NO' ? `NO${org}MVA` : `${countryCode}${org}`,
      customerGroupCode: p.pick(['RETAIL', 'RETAIL', 'CLUB', 'GUIDE', 'PUBLIC']),
      paymentTermCode: p.pick(['NET14', 'NET30', 'NET30', 'PREPAID']),
      deliveryTermCode: p.pick(['DAP', 'DAP', 'EXW']),
      defaultCurrencyCode: country.currency,
      defaultBackorderBehavior: p.pick(['CreateBackorder', 'CreateBackorder', 'CancelRemaining', 'HoldOrder']),
      invoiceEmail: p.chance(0.9) ? `invoice@${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example` : null,
      phone: p.chance(0.8) ? `+47 ${p.int(400, 999)} ${p.int(10, 99)} ${p.int(100, 999)}` : null,
      street1: `${p.pick(STREETS)} ${p.int(1, 120)}`,
      street2: p.chance(0.1) ? 'Postboks 12' : null,
      postalCode: String(p.int(10 ** (country.postalDigits - 1), 10 ** country.postalDigits - 1)),
      city: place,
      countryCode,
      notes: p.chance(0.15) ? 'Prefers delivery before 10:00.' : null,
      isActive: i % 23 !== 22,
      createdDate: created,
      modifiedDate: p.chance(0.6) ? Math.min(anchor - 60_000, created + p.int(1, 300) * DAY_MS) : null,
    });
  }
  store.sequences.customer = 10000 + total;
}

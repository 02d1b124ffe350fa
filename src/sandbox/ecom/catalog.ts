import { createHash } from 'node:crypto';
import type { Api, Ctx, ReadResult } from '../api';
import { availabilityDto } from '../preview/availability';
import { Decimal, money, qty } from '../rules/decimals';
import { problem } from '../rules/problems';
import { CHANNEL_VAT_RATE, DEFAULT_VAT_RATE } from '../seed/catalog';
import { priceBookOf, priceCustomerOf } from '../sales/documents';
import { itemPrice, type PriceCustomer } from '../sales/pricing';
import type { Channel, EcomSession, Item, Store } from '../store';
import { bearerSession, channelFeatures, GUID, requireChannel, requireTenant, stockAggregationOf } from './session';

/**
 * Prices and stock for a storefront visitor (GET and POST /ecom/catalog/prices and /stock).
 *
 * An item id is the item's stable GUID on /ecom: a name-based UUID (version 5) of the item number
 * in the tenant's namespace, so the same seed always gives the same ids. Only items published and
 * active in the channel are answered; other well-formed ids are left out of the answer.
 */
export const MAX_ECOM_ITEM_IDS = 100;
const NO_STORE = { 'Cache-Control': 'no-store' };

export function ecomItemId(tenantId: string, itemNumber: string): string {
  const namespace = Buffer.from(tenantId.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(itemNumber, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** id -> item number, rebuilt when the item count changes (items can be created at runtime). */
const idIndex = new WeakMap<Store, { size: number; byId: Map<string, string> }>();

function itemNumberOf(store: Store, itemId: string): string | undefined {
  let index = idIndex.get(store);
  if (!index || index.size !== store.items.size) {
    index = { size: store.items.size, byId: new Map([...store.items.keys()].map((n) => [ecomItemId(store.tenant.id, n), n])) };
    idIndex.set(store, index);
  }
  return index.byId.get(itemId.toLowerCase());
}

/** GET: comma-separated `itemIds`; malformed ids are skipped, but every entry counts towards the limit. */
function idsFromQuery(c: Ctx): string[] {
  if (c.query.itemIds === undefined) throw problem.invalid('itemIds', 'Validation.Required', "'itemIds' is required (comma-separated item ids).");
  const raw = c.query.itemIds
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  checkCount(raw.length);
  return raw.filter((id) => GUID.test(id));
}

/** POST: `{ itemIds: [...] }`; one malformed id fails the whole request. */
function idsFromBody(c: Ctx): string[] {
  const ids = (c.body as { itemIds?: unknown } | undefined)?.itemIds;
  if (!Array.isArray(ids)) throw problem.invalid('itemIds', 'Validation.Required', "'itemIds' must be an array of item ids.");
  checkCount(ids.length);
  ids.forEach((id, i) => {
    if (typeof id !== 'string' || !GUID.test(id)) {
      throw problem.invalid(`itemIds[${i}]`, 'Catalog.InvalidItemId', `'itemIds[${i}]' is not an item id (a GUID); got ${JSON.stringify(id) ?? 'nothing'}.`);
    }
  });
  return ids as string[];
}

function checkCount(n: number): void {
  if (n > MAX_ECOM_ITEM_IDS) throw problem.invalid('itemIds', 'Catalog.TooManyItemIds', `At most ${MAX_ECOM_ITEM_IDS} item ids per call; got ${n}.`);
}

/** The published, active items the ids name, once each, in the order asked. */
function publishedItems(store: Store, channel: Channel, ids: readonly string[]): { itemId: string; item: Item }[] {
  const published = new Set(store.publications.filter((p) => p.channelCode === channel.channelCode && p.isActive).map((p) => p.itemNumber));
  const seen = new Set<string>();
  const out: { itemId: string; item: Item }[] = [];
  for (const id of ids) {
    const itemId = id.toLowerCase();
    const itemNumber = itemNumberOf(store, itemId);
    const item = itemNumber === undefined ? undefined : store.items.get(itemNumber);
    if (seen.has(itemId) || !item || !item.isActive || !published.has(item.itemNumber)) continue;
    seen.add(itemId);
    out.push({ itemId, item });
  }
  return out;
}

/**
 * Item sales prices are net list prices. A signed-in session's `price` is the customer's agreement
 * price from the ERP's price engine (customer price list, then its group's, then the list price;
 * less the customer's automatic discount; one unit), converted to the channel's currency (row 178).
 * A channel showing prices including VAT adds its VAT rate to both figures.
 */
function prices(c: Ctx, channel: Channel, ids: string[], session: EcomSession | undefined) {
  const includesVat = channel.showPricesIncludingVat;
  const vatRate = CHANNEL_VAT_RATE[channel.channelCode] ?? DEFAULT_VAT_RATE;
  const gross = (net: string | null) => (net === null ? null : money(includesVat ? new Decimal(net).times(new Decimal(vatRate).div(100).plus(1)) : net));
  const customer = session?.isAuthenticated && session.customer ? c.store.customers.get(session.customer.customerNumber) : undefined;
  // The engine answers in the customer's currency; the storefront counts in the channel's.
  const priceCustomer = customer ? { ...(priceCustomerOf(customer) as PriceCustomer), defaultCurrencyCode: channel.currencyCode } : null;
  const book = priceBookOf(c.store);
  const items = publishedItems(c.store, channel, ids).map(({ itemId, item }) => {
    const listPrice = gross(item.salesPrice);
    const agreement = priceCustomer ? itemPrice(book, item, priceCustomer, new Decimal(1)) : null;
    const price = agreement ? gross(agreement.netUnitPrice) : listPrice;
    return {
      itemId,
      itemNumber: item.itemNumber,
      currencyCode: channel.currencyCode,
      price,
      listPrice,
      includesVat,
      vatRate,
      priceSource: agreement ? agreement.priceSource : listPrice === null ? 'None' : 'ListPrice',
    };
  });
  return {
    channelCode: channel.channelCode,
    currencyCode: channel.currencyCode,
    includesVat,
    vatRate,
    customerNumber: customer?.customerNumber ?? null,
    items,
  };
}

/**
 * Available (on hand minus allocated, never below zero) in the warehouses the channel aggregates,
 * shown as the publication's `stockDisplayMode` allows (docs/api-assumptions.md 164): the exact
 * quantity only for ExactQuantity; in or out of stock for InStockOutOfStock; LeadTime adds the
 * days until it can ship when none is available; Hidden, or `showStock` off, tells nothing.
 */
function stock(c: Ctx, channel: Channel, ids: string[], _session?: EcomSession) {
  const stockAggregation = stockAggregationOf(channel);
  const warehouseCode = stockAggregation === 'DefaultWarehouse' ? channel.defaultWarehouseCode : undefined;
  const showStock = channelFeatures(channel).showStock;
  const items = publishedItems(c.store, channel, ids).map(({ itemId, item }) => {
    const pub = c.store.publications.find((p) => p.channelCode === channel.channelCode && p.itemNumber === item.itemNumber);
    const displayMode = !showStock || !pub?.showStock ? 'Hidden' : (pub?.stockDisplayMode ?? 'ExactQuantity');
    if (displayMode === 'Hidden')
      return { itemId, itemNumber: item.itemNumber, displayMode, quantity: null, inStock: null, status: 'Hidden', leadTimeDays: null };
    const available = Decimal.max(0, availabilityDto(c.store, item, warehouseCode).totalAvailableQuantity);
    const inStock = available.gt(0);
    const leadTimeDays = displayMode === 'LeadTime' && !inStock ? leadTimeOf(c.store, item) : null;
    return {
      itemId,
      itemNumber: item.itemNumber,
      displayMode,
      quantity: displayMode === 'ExactQuantity' ? qty(available) : null,
      inStock,
      status: inStock ? 'InStock' : 'OutOfStock',
      leadTimeDays,
    };
  });
  return { channelCode: channel.channelCode, stockAggregation, warehouseCode: warehouseCode ?? null, items };
}

/** Days until an item without stock can ship: its supplier's lead time, else two weeks. */
function leadTimeOf(store: Store, item: Item): number {
  return (item.primarySupplierNumber ? store.suppliers.get(item.primarySupplierNumber)?.leadTimeDays : null) ?? 14;
}

export function registerCatalog(api: Api): void {
  const routes: [string, typeof prices | typeof stock][] = [
    ['/ecom/catalog/prices', prices],
    ['/ecom/catalog/stock', stock],
  ];
  for (const [path, answer] of routes) {
    // Tenant, then channel, then ids; a valid session token is used (and so extended), any other is ignored.
    const handle = (c: Ctx, readIds: (c: Ctx) => string[]) => {
      requireTenant(c);
      const channel = requireChannel(c);
      const ids = readIds(c);
      return answer(c, channel, ids, bearerSession(c, channel));
    };
    api.get(path, undefined, (c): ReadResult => ({ body: handle(c, idsFromQuery), headers: NO_STORE }));
    // A read with a body: no Idempotency-Key, nothing for the ledger.
    api.post(path, undefined, (c) => ({ status: 200, body: handle(c, idsFromBody), headers: NO_STORE, resourceRef: path, effect: 'read' }), {
      idempotent: false,
      ledger: false,
    });
  }
}

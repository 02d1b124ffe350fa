import type { ErpClient } from '../../../erp/client';
import type { PagingOptions } from '../../../erp/paging';
import type { ErpConfiguration } from '../../../erp/preview/configurations';
import type { Customer } from '../../../erp/preview/customers';
import type { Item } from '../../../erp/preview/items';
import type { PurchaseOrder } from '../../../erp/preview/purchase-orders';
import type { ErpQuote } from '../../../erp/preview/quotes';
import type { Supplier } from '../../../erp/preview/suppliers';

/** The lists the records replica keeps (row 317). */
export const RECORD_KINDS = ['customer', 'supplier', 'item', 'purchaseOrder', 'configuration', 'quote'] as const;
export type RecordKindName = (typeof RECORD_KINDS)[number];

export interface RecordOf {
  customer: Customer;
  supplier: Supplier;
  item: Item;
  purchaseOrder: PurchaseOrder;
  configuration: ErpConfiguration;
  quote: ErpQuote;
}

/** What the palette shows of a record; `number` is also its key in the list and in `/deletions`. */
export interface RecordFace {
  number: string;
  title: string | null;
  detail: string | null;
}

export interface RecordKind<K extends RecordKindName = RecordKindName> {
  kind: K;
  /** The `entityType` of the list's deletion records (row 34). */
  entityType: string;
  /** The list, whole or changed since an instant (convention 9); `onTotal` hears how many in all. */
  list(client: ErpClient, modifiedSince: string | undefined, paging?: Pick<PagingOptions, 'onTotal'>): AsyncIterable<RecordOf[K]>;
  face(record: RecordOf[K]): RecordFace;
  /**
   * Records that leave the list with no deletion record (row 317): the list is read whole again
   * when its last whole read is this old, its missing keys dropped.
   */
  rereadEveryMs?: number;
}

const PAGING = { pageSize: 200, concurrency: 4 };
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/** An ordered configuration drops out of the list and `/deletions` says nothing (description, row 317). */
export const CONFIGURATIONS_REREAD_MS = 60_000;

export const KINDS: { [K in RecordKindName]: RecordKind<K> } = {
  customer: {
    kind: 'customer',
    entityType: 'Customer',
    list: (c, modifiedSince, paging) => c.preview.customers.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.customerNumber, title: r.name ?? null, detail: r.isActive ? null : 'Inactive' }),
  },
  supplier: {
    kind: 'supplier',
    entityType: 'Supplier',
    list: (c, modifiedSince, paging) => c.preview.suppliers.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.supplierNumber, title: r.name ?? null, detail: null }),
  },
  item: {
    kind: 'item',
    entityType: 'Item',
    list: (c, modifiedSince, paging) => c.preview.items.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.itemNumber, title: r.name ?? null, detail: r.baseUnitCode ? `Unit ${r.baseUnitCode}` : null }),
  },
  purchaseOrder: {
    kind: 'purchaseOrder',
    entityType: 'PurchaseOrder',
    list: (c, modifiedSince, paging) => c.preview.purchaseOrders.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.orderNumber, title: r.supplierName ?? r.supplierNumber ?? null, detail: r.status }),
  },
  configuration: {
    kind: 'configuration',
    entityType: 'Configuration',
    list: (c, modifiedSince, paging) => c.preview.configurations.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.configurationNumber, title: r.title ?? r.itemName ?? null, detail: joined(r.itemNumber, r.customerName) }),
    rereadEveryMs: CONFIGURATIONS_REREAD_MS,
  },
  quote: {
    kind: 'quote',
    entityType: 'Quote',
    list: (c, modifiedSince, paging) => c.preview.quotes.all({ modifiedSince }, { ...PAGING, ...paging }),
    face: (r) => ({ number: r.quoteNumber, title: r.title ?? r.customerName ?? null, detail: joined(r.status, r.customerName) }),
  },
};

/** A record's instant on the ERP's clock: `modifiedDate`, else `createdDate` (convention 9). */
export const recordInstant = (r: { modifiedDate?: string | null; createdDate?: string | null }) => r.modifiedDate ?? r.createdDate ?? null;

import type { StorefrontData } from './storefront/types';
import type { MediaData } from './media/types';
import type { SalesData } from './sales/types';
import type { SupportData } from './support/types';

/**
 * The sandbox's in-memory ERP data. Quantities and amounts are decimal strings; instants are
 * epoch milliseconds; business dates are ISO dates. Everything is keyed by business key.
 */
export type TrackingType = 'None' | 'Batch' | 'Serial';
export type ReplenishmentType = 'Purchase' | 'Manufacture' | 'Transfer';

export interface Tenant {
  id: string;
  name: string;
  baseCurrency: string;
  countryCode: string;
}

export interface WarehouseLocation {
  locationCode: string;
  zone: string;
  name: string;
}

export interface Warehouse {
  code: string;
  name: string;
  isActive: boolean;
  defaultLocationCode: string;
  transportTimeDays: number | null;
  locations: WarehouseLocation[];
}

export interface Item {
  itemNumber: string;
  name: string;
  description: string | null;
  categoryCode: string;
  baseUnitCode: string | null;
  salesPrice: string | null;
  /** Cost used when stock is booked without a purchase price (adjustments of new stock). */
  standardCost: string;
  decimalPlaces: number;
  trackingType: TrackingType;
  isConfigurable: boolean;
  isActive: boolean;
  primarySupplierNumber: string | null;
  replenishmentType: ReplenishmentType;
  createdDate: number;
  modifiedDate: number | null;
}

/** An attribute definition of GET /attributes (docs/api-assumptions.md 322). */
export interface AttributeDefinition {
  code: string;
  name: string;
  description: string | null;
  group: string | null;
  dataType: 'Text' | 'WholeNumber' | 'DecimalNumber' | 'Boolean' | 'Date' | 'Url' | 'Html' | 'Color';
  allowedValues: string[];
  hasPredefinedValues: boolean;
  isMultiValue: boolean;
  isVisibleOnProductPage: boolean;
  minValue: string | null;
  maxValue: string | null;
  pattern: string | null;
  unit: string | null;
}

export interface Supplier {
  supplierNumber: string;
  name: string;
  email: string | null;
  currencyCode: string;
  leadTimeDays: number | null;
  isActive: boolean;
  countryCode: string;
  createdDate: number;
  modifiedDate: number | null;
}

export interface SupplierItem {
  supplierNumber: string;
  itemNumber: string;
  supplierItemNumber: string;
  unitPrice: string;
  currencyCode: string;
  leadTimeDays: number | null;
  minOrderQuantity: string | null;
  orderMultiple: string | null;
  isPrimary: boolean;
}

export interface PurchaseAgreementLine {
  agreementNumber: string;
  supplierNumber: string;
  itemNumber: string;
  leadTimeDays: number | null;
  unitPrice: string;
  currencyCode: string;
  validFrom: string;
  validTo: string | null;
  isActive: boolean;
}

export interface ItemWarehouse {
  itemNumber: string;
  warehouseCode: string;
  isActive: boolean;
  importance: 'Critical' | 'Standard' | 'Accessory' | 'SpecialOrder';
  leadTimeDays: number | null;
  calculatedSafetyStock: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  safetyStock: string | null;
  reorderQuantity: string | null;
  lotSizing: 'LotForLot' | 'FixedReorderQuantity' | 'FillToMax';
  transferLeadTimeDays: number | null;
  modifiedDate: number;
}

export interface StockRow {
  warehouseCode: string;
  locationCode: string;
  itemNumber: string;
  batchNumber: string | null;
  serialNumber: string | null;
  quantity: string;
}

export interface Batch {
  itemNumber: string;
  batchNumber: string;
  supplierBatchNumber: string | null;
  supplierNumber: string | null;
  expiryDate: string | null;
  bestBeforeDate: string | null;
  receivedDate: string;
  /** Released | Quarantined | Blocked | Recalled; Expired is derived from the date. */
  status: 'Released' | 'Quarantined' | 'Blocked' | 'Recalled';
}

export interface InventoryTransaction {
  transactionId: string;
  transactionType: string;
  transactionDate: number;
  itemNumber: string;
  warehouseCode: string;
  locationCode: string;
  targetLocationCode: string | null;
  batchNumber: string | null;
  serialNumber: string | null;
  quantity: string;
  unitCost: string;
  averageCostAfter: string;
  balanceAfter: string;
  referenceType: string | null;
  referenceId: string | null;
  notes: string | null;
}

export type CountStatus = 'Draft' | 'InProgress' | 'Completed' | 'Applied' | 'Cancelled';

export interface CountLine {
  lineNumber: number;
  itemNumber: string;
  locationCode: string;
  batchNumber: string | null;
  serialNumber: string | null;
  expectedQuantity: string;
  /** When the expected quantity was taken; null: at the count's creation (docs/api-assumptions.md 291). */
  expectedAt: number | null;
  countedQuantity: string | null;
  countedAt: number | null;
}

export interface InventoryCount {
  countNumber: string;
  type: string;
  status: CountStatus;
  warehouseCode: string;
  description: string | null;
  blindCount: boolean;
  zoneFilter: string | null;
  locationCodeFilter: string | null;
  categoryCode: string | null;
  randomSampleSize: number | null;
  itemNumber: string | null;
  createdDate: number;
  modifiedDate: number;
  startedAt: number | null;
  completedAt: number | null;
  appliedAt: number | null;
  lines: CountLine[];
}

export type PurchaseOrderStatus = 'Draft' | 'Sent' | 'PartiallyConfirmed' | 'Confirmed' | 'PartiallyReceived' | 'Received' | 'Closed' | 'Cancelled';
export type PurchaseOrderLineStatus = 'Open' | 'PartiallyReceived' | 'Received' | 'Closed';

export interface PurchaseOrderLine {
  lineNumber: number;
  itemNumber: string;
  description: string | null;
  quantity: string;
  receivedQuantity: string;
  unit: string;
  unitPrice: string;
  expectedDate: string | null;
  promisedDate: string | null;
  status: PurchaseOrderLineStatus;
}

export interface PurchaseOrder {
  id: string;
  orderNumber: string;
  supplierNumber: string;
  supplierReference: string | null;
  status: PurchaseOrderStatus;
  currencyCode: string;
  orderDate: string;
  expectedDeliveryDate: string | null;
  promisedDeliveryDate: string | null;
  warehouseCode: string;
  deliveryTermCode: string | null;
  paymentTermCode: string | null;
  shippingMethodCode: string | null;
  externalNotes: string | null;
  isDropShipment: boolean;
  sentAt: number | null;
  confirmedAt: number | null;
  closedAt: number | null;
  emailSentTo: string | null;
  createdDate: number;
  modifiedDate: number;
  lines: PurchaseOrderLine[];
}

export interface Channel {
  channelCode: string;
  name: string;
  type: 'B2C' | 'B2B' | 'Marketplace' | 'App' | 'Store';
  currencyCode: string;
  defaultLanguage: string;
  defaultPriceListCode: string;
  defaultWarehouseCode: string;
  orderTypeCode: string;
  allowGuestPrices: boolean;
  isActive: boolean;
  storefrontDomain: string;
  showPricesIncludingVat: boolean;
  createdDate: number;
  modifiedDate: number | null;
}

export interface Publication {
  channelCode: string;
  itemNumber: string;
  name: string;
  slug: string;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
  showStock: boolean;
  stockDisplayMode: 'ExactQuantity' | 'InStockOutOfStock' | 'LeadTime' | 'Hidden';
  allowBackorder: boolean | null;
  description: string | null;
  shortDescription: string | null;
  displayCategoryCode: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Stored as given; /preview returns it, /ecom hides the product before it. */
  publishDate: number | null;
  unpublishDate: number | null;
  /** Slugs this publication had before; each still resolves on /ecom (docs/api-assumptions.md 161). */
  previousSlugs: string[];
  createdDate: number;
  modifiedDate: number | null;
}

export interface Customer {
  id: string;
  customerNumber: string;
  name: string;
  organizationNumber: string | null;
  vatNumber: string | null;
  customerGroupCode: string | null;
  paymentTermCode: string | null;
  deliveryTermCode: string | null;
  defaultCurrencyCode: string;
  defaultBackorderBehavior: string;
  invoiceEmail: string | null;
  phone: string | null;
  street1: string | null;
  street2: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  notes: string | null;
  isActive: boolean;
  createdDate: number;
  modifiedDate: number | null;
}

export interface Deletion {
  entityType: string;
  key: string;
  deletedDate: number;
}

export interface EcomSession {
  token: string;
  tenantId: string;
  channelCode: string;
  expiresAt: number;
  isAuthenticated: boolean;
  /** The signed-in customer contact (POST /ecom/auth/login); absent while anonymous. */
  customer?: { customerNumber: string; contactId: string };
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface Store {
  tenant: Tenant;
  /** Start of the seed's "today" (UTC); relative dates in the seed hang off it. */
  anchor: number;
  warehouses: Map<string, Warehouse>;
  items: Map<string, Item>;
  /** Attribute definitions, sorted by code. */
  attributes: AttributeDefinition[];
  /** Attribute values per item number, then attribute code (row 322). */
  itemAttributes: Map<string, Map<string, string>>;
  categories: NamedCode[];
  units: NamedCode[];
  paymentTerms: NamedCode[];
  deliveryTerms: NamedCode[];
  shippingMethods: NamedCode[];
  customerGroups: NamedCode[];
  suppliers: Map<string, Supplier>;
  supplierItems: SupplierItem[];
  agreements: PurchaseAgreementLine[];
  itemWarehouses: Map<string, ItemWarehouse>;
  stock: Map<string, StockRow[]>;
  /** Allocated quantity per `item|warehouse` (open sales demand, seeded). */
  allocated: Map<string, string>;
  /** Average cost per `item|warehouse`. */
  averageCost: Map<string, string>;
  /** Last stock movement per item, for availability's modifiedSince. */
  stockModified: Map<string, number>;
  batches: Map<string, Batch>;
  transactions: InventoryTransaction[];
  transactionsById: Map<string, InventoryTransaction>;
  counts: Map<string, InventoryCount>;
  purchaseOrders: Map<string, PurchaseOrder>;
  channels: Map<string, Channel>;
  publications: Publication[];
  customers: Map<string, Customer>;
  deletions: Deletion[];
  sessions: Map<string, EcomSession>;
  /** Configurator, price lists, sales orders and quotes (src/sandbox/sales). */
  sales: SalesData;
  /** Tickets, shipments, invoices and returns (src/sandbox/support). */
  support: SupportData;
  /** Channel media libraries (src/sandbox/media). */
  media: MediaData;
  /** Branding, content pages and home pages per channel (src/sandbox/storefront). */
  storefront: StorefrontData;
  /** `created` numbers every record whose lists sort by a timestamp: equal timestamps keep creation order. */
  sequences: { purchaseOrder: number; count: number; customer: number; created: number };
}

/** The next number of the store's creation sequence (a tie-break for records made in the same millisecond). */
export const nextCreated = (store: Store): number => ++store.sequences.created;

export const itemWarehouseKey = (itemNumber: string, warehouseCode: string): string => `${itemNumber}|${warehouseCode}`;
export const batchKey = (itemNumber: string, batchNumber: string): string => `${itemNumber}|${batchNumber}`;

import { z } from 'zod';
import { enums } from '../rules/enums';
import { TICKET_STATUSES } from '../support/types';

/**
 * The shapes the sandbox answers with, for its OpenAPI documents. A test reads real answers
 * through these schemas (test/integration/sandbox/openapi.test.ts), so the document cannot drift
 * from what the sandbox sends. Decimals are strings, timestamps UTC strings, nullable by default.
 */
const str = z.string();
const nstr = z.string().nullable();
const dec = z.string().describe('decimal string');
const ndec = dec.nullable();
const nint = z.number().int().nullable();
const links = z.object({ self: z.string() }).nullable();
const e = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

export const Item = z.object({
  itemNumber: str,
  name: nstr,
  description: nstr,
  categoryCode: nstr,
  baseUnitCode: nstr,
  salesPrice: ndec,
  decimalPlaces: nint,
  trackingType: e(enums.trackingType),
  isConfigurable: z.boolean(),
  isActive: z.boolean(),
  primarySupplierNumber: nstr,
  replenishmentType: e(enums.replenishmentType),
  createdDate: nstr,
  modifiedDate: nstr,
  links,
});

export const AttributeDefinition = z.object({
  code: str,
  name: nstr,
  description: nstr,
  group: nstr,
  dataType: e(['Text', 'WholeNumber', 'DecimalNumber', 'Boolean', 'Date', 'Url', 'Html', 'Color']),
  allowedValues: z.array(str),
  hasPredefinedValues: z.boolean(),
  isMultiValue: z.boolean(),
  isVisibleOnProductPage: z.boolean(),
  minValue: ndec,
  maxValue: ndec,
  pattern: nstr,
  unit: nstr,
});

export const WarehouseAvailability = z.object({
  warehouseCode: str,
  warehouseName: nstr,
  quantityOnHand: dec,
  allocatedQuantity: dec,
  availableQuantity: dec,
  replenishmentType: e(enums.replenishmentType),
  trackingType: e(enums.trackingType),
  requiresBatch: z.boolean(),
  requiresSerial: z.boolean(),
});

export const Availability = z.object({
  itemNumber: str,
  totalQuantityOnHand: dec,
  totalAllocatedQuantity: dec,
  totalAvailableQuantity: dec,
  warehouses: z.array(WarehouseAvailability),
});

export const ItemWarehouse = z.object({
  itemNumber: str,
  itemName: nstr,
  warehouseCode: str,
  isActive: z.boolean(),
  importance: e(enums.importance).nullable(),
  leadTimeDays: nint,
  calculatedSafetyStock: ndec,
  minQuantity: ndec,
  maxQuantity: ndec,
  safetyStock: ndec,
  reorderQuantity: ndec,
  lotSizing: e(enums.lotSizing).nullable(),
  transferLeadTimeDays: nint,
  modifiedDate: nstr,
  links,
});

export const PurchaseOrder = z.object({
  id: str,
  orderNumber: str,
  status: e(enums.purchaseOrderStatus),
  supplierNumber: str,
  supplierName: nstr,
  supplierReference: nstr,
  orderDate: nstr,
  expectedDeliveryDate: nstr,
  promisedDeliveryDate: nstr,
  currencyCode: nstr,
  totalAmount: ndec,
  warehouseCode: str,
  lineCount: nint,
  createdDate: nstr,
  modifiedDate: nstr,
  links,
});

export const PurchaseOrderLine = z.object({
  lineNumber: z.number().int(),
  itemNumber: str,
  itemName: nstr,
  description: nstr,
  quantity: dec,
  receivedQuantity: dec,
  remainingQuantity: dec,
  unit: nstr,
  unitPrice: ndec,
  lineTotal: ndec,
  expectedDate: nstr,
  promisedDate: nstr,
  trackingType: e(enums.trackingType),
  status: e(enums.purchaseOrderLineStatus),
});

export const PurchaseOrderDetail = PurchaseOrder.extend({ warehouseName: nstr, lines: z.array(PurchaseOrderLine) });

export const InventoryCount = z.object({
  countNumber: str,
  type: e(enums.countType),
  status: e(enums.countStatus),
  warehouseCode: str,
  description: nstr,
  blindCount: z.boolean(),
  totalLines: nint,
  countedLines: nint,
  linesWithVariance: nint,
  totalVarianceValue: ndec,
  createdDate: nstr,
  startedAt: nstr,
  completedAt: nstr,
  appliedAt: nstr,
  links,
});

export const Ticket = z.object({
  id: str,
  ticketNumber: str,
  title: nstr,
  status: e(TICKET_STATUSES),
  priority: nstr,
  queueCode: nstr,
  customerNumber: nstr,
  slaResponseDue: nstr,
  slaResolutionDue: nstr,
  createdDate: nstr,
  links,
});

export const Channel = z.object({ channelCode: str, name: nstr, type: e(enums.channelType) });

/** Component name -> schema; a list endpoint answers a page of its component. */
export const components = {
  Item,
  AttributeDefinition,
  Availability,
  WarehouseAvailability,
  ItemWarehouse,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderLine,
  InventoryCount,
  Ticket,
  Channel,
};
export type ComponentName = keyof typeof components;

/** Which GET answers with which component (`page`: a paged list of it). */
export const responses: Record<string, { component: ComponentName; page?: true }> = {
  'GET /preview/items': { component: 'Item', page: true },
  'GET /preview/attributes': { component: 'AttributeDefinition', page: true },
  'GET /preview/items/{itemNumber}': { component: 'Item' },
  'GET /preview/items/{itemNumber}/availability': { component: 'Availability' },
  'GET /preview/inventory/availability': { component: 'Availability', page: true },
  'GET /preview/item-warehouses': { component: 'ItemWarehouse', page: true },
  'GET /preview/purchase-orders': { component: 'PurchaseOrder', page: true },
  'GET /preview/purchase-orders/{orderNumber}': { component: 'PurchaseOrderDetail' },
  'GET /preview/inventory/counts': { component: 'InventoryCount', page: true },
  'GET /preview/tickets': { component: 'Ticket', page: true },
  'GET /preview/channels': { component: 'Channel', page: true },
};

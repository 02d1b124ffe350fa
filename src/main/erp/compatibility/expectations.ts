import type { z } from 'zod';
import type { OptionalOperation } from '../offered-operations';
import { availabilitySchema, warehouseAvailabilitySchema } from '../preview/availability';
import { channelSchema, channelType } from '../preview/channels';
import { countSchema, countStatus, countType } from '../preview/inventory-counts';
import { importance, itemWarehouseSchema, lotSizing } from '../preview/item-warehouses';
import { itemSchema, replenishmentType, trackingType } from '../preview/items';
import { purchaseOrderLineSchema, purchaseOrderSchema, purchaseOrderStatus } from '../preview/purchase-orders';
import { ticketSchema, ticketStatus } from '../preview/tickets';
import type { Surface } from '../types';

/**
 * What each workspace relies on from the ERP: the operations it calls (with the scope the app
 * expects, docs/api-assumptions.md 1-3) and the records it reads (the client's own schemas, so the
 * fields it requires are exactly those its parsing requires). A server's OpenAPI document is
 * compared with this list on "Test connection".
 */
export interface ExpectedOperation {
  surface: Surface;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI style, `{name}` for parameters (names need not match the server's). */
  path: string;
  scope?: string;
  /** What the user loses without it, as a screen would say it. */
  purpose: string;
  /** Calls the description does not show: when absent the action is disabled with this reason. */
  optional?: OptionalOperation;
}

export interface ExpectedRecord {
  /** The GET whose answer (or whose page's items) this is. */
  operation: string;
  label: string;
  schema: z.ZodObject;
  /** Fields holding an open enum, with the values the app knows. */
  enums?: Record<string, readonly string[]>;
  /** Nested records, by the field that holds them (an array of them). */
  nested?: Record<string, { label: string; schema: z.ZodObject; enums?: Record<string, readonly string[]> }>;
}

export interface WorkspaceExpectation {
  workspace: string;
  label: string;
  operations: ExpectedOperation[];
  records: ExpectedRecord[];
}

const get = (path: string, scope: string, purpose: string): ExpectedOperation => ({ surface: 'preview', method: 'GET', path, scope, purpose });
const write = (method: ExpectedOperation['method'], path: string, scope: string, purpose: string, optional?: OptionalOperation): ExpectedOperation => ({
  surface: 'preview',
  method,
  path,
  scope,
  purpose,
  ...(optional ? { optional } : {}),
});

const itemRecord: ExpectedRecord = {
  operation: 'GET /preview/items/{itemNumber}',
  label: 'item',
  schema: itemSchema,
  enums: { trackingType: trackingType.values, replenishmentType: replenishmentType.values },
};

export const workspaceExpectations: WorkspaceExpectation[] = [
  {
    workspace: 'warehouse',
    label: 'Warehouse',
    operations: [
      get('/preview/items', 'items:read', 'finding items'),
      get('/preview/items/{itemNumber}', 'items:read', 'item details'),
      { ...get('/preview/attributes', 'items:read', 'finding items by GTIN'), optional: 'item-attributes.read' },
      get('/preview/items/{itemNumber}/availability', 'items:read', 'stock per warehouse'),
      get('/preview/inventory/stock', 'inventory:read', 'stock per location'),
      get('/preview/reference/warehouses', 'inventory:read', 'choosing a warehouse'),
      write('POST', '/preview/inventory/adjustments', 'inventory:write', 'stock adjustments'),
      { ...get('/preview/inventory/transactions', 'inventory:read', 'stock movements'), optional: 'inventory-transactions.list' },
      get('/preview/inventory/counts', 'inventory:read', 'the list of counts'),
      write('POST', '/preview/inventory/counts', 'inventory:write', 'starting counts'),
      get('/preview/inventory/counts/{countNumber}', 'inventory:read', 'count lines'),
      write('POST', '/preview/inventory/counts/{countNumber}/apply', 'inventory:write', 'applying counts'),
      write('POST', '/preview/inventory/counts/{countNumber}/cancel', 'inventory:write', 'cancelling counts', 'inventory-count.cancel'),
      write('POST', '/preview/inventory/counts/{countNumber}/recalculate', 'inventory:write', 'recalculating count lines', 'inventory-count.recalculate'),
    ],
    records: [
      itemRecord,
      {
        operation: 'GET /preview/items/{itemNumber}/availability',
        label: 'availability',
        schema: availabilitySchema,
        nested: {
          warehouses: {
            label: 'warehouse availability',
            schema: warehouseAvailabilitySchema,
            enums: { replenishmentType: replenishmentType.values, trackingType: trackingType.values },
          },
        },
      },
      { operation: 'GET /preview/inventory/counts', label: 'count', schema: countSchema, enums: { status: countStatus.values, type: countType.values } },
    ],
  },
  {
    workspace: 'purchasing',
    label: 'Purchasing',
    operations: [
      get('/preview/purchase-orders', 'purchase-orders:read', 'the list of purchase orders'),
      get('/preview/purchase-orders/{orderNumber}', 'purchase-orders:read', 'purchase order details'),
      write('POST', '/preview/purchase-orders', 'purchase-orders:write', 'creating purchase orders'),
      write('PATCH', '/preview/purchase-orders/{orderNumber}/lines/{lineNumber}', 'purchase-orders:write', 'changing order lines'),
      write('POST', '/preview/purchase-orders/{orderNumber}/send', 'purchase-orders:write', 'sending orders'),
      write('POST', '/preview/purchase-orders/{orderNumber}/confirm', 'purchase-orders:write', "recording a supplier's confirmation"),
      write('POST', '/preview/purchase-orders/{orderNumber}/lines/{lineNumber}/receive', 'purchase-orders:write', 'receiving goods'),
      write('POST', '/preview/purchase-orders/{orderNumber}/close', 'purchase-orders:write', 'closing orders'),
      write('POST', '/preview/purchase-orders/{orderNumber}/cancel', 'purchase-orders:write', 'cancelling purchase orders', 'purchase-order.cancel'),
      get('/preview/suppliers', 'items:read', 'choosing a supplier'),
      get('/preview/suppliers/{supplierNumber}/items', 'items:read', "a supplier's items"),
      get('/preview/purchase-agreements', 'items:read', 'purchase agreements in replenishment'),
      get('/preview/item-warehouses', 'items:read', 'replenishment settings'),
      get('/preview/inventory/availability', 'items:read', 'availability in bulk'),
    ],
    records: [
      {
        operation: 'GET /preview/purchase-orders/{orderNumber}',
        label: 'purchase order',
        schema: purchaseOrderSchema,
        enums: { status: purchaseOrderStatus.values },
        nested: { lines: { label: 'purchase order line', schema: purchaseOrderLineSchema, enums: { trackingType: trackingType.values } } },
      },
      {
        operation: 'GET /preview/item-warehouses',
        label: 'item-warehouse setting',
        schema: itemWarehouseSchema,
        enums: { importance: importance.values, lotSizing: lotSizing.values },
      },
    ],
  },
  {
    workspace: 'configurator',
    label: 'Configurator',
    operations: [
      get('/preview/items/{itemNumber}/configuration', 'items:read', 'the configuration model'),
      write('POST', '/preview/configurations/calculate', 'configurations:read', 'live prices'),
      write('POST', '/preview/configurations', 'configurations:write', 'saving configurations'),
      get('/preview/configurations', 'configurations:read', 'saved configurations'),
      write('POST', '/preview/configurations/{configurationNumber}/order', 'configurations:write', 'ordering a configuration'),
      get('/preview/customers', 'customers:read', 'choosing a customer'),
    ],
    records: [itemRecord],
  },
  {
    workspace: 'tickets',
    label: 'Tickets',
    operations: [
      get('/preview/tickets', 'tickets:read', 'the list of tickets'),
      get('/preview/tickets/{ticketNumber}', 'tickets:read', 'ticket details'),
      write('POST', '/preview/tickets', 'tickets:write', 'new tickets'),
      write('PATCH', '/preview/tickets/{ticketNumber}', 'tickets:write', 'changing tickets', 'ticket.update'),
      write('POST', '/preview/tickets/{ticketNumber}/comments', 'tickets:write', 'replying'),
      get('/preview/reference/ticket-queues', 'tickets:read', 'queues'),
      write('POST', '/preview/returns/{returnNumber}/approve', 'returns:write', 'approving returns', 'return.approve'),
      write('POST', '/preview/returns/{returnNumber}/receive', 'returns:write', 'receiving returns', 'return.receive'),
    ],
    records: [{ operation: 'GET /preview/tickets', label: 'ticket', schema: ticketSchema, enums: { status: ticketStatus.values } }],
  },
  {
    workspace: 'media',
    label: 'Media',
    operations: [
      get('/preview/channels/{channelCode}/media', 'media:read', 'the media library'),
      get('/preview/channels/{channelCode}/media/{assetId}', 'media:read', 'media details'),
      write('POST', '/preview/channels/{channelCode}/media', 'media:write', 'uploading media'),
      write('PATCH', '/preview/channels/{channelCode}/media/{assetId}', 'media:write', 'editing titles and alt texts'),
      write('DELETE', '/preview/channels/{channelCode}/media/{assetId}', 'media:write', 'deleting media'),
    ],
    records: [],
  },
  {
    workspace: 'storefront',
    label: 'Storefront',
    operations: [
      get('/preview/channels/{channelCode}/items', 'channels:read', 'the published assortment'),
      get('/preview/channels/{channelCode}/content-pages', 'content-pages:read', 'the list of content pages'),
      write('POST', '/preview/channels/{channelCode}/content-pages', 'content-pages:write', 'creating content pages'),
      write('PATCH', '/preview/channels/{channelCode}/content-pages/{slug}', 'content-pages:write', 'changing page details'),
      write('PUT', '/preview/channels/{channelCode}/content-pages/{slug}/config', 'content-pages:write', 'changing page sections'),
      write('POST', '/preview/channels/{channelCode}/content-pages/{slug}/publish', 'content-pages:write', 'publishing pages'),
      write('DELETE', '/preview/channels/{channelCode}/content-pages/{slug}', 'content-pages:write', 'deleting content pages', 'content-page.delete'),
      { ...get('/preview/channels/{channelCode}/home-page', 'content-pages:read', 'the home page'), optional: 'home-page.read' },
      { surface: 'ecom', method: 'GET', path: '/ecom/session', purpose: 'the channel configuration' },
      { surface: 'ecom', method: 'GET', path: '/ecom/catalog/products', purpose: 'products as visitors see them' },
      { surface: 'ecom', method: 'POST', path: '/ecom/catalog/prices', purpose: 'visitor prices' },
      { surface: 'ecom', method: 'POST', path: '/ecom/catalog/stock', purpose: 'stock as visitors see it' },
      { surface: 'ecom', method: 'PATCH', path: '/ecom/branding', purpose: 'publishing the branding' },
    ],
    records: [],
  },
  {
    workspace: 'connections',
    label: 'Connections',
    operations: [
      get('/preview/channels', 'channels:read', 'the channel switcher'),
      { surface: 'ecom', method: 'GET', path: '/ecom/channels', purpose: 'storefront channels' },
      { surface: 'ecom', method: 'GET', path: '/ecom/session/resolve', purpose: 'finding a tenant from a storefront domain' },
    ],
    records: [{ operation: 'GET /preview/channels', label: 'channel', schema: channelSchema, enums: { type: channelType.values } }],
  },
];

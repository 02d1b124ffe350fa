import type { ResourceContext } from '../resource';
import { attributesApi } from './attributes';
import { availabilityApi } from './availability';
import { batchesApi } from './batches';
import { channelsApi } from './channels';
import { configurationsApi } from './configurations';
import { contentPagesApi } from './content-pages';
import { customersApi } from './customers';
import { deletionsApi } from './deletions';
import { invoicesApi } from './invoices';
import { inventoryAdjustmentsApi } from './inventory-adjustments';
import { inventoryCountsApi } from './inventory-counts';
import { inventoryTransactionsApi } from './inventory-transactions';
import { itemWarehousesApi } from './item-warehouses';
import { itemsApi } from './items';
import { mediaApi } from './media';
import { purchaseOrdersApi } from './purchase-orders';
import { quotesApi } from './quotes';
import { returnsApi } from './returns';
import { salesOrdersApi } from './sales-orders';
import { shipmentsApi } from './shipments';
import { suppliersApi } from './suppliers';
import { ticketsApi } from './tickets';
import { warehousesApi } from './warehouses';

/** Typed functions for the /preview interface, one group per resource. */
export function createPreviewApi(ctx: ResourceContext) {
  return {
    items: itemsApi(ctx),
    attributes: attributesApi(ctx),
    availability: availabilityApi(ctx),
    warehouses: warehousesApi(ctx),
    suppliers: suppliersApi(ctx),
    itemWarehouses: itemWarehousesApi(ctx),
    inventoryAdjustments: inventoryAdjustmentsApi(ctx),
    inventoryTransactions: inventoryTransactionsApi(ctx),
    batches: batchesApi(ctx),
    inventoryCounts: inventoryCountsApi(ctx),
    purchaseOrders: purchaseOrdersApi(ctx),
    channels: channelsApi(ctx),
    customers: customersApi(ctx),
    configurations: configurationsApi(ctx),
    salesOrders: salesOrdersApi(ctx),
    quotes: quotesApi(ctx),
    tickets: ticketsApi(ctx),
    shipments: shipmentsApi(ctx),
    invoices: invoicesApi(ctx),
    returns: returnsApi(ctx),
    deletions: deletionsApi(ctx),
    media: mediaApi(ctx),
    contentPages: contentPagesApi(ctx),
  };
}
export type PreviewApi = ReturnType<typeof createPreviewApi>;

import type { HandlerGroup } from '../../hosts/dispatcher';
import { collect } from '../../erp/paging';
import { cancelOrder, closeOrder, confirmOrder, createOrder, editLines, readOrder, sendOrder } from './lifecycle';
import { listOrders } from './orders';
import { receive, resumeReceipts } from './receiving';
import { orderProposals, proposalsFor, replicaLookups } from './replenishment';
import { activeWarehouses } from '../shared/active-warehouses';
import { findItemByScan, labelFactsOf } from '../shared/gtin';
import { itemFactsOf } from '../shared/item-facts';
import { withProgress } from '../shared/progress';
import { purchaseOrderDocument } from '@shared/documents/purchase-order';
import { receivingSlipDocument } from '@shared/documents/receiving-slip';
import { documentPdf } from '../shared/pdf-document';
import { gtinAttributeOf } from '../../store/profiles';

type PurchasingCalls =
  | 'purchasing.orders'
  | 'purchasing.order'
  | 'purchasing.orderPdf'
  | 'purchasing.receivingSlipPdf'
  | 'purchasing.suppliers'
  | 'purchasing.supplierItems'
  | 'purchasing.lineItems'
  | 'purchasing.warehouses'
  | 'purchasing.scanLabel'
  | 'purchasing.receive'
  | 'purchasing.resumeReceipts'
  | 'purchasing.send'
  | 'purchasing.editLines'
  | 'purchasing.confirm'
  | 'purchasing.close'
  | 'purchasing.cancel'
  | 'purchasing.create'
  | 'purchasing.proposals'
  | 'purchasing.orderProposals';

/** Purchasing: every call works on the active connection's ERP client. */
export const purchasingHandlers: HandlerGroup<PurchasingCalls> = {
  'purchasing.orders': async (ctx, filter) => listOrders((await ctx.connection.activeClient()).client, filter),

  'purchasing.order': async (ctx, { orderNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return readOrder(client, profile, orderNumber);
  },

  'purchasing.orderPdf': async (ctx, { orderNumber, locale }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const doc = purchaseOrderDocument(await readOrder(client, profile, orderNumber), locale);
    return { fileName: `${doc.fileName}.pdf`, pdfBase64: Buffer.from(await documentPdf(doc)).toString('base64') };
  },

  'purchasing.receivingSlipPdf': async (ctx, { orderNumber, receivedOn, lines, locale }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const doc = receivingSlipDocument(await readOrder(client, profile, orderNumber), lines, receivedOn, locale);
    return { fileName: `${doc.fileName}.pdf`, pdfBase64: Buffer.from(await documentPdf(doc)).toString('base64') };
  },

  'purchasing.suppliers': async (ctx, { search }) => {
    const { client } = await ctx.connection.activeClient();
    const suppliers = await collect(client.preview.suppliers.all({ search }));
    return {
      suppliers: suppliers.map((s) => ({
        supplierNumber: s.supplierNumber,
        name: s.name ?? null,
        currencyCode: s.currencyCode ?? null,
        email: s.email ?? null,
        isActive: s.isActive !== false,
      })),
    };
  },

  'purchasing.supplierItems': async (ctx, { supplierNumber }) => {
    const { client } = await ctx.connection.activeClient();
    const items = await collect(client.preview.suppliers.allItems(supplierNumber));
    return {
      items: items.map((i) => ({
        itemNumber: i.itemNumber,
        itemName: i.itemName ?? null,
        unitPrice: i.unitPrice ?? null,
        currencyCode: i.currencyCode ?? null,
        minOrderQuantity: i.minOrderQuantity ?? null,
        orderMultiple: i.orderMultiple ?? null,
        isPrimary: i.isPrimary === true,
      })),
    };
  },

  // Only the items chosen on the form: a supplier's whole price list could be thousands of reads.
  'purchasing.lineItems': async (ctx, { itemNumbers }) => {
    const { client } = await ctx.connection.activeClient();
    const facts = await itemFactsOf(client, itemNumbers);
    return { items: [...facts].map(([itemNumber, f]) => ({ itemNumber, decimalPlaces: f.decimalPlaces })) };
  },

  'purchasing.warehouses': async (ctx) => {
    const { client } = await ctx.connection.activeClient();
    return { warehouses: await activeWarehouses(client) };
  },

  // A label at the dock: the item its GTIN names and what the label says of the goods (row 324).
  'purchasing.scanLabel': async (ctx, { code, today }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const found = await findItemByScan(client, gtinAttributeOf(profile), code, today);
    return { itemNumber: found.item.itemNumber, gtin: found.gtin, count: found.label?.count ?? found.label?.variableCount ?? null, ...labelFactsOf(found) };
  },

  'purchasing.receive': async (ctx, { orderNumber, lines }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return receive(client, profile, orderNumber, lines);
  },

  'purchasing.resumeReceipts': async (ctx, { orderNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return resumeReceipts(client, profile, orderNumber);
  },

  'purchasing.send': async (ctx, { orderNumber, sendEmail, operationId }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return sendOrder(client, profile, orderNumber, sendEmail, operationId);
  },

  'purchasing.editLines': async (ctx, { orderNumber, lines }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return editLines(client, profile, orderNumber, lines);
  },

  'purchasing.confirm': async (ctx, { orderNumber, promisedDeliveryDate, operationId }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return confirmOrder(client, profile, orderNumber, operationId, promisedDeliveryDate);
  },

  'purchasing.close': async (ctx, { orderNumber, operationId }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return closeOrder(client, profile, orderNumber, operationId);
  },

  'purchasing.cancel': async (ctx, { orderNumber, operationId }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return cancelOrder(client, profile, orderNumber, operationId);
  },

  'purchasing.create': async (ctx, order) => {
    const { client, profile } = await ctx.connection.activeClient();
    return createOrder(client, profile, order);
  },

  'purchasing.proposals': async (ctx, { warehouseCode, progressId }) => {
    const { client, profile } = await ctx.connection.activeClient();
    const r = ctx.recordsReplicas;
    const lookups = replicaLookups(r.of(profile, client, 'item'), r.of(profile, client, 'supplier'));
    const { proposals, examined } = await withProgress(ctx.events, progressId, (progress) => proposalsFor(client, warehouseCode, { progress, lookups }));
    return { warehouseCode, computedAt: new Date().toISOString(), proposals, examined };
  },

  'purchasing.orderProposals': async (ctx, { operationId, warehouseCode, lines }) => {
    const { client } = await ctx.connection.activeClient();
    return orderProposals(client, operationId, warehouseCode, lines);
  },
};

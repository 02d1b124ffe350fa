import type { HandlerGroup } from '../../hosts/dispatcher';
import { contactsOf } from '../shared/customer-contacts';
import { listItems, scanItem, searchCustomers } from './catalog';
import { discard, listConfigurations, readConfiguration, reconfigure, saveConfiguration } from './configurations';
import { readForm } from './form';
import { orderConfiguration, readSalesOrder } from './ordering';
import { createQuote, listQuotes, readQuote, sendQuote } from './quotes';
import { readRowPrices } from './row-prices';
import { quoteDocument } from '@shared/documents/quote';
import { documentPdf } from '../shared/pdf-document';

type ConfiguratorCalls =
  | 'configurator.items'
  | 'configurator.scanItem'
  | 'configurator.customers'
  | 'configurator.contacts'
  | 'configurator.form'
  | 'configurator.calculate'
  | 'configurator.configurations'
  | 'configurator.configuration'
  | 'configurator.rowPrices'
  | 'configurator.save'
  | 'configurator.reconfigure'
  | 'configurator.discard'
  | 'configurator.order'
  | 'configurator.salesOrder'
  | 'configurator.quotes'
  | 'configurator.quote'
  | 'configurator.quotePdf'
  | 'configurator.createQuote'
  | 'configurator.sendQuote';

/** Configurator: every call works on the active connection's ERP client. */
export const configuratorHandlers: HandlerGroup<ConfiguratorCalls> = {
  'configurator.items': async (ctx, filter) => listItems((await ctx.connection.activeClient()).client, filter),
  'configurator.scanItem': async (ctx, { itemNumber }) => scanItem((await ctx.connection.activeClient()).client, itemNumber),
  'configurator.customers': async (ctx, { search, includeInactive }) => searchCustomers((await ctx.connection.activeClient()).client, search, includeInactive),
  'configurator.contacts': async (ctx, { customerNumber }) => contactsOf((await ctx.connection.activeClient()).client, customerNumber),
  'configurator.form': async (ctx, { itemNumber }) => readForm((await ctx.connection.activeClient()).client, itemNumber),
  'configurator.calculate': async (ctx, input) => ctx.calculations.calculate((await ctx.connection.activeClient()).client, input),

  'configurator.configurations': async (ctx, filter) => listConfigurations((await ctx.connection.activeClient()).client, filter),

  'configurator.configuration': async (ctx, { configurationNumber }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return readConfiguration(client, profile, configurationNumber);
  },

  'configurator.rowPrices': async (ctx, { configurationNumbers }) => readRowPrices((await ctx.connection.activeClient()).client, configurationNumbers),

  'configurator.save': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    return saveConfiguration(client, profile, input);
  },

  'configurator.reconfigure': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    return reconfigure(client, profile, input);
  },

  'configurator.discard': async (ctx, { configurationNumber }) => discard((await ctx.connection.activeClient()).client, configurationNumber),

  'configurator.order': async (ctx, input) => {
    const { client, profile } = await ctx.connection.activeClient();
    const result = await orderConfiguration(client, profile, input);
    // Ordered, it leaves the ERP's list without a deletion record: out of the local search at once.
    await ctx.recordsReplicas.of(profile, client, 'configuration').forget([input.configurationNumber]);
    return result;
  },

  'configurator.salesOrder': async (ctx, { orderNumber }) => readSalesOrder((await ctx.connection.activeClient()).client, orderNumber),
  'configurator.quotes': async (ctx, filter) => listQuotes((await ctx.connection.activeClient()).client, filter),
  'configurator.quote': async (ctx, { quoteNumber }) => readQuote((await ctx.connection.activeClient()).client, quoteNumber),
  'configurator.quotePdf': async (ctx, { quoteNumber, locale }) => {
    const doc = quoteDocument(await readQuote((await ctx.connection.activeClient()).client, quoteNumber), locale);
    return { fileName: `${doc.fileName}.pdf`, pdfBase64: Buffer.from(await documentPdf(doc)).toString('base64') };
  },
  'configurator.createQuote': async (ctx, input) => createQuote((await ctx.connection.activeClient()).client, input),
  'configurator.sendQuote': async (ctx, input) => sendQuote((await ctx.connection.activeClient()).client, input),
};
